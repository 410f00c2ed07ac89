// SPDX-License-Identifier: MIT
// A test against the server's limits (ServerConfig::limits, the memory budget, the open-file
// limit): one check, in one order and one wording, for both dialects. Each dialect says a
// breach in its own terms: the native one sends the message and hint, the iperf3 one sends
// the matching error code and writes the message to the server's log.
#pragma once

#include "benchwire/config.h"
#include "control/budget.h"

#include <optional>
#include <string>

namespace bw::engine::control {

enum class Limit
{
    Udp,       // a UDP test, and the server's UDP port is closed
    Duration,  // duration plus warm-up
    Streams,   // streams per direction
    Rate,      // per-stream rate (unlimited counts as above any limit)
    Memory,    // buffers, all worker threads together
    OpenFiles, // sockets the server would need
};

struct LimitBreach
{
    Limit limit;
    std::string message; // what is over, with both figures
    std::string hint;    // what the user can do
};

// The first limit the test breaks, or nothing. udpClosed: why the server's UDP port is closed,
// empty when it is open. held: what other clients' tests running at once hold of the memory
// budget.
std::optional<LimitBreach> checkLimits(const ServerConfig& config, const TestConfig& test,
                                       const std::string& udpClosed, HeldMemory held = {});

} // namespace bw::engine::control
