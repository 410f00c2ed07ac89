// SPDX-License-Identifier: MIT
#include "endless.h"

#include <cstdio>

namespace bw::cli {

std::string runLengthText(const engine::TestConfig& config)
{
    if (config.untilStopped()) return "until stopped (Ctrl+C)";
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", config.durationMs / 1000.0);
    return text;
}

const char* stoppedMark(const engine::TestConfig& config, bool stoppedEarly)
{
    if (!stoppedEarly) return "";
    return config.untilStopped() ? "  -- stopped" : "  -- stopped early";
}

} // namespace bw::cli
