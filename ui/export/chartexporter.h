// SPDX-License-Identifier: MIT
#pragma once

#include "../plot/chartdata.h"
#include "../plot/chartpair.h"
#include "../plot/udpchart.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>

class QPainter;

namespace bw::ui {

// Renders the chart (throughput and CPU panes with title, subtitle and stamp, plus the UDP
// loss/jitter pane when the run has UDP figures) off screen at a chosen size, independent of
// the window's size: for PNG, SVG and the clipboard.
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ChartExporter)
public:
    static constexpr int kScreenDpi = 96;

    // udp: the live UDP pane, drawn as a third pane when it has figures; may be null.
    ChartExporter(const ChartData& data, const ChartTitles& titles, double plannedSeconds,
                  bool dark, const UdpChart* udp = nullptr);

    // pixelSize in device pixels; dpi scales text and lines (192 dpi = twice 96 dpi's size).
    QImage renderImage(QSize pixelSize, int dpi) const;
    bool savePng(const QString& path, QSize pixelSize, int dpi, QString& error) const;
    bool saveSvg(const QString& path, QSize size, QString& error) const;
    void copyToClipboard(QSize pixelSize, int dpi) const;

private:
    void render(QPainter& painter, QSizeF logicalSize) const;

    const ChartData& m_data;
    const UdpChart* m_udp;
    ChartTitles m_titles;
    double m_plannedSeconds;
    bool m_dark;
};

} // namespace bw::ui
