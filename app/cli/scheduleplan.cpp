// SPDX-License-Identifier: MIT
#include "scheduleplan.h"

#include "daemon.h"

#include "benchwire/schedule.h"

#include <cstdio>
#include <ctime>

namespace bw::cli {

using namespace bw::engine;

namespace {

// "0:10:00" from the schedule's start.
std::string elapsed(std::int64_t ms)
{
    const std::int64_t s = ms / 1000;
    char text[32];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", static_cast<long long>(s / 3600),
                  static_cast<long long>(s / 60 % 60), static_cast<long long>(s % 60));
    return text;
}

// The local wall-clock time, "02:10:05" (main thread only: std::localtime).
std::string clockNow()
{
    const std::time_t now = std::time(nullptr);
    char text[16] = "?";
    if (const std::tm* t = std::localtime(&now)) std::strftime(text, sizeof text, "%H:%M:%S", t);
    return text;
}

} // namespace

SchedulePlan::SchedulePlan(std::int64_t everyMs, std::int64_t forMs,
                           std::optional<double> alertBelow, OutputMode mode)
    : m_everyMs(everyMs), m_forMs(forMs), m_alertBelow(alertBelow), m_mode(mode),
      m_start(std::chrono::steady_clock::now())
{
}

std::int64_t SchedulePlan::elapsedMs() const
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 m_start)
        .count();
}

bool SchedulePlan::startRun(int number)
{
    std::int64_t now = elapsedMs(), startMs = 0;
    if (number == 1) {
        m_start = std::chrono::steady_clock::now();
        now = 0;
    } else {
        const NextRun next = nextScheduledRun(m_everyMs, m_forMs, m_tick, now);
        for (std::int64_t k : next.skipped)
            skippedTick(k, number - 1);
        if (next.late && m_mode == OutputMode::Human)
            std::printf("\nTick %lld (%s) came while run %d ran: run %d starts late, at %s\n",
                        static_cast<long long>(next.tick), elapsed(next.tick * m_everyMs).c_str(),
                        number - 1, number, elapsed(now).c_str());
        m_tick = next.tick;
        if (!next.starts) return false; // no run starts after the end
        startMs = next.startMs;
    }
    pauseUnlessInterrupted(startMs - now);
    if (interrupted()) return false;
    m_runAtMs = elapsedMs();
    m_runClock = clockNow();
    m_runs = number;
    return true;
}

void SchedulePlan::skippedTick(std::int64_t k, int duringRun)
{
    m_skipped.push_back({k, k * m_everyMs, duringRun});
    if (m_mode == OutputMode::Human)
        std::printf("\nTick %lld (%s) came while run %d ran: skipped\n", static_cast<long long>(k),
                    elapsed(k * m_everyMs).c_str(), duringRun);
    else if (m_mode == OutputMode::JsonStream)
        printLine({{"event", "skippedTick"},
                   {"tick", k},
                   {"atSeconds", double(k * m_everyMs) / 1000.0},
                   {"duringRun", duringRun}});
}

std::string SchedulePlan::heading(int number) const
{
    return "Run " + std::to_string(number) + " at " + m_runClock + ", " + elapsed(m_runAtMs) +
           " into the schedule of " + elapsed(m_forMs);
}

void SchedulePlan::runEnded(int number, const std::optional<TestResult>& result,
                            const std::optional<Error>& error, OutputMode mode)
{
    if (error) {
        m_failedRuns += 1;
        if (mode != OutputMode::Json)
            std::fprintf(stderr, "benchwire-cli: run %d failed: %s; the schedule goes on\n", number,
                         error->describe().c_str());
    }
    if (!result) return;
    m_resultRuns.push_back(number);
    if (!m_alertBelow) return;
    for (const RunMean& m : runMeansBelow(*result, number, *m_alertBelow)) {
        m_alerts.push_back({m, m_runClock, m_runAtMs});
        if (mode == OutputMode::Human)
            std::printf("ALERT: run %d at %s: %s %s, below %s\n", number, m_runClock.c_str(),
                        formatBits(m.bitsPerSecond).c_str(),
                        std::string(toString(m.direction)).c_str(),
                        formatBits(*m_alertBelow).c_str());
        else if (mode == OutputMode::JsonStream)
            printLine({{"event", "alert"},
                       {"run", number},
                       {"direction", toString(m.direction)},
                       {"bitsPerSecond", m.bitsPerSecond},
                       {"alertBelowBitsPerSecond", *m_alertBelow}});
    }
    std::fflush(stdout);
}

void SchedulePlan::printLine(const nlohmann::json& event) const
{
    std::printf("%s\n", event.dump().c_str());
    std::fflush(stdout);
}

nlohmann::json SchedulePlan::scheduleJson(const Drops& drops) const
{
    using nlohmann::json;
    json skipped = json::array(), alerts = json::array();
    for (const SkippedTick& s : m_skipped)
        skipped.push_back(
            {{"tick", s.tick}, {"atSeconds", double(s.atMs) / 1000.0}, {"duringRun", s.duringRun}});
    for (const Alert& a : m_alerts)
        alerts.push_back({{"run", a.mean.run},
                          {"clock", a.clock},
                          {"offsetSeconds", double(a.offsetMs) / 1000.0},
                          {"direction", toString(a.mean.direction)},
                          {"bitsPerSecond", a.mean.bitsPerSecond}});
    json s = {{"everySeconds", double(m_everyMs) / 1000.0},
              {"forSeconds", double(m_forMs) / 1000.0},
              {"runs", m_runs},
              {"failedRuns", m_failedRuns},
              {"skippedTicks", {{"count", skipped.size()}, {"ticks", skipped}}},
              {"alerts", alerts},
              {"interrupted", interrupted()}};
    addDropsJson(s, drops);
    return s;
}

void SchedulePlan::printText(const Drops& drops) const
{
    std::printf("Schedule: every %s for %s: %d run(s) (%d with an error), %zu tick(s) skipped%s\n",
                elapsed(m_everyMs).c_str(), elapsed(m_forMs).c_str(), m_runs, m_failedRuns,
                m_skipped.size(), interrupted() ? ", stopped early (Ctrl+C or SIGTERM)" : "");
    for (const SkippedTick& s : m_skipped)
        std::printf("  skipped tick %lld at %s (run %d still ran)\n",
                    static_cast<long long>(s.tick), elapsed(s.atMs).c_str(), s.duringRun);
    if (m_alertBelow) std::printf("  Alerts: %zu\n", m_alerts.size());
    for (const Alert& a : m_alerts)
        std::printf("    run %d at %s: %s %s\n", a.mean.run, a.clock.c_str(),
                    formatBits(a.mean.bitsPerSecond).c_str(),
                    std::string(toString(a.mean.direction)).c_str());
    std::printf("%s", dropsText(drops).c_str());
}

void SchedulePlan::printEnd(const std::vector<TestResult>& results, OutputMode mode)
{
    const Drops drops = findDrops(results, m_resultRuns, m_alertBelow);
    if (mode == OutputMode::Human)
        printText(drops);
    else if (mode == OutputMode::Json)
        std::printf(",\"schedule\":%s", scheduleJson(drops).dump().c_str());
    else
        printLine({{"event", "scheduleSummary"}, {"schedule", scheduleJson(drops)}});
}

} // namespace bw::cli
