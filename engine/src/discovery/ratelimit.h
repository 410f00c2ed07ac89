// SPDX-License-Identifier: MIT
// Token buckets for discovery answers: one per source address (at most maxSources of them)
// and one for all sources together. An answer costs one token from both.
#pragma once

#include "benchwire/discovery.h"

#include <string>
#include <unordered_map>

namespace bw::engine::discovery {

class TokenBucket
{
public:
    TokenBucket(double burst, double perSecond, Clock::time_point now);
    bool available(Clock::time_point now); // refills, then says whether a token is there
    void take() { m_tokens -= 1; }
    bool full(Clock::time_point now);

private:
    double m_burst, m_perSecond, m_tokens;
    Clock::time_point m_last;
};

class RateLimiter
{
public:
    explicit RateLimiter(RateLimits limits);
    // True (and a token taken from both buckets) when an answer to source may go out now.
    bool allow(const std::string& source, Clock::time_point now);

private:
    void forgetIdle(Clock::time_point now);
    RateLimits m_limits;
    TokenBucket m_total;
    bool m_started = false;
    std::unordered_map<std::string, TokenBucket> m_sources;
};

} // namespace bw::engine::discovery
