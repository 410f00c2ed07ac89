// SPDX-License-Identifier: MIT
#include "discovery/responder.h"

#include "discovery/wire.h"
#include "net/platform_types.h"

#include <algorithm>

namespace bw::engine::discovery {

bool isAnswerableSource(const std::string& address)
{
    const std::string text = address.substr(0, address.find('%'));
    std::uint8_t raw[16] = {};
    if (text.find(':') == std::string::npos) {
        if (inet_pton(AF_INET, text.c_str(), raw) != 1) return false;
        return raw[0] != 0 && raw[0] < 224;
    }
    if (inet_pton(AF_INET6, text.c_str(), raw) != 1) return false;
    if (raw[0] == 0xFF) return false;
    return std::any_of(raw, raw + 16, [](std::uint8_t b) { return b != 0; });
}

Responder::Responder(const AnnouncementSource& source, RateLimits limits)
    : m_source(source), m_limiter(limits)
{
}

std::optional<std::vector<std::uint8_t>> Responder::answer(const std::uint8_t* probe,
                                                           std::size_t bytes,
                                                           const std::string& fromAddress,
                                                           Clock::time_point now)
{
    const std::optional<std::uint64_t> nonce = wire::parseProbe(probe, bytes);
    if (!nonce || !isAnswerableSource(fromAddress)) return std::nullopt;
    if (!m_limiter.allow(fromAddress, now)) return std::nullopt;
    std::vector<std::uint8_t> out = wire::makeAnswer(m_source.announcement(), *nonce, bytes);
    if (out.size() > bytes) return std::nullopt; // cannot happen with kProbeBytes; never amplify
    return out;
}

} // namespace bw::engine::discovery
