// SPDX-License-Identifier: MIT
// `--repeat N [--pause S]`: the same test N times, each result printed as a single run prints
// it, then one summary per direction over the runs: the mean of their means, the standard
// deviation, the minimum and the maximum.
#pragma once

#include "benchwire/config.h"
#include "benchwire/samples.h"
#include "cliprinter.h"

#include <string>
#include <vector>

namespace bw::cli {

struct RepeatSummary
{
    engine::Direction direction;
    engine::Stats runs; // over the runs' receiver means, bits per second
};

// Per direction, in the order the first run reports them; runs without that direction are
// left out.
std::vector<RepeatSummary> summarizeRepeats(const std::vector<engine::TestResult>& results);

// One run to its end: Ctrl+C (or SIGTERM) stops it gracefully, so the figures so far are
// reported; then the printer prints the end.
void runToTheEnd(const engine::TestConfig& config, ClientPrinter& printer);

// Runs config `count` times with `pauseMs` between runs (Ctrl+C stops the running one and
// ends the series). 0 when every run succeeded, 1 when one failed (the series ends there).
int runRepeated(const engine::TestConfig& config, OutputMode mode, int count, int pauseMs);

} // namespace bw::cli
