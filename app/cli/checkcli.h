// SPDX-License-Identifier: MIT
// The CLI's connection check: `benchwire-cli -c HOST --check` reports whether the server's
// test port is reachable over TCP and UDP, and what most likely blocks it when not.
#pragma once

#include "benchwire/check.h"

#include <CLI/CLI.hpp>

namespace bw::cli {

struct CheckArgs
{
    bool check = false;
};

void addCheckFlags(CLI::App& app, CheckArgs& c);

// Runs the check and prints the report (text, or with json one JSON document). Exit status:
// 0 when everything tested is reachable, 1 when something is not.
int runCheck(const engine::CheckConfig& config, bool json);

} // namespace bw::cli
