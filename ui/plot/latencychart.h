// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartdata.h"

#include <QCoreApplication>
#include <QString>

#include <array>

class QChart;
class QLineSeries;
class QValueAxis;

namespace bw::ui {

// The latency pane of the live chart, in milliseconds: per interval the median round
// trip of the probes and, where the two clocks could be related, the delay each way; and the
// idle baseline (median and 95th percentile) as two level lines. The idle figures come with
// the result (LatencySummary); a run without probes has no pane but a "n/a" line with the
// engine's reason. Created here and handed to a QChartView, which owns the chart. GUI thread.
class LatencyChart
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::LatencyChart)
public:
    enum Series
    {
        LoadedRtt,
        LoadedUp,
        LoadedDown,
        IdleMedian,
        IdleP95,
        SeriesCount
    };

    explicit LatencyChart(int capacity = ChartData::kDefaultCapacity);
    QChart* chart() const { return m_chart; }
    QLineSeries* series(Series s) const { return m_series[size_t(s)]; }
    QString seriesName(Series s) const;
    const PointRing& ring(Series s) const { return m_rings[size_t(s)]; }

    // x: where the interval ends on the run's time line, in seconds.
    void addSample(const engine::IntervalSample& sample, double x);
    // The run's summary: the idle baseline, or why there are no figures.
    void setSummary(const engine::LatencySummary& summary);
    void clear();
    bool hasData() const;
    double idleMedianMs() const { return m_idleMedianMs; } // < 0: no idle baseline
    double idleP95Ms() const { return m_idleP95Ms; }
    // "Latency: n/a (reason)" once a result without figures is shown, "One-way delay: n/a
    // (reason)" once one with round trips but no one-way figures is; empty otherwise.
    QString unavailableText() const;
    // A served result's one-way figures are named from this machine (latency.h): its "up" is
    // what it sent, its "down" what it received (the client's upload).
    void setServed(bool served);
    // Takes another pane's figures (an export draws a copy, never the window's own chart).
    void copyFrom(const LatencyChart& other);
    void update(double maxX, double plannedSeconds);
    void setDark(bool dark);

private:
    QChart* m_chart = nullptr;
    QValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_msAxis = nullptr;
    std::array<QLineSeries*, SeriesCount> m_series{};
    std::array<PointRing, SeriesCount> m_rings; // the idle entries stay empty
    double m_idleMedianMs = -1;
    double m_idleP95Ms = -1;
    bool m_haveSummary = false;
    bool m_served = false;
    QString m_reason;       // why the summary has no figures
    QString m_oneWayReason; // "n/a (why)" when it has round trips but no one-way figures
    double m_shownX = -1, m_shownMs = -1;
};

} // namespace bw::ui
