// SPDX-License-Identifier: MIT
#include "plot/serverschart.h"

#include "models/units.h"
#include "plot/niceaxis.h"
#include "plot/palette.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace bw::ui {

ServersChart::ServersChart(QWidget* parent) : QWidget(parent), m_chart(new QChart)
{
    m_chart->setObjectName(QStringLiteral("serversChart"));
    setUpPane(m_chart);
    m_timeAxis = new QValueAxis;
    m_rateAxis = new QValueAxis;
    m_timeAxis->setLabelFormat(QStringLiteral("%g"));
    m_rateAxis->setLabelFormat(QStringLiteral("%g"));
    m_timeAxis->setTitleText(tr("Time (s)"));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    // A text-only legend entry (no stroke): which line style is which direction.
    m_styles = new QLineSeries;
    m_styles->setObjectName(QStringLiteral("serversStyles"));
    m_styles->setName(tr("solid: upload, dashed: download"));
    m_styles->setPen(QPen(Qt::transparent));
    m_chart->addSeries(m_styles);
    m_styles->attachAxis(m_timeAxis);
    m_styles->attachAxis(m_rateAxis);
    m_styles->setVisible(false);
    m_view = new QChartView(m_chart, this);
    m_view->setObjectName(QStringLiteral("serversView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setToolTip(tr("A line per server: what its receiver got in each interval (what was "
                          "sent where the receiver gave no figure). The thick line is "
                          "their sum, drawn for the intervals every server has measured."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_timer = new QTimer(this);
    m_timer->setInterval(100);
    connect(m_timer, &QTimer::timeout, this, &ServersChart::refreshNow);
    m_timer->start();
    setDark(false);
    refreshNow();
}

void ServersChart::setMembers(Members members)
{
    m_members = members;
    if (members == Members::Pairs)
        m_view->setToolTip(tr("A line per pair: what its receiver got in each interval (what was "
                              "sent where the receiver gave no figure). The thick line is "
                              "their sum, drawn for the intervals every pair has measured."));
}

void ServersChart::reset(const QStringList& servers, double plannedSeconds)
{
    m_data.reset(servers);
    m_plannedSeconds = plannedSeconds;
    for (const QList<QLineSeries*>& list : std::as_const(m_series))
        for (QLineSeries* s : list) {
            m_chart->removeSeries(s);
            delete s;
        }
    m_series.clear();
    refreshNow();
}

void ServersChart::addSample(int server, const engine::IntervalSample& sample)
{
    m_data.addSample(server, sample);
}

void ServersChart::addSum(const engine::IntervalSum& sum)
{
    m_data.addSum(sum);
}

void ServersChart::setTitles(const ChartTitles& titles)
{
    m_chart->setTitle(chartTitleHtml(titles));
}

void ServersChart::setDark(bool dark)
{
    m_dark = dark;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    for (const ServersData::Line& line : m_data.lines())
        for (QLineSeries* s : m_series.value(keyOf(line)))
            s->setPen(penOf(line));
    m_styles->setPen(QPen(Qt::transparent)); // the theme gave it a colour
}

QString ServersChart::lineName(const ServersData::Line& line) const
{
    const bool both = twoDirections();
    const bool upload = line.direction == engine::Direction::Upload;
    if (line.server == ServersData::kSum) {
        const int n = int(m_data.servers().size());
        if (m_members == Members::Pairs) {
            if (!both) return tr("Sum of %n pairs", nullptr, n);
            return upload ? tr("Sum of %n pairs, upload", nullptr, n)
                          : tr("Sum of %n pairs, download", nullptr, n);
        }
        if (!both) return tr("Sum of %n servers", nullptr, n);
        return upload ? tr("Sum of %n servers, upload", nullptr, n)
                      : tr("Sum of %n servers, download", nullptr, n);
    }
    const QString host = m_data.servers().value(line.server);
    if (!both) return host;
    return upload ? tr("%1, upload").arg(host) : tr("%1, download").arg(host);
}

QList<QLineSeries*> ServersChart::seriesOf(const ServersData::Line& line) const
{
    return m_series.value(keyOf(line));
}

// Servers in the per-stream pane's colours, download dashed; the sum thick, in the text colour.
QPen ServersChart::penOf(const ServersData::Line& line) const
{
    const Qt::PenStyle style =
        line.direction == engine::Direction::Upload ? Qt::SolidLine : Qt::DashLine;
    if (line.server == ServersData::kSum) return QPen(chartPalette(m_dark).text, 3, style);
    return QPen(streamColour(line.server % kStreamColours, m_dark), 2, style);
}

QLineSeries* ServersChart::newSeries(const ServersData::Line& line, bool inLegend)
{
    auto* s = new QLineSeries;
    s->setObjectName(line.server == ServersData::kSum
                         ? QStringLiteral("serversSumSeries")
                         : QStringLiteral("serverSeries%1").arg(line.server));
    s->setName(lineName(line));
    s->setPen(penOf(line));
    m_chart->addSeries(s);
    s->attachAxis(m_timeAxis);
    s->attachAxis(m_rateAxis);
    for (QLegendMarker* marker : m_chart->legend()->markers(s))
        marker->setVisible(inLegend);
    return s;
}

void ServersChart::refreshNow()
{
    if (m_data.revision() == m_shownRevision) return;
    m_shownRevision = m_data.revision();
    updateAxes();
    updateLines();
}

void ServersChart::updateAxes()
{
    const NiceScale time =
        niceTimeScale(std::max(std::ceil(std::max(m_data.lastX(), m_plannedSeconds)), 1.0));
    if (time.max != m_shownX) {
        m_shownX = time.max;
        applyNiceScale(m_timeAxis, time);
    }
    const RateUnit unit = rateUnitFor(m_data.maxBitsPerSecond());
    const NiceScale rate =
        niceScaleWithin(m_data.maxBitsPerSecond() / unit.divisor,
                        stepsThatFit(m_chart->plotArea().height(), m_rateAxis->labelsFont()));
    if (rate.max != m_shownRate || rate.step != m_shownStep || unit.divisor != m_unitDivisor) {
        m_shownRate = rate.max;
        m_shownStep = rate.step;
        m_unitDivisor = unit.divisor;
        m_unitName = unit.name;
        applyNiceScale(m_rateAxis, rate);
        m_rateAxis->setTitleText(unit.name);
    }
}

// A series per stretch without a gap; the line's first series alone is in the legend. With
// both directions the legend names each server once (its upload line), and a text entry says
// which style is which: six entries would not fit beside each other in a 1280-pixel window.
void ServersChart::updateLines()
{
    const bool both = twoDirections();
    for (const ServersData::Line& line : m_data.lines()) {
        const QList<QList<QPointF>> segments = ServersData::segments(line, m_unitDivisor);
        QList<QLineSeries*>& list = m_series[keyOf(line)];
        while (list.size() < std::max<qsizetype>(segments.size(), 1))
            list.append(newSeries(line, list.isEmpty()));
        const bool download = line.direction == engine::Direction::Download;
        // With both directions, a member's legend entry is its upload line, or its download
        // line when it only downloads (a plan's pairs may go either way).
        const bool inLegend = !both || !download || !hasUpload(line.server);
        const QString name = both && inLegend ? shortName(line) : lineName(line);
        for (int k = 0; k < list.size(); ++k) {
            list[k]->replace(k < segments.size() ? segments[k] : QList<QPointF>());
            if (list[k]->name() != name) list[k]->setName(name);
            for (QLegendMarker* marker : m_chart->legend()->markers(list[k]))
                marker->setVisible(k == 0 && inLegend);
        }
    }
    m_styles->setVisible(both);
}

bool ServersChart::hasUpload(int server) const
{
    for (const ServersData::Line& l : m_data.lines())
        if (l.server == server && l.direction == engine::Direction::Upload) return true;
    return false;
}

bool ServersChart::twoDirections() const
{
    bool up = false, down = false;
    for (const ServersData::Line& l : m_data.lines())
        (l.direction == engine::Direction::Upload ? up : down) = true;
    return up && down;
}

// The legend's name of a line beside the text entry for the styles: the server, or the sum.
QString ServersChart::shortName(const ServersData::Line& line) const
{
    if (line.server != ServersData::kSum) return m_data.servers().value(line.server);
    const int n = int(m_data.servers().size());
    return m_members == Members::Pairs ? tr("Sum of %n pairs", nullptr, n)
                                       : tr("Sum of %n servers", nullptr, n);
}

} // namespace bw::ui
