// SPDX-License-Identifier: MIT
// Small helpers for the engine's English messages.
#pragma once

#include <cstdio>
#include <string>

namespace bw::engine::control {

// The next step after a message the other end should not have sent: most often the two ends
// run different versions.
inline constexpr const char* kSameVersionHint =
    "the server may run another Benchwire version: run the same version at both ends "
    "(benchwire-cli --version)";
// The next step when the data streams' threads or sockets cannot start.
inline constexpr const char* kStreamsHint =
    "the system ran out of threads, sockets or memory: try fewer streams or threads (-P, "
    "--threads), or close other programs";

// "2.5 s", "10 s": milliseconds as seconds, with a decimal only where it carries one.
inline std::string secondsText(int ms)
{
    char buf[32];
    if (ms % 1000 == 0)
        std::snprintf(buf, sizeof buf, "%d s", ms / 1000);
    else
        std::snprintf(buf, sizeof buf, "%.1f s", ms / 1000.0);
    return buf;
}

} // namespace bw::engine::control
