// SPDX-License-Identifier: MIT
// A Sink that records everything, for tests. Engine threads write; the test thread waits.
#pragma once

#include "benchwire/sink.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <vector>

namespace bw::test {

class RecordingSink : public engine::Sink
{
public:
    void onInterval(const engine::IntervalSample& s) override
    {
        std::lock_guard lock(m_mutex);
        m_intervals.push_back(s);
    }
    void onStreamEvent(const engine::StreamEvent& e) override
    {
        std::lock_guard lock(m_mutex);
        m_events.push_back(e);
        m_cv.notify_all();
    }
    void onFinished(const engine::TestResult& r) override
    {
        std::lock_guard lock(m_mutex);
        m_liveCount = m_intervals.size();
        m_result = r;
        m_cv.notify_all();
    }
    void onFailed(const engine::Error& e) override
    {
        std::lock_guard lock(m_mutex);
        m_error = e;
        m_cv.notify_all();
    }

    // True when the run ended (finished or failed) within the timeout.
    bool waitDone(int timeoutMs)
    {
        std::unique_lock lock(m_mutex);
        return m_cv.wait_for(lock, std::chrono::milliseconds(timeoutMs),
                             [this] { return m_result.has_value() || m_error.has_value(); });
    }
    // True when an event of that kind arrived within the timeout.
    bool waitEvent(engine::StreamEventKind kind, int timeoutMs)
    {
        std::unique_lock lock(m_mutex);
        return m_cv.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] {
            for (const auto& e : m_events)
                if (e.kind == kind) return true;
            return false;
        });
    }
    std::optional<engine::TestResult> result() const
    {
        std::lock_guard lock(m_mutex);
        return m_result;
    }
    std::optional<engine::Error> error() const
    {
        std::lock_guard lock(m_mutex);
        return m_error;
    }
    std::vector<engine::IntervalSample> intervals() const
    {
        std::lock_guard lock(m_mutex);
        return m_intervals;
    }
    // The intervals passed on before the run finished, as the live view got them (the
    // result's own intervals may have been completed later).
    std::vector<engine::IntervalSample> liveIntervals() const
    {
        std::lock_guard lock(m_mutex);
        const std::size_t n = m_result ? m_liveCount : m_intervals.size();
        return {m_intervals.begin(), m_intervals.begin() + std::ptrdiff_t(n)};
    }
    std::vector<engine::StreamEvent> events() const
    {
        std::lock_guard lock(m_mutex);
        return m_events;
    }
    void clearEvents()
    {
        std::lock_guard lock(m_mutex);
        m_events.clear();
    }

private:
    mutable std::mutex m_mutex;
    std::condition_variable m_cv;
    std::vector<engine::IntervalSample> m_intervals;
    std::vector<engine::StreamEvent> m_events;
    std::size_t m_liveCount = 0; // intervals before onFinished
    std::optional<engine::TestResult> m_result;
    std::optional<engine::Error> m_error;
};

} // namespace bw::test
