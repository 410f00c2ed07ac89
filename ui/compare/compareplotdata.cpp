// SPDX-License-Identifier: MIT
#include "compare/compareplotdata.h"

#include "compare/comparemodel.h"

#include <QDateTime>

#include <cmath>
#include <limits>

namespace bw::ui {

CompareChartData ComparePlotData::build(const CompareModel& model)
{
    CompareChartData data;
    QHash<QString, int> seen;
    for (const CompareRun& run : model.runs()) {
        // Repeats share a label; the legend still needs to tell their lines apart.
        const int n = ++seen[run.label];
        const QString name = n == 1 ? run.label : tr("%1 (%2)").arg(run.label).arg(n);
        data.lines << CompareLine{name, run.throughput()};
    }
    data.bars = bars(model);
    data.throughputTitles = {
        tr("Throughput over time"), tr("Received, all directions of a run together"), {}, {}};
    data.barTitles = {
        tr("Mean throughput"), tr("Whiskers: min–max of repeats (one run: ± std. dev.)"), {}, {}};
    data.provenance = provenance(model);
    return data;
}

CompareBars ComparePlotData::bars(const CompareModel& model)
{
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    const QList<CompareGroup> groups = model.groups();
    CompareBars b;
    for (const CompareGroup& g : groups)
        b.categories << g.label;
    // Only the figures some run measured: a chart of upload runs has no empty download bars.
    for (int m = 0; m < kCompareMetricCount; ++m) {
        const bool any = std::any_of(groups.begin(), groups.end(), [m](const CompareGroup& g) {
            return g.figures[size_t(m)].valid;
        });
        if (!any) continue;
        b.setNames << CompareRunReader::metricName(CompareMetric(m));
        QList<double> values, low, high;
        for (const CompareGroup& g : groups) {
            const CompareGroupFigure& f = g.figures[size_t(m)];
            values << (f.valid ? f.meanBitsPerSecond : nan);
            low << (f.valid ? f.lowBitsPerSecond : nan);
            high << (f.valid ? f.highBitsPerSecond : nan);
        }
        b.values << values;
        b.low << low;
        b.high << high;
    }
    return b;
}

QStringList ComparePlotData::provenance(const CompareModel& model)
{
    QStringList lines;
    lines << tr("Benchwire %1 · made %2")
                 .arg(QStringLiteral(BENCHWIRE_VERSION),
                      QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    for (const CompareRun& run : model.runs())
        lines << tr("%1: %2").arg(run.label, run.provenance());
    return lines;
}

} // namespace bw::ui
