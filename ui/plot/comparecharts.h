// SPDX-License-Identifier: MIT
#pragma once

#include "models/units.h"

#include "plot/chartpair.h"

#include <QList>
#include <QPointF>
#include <QStringList>

class QAbstractBarSeries;
class QChart;

namespace bw::ui {

// One run's throughput over time: x in seconds, y in bits per second.
struct CompareLine
{
    QString name;
    // One list of points per phase: a both-ways run's upload and download are drawn apart,
    // with a gap between them, not joined by a line across the pause.
    QList<QList<QPointF>> segments;
};

// A grouped bar chart: one group per category (label), one bar per set (figure). Values in bits
// per second, NaN where a category lacks the figure; low/high are the ends of the spread bar.
struct CompareBars
{
    QStringList categories;
    QStringList setNames;
    QList<QList<double>> values; // [set][category]
    QList<QList<double>> low;
    QList<QList<double>> high;
};

struct CompareChartData
{
    QList<CompareLine> lines;
    CompareBars bars;
    ChartTitles throughputTitles; // title and subtitle; the stamp is unused
    ChartTitles barTitles;
    QStringList provenance; // the footer under every exported chart, one line each
};

enum class CompareChartKind
{
    Throughput,
    Bars,
};

// The two charts of a comparison, in the light theme unless told (they are made for articles,
// light or dark). The charts are handed to a QChartView or a QGraphicsScene, which owns them. GUI
// thread only.
class CompareCharts
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::CompareCharts)
public:
    CompareCharts();
    // The article's dark theme: call before setData, which colours the lines.
    void setDark(bool dark);
    void setData(const CompareChartData& data);
    // The legend beside the plot instead of above it: for narrow panes in the window, where a
    // row of long labels would be cut.
    void setLegendBeside(bool beside);

    QChart* throughputChart() const { return m_throughput; }
    QChart* barChart() const { return m_bars; }
    QChart* chart(CompareChartKind kind) const;
    QAbstractBarSeries* barSeries() const { return m_barSeries; }
    // Bits per second per unit of the bar chart's value axis.
    double barDivisor() const { return m_barDivisor; }

private:
    void fillThroughput(const QList<CompareLine>& lines, const RateUnit& unit);
    void fillBars(const CompareBars& bars, const RateUnit& unit);
    void addSpread(const CompareBars& bars, int set, int category);

    QChart* m_throughput = nullptr;
    QChart* m_bars = nullptr;
    QAbstractBarSeries* m_barSeries = nullptr;
    double m_barDivisor = 1e6;
    bool m_dark = false;
};

// The colour of the n-th run or figure: distinct on the theme's background, also for
// colour-blind readers.
QColor compareColor(int index, bool dark = false);
// The line style of result `index` in the compare time chart.
Qt::PenStyle compareStyle(int index);

} // namespace bw::ui
