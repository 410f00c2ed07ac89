// SPDX-License-Identifier: MIT
#include "discovery/ratelimit.h"

#include <algorithm>
#include <iterator>

namespace bw::engine::discovery {

TokenBucket::TokenBucket(double burst, double perSecond, Clock::time_point now)
    : m_burst(burst), m_perSecond(perSecond), m_tokens(burst), m_last(now)
{
}

bool TokenBucket::available(Clock::time_point now)
{
    if (now > m_last) {
        const double s = std::chrono::duration<double>(now - m_last).count();
        m_tokens = std::min(m_burst, m_tokens + s * m_perSecond);
        m_last = now;
    }
    return m_tokens >= 1.0;
}

bool TokenBucket::full(Clock::time_point now)
{
    available(now);
    return m_tokens >= m_burst;
}

RateLimiter::RateLimiter(RateLimits limits)
    : m_limits(limits), m_total(limits.totalBurst, limits.totalPerSecond, Clock::time_point{})
{
}

// A source whose bucket has refilled completely behaves like a new one: dropping it loses
// nothing, and keeps the table small.
void RateLimiter::forgetIdle(Clock::time_point now)
{
    for (auto it = m_sources.begin(); it != m_sources.end();)
        it = it->second.full(now) ? m_sources.erase(it) : std::next(it);
}

bool RateLimiter::allow(const std::string& source, Clock::time_point now)
{
    if (!m_started) {
        m_total = TokenBucket(m_limits.totalBurst, m_limits.totalPerSecond, now);
        m_started = true;
    }
    if (!m_total.available(now)) return false;
    auto it = m_sources.find(source);
    if (it == m_sources.end()) {
        if (m_sources.size() >= m_limits.maxSources) forgetIdle(now);
        if (m_sources.size() >= m_limits.maxSources) return false;
        it = m_sources
                 .emplace(source,
                          TokenBucket(m_limits.perSourceBurst, m_limits.perSourcePerSecond, now))
                 .first;
    }
    if (!it->second.available(now)) return false;
    it->second.take();
    m_total.take();
    return true;
}

} // namespace bw::engine::discovery
