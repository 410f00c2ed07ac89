// SPDX-License-Identifier: MIT
// The CLI's discovery: `--discover` lists the peers that answer, and a server answers probes
// unless `--no-discovery`. Kept apart from main.cpp so that the options stay in one place.
#pragma once

#include "benchwire/config.h"
#include "benchwire/discovery.h"
#include "benchwire/server.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <memory>
#include <mutex>
#include <string>

namespace bw::cli {

struct DiscoveryArgs
{
    bool discover = false;
    bool noDiscovery = false;
    int discoverTimeMs = 1000;
};

void addDiscoveryFlags(CLI::App& app, DiscoveryArgs& d);

// Probes once and prints the peers: a table, or with json one JSON document. 0 when the probe
// went out (also when nobody answered), 1 when it could not be sent.
int runDiscover(const DiscoveryArgs& d, std::uint16_t port, engine::IpFamily family, bool json);

// What a running server announces: the engine's product and version, this host, the
// server's port, limits and busy state, and the interfaces (re-read at most every 5 s).
class ServerAnnouncement : public engine::discovery::AnnouncementSource
{
public:
    ServerAnnouncement(const engine::Server& server, const engine::ServerConfig& config);
    engine::discovery::Announcement announcement() const override;

private:
    const engine::Server& m_server;
    engine::discovery::Announcement m_base;
    mutable std::mutex m_mutex; // guards m_interfaces and m_readAt
    mutable std::vector<engine::InterfaceInfo> m_interfaces;
    mutable std::chrono::steady_clock::time_point m_readAt{};
};

// Starts answering for a server (the caller keeps both alive while it runs). Until the
// server's test-port socket hands probes over (docs/discovery.md, "Server hook"), the
// responder needs sockets of its own on the port, which it does not get while the server's
// UDP socket holds it. Returns null, with a note on stderr in human mode, when it cannot
// answer.
std::unique_ptr<engine::discovery::DiscoveryResponder>
startAnswering(const ServerAnnouncement& source, std::uint16_t port, bool quiet);

} // namespace bw::cli
