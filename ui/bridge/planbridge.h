// SPDX-License-Identifier: MIT
#pragma once

#include "bridge/drainqueue.h"

#include "benchwire/plan.h"
#include "benchwire/sink.h"

#include <QObject>

#include <deque>
#include <optional>
#include <thread>
#include <variant>
#include <vector>

namespace bw::ui {

// The crossing for a console's plan (engine::PlanRun): a thread of the bridge's own opens every
// endpoint (that blocks for the connections), starts the pairs at one time and waits for them.
// The pairs' sinks, on engine threads, copy each value, tagged with the pair's index, into one
// queue under a mutex and post at most one queued drain; the drain runs on the GUI thread and
// emits the signals below.
class PlanBridge : public QObject
{
    Q_OBJECT
public:
    // What the run leaves when it has ended.
    struct Ending
    {
        std::vector<std::optional<engine::Error>> refusals; // per pair: not opened or started
        double startSkewMs = -1;                            // negative when not known
    };

    explicit PlanBridge(QObject* parent = nullptr);
    ~PlanBridge() override; // stops the pairs and joins the thread

    // GUI thread. False while a plan still runs.
    bool start(const engine::Plan& plan);
    // Asks every pair to stop; the run still ends through planEnded.
    void stop();
    bool running() const { return m_running; }

signals:
    void intervalReceived(int pair, const bw::engine::IntervalSample& sample);
    void pairFinished(int pair, const bw::engine::TestResult& result);
    void pairFailed(int pair, const bw::engine::Error& error);
    // After every pair's finished or failed.
    void planEnded(const bw::ui::PlanBridge::Ending& ending);

private:
    using Value = std::variant<engine::IntervalSample, engine::TestResult, engine::Error, Ending>;
    struct Item
    {
        int pair = 0;
        Value value;
    };

    // One pair's sink (engine threads): tags each value with the pair's index.
    class PairSink : public engine::Sink
    {
    public:
        PairSink(PlanBridge& bridge, int pair) : m_bridge(bridge), m_pair(pair) {}
        void onInterval(const engine::IntervalSample& s) override { post(s); }
        void onFinished(const engine::TestResult& r) override { post(r); }
        void onFailed(const engine::Error& e) override { post(e); }

    private:
        void post(Value value) { m_bridge.enqueue({m_pair, std::move(value)}); }
        PlanBridge& m_bridge;
        int m_pair;
    };

    void run(std::stop_token stop, engine::Plan plan); // the bridge's thread
    void enqueue(Item item);                           // any thread
    void drain();                                      // GUI thread
    void dispatch(Item& item);

    DrainQueue<Item> m_queue;
    bool m_running = false; // GUI thread only
    std::jthread m_thread;  // last: joined before the queue goes
};

} // namespace bw::ui
