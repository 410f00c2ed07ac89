// SPDX-License-Identifier: MIT
#include "plot/streamchart.h"

#include "models/units.h"
#include "plot/chartpair.h"
#include "plot/niceaxis.h"
#include "plot/palette.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

#include <cmath>

namespace bw::ui {

namespace {
// More lines than this and the legend would take the pane's whole height: the hover names them.
constexpr int kLegendLines = 4;
} // namespace

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
    QString text = drawn < m_data.streamCount() ? tr("Per stream: the first %1 of %2 streams drawn")
                                                      .arg(drawn)
                                                      .arg(m_data.streamCount())
                                                : tr("Per stream");
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
        m_rateAxis->setTitleText(unit.name);
    }
    const auto& lines = m_data.lines();
    for (int i = 0; i < StreamData::kMaxLines; ++i) {
        QLineSeries* s = m_series[std::size_t(i)];
        const bool used = i < int(lines.size());
        s->replace(used ? lines[std::size_t(i)].points.toList(unit.divisor) : QList<QPointF>{});
        if (used && s->name() != seriesName(i)) s->setName(seriesName(i));
        s->setVisible(used);
    }
    m_chart->legend()->setVisible(int(lines.size()) <= kLegendLines);
    const QString heading = hasData() ? title() : QString();
    if (m_chart->title() != heading) m_chart->setTitle(heading);
}

void StreamChart::setDark(bool dark)
{
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // The first lines solid, the next as many dashed in the same colours.
    for (int i = 0; i < StreamData::kMaxLines; ++i)
        m_series[std::size_t(i)]->setPen(QPen(streamColour(i % kStreamColours, dark), 1.5,
                                              i < kStreamColours ? Qt::SolidLine : Qt::DashLine));
}

} // namespace bw::ui
