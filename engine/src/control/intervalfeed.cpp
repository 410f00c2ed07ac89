// SPDX-License-Identifier: MIT
#include "control/intervalfeed.h"

#include "latency/runlatency.h"
#include "results/summary.h"

namespace bw::engine::control {

IntervalSample mergedInterval(const Phase& p, const HostSample& local)
{
    auto it = p.remote.find(local.index);
    IntervalSample iv = results::mergeInterval(p.index, p.mode, local,
                                               it == p.remote.end() ? nullptr : &it->second);
    iv.startUs += p.offsetUs;
    iv.endUs += p.offsetUs;
    if (p.latency) iv.latency = p.latency->intervalSample(p.index, local.startUs, local.endUs);
    return iv;
}

void IntervalFeed::push(const HostSample& local)
{
    std::lock_guard lock(m_mutex);
    m_queue.push_back(local);
}

void IntervalFeed::collect(Phase& p)
{
    std::lock_guard lock(m_mutex);
    while (!m_queue.empty()) {
        p.local[m_queue.front().index] = m_queue.front();
        m_queue.pop_front();
    }
}

// The server's figures may be late: the live view goes on without them after two intervals.
void IntervalFeed::emitReady(Phase& p, bool flush)
{
    collect(p);
    for (;;) {
        auto it = p.local.find(p.nextEmit);
        if (it == p.local.end()) return;
        bool haveRemote = p.remote.count(p.nextEmit) > 0;
        bool late = p.local.count(p.nextEmit + 2) > 0;
        if (!haveRemote && !late && !flush) return;
        m_sink.onInterval(mergedInterval(p, it->second));
        ++p.nextEmit;
        p.local.spillBelow(p.nextEmit - results::kKeptIntervals);
        p.remote.spillBelow(p.nextEmit - results::kKeptIntervals);
    }
}

} // namespace bw::engine::control
