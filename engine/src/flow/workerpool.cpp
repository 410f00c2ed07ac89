// SPDX-License-Identifier: MIT
#include "flow/workerpool.h"

#include <algorithm>

namespace bw::engine::flow {

WorkerPool::~WorkerPool()
{
    // The derived destructor has stopped the workers (they use the derived object); this is
    // the safety net that keeps a thread from outliving the pool.
    stopWorkers();
}

std::error_code WorkerPool::createWorkers(const std::vector<std::size_t>& active, int threads,
                                          bool sizedPollers, bool firstOnly)
{
    const int workers = active.empty() ? 0 : std::clamp(threads, 1, int(active.size()));
    m_workers.resize(std::size_t(workers));
    for (std::size_t k = 0; k < active.size(); ++k)
        m_workers[firstOnly ? 0 : k % std::size_t(workers)].streams.push_back(active[k]);
    for (auto& w : m_workers) {
        std::error_code ec;
        w.poller = net::Poller::create(ec, sizedPollers ? w.streams.size() : 0);
        if (!w.poller) return ec;
    }
    return {};
}

void WorkerPool::launch()
{
    {
        std::lock_guard lock(m_stateMutex);
        m_launched = workerCount();
    }
    for (int w = 0; w < workerCount(); ++w)
        m_threads.emplace_back([this, w, st = m_stop.get_token()] {
            workerLoop(st, w);
            if (!finished(w)) markFinished(w); // never leave finishSending() waiting
        });
}

void WorkerPool::markFinished(int worker)
{
    m_workers[std::size_t(worker)].finished = true;
    {
        std::lock_guard lock(m_stateMutex);
        ++m_finishedWorkers;
    }
    m_stateChanged.notify_all();
}

void WorkerPool::notifyStateChange()
{
    // Taking the lock orders this after a waiter's check of its condition: no lost wake-up.
    {
        std::lock_guard lock(m_stateMutex);
    }
    m_stateChanged.notify_all();
}

void WorkerPool::recordFailure(const std::string& message)
{
    m_failed.fetch_add(1);
    std::lock_guard lock(m_stateMutex);
    if (m_firstError.empty()) m_firstError = message;
}

void WorkerPool::finishSending()
{
    m_finishSending.store(true);
    // Another thread may still be in start() (the client's sampler calls this at its last
    // boundary): only workers that launch() published under the lock are touched. Workers
    // launched later see the flag when they start.
    std::unique_lock lock(m_stateMutex);
    for (int w = 0; w < m_launched; ++w)
        if (auto& poller = m_workers[std::size_t(w)].poller) poller->wake();
    m_stateChanged.wait(lock, m_stop.get_token(),
                        [this] { return m_finishedWorkers >= m_launched; });
}

bool WorkerPool::stopWorkers()
{
    if (!m_stop.request_stop()) return false;
    for (auto& w : m_workers)
        if (w.poller) w.poller->wake();
    m_threads.clear(); // joins
    return true;
}

void WorkerPool::stop()
{
    if (stopWorkers()) closeSockets();
}

std::string WorkerPool::firstError() const
{
    std::lock_guard lock(m_stateMutex);
    return m_firstError;
}

} // namespace bw::engine::flow
