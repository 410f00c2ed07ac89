// SPDX-License-Identifier: MIT
#pragma once

#include "bridge/drainqueue.h"

#include "benchwire/client.h"
#include "benchwire/server.h"
#include "benchwire/sink.h"

#include <QObject>

#include <atomic>
#include <deque>
#include <mutex>
#include <optional>
#include <variant>

namespace bw::ui {

// The one place where engine threads meet the GUI thread. Engine threads call the sink
// methods; they copy the value into a queue under a mutex and post at most one queued drain.
// The drain runs on the GUI thread and emits the signals below, so every slot connected to
// this object runs on the GUI thread with plain value types.
class EngineBridge : public QObject
{
    Q_OBJECT
public:
    explicit EngineBridge(QObject* parent = nullptr);
    ~EngineBridge() override;

    // GUI thread. Returns false (and emits nothing) when a run is already active.
    bool startTest(const engine::TestConfig& config);
    void stopTest();
    bool testRunning() const { return m_testActive; }

    // GUI thread. Binds synchronously; on failure returns false and fills error.
    bool startServer(const engine::ServerConfig& config, engine::Error& error);
    void stopServer();
    bool serverRunning() const { return m_server.has_value(); }
    quint16 serverPort() const;
    // The peer id the server's discovery answers carry; empty when not serving.
    QString serverPeerId() const;

signals:
    void intervalReceived(const bw::engine::IntervalSample& sample);
    void streamEventReceived(const bw::engine::StreamEvent& event);
    void testFinished(const bw::engine::TestResult& result);
    // Just before testFailed, when the failed run had measured something: its partial result.
    void testPartialResult(const bw::engine::TestResult& result);
    void testFailed(const bw::engine::Error& error);
    void serverEvent(const bw::engine::StreamEvent& event);
    // Serve mode: a client's test was accepted, one of its intervals as this server measured
    // it, and its result (this server's figures) when it ended normally.
    void servedTestStarted(const bw::engine::ServedTest& test);
    // peer: the client's control connection ("address:port", ServedTest::peer), which tells
    // the clients of a server that serves several at once apart.
    void servedIntervalReceived(const QString& peer, const bw::engine::IntervalSample& sample);
    void servedTestFinished(const bw::engine::TestResult& result);

private:
    // The server role's items, told apart from the client role's by type.
    struct ServerEvent
    {
        engine::StreamEvent event;
    };
    struct ServedInterval
    {
        std::string peer;
        engine::IntervalSample sample;
    };
    struct ServedResult
    {
        engine::TestResult result;
    };
    struct PartialResult
    {
        engine::TestResult result;
    };
    using Item =
        std::variant<engine::IntervalSample, engine::StreamEvent, engine::TestResult, engine::Error,
                     ServerEvent, engine::ServedTest, ServedInterval, ServedResult, PartialResult>;

    // Forwards one role's sink calls into the shared queue (engine threads).
    class RoleSink : public engine::Sink
    {
    public:
        RoleSink(EngineBridge& bridge, bool server) : m_bridge(bridge), m_server(server) {}
        void onInterval(const engine::IntervalSample& s) override;
        void onServedInterval(const std::string& peer, const engine::IntervalSample& s) override;
        void onStreamEvent(const engine::StreamEvent& e) override;
        void onServedTest(const engine::ServedTest& t) override;
        void onFinished(const engine::TestResult& r) override;
        void onFailed(const engine::Error& e) override;
        void onPartialResult(const engine::TestResult& r) override;

    private:
        EngineBridge& m_bridge;
        bool m_server;
    };

    void enqueue(Item item); // any thread
    void drain();            // GUI thread
    void dispatch(Item& item);
    void dispatchServer(Item& item);

    RoleSink m_clientSink{*this, false};
    RoleSink m_serverSink{*this, true};
    DrainQueue<Item> m_queue;
    bool m_testActive = false; // GUI thread only
    engine::RunHandle m_run;   // GUI thread only
    // optional: Server's inline default constructor needs ServerImpl's definition (GCC 12).
    std::optional<engine::Server> m_server; // GUI thread only
};

} // namespace bw::ui
