// SPDX-License-Identifier: MIT
#include "reviewcli.h"

#include "benchwire/review.h"
#include "daemon.h"
#include "options.h"
#include "repeatcli.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cstdio>

namespace bw::cli {

using namespace bw::engine;

namespace {

// The config of a run of the cell: the command line's with the cell's test and streams.
TestConfig cellConfig(const ReviewCellPlan& cell, int durationMs, const TestConfig& base)
{
    TestConfig config = reviewRunConfig(cell.kind, durationMs, base);
    config.streams = cell.streams;
    if (config.findMaxRate) config.rateIsTotal = true; // as --find-max-rate has it
    return config;
}

int planDurationMs(const ReviewFile& plan, const TestConfig& base)
{
    return plan.durationMs.value_or(base.durationMs);
}

// The review's cells and what their runs gave; the series loop calls it run by run.
class ReviewSeries : public SeriesPlan
{
public:
    ReviewSeries(const ReviewFile& plan, const TestConfig& base);
    bool startRun(int number) override;
    std::string heading(int number) const override;
    TestConfig runConfig(int number, const TestConfig& base) const override;
    bool runsDiffer() const override { return true; }
    void runEnded(int number, const std::optional<TestResult>& result,
                  const std::optional<Error>& error, OutputMode mode) override;
    bool endsOnFailure() const override { return true; }
    void printEnd(const std::vector<TestResult>& results, OutputMode mode) override;

    int finishedRuns() const { return m_finished; }
    int totalRuns() const { return m_total; }
    int cellCount() const { return int(m_cells.size()); }

private:
    struct Cell
    {
        ReviewCellPlan plan;
        std::vector<double> values;  // one per finished run, bits per second
        std::vector<int> runIndexes; // of those runs in the document's "runs"
    };
    struct Position
    {
        std::size_t cell;
        int repeat; // from 1
    };

    Position position(int number) const;
    std::string cellName(const Cell& c) const;
    nlohmann::json planJson() const;
    nlohmann::json cellsJson() const;
    void printTable() const;
    void printLine(const nlohmann::json& event) const;

    const ReviewFile& m_file;
    int m_durationMs;
    std::vector<Cell> m_cells;
    int m_total = 0, m_finished = 0, m_withResult = 0;
};

ReviewSeries::ReviewSeries(const ReviewFile& plan, const TestConfig& base)
    : m_file(plan), m_durationMs(planDurationMs(plan, base))
{
    for (const ReviewCellPlan& c : reviewCells(plan, base.streams)) {
        m_cells.push_back({c, {}, {}});
        m_total += c.repeats;
    }
}

ReviewSeries::Position ReviewSeries::position(int number) const
{
    int left = number;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        if (left <= m_cells[i].plan.repeats) return {i, left};
        left -= m_cells[i].plan.repeats;
    }
    return {m_cells.size(), 0};
}

bool ReviewSeries::startRun(int number)
{
    if (number > m_total) return false;
    if (number > 1) pauseUnlessInterrupted(m_file.pauseMs);
    return !interrupted();
}

std::string ReviewSeries::cellName(const Cell& c) const
{
    return std::to_string(c.plan.streams) + (c.plan.streams == 1 ? " stream " : " streams ") +
           reviewPlanWord(c.plan.kind);
}

std::string ReviewSeries::heading(int number) const
{
    const Position p = position(number);
    const Cell& c = m_cells[p.cell];
    char text[160];
    std::snprintf(text, sizeof text, "run %d/%d: %s, %d of %d ... ", number, m_total,
                  cellName(c).c_str(), p.repeat, c.plan.repeats);
    return text;
}

TestConfig ReviewSeries::runConfig(int number, const TestConfig& base) const
{
    return cellConfig(m_cells[position(number).cell].plan, m_durationMs, base);
}

void ReviewSeries::runEnded(int number, const std::optional<TestResult>& result,
                            const std::optional<Error>& error, OutputMode mode)
{
    Cell& c = m_cells[position(number).cell];
    const int index = result ? m_withResult++ : -1;
    const std::optional<double> figure =
        result && !result->stoppedEarly ? reviewFigure(c.plan.kind, *result) : std::nullopt;
    if (figure && !error) {
        c.values.push_back(*figure);
        c.runIndexes.push_back(index);
        m_finished += 1;
    }
    std::string said = figure && !error ? formatBits(*figure)
                       : error          ? std::string("failed")
                       : interrupted()  ? "stopped (Ctrl+C), not counted"
                                        : "no figure (the search found no clean rate)";
    if (mode == OutputMode::Human) std::printf("%s\n", said.c_str());
    nlohmann::json rate; // null without a figure
    if (figure && !error) rate = *figure;
    if (mode == OutputMode::JsonStream)
        printLine({{"event", "reviewRun"},
                   {"run", number},
                   {"of", m_total},
                   {"cell", cellName(c)},
                   {"bitsPerSecond", rate}});
    std::fflush(stdout);
}

void ReviewSeries::printLine(const nlohmann::json& event) const
{
    std::printf("%s\n", event.dump().c_str());
}

nlohmann::json ReviewSeries::planJson() const
{
    nlohmann::json directions = nlohmann::json::array();
    for (ReviewKind k : m_file.directions)
        directions.push_back(reviewPlanWord(k));
    nlohmann::json streams = nlohmann::json::array();
    for (const Cell& c : m_cells)
        if (c.plan.kind != ReviewKind::UdpHighestCleanRate &&
            (streams.empty() || streams.back() != c.plan.streams))
            streams.push_back(c.plan.streams);
    return {{"file", m_file.path},
            {"durationSeconds", m_durationMs / 1000.0},
            {"streams", streams},
            {"directions", directions},
            {"repeats", m_file.repeats},
            {"pauseSeconds", m_file.pauseMs / 1000.0},
            {"udpCleanRateRepeats", m_file.udpCleanRateRepeats},
            {"totalRuns", m_total}};
}

nlohmann::json ReviewSeries::cellsJson() const
{
    nlohmann::json cells = nlohmann::json::array();
    for (const Cell& c : m_cells) {
        const Stats s = computeStats(c.values);
        cells.push_back({{"test", reviewPlanWord(c.plan.kind)},
                         {"kind", reviewKindKey(c.plan.kind)},
                         {"streams", c.plan.streams},
                         {"repeats", c.plan.repeats},
                         {"finishedRuns", s.count},
                         {"runIndexes", c.runIndexes},
                         {"meanBitsPerSecond", s.mean},
                         {"stddevBitsPerSecond", s.stddev},
                         {"minBitsPerSecond", s.min},
                         {"maxBitsPerSecond", s.max},
                         {"spreadPct", reviewSpreadPct(s)},
                         {"flagged", reviewFlagged(s)}});
    }
    return cells;
}

void ReviewSeries::printTable() const
{
    std::printf("\nReview matrix (%d of %d runs finished; each cell: its runs' received means; "
                "! marks repeats that vary by more than %.0f %%):\n",
                m_finished, m_total, kReviewFlagSpreadPct);
    std::printf("  %-24s %5s  %-15s %-15s %-15s %-15s %s\n", "cell", "runs", "mean", "std dev",
                "min", "max", "spread");
    for (const Cell& c : m_cells) {
        const Stats s = computeStats(c.values);
        const auto figure = [&](double v) { return s.count ? formatBits(v) : std::string("-"); };
        std::printf("  %-24s %2d/%-2d  %-15s %-15s %-15s %-15s %.1f %%%s\n", cellName(c).c_str(),
                    s.count, c.plan.repeats, figure(s.mean).c_str(), figure(s.stddev).c_str(),
                    figure(s.min).c_str(), figure(s.max).c_str(), reviewSpreadPct(s),
                    reviewFlagged(s) ? "  ! varies" : "");
    }
    if (interrupted())
        std::printf("Stopped (Ctrl+C or SIGTERM) after %d of %d runs; the run under way is left "
                    "out; run the review again for the rest.\n",
                    m_finished, m_total);
}

void ReviewSeries::printEnd(const std::vector<TestResult>&, OutputMode mode)
{
    if (mode == OutputMode::Human) {
        printTable();
    } else if (mode == OutputMode::Json) {
        std::printf(",\"plan\":%s,\"cells\":%s,\"finishedRuns\":%d,\"interrupted\":%s",
                    planJson().dump().c_str(), cellsJson().dump().c_str(), m_finished,
                    interrupted() ? "true" : "false");
    } else {
        printLine({{"event", "reviewSummary"},
                   {"plan", planJson()},
                   {"cells", cellsJson()},
                   {"finishedRuns", m_finished},
                   {"interrupted", interrupted()}});
    }
}

// The flags the plan replaces, or that a review does not go with.
std::string combinationError(const TestConfig& base, const ReviewUse& use, OutputMode mode)
{
    if (base.mode != TestMode::Upload)
        return "--review with -R, --bidir or --both: the plan's 'directions' line says what "
               "runs; drop the flag";
    if (base.protocol == Protocol::Udp)
        return "--review with -u or --find-max-rate: the plan's 'udp-clean-rate' line runs the "
               "UDP search; drop the flag";
    if (use.repeat > 1)
        return "--review with --repeat: the plan's 'repeats' line says how often; drop --repeat";
    if (use.scheduled) return "--review with --every/--for: give one of them, not both";
    if (use.csv)
        return "--csv with --review: the CSV holds one run's intervals; save the review with -J, "
               "which holds every run";
    if (mode == OutputMode::Iperf3Json)
        return "--review with --json-format iperf3: iperf3 has no review document; drop "
               "--json-format";
    return {};
}

} // namespace

void addReviewFlags(CLI::App& app, std::string& planPath)
{
    app.add_option("--review", planPath,
                   "Client: run the review matrix of this plan file (streams × directions, each "
                   "repeated; see docs/scripting.md), then a row per cell: mean, standard "
                   "deviation, minimum, maximum, flagged when its runs vary by over 10 %");
}

std::string prepareReview(const std::string& path, const TestConfig& base, const ReviewUse& use,
                          OutputMode mode, ReviewFile& plan)
{
    if (path.empty()) return {}; // no --review
    if (auto why = combinationError(base, use, mode); !why.empty()) return why;
    if (auto why = readReviewFile(path, plan); !why.empty()) return why;
    if (!plan.durationMs && base.untilStopped())
        return "--review with -t 0: a run until stopped never lets the next one start; give a "
               "'duration' line in " +
               path + " or -t SECONDS";
    for (const ReviewCellPlan& cell : reviewCells(plan, base.streams))
        if (auto why = checkConfig(cellConfig(cell, planDurationMs(plan, base), base));
            !why.empty())
            return path + ": the cell '" + std::to_string(cell.streams) + " streams " +
                   reviewPlanWord(cell.kind) + "' cannot run: " + why +
                   "; change the plan or the flag";
    return {};
}

int runReview(const TestConfig& base, OutputMode mode, const ReviewFile& plan)
{
    ReviewSeries series(plan, base);
    if (mode == OutputMode::Human)
        std::printf("Review of %s against %s port %u: %d cells, %d runs of %g s%s\n",
                    plan.path.c_str(), base.host.c_str(), base.port, series.cellCount(),
                    series.totalRuns(), planDurationMs(plan, base) / 1000.0,
                    plan.udpCleanRateRepeats ? " (the UDP search: its own steps)" : "");
    const std::optional<Error> failed = runSeries(base, mode, series);
    if (failed && mode != OutputMode::Json)
        std::fprintf(stderr, "benchwire-cli: the review ended after %d finished run(s): %s\n",
                     series.finishedRuns(), failed->describe().c_str());
    return failed ? 1 : 0;
}

} // namespace bw::cli
