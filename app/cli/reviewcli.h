// SPDX-License-Identifier: MIT
// `--review PLAN`: the review matrix of the app's review window from a plan file (see
// reviewfile.h): every cell's runs one after the other through the series loop of --repeat,
// each run's one-line result with its progress ("run 5/18"), then a row per cell with the mean,
// standard deviation, minimum and maximum of its runs, flagged when they vary by more than
// 10 % ((max − min) / mean).
#pragma once

#include "benchwire/config.h"
#include "cliprinter.h"
#include "reviewfile.h"

#include <string>

namespace CLI {
class App;
}

namespace bw::cli {

void addReviewFlags(CLI::App& app, std::string& planPath);

// What else the command line asks for.
struct ReviewUse
{
    int repeat = 1;
    bool scheduled = false, csv = false;
};

// Reads the plan and checks it with the command line (before any traffic): empty when both
// are fine (or path is empty: no --review), else the plan file's error (with its line) or the flag
// that does not fit.
std::string prepareReview(const std::string& path, const engine::TestConfig& base,
                          const ReviewUse& use, OutputMode mode, ReviewFile& plan);

// Runs the plan. 0 when every run ran (or Ctrl+C/SIGTERM ended the review early), 1 when a
// run failed (the review ends there).
int runReview(const engine::TestConfig& base, OutputMode mode, const ReviewFile& plan);

} // namespace bw::cli
