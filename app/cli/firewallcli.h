// SPDX-License-Identifier: MIT
// The CLI's firewall helper: `--firewall status|allow|remove [-p PORT] [--temporary DURATION]
// [--yes]` (docs/firewall.md). Allow and remove print the exact commands first and run them
// only after consent: a y on the terminal, or --yes for scripts.
#pragma once

#include "benchwire/firewall.h"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>

namespace bw::cli {

struct FirewallArgs
{
    std::string action;    // empty: not asked for
    std::string temporary; // allow: "90s", "2m", "1.5" (minutes)
    bool yes = false;
};

void addFirewallFlags(CLI::App& app, FirewallArgs& f);

// Exit codes: status 0 when both protocols' states are known, 3 when either is unknown;
// allow/remove 0 when done (or nothing to do), 1 when declined or failed, 2 for a usage error
// (also: no terminal to ask and no --yes).
int runFirewall(const FirewallArgs& f, std::uint16_t port, bool json,
                engine::firewall::CommandRunner& runner);

} // namespace bw::cli
