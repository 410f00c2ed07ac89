// SPDX-License-Identifier: MIT
#include "plot/compareview.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>

namespace bw::ui {

CompareView::CompareView(QWidget* parent) : QWidget(parent)
{
    m_throughputView = new QChartView;
    m_throughputView->setObjectName(QStringLiteral("compareThroughputView"));
    m_barView = new QChartView;
    m_barView->setObjectName(QStringLiteral("compareBarView"));
    for (QChartView* v : {m_throughputView, m_barView}) {
        v->setRenderHint(QPainter::Antialiasing);
        v->setMinimumSize(360, 280);
    }
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_throughputView, 1);
    layout->addWidget(m_barView, 1);
    setData({});
}

void CompareView::setData(const CompareChartData& data)
{
    // Fresh charts each time; the views own and delete the old ones.
    auto charts = std::make_unique<CompareCharts>();
    charts->setData(data);
    charts->setLegendBeside(true);
    QChart* oldThroughput = m_throughputView->chart();
    QChart* oldBars = m_barView->chart();
    m_throughputView->setChart(charts->throughputChart());
    m_barView->setChart(charts->barChart());
    // setChart leaves the previous chart to the caller.
    delete oldThroughput;
    delete oldBars;
    m_charts = std::move(charts);
}

} // namespace bw::ui
