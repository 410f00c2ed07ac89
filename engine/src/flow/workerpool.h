// SPDX-License-Identifier: MIT
// What the TCP (flow/transfer.h) and UDP (flow/udptransfer.h) data paths share: W worker
// threads, each with its own poller and its share of the streams, and the hand-offs between
// them and the session thread: finish sending, stop, failures, waits for a state change.
//
// One std::stop_source stops everything: the workers see it in their stop_token, and the
// session's waits (finishSending(), the derived waitReceiversDone()) wait on a
// std::condition_variable_any with its token, so stop() ends them at once. A worker blocked
// in its poller is woken with Poller::wake(). None of this is on the per-byte path.
#pragma once

#include "flow/datapath.h"
#include "net/poller.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace bw::engine::flow {

class WorkerPool : public DataPath
{
public:
    ~WorkerPool() override;
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    // Every worker finishes sending (workerLoop calls markFinished), then this returns; at once
    // when stop() runs meanwhile or no worker was started. Any thread.
    void finishSending() final;
    // Stops the workers, joins them, then closes the streams' sockets. Idempotent; the derived
    // destructor must call it (the workers use the derived object).
    void stop() final;
    std::string firstError() const final;
    int failedStreams() const final { return m_failed.load(); }

protected:
    WorkerPool() = default;

    // Makes min(threads, active.size()) workers, at least one unless active is empty, and
    // each worker's poller, and spreads the streams `active` (indices of the derived class's
    // streams) round-robin over them; firstOnly: all on worker 0, the others start empty (to
    // be handed streams later). sizedPollers: tell each poller how many sockets it gets
    // (net/poller.h).
    std::error_code createWorkers(const std::vector<std::size_t>& active, int threads,
                                  bool sizedPollers, bool firstOnly = false);
    int workerCount() const { return int(m_workers.size()); }
    net::Poller& poller(int worker) const { return *m_workers[std::size_t(worker)].poller; }
    const std::vector<std::size_t>& streamsOf(int worker) const
    {
        return m_workers[std::size_t(worker)].streams;
    }
    // Starts one thread per worker, running workerLoop(token, worker).
    void launch();
    // Worker thread: serves the worker's streams until the token asks it to stop. Once
    // finishDue() it finishes its senders and calls markFinished().
    virtual void workerLoop(std::stop_token st, int worker) = 0;
    // Called by stop() once the workers have ended.
    virtual void closeSockets() = 0;

    // Worker side. finishRequested() is a plain atomic load, cheap enough for a send loop.
    bool finishRequested(std::memory_order order = std::memory_order_seq_cst) const
    {
        return m_finishSending.load(order);
    }
    bool finished(int worker) const { return m_workers[std::size_t(worker)].finished; }
    bool finishDue(int worker) const { return !finished(worker) && finishRequested(); }
    void markFinished(int worker);
    // A stream failed: counts it and keeps the first message. Any thread.
    void recordFailure(const std::string& message);
    // Something a session thread may wait for changed (a stream ended): wakes waitFor().
    void notifyStateChange();
    bool stopped() const { return m_stop.stop_requested(); }

    // Waits until done() holds, the deadline passes or stop() runs; returns done() then.
    // recheck: wake this often without a notify too, for conditions that change by time or
    // without notifyStateChange() (0: only on a notify).
    template <class Done>
    bool waitFor(std::chrono::steady_clock::time_point deadline, std::chrono::milliseconds recheck,
                 Done done) const
    {
        std::unique_lock lock(m_stateMutex);
        std::stop_token st = m_stop.get_token();
        for (;;) {
            auto until = deadline;
            if (recheck.count() > 0)
                until = std::min(deadline, std::chrono::steady_clock::now() + recheck);
            if (m_stateChanged.wait_until(lock, st, until, done)) return true;
            if (st.stop_requested() || std::chrono::steady_clock::now() >= deadline) return false;
        }
    }

private:
    // Asks the workers to stop, wakes and joins them; false when stop was asked before.
    bool stopWorkers();

    struct Worker
    {
        std::unique_ptr<net::Poller> poller;
        std::vector<std::size_t> streams;
        bool finished = false; // its own thread only
    };
    std::vector<Worker> m_workers;
    std::vector<std::jthread> m_threads;
    std::stop_source m_stop;
    std::atomic<bool> m_finishSending{false};
    std::atomic<int> m_failed{0};
    mutable std::mutex m_stateMutex; // guards m_finishedWorkers, m_launched, m_firstError
    mutable std::condition_variable_any m_stateChanged;
    int m_finishedWorkers = 0;
    int m_launched = 0;
    std::string m_firstError;
};

} // namespace bw::engine::flow
