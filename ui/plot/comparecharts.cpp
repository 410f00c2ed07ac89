// SPDX-License-Identifier: MIT
#include "plot/comparecharts.h"

#include "models/units.h"
#include "plot/niceaxis.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <cmath>

namespace bw::ui {

namespace {

// Share of a category's width that its bars take (Qt Charts' default too).
constexpr double kBarWidth = 0.7;

QString titleHtml(const ChartTitles& t)
{
    QStringList lines;
    if (!t.title.isEmpty()) lines << QStringLiteral("<b>%1</b>").arg(t.title.toHtmlEscaped());
    if (!t.subtitle.isEmpty()) lines << t.subtitle.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

void prepare(QChart* chart, bool dark)
{
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->setMargins(QMargins(4, 4, 16, 4));
    QFont title; // from the application's font, so that a second call does not grow it
    title.setPointSizeF(title.pointSizeF() * 1.25);
    chart->setTitleFont(title);
}

// The lines' farthest point: the last second (at least 1) and the highest rate.
QPointF farthestPoint(const QList<CompareLine>& lines)
{
    QPointF far(1, 0);
    for (const CompareLine& line : lines)
        for (const QList<QPointF>& segment : line.segments)
            for (const QPointF& p : segment)
                far = QPointF(std::max(far.x(), p.x()), std::max(far.y(), p.y()));
    return far;
}

// The end of the highest spread bar (bars without a figure are NaN).
double highestBar(const CompareBars& bars)
{
    double top = 0;
    for (const QList<double>& row : bars.high)
        for (double v : row)
            top = std::isnan(v) ? top : std::max(top, v);
    return top;
}

} // namespace

QColor compareColor(int index, bool dark)
{
    // Runs i and i + 4 share a line style (compareStyle), so they differ in lightness (2.5:1 on
    // white, for grey print) and for colour-blind readers; every colour stands 3:1 against the
    // theme's background. tests/ui/palette_test.cpp checks both themes. The first four are
    // Okabe and Ito's; on a dark background their dark blue gives way to a light one.
    static const QColor light[] = {{0x00, 0x72, 0xb2}, {0xd5, 0x5e, 0x00}, {0x00, 0x9e, 0x73},
                                   {0xcc, 0x79, 0xa7}, {0x22, 0x22, 0x22}, {0x4b, 0x2a, 0x80},
                                   {0x6b, 0x3d, 0x00}, {0x00, 0x4c, 0x4c}};
    static const QColor darkColors[] = {{0x56, 0xb4, 0xe9}, {0xe6, 0x9f, 0x00}, {0x00, 0x9e, 0x73},
                                        {0xcc, 0x79, 0xa7}, {0xee, 0xee, 0xee}, {0xb3, 0x9d, 0xdb},
                                        {0xf0, 0xe4, 0x42}, {0xa5, 0xd6, 0xa7}};
    return dark ? darkColors[index % 8] : light[index % 8];
}

Qt::PenStyle compareStyle(int index)
{
    // The first four results differ in line style too, so a grey print tells them apart.
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                          Qt::DashDotLine};
    return styles[index % 4];
}

CompareCharts::CompareCharts() : m_throughput(new QChart), m_bars(new QChart)
{
    m_throughput->setObjectName(QStringLiteral("compareThroughputChart"));
    m_bars->setObjectName(QStringLiteral("compareBarChart"));
    prepare(m_throughput, false);
    prepare(m_bars, false);
}

void CompareCharts::setDark(bool dark)
{
    m_dark = dark;
    prepare(m_throughput, dark);
    prepare(m_bars, dark);
}

QChart* CompareCharts::chart(CompareChartKind kind) const
{
    return kind == CompareChartKind::Throughput ? m_throughput : m_bars;
}

void CompareCharts::setData(const CompareChartData& data)
{
    m_throughput->setTitle(titleHtml(data.throughputTitles));
    m_bars->setTitle(titleHtml(data.barTitles));
    // One unit for both charts, from the highest figure of either: a review reads them side
    // by side.
    const RateUnit unit =
        rateUnitFor(std::max(farthestPoint(data.lines).y(), highestBar(data.bars)));
    fillThroughput(data.lines, unit);
    fillBars(data.bars, unit);
}

void CompareCharts::setLegendBeside(bool beside)
{
    m_throughput->legend()->setAlignment(beside ? Qt::AlignRight : Qt::AlignTop);
    // Line markers: the legend shows each run's dash as well as its colour (grey print).
    m_throughput->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
}

void CompareCharts::fillThroughput(const QList<CompareLine>& lines, const RateUnit& unit)
{
    m_throughput->removeAllSeries();
    for (QAbstractAxis* axis : m_throughput->axes())
        m_throughput->removeAxis(axis);
    const QPointF far = farthestPoint(lines);
    auto* time = new QValueAxis;
    applyNiceScale(time, niceTimeScale(std::ceil(far.x())));
    time->setTitleText(tr("Time (s)"));
    auto* rate = new QValueAxis;
    applyNiceScale(rate, niceScale(far.y() / unit.divisor));
    rate->setTitleText(unit.name);
    m_throughput->addAxis(time, Qt::AlignBottom);
    m_throughput->addAxis(rate, Qt::AlignLeft);
    for (int i = 0; i < lines.size(); ++i) {
        // A series per segment, in the run's colour; the legend names the run once.
        for (int k = 0; k < lines[i].segments.size(); ++k) {
            auto* s = new QLineSeries;
            s->setName(lines[i].name);
            QList<QPointF> scaled;
            for (const QPointF& p : lines[i].segments[k])
                scaled << QPointF(p.x(), p.y() / unit.divisor);
            s->replace(scaled);
            s->setPen(QPen(compareColor(i, m_dark), 2.5, compareStyle(i)));
            m_throughput->addSeries(s);
            s->attachAxis(time);
            s->attachAxis(rate);
            if (k == 0) continue;
            for (QLegendMarker* marker : m_throughput->legend()->markers(s))
                marker->setVisible(false);
        }
    }
}

void CompareCharts::fillBars(const CompareBars& bars, const RateUnit& unit)
{
    m_bars->removeAllSeries();
    for (QAbstractAxis* axis : m_bars->axes())
        m_bars->removeAxis(axis);
    m_barDivisor = unit.divisor;
    // Horizontal: the labels (often long, "Mini PC X, Wi-Fi 7") get the width they need.
    m_barSeries = new QHorizontalBarSeries;
    m_barSeries->setBarWidth(kBarWidth);
    for (int set = 0; set < bars.setNames.size(); ++set) {
        auto* barSet = new QBarSet(bars.setNames[set]);
        barSet->setColor(compareColor(set, m_dark));
        barSet->setBorderColor(compareColor(set, m_dark));
        for (double v : bars.values[set])
            *barSet << (std::isnan(v) ? 0.0 : v / unit.divisor);
        m_barSeries->append(barSet);
    }
    m_bars->addSeries(m_barSeries);
    auto* categories = new QBarCategoryAxis;
    categories->append(bars.categories);
    categories->setReverse(true); // the first label on top, as in the table
    auto* rate = new QValueAxis;
    applyNiceScale(rate, niceScale(highestBar(bars) / unit.divisor));
    rate->setTitleText(unit.name);
    m_bars->addAxis(categories, Qt::AlignLeft);
    m_bars->addAxis(rate, Qt::AlignBottom);
    m_barSeries->attachAxis(categories);
    m_barSeries->attachAxis(rate);
    for (int set = 0; set < bars.setNames.size(); ++set) {
        for (int c = 0; c < bars.categories.size(); ++c)
            addSpread(bars, set, c);
    }
}

// The spread as an I-beam along the bar: a line series on the category axis, where category c
// is centred on y = c and the bars of a group share kBarWidth of it.
void CompareCharts::addSpread(const CompareBars& bars, int set, int category)
{
    const double low = bars.low[set][category];
    const double high = bars.high[set][category];
    if (std::isnan(low) || std::isnan(high) || high <= low) return;
    const double slot = kBarWidth / double(bars.setNames.size());
    const double y = category - kBarWidth / 2 + (set + 0.5) * slot;
    const double cap = slot * 0.2;
    const double lo = std::max(0.0, low) / m_barDivisor;
    const double hi = high / m_barDivisor;
    auto* s = new QLineSeries;
    s->append({{lo, y - cap}, {lo, y + cap}, {lo, y}, {hi, y}, {hi, y - cap}, {hi, y + cap}});
    s->setPen(QPen(m_dark ? QColor(0xe0, 0xe0, 0xe0) : QColor(0x20, 0x20, 0x20), 1.5));
    m_bars->addSeries(s);
    for (QAbstractAxis* axis : m_bars->axes())
        s->attachAxis(axis);
    for (QLegendMarker* marker : m_bars->legend()->markers(s))
        marker->setVisible(false);
}

} // namespace bw::ui
