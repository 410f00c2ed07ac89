// SPDX-License-Identifier: MIT
// The client's live intervals: the sampler thread queues this host's samples, the run's thread
// merges them with the server's figures and passes them to the sink in order.
#pragma once

#include "benchwire/samples.h"
#include "benchwire/sink.h"
#include "control/phase.h"

#include <deque>
#include <mutex>

namespace bw::engine::control {

class IntervalFeed
{
public:
    explicit IntervalFeed(Sink& sink) : m_sink(sink) {}

    // Sampler thread.
    void push(const HostSample& local);
    // Run's thread: the queued samples into p.local.
    void collect(Phase& p);
    // Run's thread: emits intervals in order once the server's figures for them are in, or
    // once the local side is two intervals further; flush: everything collected.
    void emitReady(Phase& p, bool flush);

private:
    Sink& m_sink;
    std::mutex m_mutex; // guards m_queue (sampler thread -> run thread)
    std::deque<HostSample> m_queue;
};

// One interval of a phase as the client reports it: both hosts' figures, on the run's clock.
IntervalSample mergedInterval(const Phase& p, const HostSample& local);

} // namespace bw::engine::control
