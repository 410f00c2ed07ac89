// SPDX-License-Identifier: MIT
// -c A -c B …: the same test to several servers at once, with one synchronized start (the
// engine's StartGate). While it runs: each server's interval rows under its name, and their
// sum once every server has measured that interval. At the end: each server's summary, the
// aggregate per direction and the start skew; under -J one document with all of it.
#pragma once

#include "cliprinter.h"

#include "benchwire/config.h"

#include <string>
#include <vector>

namespace bw::cli {

// What else the command line asks for, for the refusals.
struct PeersUse
{
    int servers = 0;
    OutputMode mode = OutputMode::Human;
    bool repeat = false, schedule = false, review = false, csv = false;
};

// Why these flags cannot go with several -c (empty when they can).
std::string peersFlagsError(const PeersUse& use, const engine::TestConfig& config);

// Runs `config` to every host at once; 0 when every run ended whole, 1 when any failed (the
// others are stopped then, so that no aggregate mixes different spans of time).
int runPeers(const engine::TestConfig& config, const std::vector<std::string>& hosts,
             OutputMode mode);

} // namespace bw::cli
