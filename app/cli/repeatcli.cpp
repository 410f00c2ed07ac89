// SPDX-License-Identifier: MIT
#include "repeatcli.h"

#include "benchwire/client.h"
#include "benchwire/report.h"
#include "daemon.h"
#include "options.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <thread>

namespace bw::cli {

using namespace bw::engine;

void runToTheEnd(const TestConfig& config, ClientPrinter& printer)
{
    RunHandle run = Client::start(config, printer);
    bool stopping = false;
    while (run.running()) {
        if (interrupted() && !stopping) {
            stopping = true;
            run.stop(); // graceful: the figures so far are reported
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    run.wait();
    printer.printEnd(config);
}

namespace {

#ifdef _WIN32
constexpr const char* kNullDevice = "NUL";
#else
constexpr const char* kNullDevice = "/dev/null";
#endif

struct Outcome
{
    std::optional<TestResult> result;
    std::optional<Error> error;
};

// One run, printed as a single run prints it, except that a -J document is left to the series
// (and text too when `quiet`).
Outcome runOnce(const TestConfig& config, OutputMode mode, bool quiet)
{
    const bool silent = mode == OutputMode::Json || (quiet && mode == OutputMode::Human);
    std::FILE* sink = silent ? std::fopen(kNullDevice, "w") : nullptr;
    ClientPrinter printer(mode, sink ? sink : stdout);
    runToTheEnd(config, printer);
    if (sink) std::fclose(sink);
    return {printer.result(), printer.succeeded() ? std::nullopt : printer.error()};
}

void printSummaries(const std::vector<SeriesSummary>& summaries, int runs, OutputMode mode)
{
    if (mode == OutputMode::Human) {
        std::printf("\nOver %d runs (each run's mean, received):\n", runs);
        for (const SeriesSummary& s : summaries)
            std::printf("  %-9s mean %s  std dev %s  min %s  max %s  (%d runs)\n",
                        std::string(toString(s.direction)).c_str(), formatBits(s.runs.mean).c_str(),
                        formatBits(s.runs.stddev).c_str(), formatBits(s.runs.min).c_str(),
                        formatBits(s.runs.max).c_str(), s.runs.count);
        return;
    }
    const std::string list =
        seriesSummaryToJson(summaries, mode == OutputMode::JsonStream ? -1 : 2);
    if (mode == OutputMode::JsonStream)
        std::printf("{\"event\":\"repeatSummary\",\"summary\":%s}\n", list.c_str());
    else
        std::printf("%s", list.c_str());
}

} // namespace

std::optional<Error> runSeries(const TestConfig& config, OutputMode mode, SeriesPlan& plan)
{
    std::vector<TestResult> results;
    std::optional<Error> failed;
    const bool differ = plan.runsDiffer();
    if (mode == OutputMode::Json)
        std::printf("{\"format\":\"%s\",\"runs\":[",
                    differ ? "benchwire-review" : "benchwire-repeat");
    for (int i = 1; !(failed && plan.endsOnFailure()) && !interrupted() && plan.startRun(i); ++i) {
        if (mode == OutputMode::Human)
            std::printf(differ ? "%s" : "\n%s\n", plan.heading(i).c_str());
        std::fflush(stdout);
        Outcome o = runOnce(plan.runConfig(i, config), mode, differ);
        if (o.error) failed = o.error;
        plan.runEnded(i, o.result, o.error, mode);
        if (o.result) {
            if (mode == OutputMode::Json)
                std::printf("%s%s", results.empty() ? "" : ",",
                            resultToJson(*o.result, -1).c_str());
            results.push_back(std::move(*o.result));
        }
    }
    if (mode == OutputMode::Json) std::printf("]%s", differ ? "" : ",\"summary\":");
    if (!differ) printSummaries(summarizeSeries(results), int(results.size()), mode);
    plan.printEnd(results, mode);
    if (mode == OutputMode::Json)
        std::printf(",\"error\":%s}\n",
                    failed ? nlohmann::json(failed->describe()).dump().c_str() : "null");
    std::fflush(stdout);
    return failed;
}

void pauseUnlessInterrupted(std::int64_t ms)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    // interrupted() is a flag the signal handler sets: nothing can wake a wait on it.
    while (!interrupted() && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(
            std::chrono::milliseconds(50), until - std::chrono::steady_clock::now()));
}

std::string repeatFlagsError(const std::string& pause, int repeat, const std::string& csv,
                             bool untilStopped)
{
    if (repeat > 1 && untilStopped)
        return "--repeat " + std::to_string(repeat) +
               " with -t 0: a run until stopped has no end, so no second run would start; give "
               "a duration (-t SECONDS), or drop --repeat";
    const auto pauseMs = parseSecondsMs(pause);
    if (!pauseMs || *pauseMs < 0)
        return "--pause: '" + pause + "' is not a number of seconds; give e.g. 0 or 2.5";
    if (repeat > 1 && !csv.empty())
        return "--csv with --repeat: the CSV holds one run's intervals; drop --csv, or save the "
               "series with -J, which holds every run's intervals";
    return {};
}

namespace {

// --repeat N: the runs one after another, `pauseMs` apart; the first failure ends the series.
class RepeatPlan : public SeriesPlan
{
public:
    RepeatPlan(int count, int pauseMs) : m_count(count), m_pauseMs(pauseMs) {}
    bool startRun(int number) override
    {
        if (number > m_count) return false;
        if (number > 1) pauseUnlessInterrupted(m_pauseMs);
        return !interrupted();
    }
    std::string heading(int number) const override
    {
        return "Run " + std::to_string(number) + " of " + std::to_string(m_count);
    }
    void runEnded(int, const std::optional<TestResult>& result, const std::optional<Error>&,
                  OutputMode) override
    {
        m_withResult += result ? 1 : 0;
    }
    bool endsOnFailure() const override { return true; }
    void printEnd(const std::vector<TestResult>&, OutputMode) override {}
    int withResult() const { return m_withResult; }

private:
    int m_count, m_pauseMs, m_withResult = 0;
};

} // namespace

int runRepeated(const TestConfig& config, OutputMode mode, int count, int pauseMs)
{
    RepeatPlan plan(count, pauseMs);
    const std::optional<Error> failed = runSeries(config, mode, plan);
    if (failed && mode != OutputMode::Json)
        std::fprintf(stderr, "benchwire-cli: the series ended after %d run(s): %s\n",
                     plan.withResult(), failed->describe().c_str());
    return failed ? 1 : 0;
}

} // namespace bw::cli
