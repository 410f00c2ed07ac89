// SPDX-License-Identifier: MIT
#include "run/servecontroller.h"

#include "bridge/enginebridge.h"
#include "export/exportcontroller.h"
#include "models/errortext.h"
#include "models/interfacelist.h"
#include "models/latencytext.h"
#include "models/peeraddress.h"
#include "models/resultsmodel.h"
#include "models/servedclientsmodel.h"
#include "models/units.h"
#include "plot/livechart.h"
#include "widgets/peerpanel.h"
#include "widgets/remotecontrolbox.h"
#include "widgets/runpanel.h"
#include "widgets/servepanel.h"

#include <QLocale>

namespace bw::ui {

namespace {

QString dialectText(const engine::PeerInfo& client)
{
    const QString version = QString::fromStdString(client.version);
    if (client.product == "iperf3")
        return version.isEmpty() ? ServeController::tr("iperf3")
                                 : ServeController::tr("iperf3 %1").arg(version);
    return version.isEmpty() ? ServeController::tr("Benchwire")
                             : ServeController::tr("Benchwire %1").arg(version);
}

// The test as this machine sees it: Upload is what the client sends, so it is received here.
QString modeText(engine::TestMode mode)
{
    switch (mode) {
    case engine::TestMode::Upload:
        return ServeController::tr("received here");
    case engine::TestMode::Download:
        return ServeController::tr("sent from here");
    case engine::TestMode::Bidirectional:
        return ServeController::tr("received and sent at once");
    case engine::TestMode::BothWays:
        return ServeController::tr("received, then sent");
    }
    return {};
}

// What the window shows of a served test before its result exists.
engine::TestResult startedResult(const engine::ServedTest& test)
{
    engine::TestResult r;
    r.served = true;
    r.config = test.config;
    r.remoteAddress = test.peer;
    r.peer.product = test.dialect == engine::Dialect::Iperf3 ? "iperf3" : "benchwire";
    r.peer.version = test.clientVersion;
    return r;
}

} // namespace

ServeController::ServeController(EngineBridge* bridge, const Parts& parts, QObject* parent)
    : QObject(parent), m_bridge(bridge), m_parts(parts)
{
    connect(m_bridge, &EngineBridge::servedTestStarted, this, &ServeController::onTestStarted);
    connect(m_bridge, &EngineBridge::servedIntervalReceived, this, &ServeController::onInterval);
    connect(m_bridge, &EngineBridge::servedTestFinished, this, &ServeController::onFinished);
    connect(m_bridge, &EngineBridge::serverEvent, this, &ServeController::onEvent);
    m_clients = new ServedClientsModel(this);
    m_parts.peer->servePanel()->setClientsModel(m_clients);
}

bool ServeController::start(quint16 port)
{
    engine::ServerConfig config;
    config.port = port;
    // No limit on a test's length, so a client's run until stopped (-t 0) is served too: the
    // person at this window sees every served test and Stop serving ends it.
    config.limits.maxDurationMs = 0;
    config.maxClients = m_parts.peer->serveMaxClients();
    const QStringList allow = m_parts.peer->serveAllowList();
    for (const auto& range : allow)
        config.allow.push_back(range.toStdString());
    const QString key = m_parts.peer->remoteControl()->controlKey();
    config.controlKey = key.toStdString();
    engine::Error error;
    if (!m_bridge->startServer(config, error)) {
        m_parts.peer->setServing(false, {});
        m_parts.run->showError(errorText(error, tr("this PC")));
        return false;
    }
    QStringList addresses = ownAddresses(engine::listInterfaces());
    if (addresses.isEmpty()) addresses << QStringLiteral("127.0.0.1");
    QString text = tr("Serving on port %1. Type one of these on the other machine: %2")
                       .arg(m_bridge->serverPort())
                       .arg(addresses.join(QStringLiteral(", ")));
    if (!allow.isEmpty())
        text += QLatin1Char('\n') +
                tr("Only clients from %1 are served.").arg(allow.join(QStringLiteral(", ")));
    if (!key.isEmpty())
        text += QLatin1Char('\n') + tr("Remote control is on: a console that gives the code %1 "
                                       "may run tests from this PC.")
                                        .arg(key);
    m_maxClients = config.maxClients;
    if (m_maxClients > 1)
        text +=
            QLatin1Char('\n') + tr("Up to %n clients are served at once.", nullptr, m_maxClients);
    m_clients->clear();
    m_parts.peer->setServing(true, text);
    m_parts.peer->servePanel()->showClients(m_maxClients > 1);
    m_parts.run->setServing(true);
    emit servingChanged(true);
    return true;
}

void ServeController::stop()
{
    m_bridge->stopServer();
    m_parts.peer->setServing(false, {});
    m_parts.run->setServing(false);
    if (m_testActive) {
        m_parts.run->setStatus(tr("Serving stopped; the test it served ended early."));
        m_parts.run->setRunning(false);
    }
    setTestActive(false);
    emit servingChanged(false);
}

bool ServeController::isServing() const
{
    return m_bridge->serverRunning();
}

quint16 ServeController::port() const
{
    return m_bridge->serverPort();
}

QString ServeController::peerId() const
{
    return m_bridge->serverPeerId();
}

void ServeController::forget()
{
    if (m_stamp.isEmpty() && m_peerHost.isEmpty()) return;
    m_stamp.clear();
    m_peerHost.clear();
    emit titlesChanged();
}

void ServeController::showServedResult(const engine::TestResult& result)
{
    const QDateTime when =
        QDateTime::fromString(QString::fromStdString(result.startedAtUtc), Qt::ISODate);
    m_stamp = stampText(result, when.toLocalTime());
    m_peerHost = endpointHost(QString::fromStdString(result.remoteAddress));
    emit titlesChanged();
}

void ServeController::setTestActive(bool active)
{
    if (active == m_testActive) return;
    m_testActive = active;
    emit testActiveChanged(active);
}

void ServeController::onTestStarted(const engine::ServedTest& test)
{
    const engine::TestResult shown = startedResult(test);
    m_clients->started(test, tr("%1 (%2), %3")
                                 .arg(QString::fromStdString(test.peer), dialectText(shown.peer),
                                      modeText(test.config.mode)));
    if (m_testActive && test.peer != m_endpoint) {
        // Another client while the chart follows the first of the round: its row tells.
        const QString text =
            tr("Serving %n clients at once.", nullptr, m_clients->runningClients());
        m_parts.peer->servePanel()->setTestStatus(text);
        emit statusMessage(text);
        return;
    }
    m_peerHost = endpointHost(QString::fromStdString(test.peer));
    m_endpoint = test.peer;
    m_stamp = stampText(shown, QDateTime::currentDateTime());
    // A test until stopped has no planned end: the progress bar shows the time it has run.
    m_plannedMs =
        test.config.untilStopped() ? 0 : qint64(test.config.warmupMs) + test.config.durationMs;
    m_parts.run->clearError();
    m_parts.results->clear();
    m_parts.exporter->updateEnabled();
    m_parts.chart->clear();
    m_parts.chart->setPlannedSeconds(m_plannedMs / 1000.0);
    const QString text = tr("Serving a test for %1 (%2).").arg(m_peerHost, dialectText(shown.peer));
    m_parts.run->setStatus(text);
    m_parts.run->setProgress(0, m_plannedMs);
    m_parts.peer->servePanel()->setTestStatus(text);
    setTestActive(true);
    emit titlesChanged();
    emit statusMessage(text);
}

void ServeController::onInterval(const QString& peer, const engine::IntervalSample& sample)
{
    m_clients->interval(peer.toStdString(), sample);
    if (!m_testActive || (!peer.isEmpty() && peer.toStdString() != m_endpoint)) return;
    m_parts.chart->addSample(sample);
    m_parts.run->setProgress(sample.endUs / 1000, m_plannedMs);
}

void ServeController::onFinished(const engine::TestResult& result)
{
    m_clients->finished(result);
    if (result.remoteAddress != m_endpoint) {
        emit resultReady(result); // History keeps every client's
        return;
    }
    m_parts.chart->setLatencySummary(result.latency);
    m_parts.results->setResult(result);
    m_parts.exporter->updateEnabled();
    emit resultReady(result);
}

void ServeController::onEvent(const engine::StreamEvent& event)
{
    const QString peer = endpointHost(QString::fromStdString(event.peer));
    const QString message = QString::fromStdString(event.message);
    QString text;
    const bool ended = event.kind == engine::StreamEventKind::SessionEnded ||
                       event.kind == engine::StreamEventKind::SessionAborted;
    // Another client of the round than the one the chart follows: its row and the status line.
    if (ended &&
        m_clients->ended(event.peer, event.kind == engine::StreamEventKind::SessionEnded,
                         message) &&
        event.peer != m_endpoint)
        return onOtherEnded(event);
    switch (event.kind) {
    case engine::StreamEventKind::SessionEnded:
        text = tr("The test for %1 ended; its result is in the table.").arg(peer);
        m_parts.chart->refreshNow();
        break;
    case engine::StreamEventKind::SessionAborted:
        text = tr("The test for %1 ended early.").arg(peer);
        {
            m_parts.chart->refreshNow();
            const ErrorText error{text,
                                  tr("The figures measured so far stay on the chart. The other "
                                     "machine's window or output may say more."),
                                  message};
            m_parts.run->showError(error);
            m_parts.chart->showFailure(error, m_parts.chart->data().lastX()); // in view
        }
        break;
    case engine::StreamEventKind::SessionRefused:
        return onRefused(event);
    default:
        return;
    }
    m_parts.run->setStatus(text);
    m_parts.peer->servePanel()->setTestStatus(text);
    emit statusMessage(text);
    endTest(event.kind == engine::StreamEventKind::SessionEnded);
}

// A client's test other than the one the chart follows: its row and the status line tell.
void ServeController::onOtherEnded(const engine::StreamEvent& event)
{
    const QString peer = endpointHost(QString::fromStdString(event.peer));
    const int running = m_clients->runningClients();
    const QString text =
        event.kind == engine::StreamEventKind::SessionEnded
            ? tr("The test for %1 ended; %n client(s) still running.", nullptr, running).arg(peer)
            : tr("The test for %1 ended early (%2); %n client(s) still running.", nullptr, running)
                  .arg(peer, QString::fromStdString(event.message));
    if (!m_testActive) m_parts.peer->servePanel()->setTestStatus(text);
    emit statusMessage(text);
}

void ServeController::endTest(bool ok)
{
    if (!m_testActive) return;
    m_parts.run->setRunning(false); // the progress bar back to idle
    setTestActive(false);
    emit testEnded(ok);
}

// The engine's reasons are English; the busy case, the one a user meets most, is worded here.
void ServeController::onRefused(const engine::StreamEvent& event)
{
    const QString peer = endpointHost(QString::fromStdString(event.peer));
    const QString message = QString::fromStdString(event.message);
    // refuseBusy()'s reason, in both dialects ("the server is running another test").
    const bool busy = message.contains(QLatin1String("running another test")) ||
                      message.contains(QLatin1String("busy"));
    const ErrorText error =
        busy && m_maxClients > 1
            ? ErrorText{tr("Refused a test from %1: this PC was serving %n client(s) already, as "
                           "many as \"clients at once\" allows.",
                           nullptr, m_clients->runningClients())
                            .arg(peer),
                        tr("Stop serving and raise \"clients at once\", or run that test again "
                           "when one of the others ends."),
                        message}
        : busy
            ? ErrorText{tr("Refused a test from %1: this PC was busy with another test.").arg(peer),
                        tr("The other machine can run its test again when this one ends."), message}
            : ErrorText{tr("Refused a test from %1.").arg(peer),
                        tr("The reason is below. The other machine's window or output may "
                           "say more."),
                        message};
    m_parts.run->showError(error);
    // A busy refusal is another client's; the test being served goes on.
    const bool ofServed = m_testActive && event.peer == m_endpoint;
    if (!m_testActive || ofServed) m_parts.peer->servePanel()->setTestStatus(error.what);
    emit statusMessage(error.what);
    if (ofServed) endTest(false);
}

QString ServeController::stampText(const engine::TestResult& result, const QDateTime& when)
{
    const QLocale loc;
    const engine::TestConfig& c = result.config;
    const QString protocol =
        c.protocol == engine::Protocol::Udp ? QStringLiteral("UDP") : QStringLiteral("TCP");
    const QString links = linkProvenanceText(result); // both ends' link facts, second line
    return tr("%1 · served to %2 (%3) · %4, %5, %6, streams: %7, buffer %8, window %9")
               .arg(loc.toString(when, QLocale::ShortFormat),
                    endpointHost(QString::fromStdString(result.remoteAddress)),
                    dialectText(result.peer), protocol, modeText(c.mode),
                    formatTestLength(c.durationMs), QString::number(c.streams),
                    formatBytes(c.bufferBytes),
                    c.socketBufferBytes == 0 ? tr("Auto") : formatBytes(c.socketBufferBytes)) +
           (links.isEmpty() ? QString() : QLatin1Char('\n') + links);
}

} // namespace bw::ui
