// SPDX-License-Identifier: MIT
#include "export/chartexporter.h"

#include "models/fileerror.h"

#include <QBuffer>
#include <QClipboard>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace bw::ui {

ChartExporter::ChartExporter(const ChartData& data, const ChartTitles& titles,
                             double plannedSeconds, bool dark, const UdpChart* udp,
                             const LatencyChart* latency, bool showPhy, const StreamChart* streams)
    : m_renderer(data, titles, plannedSeconds, dark, udp, latency, showPhy, streams),
      m_titles(titles)
{
}

QImage ChartExporter::paintImage(const PaintFunction& paint, QSize pixelSize, int dpi)
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
    paint(painter, QSizeF(pixelSize.width() / ratio, pixelSize.height() / ratio));
    painter.end();
    return image;
}

bool ChartExporter::writePng(const PaintFunction& paint, const QString& path, QSize pixelSize,
                             int dpi, QString& error)
{
    QImage image = paintImage(paint, pixelSize, dpi);
    image.setDevicePixelRatio(1.0);
    if (!image.save(path, "PNG")) {
        error = fileerror::cannotWrite(path, {});
        return false;
    }
    return true;
}

namespace {
// The SVG's size, view box, title and description; the painting goes to its output.
void setUpSvg(QSvgGenerator& svg, QSize size, const ChartTitles& titles)
{
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setResolution(ChartExporter::kScreenDpi);
    // QSvgGenerator writes both as they are: a title with "&" or "<" made the SVG unreadable.
    svg.setTitle((titles.title.isEmpty() ? ChartExporter::tr("Benchwire chart") : titles.title)
                     .toHtmlEscaped());
    svg.setDescription(titles.stamp.toHtmlEscaped());
}
} // namespace

bool ChartExporter::writeSvg(const PaintFunction& paint, const QString& path, QSize size,
                             const ChartTitles& titles, QString& error)
{
    QSvgGenerator svg;
    svg.setFileName(path);
    setUpSvg(svg, size, titles);
    QPainter painter;
    if (!painter.begin(&svg)) {
        error = fileerror::cannotWrite(path, {});
        return false;
    }
    paint(painter, QSizeF(size));
    painter.end();
    return true;
}

QByteArray ChartExporter::svgBytes(const PaintFunction& paint, QSize size,
                                   const ChartTitles& titles)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    setUpSvg(svg, size, titles);
    QPainter painter(&svg);
    paint(painter, QSizeF(size));
    painter.end();
    return buffer.data();
}

QImage ChartExporter::renderImage(QSize pixelSize, int dpi) const
{
    return paintImage([this](QPainter& p, QSizeF s) { m_renderer.render(p, s); }, pixelSize, dpi);
}

bool ChartExporter::savePng(const QString& path, QSize pixelSize, int dpi, QString& error) const
{
    return writePng([this](QPainter& p, QSizeF s) { m_renderer.render(p, s); }, path, pixelSize,
                    dpi, error);
}

bool ChartExporter::saveSvg(const QString& path, QSize size, QString& error) const
{
    return writeSvg([this](QPainter& p, QSizeF s) { m_renderer.render(p, s); }, path, size,
                    m_titles, error);
}

void ChartExporter::copyToClipboard(QSize pixelSize, int dpi) const
{
    QImage image = renderImage(pixelSize, dpi);
    image.setDevicePixelRatio(1.0);
    QGuiApplication::clipboard()->setImage(image);
}

} // namespace bw::ui
