// SPDX-License-Identifier: MIT
// What a running server announces to discovery probes: the engine's product and version, this
// host, the server's port, limits and busy state, and the interfaces (re-read at most every
// 5 s, and not while a test runs). ServerImpl owns one with its DiscoveryResponder
// (control/serverimpl.cpp).
#pragma once

#include "benchwire/config.h"
#include "benchwire/discovery.h"
#include "benchwire/firewall.h"

#include <chrono>
#include <functional>
#include <mutex>
#include <vector>

namespace bw::engine::discovery {

// Whether the server runs a test now, and for how much longer (0: not known).
struct BusyState
{
    bool busy = false;
    std::uint32_t msLeft = 0;
};

class ServerAnnouncement final : public AnnouncementSource
{
public:
    // busy, firewall: called on the server's UDP thread for each answer; both must return at
    // once (firewall: a cached status, firewall::StatusCache).
    // remoteControl: the server has a control key (Announcement::remoteControl).
    ServerAnnouncement(std::uint16_t port, const ServerLimits& limits, bool remoteControl,
                       std::function<BusyState()> busy,
                       std::function<firewall::Status()> firewall = {});
    Announcement announcement() const override;
    const std::string& peerId() const { return m_base.peerId; }

private:
    std::function<BusyState()> m_busy;
    std::function<firewall::Status()> m_firewall;
    Announcement m_base;
    mutable std::mutex m_mutex; // guards m_interfaces and m_readAt
    mutable std::vector<InterfaceInfo> m_interfaces;
    mutable std::chrono::steady_clock::time_point m_readAt{};
};

} // namespace bw::engine::discovery
