// SPDX-License-Identifier: MIT
#include "plot/chartpair.h"

#include "models/units.h"
#include "plot/niceaxis.h"
#include "plot/palette.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <cmath>

namespace bw::ui {

void setUpPane(QChart* chart)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    // Legends above the plots, not beside them: the panes then get the same plot width and
    // their time axes line up.
    chart->legend()->setAlignment(Qt::AlignTop);
    // Line markers show the dash pattern, so sent and received differ in the legend too.
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart->setMargins(QMargins(4, 4, 16, 4)); // room for the last time label
    // No padding around the chart's frame: with the latency pane the panes are short.
    chart->layout()->setContentsMargins(0, 0, 0, 0);
}

ChartPair::ChartPair() : m_throughput(new QChart), m_cpu(new QChart)
{
    for (QChart* c : {m_throughput, m_cpu})
        setUpPane(c);
    m_throughput->setObjectName(QStringLiteral("throughputChart"));
    m_cpu->setObjectName(QStringLiteral("cpuChart"));
    createSeries();
    setDark(false);
}

QString ChartPair::seriesName(SeriesId id) const
{
    if (!m_servedPeer.isEmpty()) return servedSeriesName(id);
    switch (id) {
    case SeriesId::UploadReceived:
        return tr("Upload, received");
    case SeriesId::UploadSent:
        return tr("Upload, sent");
    case SeriesId::DownloadReceived:
        return tr("Download, received");
    case SeriesId::DownloadSent:
        return tr("Download, sent");
    case SeriesId::LocalCpu:
        return tr("CPU, this PC");
    case SeriesId::RemoteCpu:
        return tr("CPU, peer");
    case SeriesId::LocalBusiestCore:
        return tr("Busiest core, this PC");
    case SeriesId::RemoteBusiestCore:
        return tr("Busiest core, peer");
    }
    return {};
}

// Upload is the client's sending direction: on the serving machine it is the one received here.
QString ChartPair::servedSeriesName(SeriesId id) const
{
    switch (id) {
    case SeriesId::UploadReceived:
        return tr("Received here from %1").arg(m_servedPeer);
    case SeriesId::UploadSent:
        return tr("Sent by %1").arg(m_servedPeer);
    case SeriesId::DownloadReceived:
        return tr("Received by %1").arg(m_servedPeer);
    case SeriesId::DownloadSent:
        return tr("Sent from here to %1").arg(m_servedPeer);
    case SeriesId::LocalCpu:
        return tr("CPU, this PC");
    case SeriesId::RemoteCpu:
        return tr("CPU, client %1").arg(m_servedPeer);
    case SeriesId::LocalBusiestCore:
        return tr("Busiest core, this PC");
    case SeriesId::RemoteBusiestCore:
        return tr("Busiest core, client %1").arg(m_servedPeer);
    }
    return {};
}

void ChartPair::createSeries()
{
    static const char* const names[] = {"uploadReceivedSeries",   "uploadSentSeries",
                                        "downloadReceivedSeries", "downloadSentSeries",
                                        "localCpuSeries",         "remoteCpuSeries",
                                        "localBusiestCoreSeries", "remoteBusiestCoreSeries"};
    m_timeAxis = new QValueAxis;
    m_rateAxis = new QValueAxis;
    m_cpuTimeAxis = new QValueAxis;
    m_cpuAxis = new QValueAxis;
    // The time axis is titled once, under the lower pane, to leave the upper one more height.
    m_cpuTimeAxis->setTitleText(tr("Time (s)"));
    m_cpuAxis->setTitleText(tr("CPU (%)"));
    // Ticks at 0, 50 and 100 (labels that fit a short pane), and room above 100 so that a
    // saturated core's line shows rather than lying on the frame.
    m_cpuAxis->setRange(0, 110);
    m_cpuAxis->setTickType(QValueAxis::TicksDynamic);
    m_cpuAxis->setTickAnchor(0);
    m_cpuAxis->setTickInterval(50);
    m_cpuAxis->setLabelFormat(QStringLiteral("%d"));
    for (QValueAxis* a : {m_timeAxis, m_cpuTimeAxis})
        a->setLabelFormat(QStringLiteral("%g"));
    m_rateAxis->setLabelFormat(QStringLiteral("%g"));
    m_throughput->addAxis(m_timeAxis, Qt::AlignBottom);
    m_throughput->addAxis(m_rateAxis, Qt::AlignLeft);
    m_cpu->addAxis(m_cpuTimeAxis, Qt::AlignBottom);
    m_cpu->addAxis(m_cpuAxis, Qt::AlignLeft);
    for (int i = 0; i < kSeriesCount; ++i) {
        auto* s = new QLineSeries;
        s->setObjectName(QLatin1String(names[i]));
        s->setName(seriesName(SeriesId(i)));
        const bool cpu = i >= int(SeriesId::LocalCpu);
        QChart* chart = cpu ? m_cpu : m_throughput;
        chart->addSeries(s);
        s->attachAxis(cpu ? m_cpuTimeAxis : m_timeAxis);
        s->attachAxis(cpu ? m_cpuAxis : m_rateAxis);
        m_series[size_t(i)] = s;
    }
    createPhySeries();
    m_endMark = new QLineSeries;
    m_endMark->setObjectName(QStringLiteral("endMarkSeries"));
    m_endMark->setName(tr("Run failed here"));
    m_throughput->addSeries(m_endMark);
    m_endMark->attachAxis(m_timeAxis);
    m_endMark->attachAxis(m_rateAxis);
    m_endMark->setVisible(false);
    setRanges(0, 0);
}

void ChartPair::setEndMark(double atSeconds)
{
    m_endAt = atSeconds;
}

void ChartPair::createPhySeries()
{
    static const char* const names[] = {"localPhyTxSeries", "localPhyRxSeries", "remotePhyTxSeries",
                                        "remotePhyRxSeries"};
    for (int i = 0; i < kPhyCount; ++i) {
        auto* s = new QLineSeries;
        s->setObjectName(QLatin1String(names[i]));
        s->setName(phyName(PhyId(i)));
        m_throughput->addSeries(s);
        s->attachAxis(m_timeAxis);
        s->attachAxis(m_rateAxis);
        s->setVisible(false);
        m_phy[size_t(i)] = s;
    }
}

QString ChartPair::phyName(PhyId id) const
{
    switch (id) {
    case PhyId::LocalTx:
        return tr("PHY rate, this PC sends");
    case PhyId::LocalRx:
        return tr("PHY rate, this PC receives");
    case PhyId::RemoteTx:
        return tr("PHY rate, peer sends");
    case PhyId::RemoteRx:
        return tr("PHY rate, peer receives");
    }
    return {};
}

void ChartPair::applyPens()
{
    // Receiver goodput is the headline: solid. The sender's view is dashed beside it.
    const ChartPalette& palette = chartPalette(m_dark);
    const QColor upload = palette.upload;
    const QColor download = palette.download;
    const QColor local = palette.localHost;
    const QColor remote = palette.remoteHost;
    const QColor colors[] = {upload, upload, download, download, local, remote, local, remote};
    for (int i = 0; i < kSeriesCount; ++i) {
        // The peer's CPU is dashed too: on a loopback run both ends are one host and overlap.
        const SeriesId id = SeriesId(i);
        const bool dashed =
            id == SeriesId::UploadSent || id == SeriesId::DownloadSent || id == SeriesId::RemoteCpu;
        QPen pen(colors[i], dashed ? 1.5 : 2.5, dashed ? Qt::DashLine : Qt::SolidLine);
        // A host's busiest core: thin and dotted in the host's colour, under its average.
        if (id == SeriesId::LocalBusiestCore || id == SeriesId::RemoteBusiestCore)
            pen = QPen(colors[i], 1.5,
                       id == SeriesId::LocalBusiestCore ? Qt::DotLine : Qt::DashDotDotLine);
        m_series[size_t(i)]->setPen(pen);
    }
    // A link's PHY rate is a ceiling, not a measurement of the test: thin and dotted, in the
    // host's CPU colour.
    for (int i = 0; i < kPhyCount; ++i) {
        const bool localHost = i <= int(PhyId::LocalRx);
        const bool tx = i == int(PhyId::LocalTx) || i == int(PhyId::RemoteTx);
        m_phy[size_t(i)]->setPen(
            QPen(localHost ? local : remote, 1.5, tx ? Qt::DotLine : Qt::DashDotLine));
    }
    m_endMark->setPen(QPen(palette.failure, 2, Qt::DashDotLine));
}

void ChartPair::setThroughputTimeTitled(bool titled)
{
    m_timeAxis->setTitleText(titled ? tr("Time (s)") : QString());
}

void ChartPair::setDark(bool dark)
{
    m_dark = dark;
    for (QChart* c : {m_throughput, m_cpu})
        c->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    applyPens();
}

// The chart's heading as rich text: the title in bold, the subtitle, and the stamp small.
QString chartTitleHtml(const ChartTitles& t)
{
    QStringList lines;
    if (!t.title.isEmpty()) lines << QStringLiteral("<b>%1</b>").arg(t.title.toHtmlEscaped());
    if (!t.subtitle.isEmpty()) lines << t.subtitle.toHtmlEscaped();
    if (!t.stamp.isEmpty())
        lines << QStringLiteral("<small>%1</small>")
                     .arg(
                         t.stamp.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
    return lines.join(QStringLiteral("<br>"));
}

void ChartPair::setTitles(const ChartTitles& t)
{
    m_throughput->setTitle(chartTitleHtml(t));
    if (t.servedPeer == m_servedPeer) return;
    m_servedPeer = t.servedPeer;
    for (int i = 0; i < kSeriesCount; ++i)
        m_series[size_t(i)]->setName(seriesName(SeriesId(i)));
}

void ChartPair::setRanges(double maxX, double maxRate)
{
    const NiceScale time =
        niceTimeScale(std::max(std::ceil(std::max(maxX, m_plannedSeconds)), 1.0));
    if (time.max != m_shownMaxX) {
        m_shownMaxX = time.max;
        applyNiceScale(m_timeAxis, time);
        applyNiceScale(m_cpuTimeAxis, time);
    }
    const RateUnit unit = rateUnitFor(maxRate);
    // As many steps as the pane's height labels: a short pane in a small window gets fewer.
    const NiceScale rate =
        niceScaleWithin(maxRate / unit.divisor,
                        stepsThatFit(m_throughput->plotArea().height(), m_rateAxis->labelsFont()));
    if (rate.max != m_shownMaxY || rate.step != m_shownStepY || unit.divisor != m_unitDivisor) {
        m_shownMaxY = rate.max;
        m_shownStepY = rate.step;
        m_unitDivisor = unit.divisor;
        m_unitName = unit.name;
        applyNiceScale(m_rateAxis, rate);
        // The unit alone: a longer title is cut off when the pane is short.
        m_rateAxis->setTitleText(unit.name);
    }
}

void ChartPair::update(const ChartData& data)
{
    double maxRate = data.maxRateBitsPerSecond();
    if (m_showPhy) maxRate = std::max(maxRate, data.maxPhyBitsPerSecond());
    setRanges(data.lastX(), maxRate);
    for (int i = 0; i < kSeriesCount; ++i) {
        const PointRing& ring = data.ring(SeriesId(i));
        const bool rate = i < int(SeriesId::LocalCpu);
        QLineSeries* s = m_series[size_t(i)];
        s->replace(ring.toList(rate ? m_unitDivisor : 1.0));
        // Hidden series also leave the legend, so a download-only run shows no upload entries.
        s->setVisible(ring.size() > 0);
    }
    for (int i = 0; i < kPhyCount; ++i) {
        const PointRing& ring = data.phyRing(PhyId(i));
        QLineSeries* s = m_phy[size_t(i)];
        s->replace(m_showPhy ? ring.toList(m_unitDivisor) : QList<QPointF>());
        s->setVisible(m_showPhy && ring.size() > 0);
    }
    const bool ended = m_endAt >= 0;
    m_endMark->replace(ended ? QList<QPointF>{{m_endAt, 0}, {m_endAt, m_shownMaxY}}
                             : QList<QPointF>());
    m_endMark->setVisible(ended);
}

} // namespace bw::ui
