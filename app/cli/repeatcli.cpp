// SPDX-License-Identifier: MIT
#include "repeatcli.h"

#include "benchwire/client.h"
#include "benchwire/report.h"
#include "daemon.h"

#include <nlohmann/json.hpp>

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

// One run, printed as a single run prints it, except that a -J document is left to the series.
Outcome runOnce(const TestConfig& config, OutputMode mode)
{
    std::FILE* sink = mode == OutputMode::Json ? std::fopen(kNullDevice, "w") : nullptr;
    ClientPrinter printer(mode, sink ? sink : stdout);
    runToTheEnd(config, printer);
    if (sink) std::fclose(sink);
    return {printer.result(), printer.succeeded() ? std::nullopt : printer.error()};
}

void printSummaries(const std::vector<RepeatSummary>& summaries, int runs, OutputMode mode)
{
    if (mode == OutputMode::Human) {
        std::printf("\nOver %d runs (each run's mean, received):\n", runs);
        for (const RepeatSummary& s : summaries)
            std::printf("  %-9s mean %s  std dev %s  min %s  max %s  (%d runs)\n",
                        std::string(toString(s.direction)).c_str(), formatBits(s.runs.mean).c_str(),
                        formatBits(s.runs.stddev).c_str(), formatBits(s.runs.min).c_str(),
                        formatBits(s.runs.max).c_str(), s.runs.count);
        return;
    }
    nlohmann::json list = nlohmann::json::array();
    for (const RepeatSummary& s : summaries)
        list.push_back({{"direction", toString(s.direction)},
                        {"runs", s.runs.count},
                        {"meanBitsPerSecond", s.runs.mean},
                        {"stddevBitsPerSecond", s.runs.stddev},
                        {"minBitsPerSecond", s.runs.min},
                        {"maxBitsPerSecond", s.runs.max}});
    if (mode == OutputMode::JsonStream)
        std::printf("%s\n",
                    nlohmann::json{{"event", "repeatSummary"}, {"summary", list}}.dump().c_str());
    else
        std::printf("%s", list.dump(2).c_str());
}

} // namespace

std::vector<RepeatSummary> summarizeRepeats(const std::vector<TestResult>& results)
{
    std::vector<RepeatSummary> out;
    if (results.empty()) return out;
    for (const DirectionSummary& first : results.front().summaries) {
        std::vector<double> means;
        for (const TestResult& r : results)
            for (const DirectionSummary& s : r.summaries)
                if (s.direction == first.direction && s.receiverBitsPerSecond.count > 0)
                    means.push_back(s.receiverBitsPerSecond.mean);
        if (!means.empty()) out.push_back({first.direction, computeStats(means)});
    }
    return out;
}

int runRepeated(const TestConfig& config, OutputMode mode, int count, int pauseMs)
{
    std::vector<TestResult> results;
    std::optional<Error> failed;
    if (mode == OutputMode::Json) std::printf("{\"format\":\"benchwire-repeat\",\"runs\":[");
    for (int i = 1; i <= count && !failed && !interrupted(); ++i) {
        if (mode == OutputMode::Human) std::printf("\nRun %d of %d\n", i, count);
        std::fflush(stdout);
        Outcome o = runOnce(config, mode);
        failed = o.error;
        if (o.result) {
            if (mode == OutputMode::Json)
                std::printf("%s%s", results.empty() ? "" : ",",
                            resultToJson(*o.result, -1).c_str());
            results.push_back(std::move(*o.result));
        }
        if (i < count && !failed && !interrupted())
            std::this_thread::sleep_for(std::chrono::milliseconds(pauseMs));
    }
    if (mode == OutputMode::Json) std::printf("],\"summary\":");
    printSummaries(summarizeRepeats(results), int(results.size()), mode);
    if (mode == OutputMode::Json)
        std::printf(",\"error\":%s}\n",
                    failed ? nlohmann::json(failed->describe()).dump().c_str() : "null");
    else if (failed)
        std::fprintf(stderr, "benchwire-cli: the series ended after %zu run(s): %s\n",
                     results.size(), failed->describe().c_str());
    std::fflush(stdout);
    return failed ? 1 : 0;
}

} // namespace bw::cli
