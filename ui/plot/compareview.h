// SPDX-License-Identifier: MIT
#pragma once

#include "plot/comparecharts.h"

#include <QWidget>

class QChartView;

namespace bw::ui {

// The comparison's two charts side by side in the window.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    void setData(const CompareChartData& data);
    const CompareCharts& charts() const { return *m_charts; }

private:
    std::unique_ptr<CompareCharts> m_charts;
    QChartView* m_throughputView = nullptr;
    QChartView* m_barView = nullptr;
};

} // namespace bw::ui
