// SPDX-License-Identifier: MIT
// benchwire-cli's latency-under-load flags (--idle, --probe-interval, --no-latency) and the
// text report's latency block.
#pragma once

#include "benchwire/config.h"
#include "benchwire/latency.h"

#include <cstdio>
#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace bw::cli {

struct LatencyArgs
{
    std::string idle;        // empty: the default idle phase
    int probeIntervalMs = 0; // 0: the default
    bool off = false;
};

void addLatencyFlags(CLI::App& app, LatencyArgs& a);
// Into the config (after the other flags), then validates it; an error message naming the
// flag or the setting, or empty.
std::string applyLatencyArgs(const LatencyArgs& a, engine::TestConfig& c);
// "2", "0.5", "2s", "500ms", "0": milliseconds. nullopt when malformed or negative.
std::optional<int> parseDurationMs(const std::string& text);
// The report's latency lines; absent figures read "n/a" with the reason.
std::string latencyText(const engine::LatencySummary& s, engine::TestMode mode);
void printLatency(std::FILE* out, const engine::LatencySummary& s, engine::TestMode mode);

} // namespace bw::cli
