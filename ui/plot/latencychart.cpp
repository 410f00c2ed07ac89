// SPDX-License-Identifier: MIT
#include "plot/latencychart.h"

#include "plot/chartpair.h"
#include "plot/niceaxis.h"
#include "plot/palette.h"

#include "models/latencytext.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace bw::ui {

LatencyChart::LatencyChart(int capacity) : m_chart(new QChart)
{
    for (auto& r : m_rings)
        r = PointRing(capacity);
    m_chart->setObjectName(QStringLiteral("latencyChart"));
    setUpPane(m_chart);
    m_timeAxis = new QValueAxis;
    m_msAxis = new QValueAxis;
    m_timeAxis->setLabelFormat(QStringLiteral("%g"));
    m_msAxis->setLabelFormat(QStringLiteral("%g"));
    m_msAxis->setTitleText(tr("ms")); // the unit alone, as the rate axis: the pane is short
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_msAxis, Qt::AlignLeft);
    static const char* const names[] = {"loadedRttSeries", "loadedUpSeries", "loadedDownSeries",
                                        "idleMedianSeries", "idleP95Series"};
    for (int i = 0; i < SeriesCount; ++i) {
        auto* s = new QLineSeries;
        s->setObjectName(QLatin1String(names[i]));
        s->setName(seriesName(Series(i)));
        m_chart->addSeries(s);
        s->attachAxis(m_timeAxis);
        s->attachAxis(m_msAxis);
        m_series[size_t(i)] = s;
    }
    setDark(false);
    update(0, 10);
}

QString LatencyChart::seriesName(Series s) const
{
    switch (s) {
    case LoadedRtt:
        return tr("Round trip, median");
    case LoadedUp:
        return m_served ? tr("Sent from here, one way") : tr("Upload, one way");
    case LoadedDown:
        return m_served ? tr("Received here, one way") : tr("Download, one way");
    case IdleMedian:
        return tr("Idle, median");
    case IdleP95:
        return tr("Idle, 95th percentile");
    case SeriesCount:
        break;
    }
    return {};
}

void LatencyChart::addSample(const engine::IntervalSample& sample, double x)
{
    const engine::LatencySample& l = sample.latency;
    if (!l.valid) return;
    if (l.rtt.count > 0) m_rings[LoadedRtt].push({x, l.rtt.medianUs / 1000.0});
    if (!l.oneWayValid) return;
    if (l.up.count > 0) m_rings[LoadedUp].push({x, l.up.medianUs / 1000.0});
    if (l.down.count > 0) m_rings[LoadedDown].push({x, l.down.medianUs / 1000.0});
}

void LatencyChart::setServed(bool served)
{
    if (served == m_served) return;
    m_served = served;
    for (int i = 0; i < SeriesCount; ++i)
        m_series[size_t(i)]->setName(seriesName(Series(i)));
}

void LatencyChart::setSummary(const engine::LatencySummary& summary)
{
    m_haveSummary = true;
    const bool idle = summary.valid && summary.idleRtt.count > 0;
    m_idleMedianMs = idle ? summary.idleRtt.medianUs / 1000.0 : -1;
    m_idleP95Ms = idle ? summary.idleRtt.p95Us / 1000.0 : -1;
    m_reason = reasonText(summary.unavailable); // without the engine's own "n/a:"
    if (!summary.valid && m_reason.isEmpty()) m_reason = tr("no probes in this result");
    m_oneWayReason = oneWayUnavailableText(summary, true);
}

void LatencyChart::clear()
{
    for (auto& r : m_rings)
        r.clear();
    m_idleMedianMs = m_idleP95Ms = -1;
    m_haveSummary = false;
    m_reason.clear();
    m_oneWayReason.clear();
}

bool LatencyChart::hasData() const
{
    return m_idleMedianMs >= 0 || std::any_of(m_rings.begin(), m_rings.end(),
                                              [](const PointRing& r) { return r.size() > 0; });
}

QString LatencyChart::unavailableText() const
{
    if (!m_haveSummary) return {};
    if (hasData())
        return m_oneWayReason.isEmpty() ? QString() : tr("One-way delay: %1").arg(m_oneWayReason);
    return tr("Latency: n/a (%1)").arg(m_reason);
}

void LatencyChart::copyFrom(const LatencyChart& other)
{
    m_rings = other.m_rings;
    m_idleMedianMs = other.m_idleMedianMs;
    m_idleP95Ms = other.m_idleP95Ms;
    m_haveSummary = other.m_haveSummary;
    m_reason = other.m_reason;
    m_oneWayReason = other.m_oneWayReason;
    setServed(other.m_served);
}

void LatencyChart::update(double maxX, double plannedSeconds)
{
    const NiceScale time = niceTimeScale(std::max(std::ceil(std::max(maxX, plannedSeconds)), 1.0));
    if (time.max != m_shownX) {
        m_shownX = time.max;
        applyNiceScale(m_timeAxis, time);
    }
    double top = std::max({m_idleMedianMs, m_idleP95Ms, 0.09});
    for (const auto& r : m_rings)
        top = std::max(top, r.maxY());
    const NiceScale ms =
        niceScaleWithin(top, stepsThatFit(m_chart->plotArea().height(), m_msAxis->labelsFont()));
    if (ms.max != m_shownMs || ms.step != m_msAxis->tickInterval()) {
        m_shownMs = ms.max;
        applyNiceScale(m_msAxis, ms);
    }
    for (int i = LoadedRtt; i <= LoadedDown; ++i) {
        m_series[size_t(i)]->replace(m_rings[size_t(i)].toList());
        m_series[size_t(i)]->setVisible(m_rings[size_t(i)].size() > 0);
    }
    // The idle baseline is one level across the whole time line.
    const double levels[] = {m_idleMedianMs, m_idleP95Ms};
    for (int i = IdleMedian; i <= IdleP95; ++i) {
        const double y = levels[i - IdleMedian];
        QLineSeries* s = m_series[size_t(i)];
        s->replace(y >= 0 ? QList<QPointF>{{0, y}, {m_shownX, y}} : QList<QPointF>());
        s->setVisible(y >= 0);
    }
}

void LatencyChart::setDark(bool dark)
{
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // The throughput pane's colours per direction; the round trip in the text colour; the idle
    // baseline grey, its 95th percentile dotted.
    const ChartPalette& palette = chartPalette(dark);
    const QColor upload = palette.upload;
    const QColor download = palette.download;
    const QColor rtt = palette.text;
    const QColor idle = palette.muted;
    m_series[LoadedRtt]->setPen(QPen(rtt, 2.5));
    m_series[LoadedUp]->setPen(QPen(upload, 1.5, Qt::DashLine));
    m_series[LoadedDown]->setPen(QPen(download, 1.5, Qt::DashLine));
    m_series[IdleMedian]->setPen(QPen(idle, 2));
    m_series[IdleP95]->setPen(QPen(idle, 1.5, Qt::DotLine));
}

} // namespace bw::ui
