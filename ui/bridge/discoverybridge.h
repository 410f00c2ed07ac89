// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/discovery.h"

#include <QObject>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

class QTimer;

namespace bw::ui {

// Runs discovery rounds off the GUI thread (engine discover() blocks for a round's length) and
// hands each round back to the GUI thread through a queued call, where the engine's PeerList
// merges it and expires peers that stopped answering. Rounds repeat every refresh period
// while not paused; the window pauses them while a test runs, so probes never disturb a
// measurement.
class DiscoveryBridge : public QObject
{
    Q_OBJECT
public:
    // What a round runs: engine discover() unless a test puts something else in.
    using ProbeFunction = std::function<std::vector<engine::discovery::Peer>(
        const engine::discovery::ProbeOptions&, std::error_code&)>;

    explicit DiscoveryBridge(QObject* parent = nullptr,
                             std::chrono::milliseconds refreshPeriod = std::chrono::seconds(5));
    ~DiscoveryBridge() override; // waits for a round under way (at most its length)

    void setProbeFunction(ProbeFunction probe); // before start()
    void setProbeOptions(const engine::discovery::ProbeOptions& options);
    void start();      // GUI thread: the first round at once, then every refresh period
    void refreshNow(); // a round at once, unless one is under way or paused
    void setPaused(bool paused);
    bool isStarted() const { return m_started; }
    bool isPaused() const { return m_paused; }
    bool roundRunning() const { return m_roundRunning; }

    const std::vector<engine::discovery::Peer>& peers() const { return m_list.peers(); }
    std::chrono::milliseconds expiryTime() const { return m_list.expiryTime(); }
    std::chrono::milliseconds refreshPeriod() const { return m_refresh; }

signals:
    void roundStarted();
    // After every round: the merged list changed or not. error: no probe could be sent.
    void peersUpdated(const QString& error);

private:
    void workerLoop();
    void onRoundDone(std::vector<engine::discovery::Peer> round, std::error_code ec);

    std::chrono::milliseconds m_refresh;
    engine::discovery::PeerList m_list;
    QTimer* m_timer = nullptr;
    bool m_started = false;
    bool m_paused = false;
    bool m_roundRunning = false; // GUI thread's view: requested and not yet delivered

    // Shared with the worker thread.
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_requested = false;
    bool m_stopping = false;
    ProbeFunction m_probe;
    engine::discovery::ProbeOptions m_options;
    std::thread m_worker;
};

} // namespace bw::ui
