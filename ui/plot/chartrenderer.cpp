// SPDX-License-Identifier: MIT
#include "plot/chartrenderer.h"

#include "plot/latencychart.h"
#include "plot/streamchart.h"
#include "plot/udpchart.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QPainter>

#include <cmath>
#include <optional>
#include <vector>

namespace bw::ui {

ChartRenderer::ChartRenderer(const ChartData& data, const ChartTitles& titles,
                             double plannedSeconds, bool dark, const UdpChart* udp,
                             const LatencyChart* latency, bool showPhy, const StreamChart* streams)
    : m_data(data), m_udp(udp), m_latency(latency), m_streams(streams), m_titles(titles),
      m_plannedSeconds(plannedSeconds), m_dark(dark), m_showPhy(showPhy)
{
}

namespace {
// Stacks the panes top to bottom by weight, as the window's layout does.
void stackPanes(const std::vector<std::pair<QChart*, double>>& panes, double w, double h)
{
    double total = 0;
    for (const auto& p : panes)
        total += p.second;
    double y = 0;
    for (const auto& [chart, weight] : panes) {
        const double next = std::round(y + h * weight / total);
        chart->setBackgroundRoundness(0);
        chart->setGeometry(QRectF(0, y, w, next - y));
        y = next;
    }
}
} // namespace

void ChartRenderer::addStreamPane(QGraphicsScene& scene, StreamChart& streams,
                                  std::vector<std::pair<QChart*, double>>& panes) const
{
    scene.addItem(streams.chart()); // owned by the scene, like the others
    streams.copyFrom(*m_streams);
    streams.setDark(m_dark);
    panes.emplace_back(streams.chart(), 2);
}

void ChartRenderer::render(QPainter& painter, QSizeF logicalSize) const
{
    // Fresh charts in a scene of their own, so the export never disturbs the window.
    QGraphicsScene scene;
    ChartPair pair;
    scene.addItem(pair.throughputChart()); // the scene owns the charts from here
    scene.addItem(pair.cpuChart());
    pair.setDark(m_dark);
    pair.setTitles(m_titles);
    pair.setPlannedSeconds(m_plannedSeconds);
    pair.setShowPhy(m_showPhy);
    const double w = logicalSize.width();
    // A run without latency figures says why on one line at the bottom, as the window does.
    const QString note = m_latency ? m_latency->unavailableText() : QString();
    const double noteHeight = note.isEmpty() ? 0 : 22;
    const double h = logicalSize.height() - noteHeight;
    // The weights of the window's layout: throughput over latency and CPU.
    std::vector<std::pair<QChart*, double>> panes{{pair.throughputChart(), 3.2}};
    std::optional<LatencyChart> latency;
    if (m_latency && m_latency->hasData()) {
        latency.emplace();
        scene.addItem(latency->chart()); // owned by the scene, like the others
        latency->copyFrom(*m_latency);
        latency->setDark(m_dark);
        latency->update(m_data.lastX(), m_plannedSeconds);
        panes.emplace_back(latency->chart(), 2);
    }
    panes.emplace_back(pair.cpuChart(), 2);
    // The UDP pane below the CPU pane, where the exports have always had it.
    std::optional<UdpChart> udp;
    if (m_udp && m_udp->hasData()) {
        udp.emplace();
        scene.addItem(udp->chart());
        udp->copyFrom(*m_udp);
        udp->setDark(m_dark);
        udp->update(m_data.lastX(), m_plannedSeconds);
        panes.emplace_back(udp->chart(), 2);
    }
    std::optional<StreamChart> streams;
    if (m_streams && m_streams->hasData()) {
        streams.emplace();
        addStreamPane(scene, *streams, panes);
    }
    stackPanes(panes, w, h);
    pair.update(m_data);
    if (streams) {
        // Its axes fit the pane's height, which the layout gives it first.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        streams->update(m_data.lastX(), m_plannedSeconds);
    }
    scene.setSceneRect(0, 0, w, h);
    // Chart layouts settle through posted LayoutRequest events.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QBrush background = pair.throughputChart()->backgroundBrush();
    painter.fillRect(QRectF(0, 0, w, logicalSize.height()), background);
    scene.render(&painter, QRectF(0, 0, w, h), QRectF(0, 0, w, h));
    if (noteHeight > 0) {
        painter.setPen(pair.throughputChart()->titleBrush().color());
        painter.drawText(QRectF(12, h, w - 24, noteHeight), Qt::AlignLeft | Qt::AlignVCenter, note);
    }
}

} // namespace bw::ui
