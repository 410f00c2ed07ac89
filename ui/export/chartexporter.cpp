// SPDX-License-Identifier: MIT
#include "chartexporter.h"

#include <QChart>
#include <QClipboard>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>
#include <optional>

namespace bw::ui {

ChartExporter::ChartExporter(const ChartData& data, const ChartTitles& titles,
                             double plannedSeconds, bool dark, const UdpChart* udp)
    : m_data(data), m_udp(udp), m_titles(titles), m_plannedSeconds(plannedSeconds), m_dark(dark)
{
}

void ChartExporter::render(QPainter& painter, QSizeF logicalSize) const
{
    // A fresh pair of charts in a scene of its own, so the export never disturbs the window.
    QGraphicsScene scene;
    ChartPair pair;
    scene.addItem(pair.throughputChart()); // the scene owns the charts from here
    scene.addItem(pair.cpuChart());
    pair.setDark(m_dark);
    pair.setTitles(m_titles);
    pair.setPlannedSeconds(m_plannedSeconds);
    const double w = logicalSize.width();
    const double h = logicalSize.height();
    // A UDP run adds the loss/jitter pane below the CPU pane, as in the window.
    const bool withUdp = m_udp && m_udp->hasData();
    std::optional<UdpChart> udp;
    if (withUdp) {
        udp.emplace();
        scene.addItem(udp->chart()); // owned by the scene, like the other two
        udp->copyFrom(*m_udp);
        udp->setDark(m_dark);
        udp->chart()->setBackgroundRoundness(0);
    }
    const double split = std::round(h * (withUdp ? 0.5 : 0.62));
    const double cpuEnd = withUdp ? std::round(h * 0.74) : h;
    for (QChart* c : {pair.throughputChart(), pair.cpuChart()})
        c->setBackgroundRoundness(0);
    pair.throughputChart()->setGeometry(QRectF(0, 0, w, split));
    pair.cpuChart()->setGeometry(QRectF(0, split, w, cpuEnd - split));
    pair.update(m_data);
    if (udp) {
        udp->chart()->setGeometry(QRectF(0, cpuEnd, w, h - cpuEnd));
        udp->update(m_data.lastX(), m_plannedSeconds);
    }
    scene.setSceneRect(0, 0, w, h);
    // Chart layouts settle through posted LayoutRequest events.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    painter.fillRect(QRectF(0, 0, w, h), pair.throughputChart()->backgroundBrush());
    scene.render(&painter, QRectF(0, 0, w, h), QRectF(0, 0, w, h));
}

QImage ChartExporter::renderImage(QSize pixelSize, int dpi) const
{
    const double ratio = double(dpi) / kScreenDpi;
    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    const int dotsPerMeter = int(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    render(painter, QSizeF(pixelSize.width() / ratio, pixelSize.height() / ratio));
    painter.end();
    return image;
}

bool ChartExporter::savePng(const QString& path, QSize pixelSize, int dpi, QString& error) const
{
    QImage image = renderImage(pixelSize, dpi);
    image.setDevicePixelRatio(1.0);
    if (!image.save(path, "PNG")) {
        error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool ChartExporter::saveSvg(const QString& path, QSize size, QString& error) const
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setResolution(kScreenDpi);
    svg.setTitle(m_titles.title.isEmpty() ? tr("Benchwire chart") : m_titles.title);
    svg.setDescription(m_titles.stamp);
    QPainter painter;
    if (!painter.begin(&svg)) {
        error = tr("Could not write %1.").arg(path);
        return false;
    }
    render(painter, QSizeF(size));
    painter.end();
    return true;
}

void ChartExporter::copyToClipboard(QSize pixelSize, int dpi) const
{
    QImage image = renderImage(pixelSize, dpi);
    image.setDevicePixelRatio(1.0);
    QGuiApplication::clipboard()->setImage(image);
}

} // namespace bw::ui
