// SPDX-License-Identifier: MIT
#pragma once

#include "bridge/drainqueue.h"

#include "benchwire/client.h"
#include "benchwire/sink.h"
#include "benchwire/startgate.h"

#include <QObject>
#include <QStringList>

#include <deque>
#include <memory>
#include <mutex>
#include <variant>
#include <vector>

namespace bw::ui {

// The crossing for one test to several servers at once: a run per server, all behind one
// StartGate so that their data starts together. Engine threads call each server's sink, which
// copies the value, tagged with the server's index, into one queue under a mutex and posts at
// most one queued drain; the drain runs on the GUI thread and emits the signals below.
class ServersBridge : public QObject
{
    Q_OBJECT
public:
    explicit ServersBridge(QObject* parent = nullptr);
    ~ServersBridge() override;

    // GUI thread. Starts config to every host (config.host is replaced); false when runs are
    // still going.
    bool start(const engine::TestConfig& config, const QStringList& hosts);
    // Asks every run still going to stop; each still ends through finished or failed.
    void stop();
    bool running() const { return m_open > 0; }
    // The widest gap between the servers' data starts, in ms; negative when not known.
    double startSkewMs() const;

signals:
    void intervalReceived(int server, const bw::engine::IntervalSample& sample);
    void streamEventReceived(int server, const bw::engine::StreamEvent& event);
    void serverFinished(int server, const bw::engine::TestResult& result);
    // Just before serverFailed, when the failed run had measured something.
    void serverPartialResult(int server, const bw::engine::TestResult& result);
    void serverFailed(int server, const bw::engine::Error& error);
    // After the last server's finished or failed.
    void allEnded();

private:
    struct Partial
    {
        engine::TestResult result;
    };
    using Value = std::variant<engine::IntervalSample, engine::StreamEvent, engine::TestResult,
                               Partial, engine::Error>;
    struct Item
    {
        int server = 0;
        Value value;
    };

    // One server's sink (engine threads): tags each value with the server's index.
    class ServerSink : public engine::Sink
    {
    public:
        ServerSink(ServersBridge& bridge, int server) : m_bridge(bridge), m_server(server) {}
        void onInterval(const engine::IntervalSample& s) override { post(s); }
        void onStreamEvent(const engine::StreamEvent& e) override { post(e); }
        void onFinished(const engine::TestResult& r) override { post(r); }
        void onPartialResult(const engine::TestResult& r) override { post(Partial{r}); }
        void onFailed(const engine::Error& e) override { post(e); }

    private:
        void post(Value value) { m_bridge.enqueue({m_server, std::move(value)}); }
        ServersBridge& m_bridge;
        int m_server;
    };

    void enqueue(Item item); // any thread
    void drain();            // GUI thread
    void dispatch(Item& item);
    void release(); // joins the ended runs' threads, then drops their sinks

    DrainQueue<Item> m_queue;
    // GUI thread only: the runs and their sinks (the sinks outlive the runs' threads).
    std::vector<std::unique_ptr<ServerSink>> m_sinks;
    std::vector<engine::RunHandle> m_runs;
    std::shared_ptr<engine::StartGate> m_gate;
    int m_open = 0; // runs whose finished or failed has not been drained yet
};

} // namespace bw::ui
