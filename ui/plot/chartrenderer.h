// SPDX-License-Identifier: MIT
#pragma once

#include "chartdata.h"
#include "chartpair.h"

#include <QSizeF>

class QPainter;

namespace bw::ui {

class UdpChart;

// Paints the chart (throughput and CPU panes with title, subtitle and stamp, plus the UDP
// loss/jitter pane when the run has UDP figures) with a painter of any device: an image, an SVG
// generator. It builds charts of its own, so the window's charts are never disturbed; the
// export side calls it and never sees Qt Charts. GUI thread only.
class ChartRenderer
{
public:
    // udp: the live UDP pane, drawn as a third pane when it has figures; may be null.
    ChartRenderer(const ChartData& data, const ChartTitles& titles, double plannedSeconds,
                  bool dark, const UdpChart* udp = nullptr);

    // logicalSize in the painter's units (device pixels divided by the device pixel ratio).
    void render(QPainter& painter, QSizeF logicalSize) const;

private:
    const ChartData& m_data;
    const UdpChart* m_udp;
    ChartTitles m_titles;
    double m_plannedSeconds;
    bool m_dark;
};

} // namespace bw::ui
