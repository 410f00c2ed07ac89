// SPDX-License-Identifier: MIT
// `--every DURATION --for DURATION [--alert-below RATE]`: the client's test at each tick of a
// schedule (tick k at k × every from the start) until --for has passed, each run printed as
// --repeat prints it, then the series' summary with the schedule and its drop figures.
#pragma once

#include "benchwire/config.h"
#include "cliprinter.h"

#include <cstdint>
#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace bw::cli {

struct ScheduleArgs
{
    std::string every, forTime, alertBelow; // as typed; empty when not given
};

// The exit code when the schedule ran and at least one run's mean was below --alert-below.
constexpr int kExitAlert = 3;

void addScheduleFlags(CLI::App& app, ScheduleArgs& a);
bool scheduleGiven(const ScheduleArgs& a);
// Empty when the schedule's flags are fine (or absent) with the rest of the command line; else
// what the user typed that does not fit, and what to do.
std::string scheduleFlagsError(const ScheduleArgs& a, const engine::TestConfig& c, int repeat,
                               bool csv, OutputMode mode);
// Runs the schedule (flags checked before). 0 when it ran (or Ctrl+C/SIGTERM ended it early),
// 1 when a run failed, kExitAlert when a run's mean was below --alert-below.
int runScheduled(const engine::TestConfig& c, OutputMode mode, const ScheduleArgs& a);

} // namespace bw::cli
