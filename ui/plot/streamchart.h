// SPDX-License-Identifier: MIT
#pragma once

#include "plot/streamdata.h"

#include <QCoreApplication>
#include <QString>

#include <array>

class QChart;
class QLineSeries;
class QValueAxis;

namespace bw::ui {

// The per-stream pane of the live chart: each stream's rate per interval as this end counted
// it, one line a stream (at most StreamData::kMaxLines, said in the title when there are more),
// and Jain's fairness index of the streams' measured totals in the title. Created here and
// handed to a QChartView, which owns the chart. GUI thread only.
class StreamChart
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::StreamChart)
public:
    explicit StreamChart(int capacity = ChartData::kDefaultCapacity);
    QChart* chart() const { return m_chart; }
    const StreamData& data() const { return m_data; }
    QLineSeries* series(int line) const { return m_series[std::size_t(line)]; }
    QString seriesName(int line) const;
    // What the heading says: the streams drawn, and the fairness index once there is one.
    QString title() const;
    // The heading as shown: the first entry of the legend (a line without a stroke), so that
    // the pane needs no title row of its own; empty before a run.
    QString shownHeading() const;
    QString rateUnitName() const { return m_unitName; }

    // x: where the interval ends on the run's time line, in seconds.
    void addSample(const engine::IntervalSample& sample, double x);
    void clear();
    bool hasData() const { return !m_data.lines().empty(); }
    // One replace() per series; axis ranges change only when their rounded bounds do.
    void update(double maxX, double plannedSeconds);
    void setDark(bool dark);
    // The figures of another pane (the window's), for an export drawn from charts of its own.
    void copyFrom(const StreamChart& other) { m_data = other.m_data; }

private:
    void updateLegend(); // the lines' names where they fit beside the heading

    QChart* m_chart = nullptr;
    QValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_rateAxis = nullptr;
    std::array<QLineSeries*, StreamData::kMaxLines> m_series{};
    QLineSeries* m_heading = nullptr;
    StreamData m_data;
    double m_shownX = -1, m_shownRate = -1, m_unitDivisor = 0;
    QString m_unitName;
};

} // namespace bw::ui
