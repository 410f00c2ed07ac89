// SPDX-License-Identifier: MIT
// The series plan of --every/--for: when each run starts (benchwire/schedule.h: tick k at
// k × every from the start; a run that overran ticks is followed at once by the next, and the
// ticks it overran are counted as skipped), the alerts of --alert-below, and the schedule's part
// of the summary.
#pragma once

#include "repeatcli.h"
#include "scheduledrops.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw::cli {

class SchedulePlan : public SeriesPlan
{
public:
    SchedulePlan(std::int64_t everyMs, std::int64_t forMs, std::optional<double> alertBelow,
                 OutputMode mode);
    bool startRun(int number) override;
    std::string heading(int number) const override;
    void runEnded(int number, const std::optional<engine::TestResult>& result,
                  const std::optional<engine::Error>& error, OutputMode mode) override;
    bool endsOnFailure() const override { return false; }
    void printEnd(const std::vector<engine::TestResult>& results, OutputMode mode) override;

    int failedRuns() const { return m_failedRuns; }
    int alertCount() const { return int(m_alerts.size()); }

private:
    struct SkippedTick
    {
        std::int64_t tick = 0, atMs = 0;
        int duringRun = 0; // the run that was still running at the tick
    };
    struct Alert
    {
        RunMean mean;
        std::string clock;     // local time the run started, "02:10:05"
        std::int64_t offsetMs; // from the schedule's start
    };

    std::int64_t elapsedMs() const;
    void skippedTick(std::int64_t tick, int duringRun);
    void printLine(const nlohmann::json& event) const;
    nlohmann::json scheduleJson(const Drops& drops) const;
    void printText(const Drops& drops) const;

    std::int64_t m_everyMs, m_forMs;
    std::optional<double> m_alertBelow; // bits per second
    OutputMode m_mode;
    std::chrono::steady_clock::time_point m_start;
    std::int64_t m_tick = 0;    // the tick of the run under way
    std::int64_t m_runAtMs = 0; // when it started, from the schedule's start
    std::string m_runClock;     // and on the local clock
    int m_runs = 0, m_failedRuns = 0;
    std::vector<int> m_resultRuns; // the run number of each result, in order
    std::vector<SkippedTick> m_skipped;
    std::vector<Alert> m_alerts;
};

} // namespace bw::cli
