// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartdata.h"
#include "plot/chartpair.h"

#include <QSizeF>

class QPainter;

namespace bw::ui {

class LatencyChart;
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
    ChartRenderer(const ChartData& data, const ChartTitles& titles, double plannedSeconds,
                  bool dark, const UdpChart* udp = nullptr, const LatencyChart* latency = nullptr,
                  bool showPhy = false);

    // logicalSize in the painter's units (device pixels divided by the device pixel ratio).
    void render(QPainter& painter, QSizeF logicalSize) const;

private:
    const ChartData& m_data;
    const UdpChart* m_udp;
    const LatencyChart* m_latency;
    ChartTitles m_titles;
    double m_plannedSeconds;
    bool m_dark;
    bool m_showPhy;
};

} // namespace bw::ui
