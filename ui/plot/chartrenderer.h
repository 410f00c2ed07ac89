// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartdata.h"
#include "plot/chartpair.h"

#include <QSizeF>

#include <utility>
#include <vector>

class QChart;
class QGraphicsScene;
class QPainter;

namespace bw::ui {

class LatencyChart;
class StreamChart;
class UdpChart;

// Paints the chart (throughput and CPU panes with title, subtitle and stamp, plus the latency
// and UDP loss/jitter panes when the run has those figures) with a painter of any device: an image,
// an SVG generator. It builds charts of its own, so the window's charts are never disturbed; the
// export side calls it and never sees Qt Charts. GUI thread only.
class ChartRenderer
{
public:
    // udp, latency: the live UDP and latency panes, drawn when they have figures (a latency
    // pane without figures leaves its "n/a" line); may be null. showPhy: the Wi-Fi PHY rates.
    // streams: the per-stream pane, drawn at the bottom when given and it has figures.
    ChartRenderer(const ChartData& data, const ChartTitles& titles, double plannedSeconds,
                  bool dark, const UdpChart* udp = nullptr, const LatencyChart* latency = nullptr,
                  bool showPhy = false, const StreamChart* streams = nullptr);

    // logicalSize in the painter's units (device pixels divided by the device pixel ratio).
    void render(QPainter& painter, QSizeF logicalSize) const;

private:
    void addStreamPane(QGraphicsScene& scene, StreamChart& streams,
                       std::vector<std::pair<QChart*, double>>& panes) const;

    const ChartData& m_data;
    const UdpChart* m_udp;
    const LatencyChart* m_latency;
    const StreamChart* m_streams;
    ChartTitles m_titles;
    double m_plannedSeconds;
    bool m_dark;
    bool m_showPhy;
};

} // namespace bw::ui
