// SPDX-License-Identifier: MIT
#include "plot/comparerenderer.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>

namespace bw::ui {

namespace {
constexpr double kFooterMargin = 8; // logical pixels around the footer text

QFont footerFont()
{
    QFont font;
    font.setPixelSize(11);
    return font;
}
} // namespace

CompareRenderer::CompareRenderer(const CompareChartData& data, CompareChartKind kind, bool dark)
    : m_data(data), m_kind(kind), m_dark(dark)
{
}

namespace {
// One run's provenance line at this text width: wrapped rather than cut, so that no figure of
// it is lost whatever the font (Wine's substitute fonts are wider than Linux's).
QRectF footerLineRect(const QFontMetricsF& metrics, double width, const QString& line)
{
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::AlignLeft | Qt::TextWordWrap, line);
}
} // namespace

double CompareRenderer::footerHeight(const QFont& font, double width) const
{
    if (m_data.provenance.isEmpty()) return 0;
    const QFontMetricsF metrics(font);
    double height = 0;
    for (const QString& line : m_data.provenance)
        height += footerLineRect(metrics, width - 2 * kFooterMargin, line).height();
    return height + 2 * kFooterMargin;
}

void CompareRenderer::paintFooter(QPainter& painter, const QFont& font, const QRectF& area) const
{
    painter.setFont(font);
    painter.setPen(m_dark ? QColor(0xcc, 0xcc, 0xcc) : QColor(0x44, 0x44, 0x44));
    const QFontMetricsF metrics(font);
    double y = area.top() + kFooterMargin;
    const double width = area.width() - 2 * kFooterMargin;
    for (const QString& line : m_data.provenance) {
        const double height = footerLineRect(metrics, width, line).height();
        painter.drawText(QRectF(area.left() + kFooterMargin, y, width, height),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line);
        y += height;
    }
}

void CompareRenderer::render(QPainter& painter, QSizeF logicalSize) const
{
    const double w = logicalSize.width();
    const double h = logicalSize.height();
    const QFont font = footerFont();
    const double footer = footerHeight(font, w);
    QGraphicsScene scene;
    CompareCharts charts;
    charts.setDark(m_dark);
    // The scene owns both charts from here; only one is placed in view.
    scene.addItem(charts.throughputChart());
    scene.addItem(charts.barChart());
    charts.setData(m_data);
    QChart* shown = charts.chart(m_kind);
    QChart* other =
        m_kind == CompareChartKind::Throughput ? charts.barChart() : charts.throughputChart();
    other->setVisible(false);
    shown->setGeometry(QRectF(0, 0, w, h - footer));
    scene.setSceneRect(0, 0, w, h - footer);
    // Chart layouts settle through posted LayoutRequest events.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // The footer on the chart's own background (the dark theme's is a gradient: its last stop).
    const QBrush background = shown->backgroundBrush();
    const QGradient* gradient = background.gradient();
    painter.fillRect(QRectF(0, 0, w, h), gradient && !gradient->stops().isEmpty()
                                             ? gradient->stops().last().second
                                             : background.color());
    scene.render(&painter, QRectF(0, 0, w, h - footer), QRectF(0, 0, w, h - footer));
    paintFooter(painter, font, QRectF(0, h - footer, w, footer));
}

} // namespace bw::ui
