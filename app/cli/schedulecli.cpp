// SPDX-License-Identifier: MIT
#include "schedulecli.h"

#include "daemon.h"
#include "options.h"
#include "repeatcli.h"
#include "scheduleplan.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>

namespace bw::cli {

using namespace bw::engine;

namespace {

// What a run takes beyond its idle phase, warm-up and test time: connecting, the settings'
// exchange and the final report (about 0.2 s on loopback; a far server takes longer).
constexpr std::int64_t kRunOverheadMs = 1000;

std::int64_t runLengthMs(const TestConfig& c)
{
    const std::int64_t load = std::int64_t(c.warmupMs) + c.durationMs;
    return (c.latencyProbes ? c.idleMs : 0) + load * (c.mode == TestMode::BothWays ? 2 : 1);
}

std::string seconds(std::int64_t ms)
{
    char text[32];
    std::snprintf(text, sizeof text, "%gs", double(ms) / 1000.0);
    return text;
}

std::string durationError(const char* flag, const std::string& typed)
{
    return std::string(flag) + ": '" + typed +
           "' is not a duration; give e.g. 10m, 8h or 90 (seconds; suffixes s, m, h), more "
           "than 0 and at most 400 days";
}

// Flags that a schedule does not go with.
std::string combinationError(const ScheduleArgs& a, const TestConfig& c, int repeat, bool csv,
                             OutputMode mode)
{
    const std::string every = "--every " + a.every;
    if (repeat > 1)
        return every + " with --repeat " + std::to_string(repeat) +
               ": a schedule runs at each tick until --for has passed; give --every and --for, "
               "or --repeat, not both";
    if (csv)
        return "--csv with " + every +
               ": the CSV holds one run's intervals; drop --csv, or save the schedule with -J, "
               "which holds every run's intervals";
    if (mode == OutputMode::Iperf3Json)
        return "--json-format iperf3 with " + every +
               ": an iperf3 document holds one run; drop --json-format for Benchwire's series "
               "document";
    if (c.findMaxRate)
        return "--find-max-rate with " + every +
               ": how long a search runs is not known before it starts; drop one of them";
    return {};
}

// Both durations given and well formed, --every long enough for one run.
std::string durationsError(const ScheduleArgs& a, const TestConfig& c)
{
    if (a.forTime.empty())
        return "--every " + a.every +
               " without --for: say how long the schedule lasts, e.g. "
               "--every " +
               a.every + " --for 8h";
    if (a.every.empty())
        return "--for " + a.forTime +
               " without --every: say how often a run starts, e.g. "
               "--every 10m --for " +
               a.forTime;
    const auto everyMs = parseScheduleMs(a.every), forMs = parseScheduleMs(a.forTime);
    if (!everyMs || *everyMs <= 0) return durationError("--every", a.every);
    if (!forMs || *forMs <= 0) return durationError("--for", a.forTime);
    if (c.durationMs <= 0)
        return "--every " + a.every +
               " with -t 0: a run until stopped never lets the next tick "
               "come; give the runs a length, e.g. -t 10";
    const std::int64_t needMs = runLengthMs(c) + kRunOverheadMs;
    if (*everyMs < needMs)
        return "--every " + a.every + " is shorter than one run: -t " + seconds(c.durationMs) +
               (c.warmupMs ? " with -O " + seconds(c.warmupMs) : std::string()) +
               (c.mode == TestMode::BothWays ? " both ways" : "") +
               (c.latencyProbes && c.idleMs ? " after a " + seconds(c.idleMs) + " idle phase"
                                            : std::string()) +
               ", and about " + seconds(kRunOverheadMs) + " to connect and report, take " +
               seconds(needMs) + "; give --every " + seconds(needMs) +
               " or more, or a shorter -t (or --idle 0)";
    return {};
}

} // namespace

void addScheduleFlags(CLI::App& app, ScheduleArgs& a)
{
    app.add_option("--every", a.every,
                   "Client: run the test at each tick this far apart (e.g. 10m; suffixes s, m, "
                   "h; a plain number is seconds), from the start until --for has passed");
    app.add_option("--for", a.forTime,
                   "Client, with --every: how long the schedule lasts (e.g. 8h); no run starts "
                   "after it");
    app.add_option("--alert-below", a.alertBelow,
                   "Client, with --every: flag each run whose mean is below this rate (e.g. "
                   "500M, 1G) and count the intervals below it; exit code 3 when a run was");
}

bool scheduleGiven(const ScheduleArgs& a)
{
    return !a.every.empty() || !a.forTime.empty() || !a.alertBelow.empty();
}

std::string scheduleFlagsError(const ScheduleArgs& a, const TestConfig& c, int repeat, bool csv,
                               OutputMode mode)
{
    if (!scheduleGiven(a)) return {};
    if (a.every.empty() && a.forTime.empty())
        return "--alert-below " + a.alertBelow +
               " needs a schedule: add --every and --for, e.g. --every 10m --for 8h "
               "--alert-below " +
               a.alertBelow;
    if (auto why = durationsError(a, c); !why.empty()) return why;
    if (!a.alertBelow.empty()) {
        const auto rate = parseRate(a.alertBelow);
        if (!rate || *rate == 0)
            return "--alert-below: '" + a.alertBelow +
                   "' is not a rate above 0; give e.g. 500M or 1G (bits per second)";
    }
    return combinationError(a, c, repeat, csv, mode);
}

int runScheduled(const TestConfig& c, OutputMode mode, const ScheduleArgs& a)
{
    std::optional<double> alertBelow;
    if (!a.alertBelow.empty()) alertBelow = double(*parseRate(a.alertBelow));
    SchedulePlan plan(*parseScheduleMs(a.every), *parseScheduleMs(a.forTime), alertBelow, mode);
    runSeries(c, mode, plan);
    if (interrupted()) return 0; // stopped on purpose: what ran is reported
    if (plan.failedRuns() > 0) return 1;
    return plan.alertCount() > 0 ? kExitAlert : 0;
}

} // namespace bw::cli
