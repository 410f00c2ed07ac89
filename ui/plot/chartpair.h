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

// One pane's look, shared by every pane under the live chart (throughput, CPU, UDP, latency):
// no animation, the legend above the plot with line markers, room for the last time label, no
// padding around the frame.
void setUpPane(QChart* chart);

// Texts drawn on the chart: the user's title and subtitle, and the stamp (date, peer,
// interface, settings) that the window composes.
struct ChartTitles
{
    QString title;
    QString subtitle;
    QString stamp;
    // The client whose test this machine served; empty for a run of this machine's own. A
    // served test's series are named from this machine's point of view ("received here").
    QString servedPeer;
};

// The heading drawn over a chart: the title in bold, the subtitle, and the stamp small.
QString chartTitleHtml(const ChartTitles& titles);

// The two panes of the live chart: throughput per direction above, CPU of both hosts below.
// The charts are created here and handed to a QChartView or a QGraphicsScene, which owns them.
class ChartPair
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ChartPair)
public:
    ChartPair();
    QChart* throughputChart() const { return m_throughput; }
    QChart* cpuChart() const { return m_cpu; }
    QLineSeries* series(SeriesId id) const { return m_series[size_t(id)]; }
    QString seriesName(SeriesId id) const;
    QLineSeries* phySeries(PhyId id) const { return m_phy[size_t(id)]; }
    QString phyName(PhyId id) const;
    // The Wi-Fi PHY rates on the throughput axis; off by default, shown where the data has them.
    void setShowPhy(bool show) { m_showPhy = show; }
    // The time axis' title under the throughput pane, for when the CPU pane below is hidden.
    void setThroughputTimeTitled(bool titled);
    bool showPhy() const { return m_showPhy; }

    // One replace() per series; axis ranges change only when their rounded bounds do.
    void update(const ChartData& data);
    void setPlannedSeconds(double seconds) { m_plannedSeconds = seconds; }
    void setDark(bool dark);
    bool dark() const { return m_dark; }
    QString rateUnitName() const { return m_unitName; }
    void setTitles(const ChartTitles& titles);
    // Where a failed run ended: a vertical line across the throughput pane, named in the legend
    // (exports carry it too). A negative time takes it away.
    void setEndMark(double atSeconds);
    double endMark() const { return m_endAt; }
    QLineSeries* endMarkSeries() const { return m_endMark; }

private:
    void createSeries();
    void createPhySeries();
    QString servedSeriesName(SeriesId id) const;
    void applyPens();
    void setRanges(double maxX, double maxRate);

    QChart* m_throughput = nullptr;
    QChart* m_cpu = nullptr;
    std::array<QLineSeries*, kSeriesCount> m_series{};
    std::array<QLineSeries*, kPhyCount> m_phy{};
    bool m_showPhy = false;
    QValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_rateAxis = nullptr;
    QValueAxis* m_cpuTimeAxis = nullptr;
    QValueAxis* m_cpuAxis = nullptr;
    double m_plannedSeconds = 10;
    double m_shownMaxX = -1;
    double m_shownMaxY = -1;
    double m_shownStepY = -1;
    double m_unitDivisor = 0;
    QString m_unitName;
    bool m_dark = false;
    QString m_servedPeer;
    QLineSeries* m_endMark = nullptr;
    double m_endAt = -1;
};

} // namespace bw::ui
