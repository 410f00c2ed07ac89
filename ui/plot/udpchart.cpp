// SPDX-License-Identifier: MIT
#include "plot/udpchart.h"

#include "plot/chartpair.h"
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

UdpChart::UdpChart(int capacity) : m_chart(new QChart)
{
    for (auto& r : m_rings)
        r = PointRing(capacity);
    m_chart->setObjectName(QStringLiteral("udpChart"));
    setUpPane(m_chart);
    m_timeAxis = new QValueAxis;
    m_lossAxis = new QValueAxis;
    m_jitterAxis = new QValueAxis;
    m_timeAxis->setLabelFormat(QStringLiteral("%g"));
    m_lossAxis->setLabelFormat(QStringLiteral("%g"));
    m_jitterAxis->setLabelFormat(QStringLiteral("%g"));
    // The units alone, as the other panes' axes: the legend names loss and jitter, and a pane
    // a quarter of an export's height has no room for more (Windows' fonts elided "Jitter (ms)").
    m_lossAxis->setTitleText(tr("%"));
    m_jitterAxis->setTitleText(tr("ms"));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_lossAxis, Qt::AlignLeft);
    m_chart->addAxis(m_jitterAxis, Qt::AlignRight);
    static const char* const names[] = {"uploadLossSeries", "downloadLossSeries",
                                        "uploadJitterSeries", "downloadJitterSeries"};
    for (int i = 0; i < SeriesCount; ++i) {
        auto* s = new QLineSeries;
        s->setObjectName(QLatin1String(names[i]));
        s->setName(seriesName(Series(i)));
        m_chart->addSeries(s);
        s->attachAxis(m_timeAxis);
        s->attachAxis(i < UploadJitter ? m_lossAxis : m_jitterAxis);
        m_series[size_t(i)] = s;
    }
    setDark(false);
    update(0, 10);
}

QString UdpChart::seriesName(Series s) const
{
    switch (s) {
    case UploadLoss:
        return tr("Upload, loss");
    case DownloadLoss:
        return tr("Download, loss");
    case UploadJitter:
        return tr("Upload, jitter");
    case DownloadJitter:
        return tr("Download, jitter");
    case SeriesCount:
        break;
    }
    return {};
}

void UdpChart::addSample(const engine::IntervalSample& sample, double x)
{
    for (const auto& d : sample.directions) {
        if (!d.udp.valid || !d.haveReceiver) continue;
        const bool up = d.direction == engine::Direction::Upload;
        m_rings[size_t(up ? UploadLoss : DownloadLoss)].push({x, d.udp.lossPct()});
        if (d.udp.packetsReceived > 1)
            m_rings[size_t(up ? UploadJitter : DownloadJitter)].push({x, d.udp.jitterUs / 1000.0});
    }
}

void UdpChart::clear()
{
    for (auto& r : m_rings)
        r.clear();
}

bool UdpChart::hasData() const
{
    for (const auto& r : m_rings)
        if (r.size() > 0) return true;
    return false;
}

void UdpChart::update(double maxX, double plannedSeconds)
{
    const NiceScale time = niceTimeScale(std::max(std::ceil(std::max(maxX, plannedSeconds)), 1.0));
    if (time.max != m_shownX) {
        m_shownX = time.max;
        applyNiceScale(m_timeAxis, time);
    }
    const int steps = stepsThatFit(m_chart->plotArea().height(), m_lossAxis->labelsFont());
    const NiceScale loss =
        niceScaleWithin(std::max({ring(UploadLoss).maxY(), ring(DownloadLoss).maxY(), 0.9}), steps);
    if (loss.max != m_shownLoss || loss.step != m_lossAxis->tickInterval()) {
        m_shownLoss = loss.max;
        applyNiceScale(m_lossAxis, loss);
    }
    const NiceScale jitter = niceScaleWithin(
        std::max({ring(UploadJitter).maxY(), ring(DownloadJitter).maxY(), 0.09}), steps);
    if (jitter.max != m_shownJitter || jitter.step != m_jitterAxis->tickInterval()) {
        m_shownJitter = jitter.max;
        applyNiceScale(m_jitterAxis, jitter);
    }
    for (int i = 0; i < SeriesCount; ++i) {
        m_series[size_t(i)]->replace(m_rings[size_t(i)].toList());
        m_series[size_t(i)]->setVisible(m_rings[size_t(i)].size() > 0);
    }
}

void UdpChart::setDark(bool dark)
{
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // The throughput pane's colours per direction; jitter dashed beside the loss.
    const QColor upload = chartPalette(dark).upload;
    const QColor download = chartPalette(dark).download;
    for (int i = 0; i < SeriesCount; ++i) {
        const bool up = i == UploadLoss || i == UploadJitter;
        const bool jitter = i >= UploadJitter;
        m_series[size_t(i)]->setPen(QPen(up ? upload : download, jitter ? 1.5 : 2.5,
                                         jitter ? Qt::DashLine : Qt::SolidLine));
    }
}

} // namespace bw::ui
