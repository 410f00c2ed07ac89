// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartrenderer.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>

#include <functional>

namespace bw::ui {

class LatencyChart;
class StreamChart;
class UdpChart;

// Renders the chart off screen at a chosen size, independent of the window's size: for PNG,
// SVG and the clipboard. The painting itself is ui/plot's ChartRenderer, so that Qt Charts stays
// behind ui/plot.
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ChartExporter)
public:
    static constexpr int kScreenDpi = 96;
    // Paints a chart in logical units; the comparison's charts come in this way too.
    using PaintFunction = std::function<void(QPainter&, QSizeF)>;

    static QImage paintImage(const PaintFunction& paint, QSize pixelSize, int dpi);
    static bool writePng(const PaintFunction& paint, const QString& path, QSize pixelSize, int dpi,
                         QString& error);
    static bool writeSvg(const PaintFunction& paint, const QString& path, QSize size,
                         const ChartTitles& titles, QString& error);
    // The same SVG document in memory (a report embeds it in its HTML).
    static QByteArray svgBytes(const PaintFunction& paint, QSize size, const ChartTitles& titles);

    // udp, latency, showPhy, streams: as ChartRenderer's.
    ChartExporter(const ChartData& data, const ChartTitles& titles, double plannedSeconds,
                  bool dark, const UdpChart* udp = nullptr, const LatencyChart* latency = nullptr,
                  bool showPhy = false, const StreamChart* streams = nullptr);

    // pixelSize in device pixels; dpi scales text and lines (192 dpi = twice 96 dpi's size).
    QImage renderImage(QSize pixelSize, int dpi) const;
    bool savePng(const QString& path, QSize pixelSize, int dpi, QString& error) const;
    bool saveSvg(const QString& path, QSize size, QString& error) const;
    void copyToClipboard(QSize pixelSize, int dpi) const;

private:
    ChartRenderer m_renderer;
    ChartTitles m_titles; // the SVG's title and description
};

} // namespace bw::ui
