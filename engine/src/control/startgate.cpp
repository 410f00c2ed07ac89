// SPDX-License-Identifier: MIT
#include "benchwire/startgate.h"

#include <algorithm>

namespace bw::engine {

StartGate::StartGate(int runs) : m_runs(std::max(runs, 0)) {}

bool StartGate::arriveAndWait(std::stop_token stop)
{
    std::unique_lock lock(m_mutex);
    const unsigned generation = m_generation;
    ++m_arrived;
    releaseIfAllArrived();
    if (m_released.wait(lock, stop, [&] { return m_generation != generation; })) {
        if (m_holdUntil) m_released.wait_until(lock, stop, *m_holdUntil, [] { return false; });
        return !stop.stop_requested();
    }
    --m_arrived; // stopped while waiting: its run leaves next, and no longer counts as here
    return false;
}

void StartGate::dataStarted(Clock::time_point at)
{
    std::lock_guard lock(m_mutex);
    if (m_started == 0 || at < m_first) m_first = at;
    if (m_started == 0 || at > m_last) m_last = at;
    if (!m_firstEver || at < *m_firstEver) m_firstEver = at;
    if (++m_started != m_phaseRuns) return;
    const double ms = std::chrono::duration<double, std::milli>(m_last - m_first).count();
    m_skewMs = std::max(m_skewMs, ms);
}

void StartGate::leave()
{
    std::lock_guard lock(m_mutex);
    if (m_runs > 0) --m_runs;
    releaseIfAllArrived();
}

void StartGate::releaseIfAllArrived()
{
    if (m_arrived == 0 || m_arrived < m_runs) return;
    m_phaseRuns = m_arrived;
    m_started = 0;
    m_arrived = 0;
    ++m_generation;
    m_released.notify_all();
}

void StartGate::holdUntil(Clock::time_point at)
{
    std::lock_guard lock(m_mutex);
    m_holdUntil = at;
}

std::optional<StartGate::Clock::time_point> StartGate::firstDataStart() const
{
    std::lock_guard lock(m_mutex);
    return m_firstEver;
}

double StartGate::startSkewMs() const
{
    std::lock_guard lock(m_mutex);
    return m_skewMs;
}

int StartGate::runs() const
{
    std::lock_guard lock(m_mutex);
    return m_runs;
}

} // namespace bw::engine
