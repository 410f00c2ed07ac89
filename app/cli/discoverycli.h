// SPDX-License-Identifier: MIT
// The CLI's discovery: `--discover` lists the peers that answer; a server answers probes on
// its test port unless `--no-discovery` (ServerConfig::discovery). Kept apart from main.cpp so that
// the options stay in one place.
#pragma once

#include "benchwire/config.h"
#include "benchwire/discovery.h"

#include <CLI/CLI.hpp>

#include <cstdint>

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

} // namespace bw::cli
