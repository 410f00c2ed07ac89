// SPDX-License-Identifier: MIT
#include "overnight/overnightchart.h"

#include "models/units.h"
#include "plot/niceaxis.h"
#include "plot/palette.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace bw::ui {

OvernightChart::OvernightChart(QWidget* parent) : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("overnightChart"));
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    m_x = new QValueAxis;
    m_y = new QValueAxis;
    m_x->setLabelFormat(QStringLiteral("%g"));
    m_y->setLabelFormat(QStringLiteral("%g"));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    setMinimumHeight(220);
    setPoints({}, std::nullopt, 3'600'000);
}

void OvernightChart::applyRateScale()
{
    applyNiceScale(
        m_y, niceScaleWithin(m_top, stepsThatFit(chart()->plotArea().height(), m_y->labelsFont())));
}

void OvernightChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    applyRateScale();
}

int OvernightChart::timeUnitSeconds(qint64 forMs)
{
    if (forMs <= 2 * 60'000) return 1;
    return forMs <= 3 * 3'600'000 ? 60 : 3600;
}

void OvernightChart::addSeries(QAbstractSeries* series)
{
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
}

// The direction's runs as lines broken where a run failed or lacked the direction: a gap.
void OvernightChart::addDirection(const QList<OvernightPoint>& points, bool upload,
                                  double unitSeconds, double divisor)
{
    const ChartPalette& palette = chartPalette(false);
    const QColor colour = upload ? palette.upload : palette.download;
    QLineSeries* line = nullptr;
    bool first = true;
    for (const OvernightPoint& p : points) {
        const std::optional<double>& v = upload ? p.upload : p.download;
        if (!v) {
            line = nullptr;
            continue;
        }
        if (!line) {
            line = new QLineSeries;
            line->setName(upload ? tr("Upload") : tr("Download"));
            line->setPen(QPen(colour, 2));
            line->setPointsVisible(true);
            addSeries(line);
            // One legend entry per direction, however many pieces its line has.
            if (!first) chart()->legend()->markers(line).value(0)->setVisible(false);
            first = false;
        }
        line->append(double(p.offsetMs) / 1000.0 / unitSeconds, *v / divisor);
    }
}

void OvernightChart::setPoints(const QList<OvernightPoint>& points,
                               std::optional<double> alertBelow, qint64 forMs)
{
    chart()->removeAllSeries();
    const ChartPalette& palette = chartPalette(false);
    const int unit = timeUnitSeconds(forMs);
    double top = alertBelow.value_or(0);
    for (const OvernightPoint& p : points)
        top = std::max({top, p.upload.value_or(0), p.download.value_or(0)});
    const RateUnit rate = rateUnitFor(top);
    const NiceScale time = niceTimeScale(double(forMs) / 1000.0 / unit);
    applyNiceScale(m_x, time);
    m_top = top / rate.divisor;
    applyRateScale();
    m_x->setTitleText(unit == 1    ? tr("Time since the start (s)")
                      : unit == 60 ? tr("Time since the start (min)")
                                   : tr("Time since the start (h)"));
    m_y->setTitleText(rate.name); // each run's received mean: the legend names the directions
    addDirection(points, true, unit, rate.divisor);
    addDirection(points, false, unit, rate.divisor);
    if (alertBelow) {
        auto* limit = new QLineSeries;
        limit->setName(tr("Alert below %1").arg(formatBitsPerSecond(*alertBelow)));
        limit->setPen(QPen(palette.failure, 1.5, Qt::DashLine));
        limit->append(0, *alertBelow / rate.divisor);
        limit->append(time.max, *alertBelow / rate.divisor);
        addSeries(limit);
        auto* below = new QScatterSeries;
        below->setName(tr("Run below the alert"));
        below->setMarkerSize(14);
        below->setColor(Qt::transparent);
        below->setBorderColor(palette.failure);
        for (const OvernightPoint& p : points)
            for (const auto& v : {p.upload, p.download})
                if (p.below && v && *v < *alertBelow)
                    below->append(double(p.offsetMs) / 1000.0 / unit, *v / rate.divisor);
        if (below->count() > 0)
            addSeries(below);
        else
            delete below;
    }
    auto* failed = new QScatterSeries;
    failed->setName(tr("Failed run"));
    failed->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    failed->setMarkerSize(9);
    failed->setColor(palette.failure);
    failed->setBorderColor(palette.failure);
    for (const OvernightPoint& p : points)
        if (!p.failure.isEmpty()) failed->append(double(p.offsetMs) / 1000.0 / unit, 0);
    if (failed->count() > 0)
        addSeries(failed);
    else
        delete failed;
}

} // namespace bw::ui
