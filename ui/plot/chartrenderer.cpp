// SPDX-License-Identifier: MIT
#include "chartrenderer.h"

#include "udpchart.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QPainter>

#include <cmath>
#include <optional>

namespace bw::ui {

ChartRenderer::ChartRenderer(const ChartData& data, const ChartTitles& titles,
                             double plannedSeconds, bool dark, const UdpChart* udp)
    : m_data(data), m_udp(udp), m_titles(titles), m_plannedSeconds(plannedSeconds), m_dark(dark)
{
}

void ChartRenderer::render(QPainter& painter, QSizeF logicalSize) const
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

} // namespace bw::ui
