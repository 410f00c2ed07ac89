// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartdata.h"

#include <QCoreApplication>

#include <array>

class QChart;
class QLineSeries;
class QValueAxis;

namespace bw::ui {

// The UDP pane of the live chart: loss in percent (left axis) and jitter in milliseconds
// (right axis) per direction and interval. The live chart shows it only while the run has UDP
// figures. Created here and handed to a QChartView, which owns the chart. GUI thread only.
class UdpChart
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::UdpChart)
public:
    enum Series
    {
        UploadLoss,
        DownloadLoss,
        UploadJitter,
        DownloadJitter,
        SeriesCount
    };

    explicit UdpChart(int capacity = ChartData::kDefaultCapacity);
    QChart* chart() const { return m_chart; }
    QLineSeries* series(Series s) const { return m_series[size_t(s)]; }
    QString seriesName(Series s) const;
    const PointRing& ring(Series s) const { return m_rings[size_t(s)]; }

    // x: where the interval ends on the run's time line, in seconds.
    void addSample(const engine::IntervalSample& sample, double x);
    void clear();
    bool hasData() const;
    // Takes another pane's figures (an export draws a copy, never the window's own chart).
    void copyFrom(const UdpChart& other) { m_rings = other.m_rings; }
    // One replace() per series; axis ranges change only when their rounded bounds do.
    void update(double maxX, double plannedSeconds);
    void setDark(bool dark);

private:
    QChart* m_chart = nullptr;
    QValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_lossAxis = nullptr;
    QValueAxis* m_jitterAxis = nullptr;
    std::array<QLineSeries*, SeriesCount> m_series{};
    std::array<PointRing, SeriesCount> m_rings;
    double m_shownX = -1, m_shownLoss = -1, m_shownJitter = -1;
};

} // namespace bw::ui
