// SPDX-License-Identifier: MIT
// ServerAnnouncement and startAnswering (declared in discoverycli.h).
#include "discoverycli.h"

#include "benchwire/types.h"

#include <cstdio>

using namespace bw::engine;
using namespace bw::engine::discovery;

namespace bw::cli {

ServerAnnouncement::ServerAnnouncement(const Server& server, const ServerConfig& config)
    : m_server(server)
{
    m_base = hostAnnouncement(server.port());
    m_interfaces = std::move(m_base.interfaces);
    m_readAt = std::chrono::steady_clock::now();
    m_base.maxStreams = config.limits.maxStreams;
    m_base.maxDurationMs = config.limits.maxDurationMs;
    m_base.maxRateBitsPerSecond = config.limits.maxRateBitsPerSecond;
}

// Runs on the responder's thread, once per answered probe (at most the rate limit's 32/s).
Announcement ServerAnnouncement::announcement() const
{
    Announcement a = m_base;
    a.busy = m_server.busy();
    std::lock_guard lock(m_mutex);
    const auto now = std::chrono::steady_clock::now();
    if (now - m_readAt > std::chrono::seconds(5)) {
        m_interfaces = announcedInterfaces();
        m_readAt = now;
    }
    a.interfaces = m_interfaces;
    return a;
}

std::unique_ptr<DiscoveryResponder> startAnswering(const ServerAnnouncement& source,
                                                   std::uint16_t port, bool quiet)
{
    auto responder = std::make_unique<DiscoveryResponder>(source);
    if (std::error_code ec = responder->open(port)) {
        if (!quiet)
            std::fprintf(stderr,
                         "benchwire-cli: not answering discovery probes: UDP port %u is in use "
                         "(%s); see docs/discovery.md\n",
                         port, ec.message().c_str());
        return nullptr;
    }
    return responder;
}

} // namespace bw::cli
