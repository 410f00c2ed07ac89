// SPDX-License-Identifier: MIT
// `--repeat N [--pause S]`: the same test N times, each result printed as a single run prints
// it, then one summary per direction over the runs: the mean of their means, the standard
// deviation, the minimum and the maximum. The series loop is shared with `--every` (a plan
// says when each run starts and what the series adds to the summary).
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/samples.h"
#include "benchwire/series.h"
#include "cliprinter.h"

#include <optional>
#include <string>
#include <vector>

namespace bw::cli {

// One run to its end: Ctrl+C (or SIGTERM) stops it gracefully, so the figures so far are
// reported; then the printer prints the end.
void runToTheEnd(const engine::TestConfig& config, ClientPrinter& printer);

// What makes one series differ from another. Runs on the main thread.
class SeriesPlan
{
public:
    virtual ~SeriesPlan() = default;
    // Before run `number` (from 1): waits until it may start; false when the series is over.
    virtual bool startRun(int number) = 0;
    // The text heading of the run ("Run 2 of 3").
    virtual std::string heading(int number) const = 0;
    // After a run, with its result (partial when it failed) and its failure, if any.
    virtual void runEnded(int number, const std::optional<engine::TestResult>& result,
                          const std::optional<engine::Error>& error, OutputMode mode) = 0;
    // true: the first failed run ends the series.
    virtual bool endsOnFailure() const = 0;
    // The config of run `number`: the command line's, unless the runs differ.
    virtual engine::TestConfig runConfig(int, const engine::TestConfig& base) const { return base; }
    // true (a review): the runs measure different things, so in text a run shows only its
    // heading and what runEnded prints, there is no summary per direction over all runs, and
    // the -J document is {"format":"benchwire-review",…}.
    virtual bool runsDiffer() const { return false; }
    // After the per-direction summary: more text, or more members of the -J document
    // (",\"key\":…"), or a JSON line of its own with --json-stream.
    virtual void printEnd(const std::vector<engine::TestResult>& results, OutputMode mode) = 0;
};

// The series as the plan has it: {"format":"benchwire-repeat","runs":[…],"summary":[…],…,
// "error":…} under -J (a review: "benchwire-review", without "summary"). The last failure, if any,
// or nullopt.
std::optional<engine::Error> runSeries(const engine::TestConfig& config, OutputMode mode,
                                       SeriesPlan& plan);

// Waits `ms` milliseconds, or less when Ctrl+C (or SIGTERM) comes first.
void pauseUnlessInterrupted(std::int64_t ms);

// --pause and what a series refuses (--csv); empty when they are fine.
std::string repeatFlagsError(const std::string& pause, int repeat, const std::string& csv,
                             bool untilStopped);

// Runs config `count` times with `pauseMs` between runs (Ctrl+C stops the running one and
// ends the series). 0 when every run succeeded, 1 when one failed (the series ends there).
int runRepeated(const engine::TestConfig& config, OutputMode mode, int count, int pauseMs);

} // namespace bw::cli
