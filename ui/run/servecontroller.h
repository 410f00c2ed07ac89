// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"

#include <QDateTime>
#include <QObject>
#include <QString>

namespace bw::ui {

class EngineBridge;
class ExportController;
class LiveChart;
class PeerPanel;
class ResultsModel;
class RunPanel;
class ServedClientsModel;

// Serve mode as the window shows it: starts and stops the bridge's server, and lets each test
// it serves take over the chart, the table and the status line, as a run of this machine's
// own does, with the directions named from this machine's point of view. Refusals and tests
// that end early show in the run panel's error box. With several clients at once (the peer
// panel's "clients at once") the chart and the results table follow the first client of a
// round, and the serve panel's clients table has a row per client and their sum; every
// client's result goes to History. GUI thread only.
class ServeController : public QObject
{
    Q_OBJECT
public:
    // The window's parts a served test takes over; none is owned.
    struct Parts
    {
        LiveChart* chart = nullptr;
        ResultsModel* results = nullptr;
        ExportController* exporter = nullptr;
        RunPanel* run = nullptr;
        PeerPanel* peer = nullptr;
    };
    ServeController(EngineBridge* bridge, const Parts& parts, QObject* parent = nullptr);

    // Listens on the port (all addresses); false after showing why in the error box.
    bool start(quint16 port);
    void stop();
    bool isServing() const;
    quint16 port() const;
    QString peerId() const; // what discovery answers say of this server; empty when off
    bool testActive() const { return m_testActive; }
    // The chart's stamp line while a served test is shown; empty once a run or an opened
    // result of the window's own replaced it (forget()).
    QString stamp() const { return m_stamp; }
    QString servedPeer() const { return m_peerHost; }
    // The clients at once the server was started with, and its table's model.
    int maxClients() const { return m_maxClients; }
    ServedClientsModel* clients() const { return m_clients; }
    void forget();
    // A saved served result, opened: stamped and labelled as when it was served.
    void showServedResult(const engine::TestResult& result);

    // The stamp of a served result: when, the client and its program, the settings.
    static QString stampText(const engine::TestResult& result, const QDateTime& when);

signals:
    void servingChanged(bool serving);
    void testActiveChanged(bool active);
    void titlesChanged(); // stamp() or servedPeer() changed
    void statusMessage(const QString& text);
    // A served test ended: ok is false when it ended early. For automation and tests.
    void testEnded(bool ok);
    // A served test's result (TestResult::served), once it ended normally: history keeps it.
    void resultReady(const bw::engine::TestResult& result);

private:
    void onTestStarted(const engine::ServedTest& test);
    void onInterval(const QString& peer, const engine::IntervalSample& sample);
    void onOtherEnded(const engine::StreamEvent& event);
    void onFinished(const engine::TestResult& result);
    void onEvent(const engine::StreamEvent& event);
    void onRefused(const engine::StreamEvent& event);
    void endTest(bool ok);
    void setTestActive(bool active);

    EngineBridge* m_bridge;
    Parts m_parts;
    ServedClientsModel* m_clients = nullptr;
    int m_maxClients = 1;
    bool m_testActive = false;
    qint64 m_plannedMs = 0;
    QString m_stamp;
    QString m_peerHost;     // the client shown on the chart, without its port
    std::string m_endpoint; // the served test's control connection: refusals of it end it
};

} // namespace bw::ui
