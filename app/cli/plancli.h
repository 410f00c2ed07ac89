// SPDX-License-Identifier: MIT
// `benchwire-cli --plan FILE`: a console that runs the plan's pairs at once (planfile.h), each
// between an endpoint and a target server, with one common start (benchwire/remote.h). While
// they run: each pair's interval rows under its name, and their sum. At the end: each pair's
// summary, the aggregate per direction, Jain's index across the pairs and the start skew;
// under -J one document with all of it, also on errors.
#pragma once

#include "cliprinter.h"

#include <CLI/CLI.hpp>

#include <string>

namespace bw::cli {

struct PlanArgs
{
    std::string plan;       // --plan FILE
    std::string controlKey; // --control-key: a server's key, or a console's default key
};

void addPlanFlags(CLI::App& app, PlanArgs& p);

// 0 when every pair ended whole; 1 when one failed (the others are stopped then) or an
// endpoint refused; 2 when the plan file is bad.
int runPlan(const PlanArgs& args, OutputMode mode);

} // namespace bw::cli
