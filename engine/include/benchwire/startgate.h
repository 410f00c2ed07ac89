// SPDX-License-Identifier: MIT
// Several client runs that start together: one test to several servers at once. Each run of
// the group, once its control connection is set up (and its idle latency phase, if any, is
// over), waits at the gate before it opens its data connections, until every run still going
// has come as far. A run that ends, fails or is stopped leaves the group, so the others never
// wait for it. A run of several phases (upload, then download) meets the others again at each
// phase.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stop_token>

namespace bw::engine {

class StartGate
{
public:
    using Clock = std::chrono::steady_clock;

    explicit StartGate(int runs);

    // Blocks until every run still in the group has arrived at this phase. False when `stop`
    // was requested first (the caller then ends its run, which leaves the group).
    bool arriveAndWait(std::stop_token stop);
    // This run's measurement clock started at `at` (its first data sent, or received).
    void dataStarted(Clock::time_point at);
    // This run ended: the others no longer wait for it.
    void leave();
    // Released runs also wait until `at` before they open their data connections: a pair an
    // endpoint runs for a console starts at the console's common start time (remote/).
    void holdUntil(Clock::time_point at);
    // The first data start reported (dataStarted), if any.
    std::optional<Clock::time_point> firstDataStart() const;

    // The widest gap between the first and the last run's data start in any phase every run
    // took part in, in milliseconds; negative until some phase had all its runs start.
    double startSkewMs() const;
    // Runs still in the group.
    int runs() const;

private:
    void releaseIfAllArrived(); // with m_mutex held

    mutable std::mutex m_mutex;
    std::condition_variable_any m_released;
    int m_runs;                // still in the group
    int m_arrived = 0;         // at the current phase
    unsigned m_generation = 0; // phases released so far
    int m_phaseRuns = 0;       // runs the last release let go together
    int m_started = 0;         // of them, how many started their data
    Clock::time_point m_first, m_last;
    std::optional<Clock::time_point> m_holdUntil;
    std::optional<Clock::time_point> m_firstEver; // over every phase
    double m_skewMs = -1;
};

} // namespace bw::engine
