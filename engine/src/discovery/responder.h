// SPDX-License-Identifier: MIT
// The responder's decision: which probe gets which answer. No sockets, no clock of its own,
// so the tests drive it with any time they like. Not thread-safe (DiscoveryResponder locks).
#pragma once

#include "benchwire/discovery.h"
#include "discovery/ratelimit.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw::engine::discovery {

class Responder
{
public:
    Responder(const AnnouncementSource& source, RateLimits limits);
    // The answer to send back to from, or nothing: not a valid probe, a source that cannot be
    // answered (multicast, broadcast, unspecified, unparsable), or over a rate limit. An
    // answer is never longer than the probe.
    std::optional<std::vector<std::uint8_t>> answer(const std::uint8_t* probe, std::size_t bytes,
                                                    const std::string& fromAddress,
                                                    Clock::time_point now);

private:
    const AnnouncementSource& m_source;
    RateLimiter m_limiter;
};

// False for addresses an answer must never go to: IPv4 0/8, 224/4 and above (multicast,
// reserved, limited broadcast); IPv6 unspecified and ff00::/8; anything unparsable.
bool isAnswerableSource(const std::string& address);

} // namespace bw::engine::discovery
