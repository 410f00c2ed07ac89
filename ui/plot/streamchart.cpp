// SPDX-License-Identifier: MIT
#include "plot/streamchart.h"

#include "models/units.h"
#include "plot/chartpair.h"
#include "plot/niceaxis.h"
#include "plot/palette.h"

#include <QChart>
#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

#include <cmath>

namespace bw::ui {

namespace {
// More lines than this and their legend entries would not fit one row: the hover names them.
constexpr int kLegendLines = 4;
} // namespace

QString StreamChart::shownHeading() const
{
    return m_heading->isVisible() ? m_heading->name() : QString();
}

StreamChart::StreamChart(int capacity) : m_chart(new QChart), m_data(capacity)
{
    m_chart->setObjectName(QStringLiteral("streamChart"));
    setUpPane(m_chart);
    m_timeAxis = new QValueAxis;
    m_rateAxis = new QValueAxis;
    m_timeAxis->setLabelFormat(QStringLiteral("%g"));
    m_rateAxis->setLabelFormat(QStringLiteral("%g"));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    m_heading = new QLineSeries;
    m_heading->setObjectName(QStringLiteral("streamHeading"));
    m_chart->addSeries(m_heading);
    m_heading->attachAxis(m_timeAxis);
    m_heading->attachAxis(m_rateAxis);
    for (int i = 0; i < StreamData::kMaxLines; ++i) {
        auto* s = new QLineSeries;
        s->setObjectName(QStringLiteral("streamSeries%1").arg(i));
        m_chart->addSeries(s);
        s->attachAxis(m_timeAxis);
        s->attachAxis(m_rateAxis);
        s->setVisible(false);
        m_series[std::size_t(i)] = s;
    }
    setDark(false);
    update(0, 10);
    QObject::connect(m_chart, &QGraphicsWidget::geometryChanged, m_chart,
                     [this] { updateLegend(); });
}

QString StreamChart::seriesName(int line) const
{
    if (line < 0 || line >= int(m_data.lines().size())) return {};
    const StreamData::Line& l = m_data.lines()[std::size_t(line)];
    return l.direction == engine::Direction::Upload ? tr("Upload, stream %1").arg(l.stream + 1)
                                                    : tr("Download, stream %1").arg(l.stream + 1);
}

QString StreamChart::title() const
{
    const int drawn = int(m_data.lines().size());
    // The unit here rather than as the rate axis's title, which a short pane cuts to "G…".
    const QString unit = rateUnitFor(m_data.maxBitsPerSecond()).name;
    QString text = drawn < m_data.streamCount()
                       ? tr("Per stream, %1: the first %2 of %3 streams drawn")
                             .arg(unit)
                             .arg(drawn)
                             .arg(m_data.streamCount())
                       : tr("Per stream, %1").arg(unit);
    if (const auto jain = m_data.fairness())
        text = tr("%1 · Fairness (Jain) %2").arg(text, QLocale().toString(*jain, 'f', 2));
    return text;
}

void StreamChart::addSample(const engine::IntervalSample& sample, double x)
{
    m_data.addSample(sample, x);
}

void StreamChart::clear()
{
    m_data.clear();
}

void StreamChart::update(double maxX, double plannedSeconds)
{
    const NiceScale time = niceTimeScale(std::max(std::ceil(std::max(maxX, plannedSeconds)), 1.0));
    if (time.max != m_shownX) {
        m_shownX = time.max;
        applyNiceScale(m_timeAxis, time);
    }
    const RateUnit unit = rateUnitFor(m_data.maxBitsPerSecond());
    const int steps = stepsThatFit(m_chart->plotArea().height(), m_rateAxis->labelsFont());
    const NiceScale rate =
        niceScaleWithin(std::max(m_data.maxBitsPerSecond() / unit.divisor, 0.9), steps);
    if (rate.max != m_shownRate || rate.step != m_rateAxis->tickInterval() ||
        unit.divisor != m_unitDivisor) {
        m_shownRate = rate.max;
        m_unitDivisor = unit.divisor;
        m_unitName = unit.name;
        applyNiceScale(m_rateAxis, rate);
    }
    const auto& lines = m_data.lines();
    for (int i = 0; i < StreamData::kMaxLines; ++i) {
        QLineSeries* s = m_series[std::size_t(i)];
        const bool used = i < int(lines.size());
        s->replace(used ? lines[std::size_t(i)].points.toList(unit.divisor) : QList<QPointF>{});
        if (used && s->name() != seriesName(i)) s->setName(seriesName(i));
        s->setVisible(used);
    }
    const QString heading = hasData() ? title() : QString();
    if (m_heading->name() != heading) m_heading->setName(heading);
    m_heading->setVisible(hasData());
    updateLegend();
}

void StreamChart::updateLegend()
{
    // The lines' names only where they fit one row beside the heading at this width (a longer
    // row would cut the heading, fairness and all, to "…"); else the hover names them.
    const QFontMetrics metrics(m_chart->legend()->font());
    const int entry = 48; // a marker and the gaps around it
    const auto& lines = m_data.lines();
    int need = metrics.horizontalAdvance(m_heading->name()) + entry;
    for (int i = 0; i < int(lines.size()); ++i)
        need += metrics.horizontalAdvance(seriesName(i)) + entry;
    const bool names = int(lines.size()) <= kLegendLines && need <= m_chart->size().width();
    for (int i = 0; i < StreamData::kMaxLines; ++i)
        for (QLegendMarker* marker : m_chart->legend()->markers(m_series[std::size_t(i)]))
            marker->setVisible(names && i < int(lines.size()));
}

void StreamChart::setDark(bool dark)
{
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_heading->setPen(QPen(Qt::transparent)); // its legend entry is text only
    // The first lines solid, the next as many dashed in the same colours.
    for (int i = 0; i < StreamData::kMaxLines; ++i)
        m_series[std::size_t(i)]->setPen(QPen(streamColour(i % kStreamColours, dark), 1.5,
                                              i < kStreamColours ? Qt::SolidLine : Qt::DashLine));
}

} // namespace bw::ui
