// SPDX-License-Identifier: MIT
#pragma once

#include "models/errortext.h"
#include "plot/chartdata.h"
#include "plot/chartpair.h"
#include "plot/latencychart.h"
#include "plot/streamchart.h"
#include "plot/udpchart.h"

#include <QWidget>

#include <array>

class QChartView;
class QCheckBox;
class QFrame;
class QLabel;
class QLineSeries;
class QTimer;

namespace bw::ui {

// The live chart in the main window. Samples go into a bounded buffer as they arrive; a
// ~10 Hz GUI timer copies the buffer into the series, independent of the engine's rate.
class LiveChart : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 100;
    explicit LiveChart(QWidget* parent = nullptr);

    void addSample(const engine::IntervalSample& sample);
    void clear();
    // Clears and shows a whole result's intervals (a finished run, an opened one).
    void showResult(const engine::TestResult& result);
    void setPlannedSeconds(double seconds);
    void setDark(bool dark);
    void setTitles(const ChartTitles& titles);
    const ChartData& data() const { return m_data; }
    const ChartTitles& titles() const { return m_titles; }
    double plannedSeconds() const { return m_plannedSeconds; }
    bool dark() const { return m_pair.dark(); }
    QLineSeries* series(SeriesId id) const { return m_pair.series(id); }
    QLineSeries* phySeries(PhyId id) const { return m_pair.phySeries(id); }
    const UdpChart& udpChart() const { return m_udp; }
    const LatencyChart& latencyChart() const { return m_latency; }
    const StreamChart& streamChart() const { return m_streams; }
    // The finished run's latency: the idle baseline, or why there are no figures.
    void setLatencySummary(const engine::LatencySummary& summary);
    // The Wi-Fi PHY rates beside the throughput (the check box under the chart).
    bool showPhy() const { return m_pair.showPhy(); }
    void setShowPhy(bool show);
    void refreshNow();
    // A run that failed: a banner over the chart says what happened and what to do, and the
    // throughput pane marks where the run ended. Both go with clear() (the next run) or, the
    // banner, with its close button.
    void showFailure(const ErrorText& error, double endedAtSeconds);
    void clearFailure();
    QFrame* failureBanner() const { return m_failureBanner; }
    double endMark() const { return m_pair.endMark(); }

    // The panes below the throughput, each shown or hidden by the user (View › Panes). A shown
    // latency, loss-and-jitter or per-stream pane still appears only when the run has such
    // figures. The per-stream pane starts hidden.
    enum class Pane
    {
        Latency,
        Udp,
        Cpu,
        Streams
    };
    void setPaneShown(Pane pane, bool shown);
    bool paneShown(Pane pane) const { return m_paneShown[size_t(pane)]; }

private:
    void connectHover();
    QFrame* buildFailureBanner();
    void connectLatencyHover();
    void connectStreamHover();
    QWidget* buildNoteRow();

    ChartData m_data;
    ChartPair m_pair;
    UdpChart m_udp; // loss and jitter: the third pane, shown in UDP runs only
    ChartTitles m_titles;
    double m_plannedSeconds = 10;
    QChartView* m_throughputView = nullptr;
    QChartView* m_cpuView = nullptr;
    QChartView* m_udpView = nullptr;
    LatencyChart m_latency; // the probes' round trip and one-way delays, with the idle baseline
    QChartView* m_latencyView = nullptr;
    StreamChart m_streams; // each stream's rate, and the streams' fairness
    QChartView* m_streamView = nullptr;
    QWidget* m_noteRow = nullptr;
    QFrame* m_failureBanner = nullptr;
    QLabel* m_failureText = nullptr;
    QLabel* m_latencyNote = nullptr; // "Latency: n/a (reason)"
    QCheckBox* m_phyCheck = nullptr;
    QTimer* m_timer = nullptr;
    std::uint64_t m_shownRevision = ~std::uint64_t(0);
    std::array<bool, 4> m_paneShown{true, true, true, false};
};

} // namespace bw::ui
