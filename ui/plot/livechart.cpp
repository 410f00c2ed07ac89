// SPDX-License-Identifier: MIT
#include "plot/livechart.h"

#include <QChartView>
#include <QCheckBox>
#include <QCursor>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

namespace bw::ui {

LiveChart::LiveChart(QWidget* parent) : QWidget(parent)
{
    m_throughputView = new QChartView(m_pair.throughputChart(), this);
    m_cpuView = new QChartView(m_pair.cpuChart(), this);
    m_udpView = new QChartView(m_udp.chart(), this);
    m_latencyView = new QChartView(m_latency.chart(), this);
    m_latencyView->setObjectName(QStringLiteral("latencyView"));
    m_streamView = new QChartView(m_streams.chart(), this);
    m_streamView->setObjectName(QStringLiteral("streamView"));
    m_throughputView->setObjectName(QStringLiteral("throughputView"));
    m_cpuView->setObjectName(QStringLiteral("cpuView"));
    m_udpView->setObjectName(QStringLiteral("udpView"));
    for (QChartView* v : {m_throughputView, m_cpuView, m_udpView, m_latencyView, m_streamView}) {
        v->setRenderHint(QPainter::Antialiasing);
        v->setMinimumHeight(110); // a legend, a plot with its labels, and the time axis
    }
    m_throughputView->setMinimumHeight(160); // the title, stamp and legend take 80 of it
    m_cpuView->setMinimumHeight(165);        // its time axis carries the axis title too
    m_throughputView->setToolTip(tr("Throughput per direction: solid lines are what the "
                                    "receiver got, dashed lines what the sender wrote."));
    m_cpuView->setToolTip(tr("CPU use of this PC and of the peer, in percent of all cores, and "
                             "each host's busiest core (dotted): one core near 100 % limits a "
                             "stream even when the host looks idle."));
    m_udpView->setToolTip(tr("UDP: datagrams lost per interval in percent (solid, left axis) "
                             "and the jitter in milliseconds (dashed, right axis)."));
    m_latencyView->setToolTip(tr("Latency under load: the probes' median round trip per "
                                 "interval (solid) and the delay each way where the clocks "
                                 "could be related (dashed), against the idle baseline (grey: "
                                 "median, dotted: 95th percentile)."));
    m_streamView->setToolTip(tr("Each stream's rate per interval as this end counted it (sent "
                                "where it sends, received where it receives), and Jain's "
                                "fairness index of the streams' measured totals: 1 when all "
                                "moved the same, 1/n when one stream moved everything."));
    m_udpView->hide();
    m_latencyView->hide();
    m_streamView->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(buildFailureBanner());
    layout->addWidget(m_throughputView, 4);
    layout->addWidget(buildNoteRow());
    layout->addWidget(m_latencyView, 3);
    layout->addWidget(m_udpView, 2);
    layout->addWidget(m_streamView, 2);
    layout->addWidget(m_cpuView, 2);
    connectHover();
    connectLatencyHover();
    connectStreamHover();

    m_timer = new QTimer(this);
    m_timer->setInterval(kRefreshMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_data.revision() != m_shownRevision) refreshNow();
    });
    m_timer->start();
    refreshNow();
}

// Above the throughput, where the eye is during a run: what went wrong and what to do next,
// word-wrapped so that nothing is cut off at any window size. Hidden until a run fails.
QFrame* LiveChart::buildFailureBanner()
{
    m_failureBanner = new QFrame(this);
    m_failureBanner->setObjectName(QStringLiteral("failureBanner"));
    m_failureBanner->setFrameShape(QFrame::StyledPanel);
    m_failureBanner->setStyleSheet(
        QStringLiteral("#failureBanner { background: #fdecea; border: 1px solid #c62828; "
                       "border-radius: 3px; } #failureBanner QLabel { color: #5f1111; }"));
    m_failureText = new QLabel(m_failureBanner);
    m_failureText->setObjectName(QStringLiteral("failureText"));
    m_failureText->setWordWrap(true);
    m_failureText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QPushButton(tr("Dismiss"), m_failureBanner);
    close->setObjectName(QStringLiteral("failureDismiss"));
    close->setToolTip(tr("Hide this message; the chart keeps the mark where the run ended."));
    connect(close, &QPushButton::clicked, m_failureBanner, &QWidget::hide);
    auto* row = new QHBoxLayout(m_failureBanner);
    row->setContentsMargins(10, 6, 6, 6);
    row->addWidget(m_failureText, 1);
    row->addWidget(close, 0, Qt::AlignTop);
    m_failureBanner->hide();
    return m_failureBanner;
}

void LiveChart::showFailure(const ErrorText& error, double endedAtSeconds)
{
    QString html = tr("<b>The test failed after %1 s: %2</b><br>%3")
                       .arg(QLocale().toString(endedAtSeconds, 'f', 1), error.what.toHtmlEscaped(),
                            error.action.toHtmlEscaped());
    if (!error.detail.isEmpty())
        html += QStringLiteral("<br><small>%1</small>").arg(error.detail.toHtmlEscaped());
    m_failureText->setText(html);
    m_failureBanner->show();
    m_pair.setEndMark(endedAtSeconds > 0 ? endedAtSeconds : -1); // nothing measured: no mark
    refreshNow();
}

void LiveChart::clearFailure()
{
    m_failureBanner->hide();
    m_pair.setEndMark(-1);
}

// One slim line under the throughput: why there is no latency pane, and the PHY rate switch.
// It takes no height when it has nothing to say.
QWidget* LiveChart::buildNoteRow()
{
    m_noteRow = new QWidget(this);
    m_latencyNote = new QLabel(m_noteRow);
    m_latencyNote->setObjectName(QStringLiteral("latencyNote"));
    m_latencyNote->setWordWrap(true); // a reason is never cut off in a narrow window
    m_phyCheck = new QCheckBox(tr("Show Wi-Fi PHY rate"), m_noteRow);
    m_phyCheck->setObjectName(QStringLiteral("phyRateCheck"));
    m_phyCheck->setToolTip(tr("Plot the Wi-Fi link's negotiated PHY rates (each end's send and "
                              "receive rate, as its driver reports them) beside the "
                              "throughput. Only for ends on Wi-Fi."));
    connect(m_phyCheck, &QCheckBox::toggled, this, &LiveChart::setShowPhy);
    auto* row = new QHBoxLayout(m_noteRow);
    row->setContentsMargins(8, 2, 8, 2);
    row->addWidget(m_latencyNote, 1);
    row->addWidget(m_phyCheck);
    m_noteRow->hide();
    return m_noteRow;
}

void LiveChart::setShowPhy(bool show)
{
    m_phyCheck->setChecked(show);
    m_pair.setShowPhy(show);
    refreshNow();
}

void LiveChart::setLatencySummary(const engine::LatencySummary& summary)
{
    m_latency.setSummary(summary);
    refreshNow();
}

void LiveChart::connectHover()
{
    for (int i = 0; i < kSeriesCount; ++i) {
        const SeriesId id = SeriesId(i);
        QLineSeries* s = m_pair.series(id);
        connect(s, &QLineSeries::hovered, this, [this, id](const QPointF& p, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const QLocale loc;
            const bool cpu = int(id) >= int(SeriesId::LocalCpu);
            const QString value =
                cpu ? tr("%1 %").arg(loc.toString(p.y(), 'f', 1))
                    : tr("%1 %2").arg(loc.toString(p.y(), 'f', 2), m_pair.rateUnitName());
            QToolTip::showText(QCursor::pos(),
                               tr("%1\n%2 at %3 s")
                                   .arg(m_pair.seriesName(id), value, loc.toString(p.x(), 'f', 1)));
        });
    }
}

void LiveChart::connectLatencyHover()
{
    for (int i = 0; i < LatencyChart::SeriesCount; ++i) {
        const auto id = LatencyChart::Series(i);
        connect(m_latency.series(id), &QLineSeries::hovered, this,
                [this, id](const QPointF& p, bool state) {
                    if (!state) {
                        QToolTip::hideText();
                        return;
                    }
                    const QLocale loc;
                    QToolTip::showText(QCursor::pos(), tr("%1\n%2 ms at %3 s")
                                                           .arg(m_latency.seriesName(id),
                                                                loc.toString(p.y(), 'f', 2),
                                                                loc.toString(p.x(), 'f', 1)));
                });
    }
}

void LiveChart::connectStreamHover()
{
    for (int i = 0; i < StreamData::kMaxLines; ++i)
        connect(m_streams.series(i), &QLineSeries::hovered, this,
                [this, i](const QPointF& p, bool state) {
                    if (!state) {
                        QToolTip::hideText();
                        return;
                    }
                    const QLocale loc;
                    const QString value =
                        tr("%1 %2").arg(loc.toString(p.y(), 'f', 2), m_streams.rateUnitName());
                    QToolTip::showText(QCursor::pos(), tr("%1\n%2 at %3 s")
                                                           .arg(m_streams.seriesName(i), value,
                                                                loc.toString(p.x(), 'f', 1)));
                });
}

void LiveChart::addSample(const engine::IntervalSample& sample)
{
    m_data.addSample(sample);
    m_udp.addSample(sample, m_data.lastX());
    m_latency.addSample(sample, m_data.lastX());
    m_streams.addSample(sample, m_data.lastX());
}

void LiveChart::clear()
{
    clearFailure();
    m_data.clear();
    m_udp.clear();
    m_latency.clear();
    m_streams.clear();
    refreshNow();
}

void LiveChart::showResult(const engine::TestResult& result)
{
    clearFailure();
    m_data.clear();
    m_udp.clear();
    m_latency.clear();
    m_streams.clear();
    for (const auto& s : result.intervals)
        addSample(s);
    // A failed run's partial result, opened again: where it ended stays marked.
    if (!result.failure.empty()) m_pair.setEndMark(m_data.lastX());
    setLatencySummary(result.latency); // refreshes
}

void LiveChart::setPlannedSeconds(double seconds)
{
    m_plannedSeconds = seconds;
    m_pair.setPlannedSeconds(seconds);
    refreshNow();
}

void LiveChart::setDark(bool dark)
{
    m_pair.setDark(dark);
    m_udp.setDark(dark);
    m_latency.setDark(dark);
    m_streams.setDark(dark);
}

void LiveChart::setTitles(const ChartTitles& titles)
{
    m_titles = titles;
    m_pair.setTitles(titles);
    m_latency.setServed(!titles.servedPeer.isEmpty());
}

void LiveChart::setPaneShown(Pane pane, bool shown)
{
    m_paneShown[size_t(pane)] = shown;
    if (pane == Pane::Cpu) {
        m_cpuView->setVisible(shown);
        m_pair.setThroughputTimeTitled(!shown); // the CPU pane's time axis carried the title
    }
    refreshNow();
}

void LiveChart::refreshNow()
{
    m_pair.update(m_data);
    m_udp.update(m_data.lastX(), m_plannedSeconds);
    m_udpView->setVisible(paneShown(Pane::Udp) && m_udp.hasData());
    m_latency.update(m_data.lastX(), m_plannedSeconds);
    m_latencyView->setVisible(paneShown(Pane::Latency) && m_latency.hasData());
    m_streams.update(m_data.lastX(), m_plannedSeconds);
    m_streamView->setVisible(paneShown(Pane::Streams) && m_streams.hasData());
    const QString note = m_latency.unavailableText();
    m_latencyNote->setText(note);
    m_latencyNote->setVisible(!note.isEmpty());
    m_phyCheck->setVisible(m_data.hasPhy());
    m_noteRow->setVisible(!note.isEmpty() || m_data.hasPhy());
    m_shownRevision = m_data.revision();
}

} // namespace bw::ui
