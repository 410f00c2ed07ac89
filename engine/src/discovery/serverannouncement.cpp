// SPDX-License-Identifier: MIT
#include "discovery/serverannouncement.h"

namespace bw::engine::discovery {

ServerAnnouncement::ServerAnnouncement(std::uint16_t port, const ServerLimits& limits,
                                       bool remoteControl, std::function<BusyState()> busy,
                                       std::function<firewall::Status()> firewall)
    : m_busy(std::move(busy)), m_firewall(std::move(firewall))
{
    m_base = hostAnnouncement(port);
    m_interfaces = std::move(m_base.interfaces);
    m_readAt = std::chrono::steady_clock::now();
    m_base.maxStreams = limits.maxStreams;
    m_base.maxDurationMs = limits.maxDurationMs;
    m_base.maxRateBitsPerSecond = limits.maxRateBitsPerSecond;
    m_base.remoteControl = remoteControl;
}

// Runs on the server's UDP thread, once per answered probe (at most the rate limit's 32/s).
// That thread also carries a UDP test's datagrams, so the interface list (a walk over every
// interface, slow on Windows) is not re-read while a test runs: the last list is sent.
Announcement ServerAnnouncement::announcement() const
{
    Announcement a = m_base;
    if (m_busy) {
        const BusyState b = m_busy();
        a.busy = b.busy;
        a.busyForMs = b.busy ? b.msLeft : 0;
    }
    if (m_firewall) {
        const firewall::Status f = m_firewall();
        a.firewallTcp = FirewallState(f.tcp.state);
        a.firewallUdp = FirewallState(f.udp.state);
        a.firewall = combinedFirewallState(a.firewallTcp, a.firewallUdp);
    }
    std::lock_guard lock(m_mutex);
    const auto now = std::chrono::steady_clock::now();
    if (!a.busy && now - m_readAt > std::chrono::seconds(5)) {
        m_interfaces = announcedInterfaces();
        m_readAt = now;
    }
    a.interfaces = m_interfaces;
    return a;
}

} // namespace bw::engine::discovery
