// SPDX-License-Identifier: MIT
// Small helpers for the engine's English messages.
#pragma once

#include <cstdio>
#include <string>

namespace bw::engine::control {

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
