// SPDX-License-Identifier: MIT
#include "plancli.h"

#include "daemon.h"
#include "groupboard.h"

#include "benchwire/plan.h"
#include "benchwire/planrun.h"
#include "benchwire/report.h"

#include <nlohmann/json.hpp>

#include <memory>

namespace bw::cli {

using namespace bw::engine;
using nlohmann::json;

namespace {

struct Console
{
    std::string path;
    Plan plan;
    std::unique_ptr<PlanRun> run;
    std::vector<std::unique_ptr<MemberSink>> sinks;
};

std::string pairLabel(const PlanPair& p)
{
    return p.name + " (" + p.endpointHost + " " + (p.test.mode == TestMode::Upload ? "->" : "<-") +
           " " + p.test.host + ")";
}

std::optional<double> pairsJain(const Console& c)
{
    return pairsJainIndex(wholeResults(c.sinks));
}

std::optional<Error> pairError(const Console& c, std::size_t i)
{
    if (const auto refused = c.run->refusal(i)) return refused;
    if (i < c.sinks.size()) return c.sinks[i]->error();
    return std::nullopt;
}

void printHumanEnd(const Console& c)
{
    for (std::size_t i = 0; i < c.sinks.size(); ++i) {
        const PlanPair& p = c.plan.pairs[i];
        if (const auto r = c.sinks[i]->result()) {
            std::printf("\npair %s:\n", pairLabel(p).c_str());
            printSummary(stdout, *r);
        }
        if (const auto e = pairError(c, i))
            std::fprintf(stderr, "benchwire-cli: pair %s: error: %s\n", p.name.c_str(),
                         e->describe().c_str());
    }
    const auto sums = aggregate(c.sinks);
    if (sums.empty() || c.sinks.size() < c.plan.pairs.size()) {
        std::printf("\nNo aggregate: a pair did not end whole (its error is above); fix it or "
                    "leave it out of the plan %s, and run again.\n",
                    c.path.c_str());
        return;
    }
    std::printf("\nAggregate of %zu pairs:\n", c.sinks.size());
    for (const Aggregate& a : sums)
        std::printf("  %-8s %14s\n", std::string(toString(a.direction)).c_str(),
                    formatBits(a.bitsPerSecond).c_str());
    if (const auto jain = pairsJain(c)) std::printf("  Jain's index across pairs: %.4f\n", *jain);
    if (const double skew = c.run->skewMs(); skew >= 0)
        std::printf("  Start skew: %.1f ms between the first and the last pair's data\n", skew);
}

json pairJson(const Console& c, std::size_t i, const std::optional<double>& startMs)
{
    const PlanPair& p = c.plan.pairs[i];
    json j{{"name", p.name},
           {"endpoint", p.endpointHost + ":" + std::to_string(p.endpointPort)},
           {"target", p.test.host + ":" + std::to_string(p.test.port)},
           {"direction", toString(p.test.mode)}};
    if (const auto offset = c.run->clockOffsetUs(i)) j["clockOffsetUs"] = *offset;
    j["dataStartMs"] = startMs ? json(*startMs) : json(nullptr);
    if (i < c.sinks.size())
        if (const auto r = c.sinks[i]->result()) j["result"] = json::parse(resultToJson(*r, -1));
    if (const auto e = pairError(c, i)) j["error"] = json::parse(errorToJson(*e, p.test, -1));
    return j;
}

std::string jsonEnd(const Console& c)
{
    const auto starts = c.run->startOffsetsMs();
    json pairs = json::array();
    for (std::size_t i = 0; i < c.plan.pairs.size(); ++i)
        pairs.push_back(pairJson(c, i, i < starts.size() ? starts[i] : std::nullopt));
    json sums = json::array();
    for (const Aggregate& a : aggregate(c.sinks))
        sums.push_back({{"direction", toString(a.direction)},
                        {"bitsPerSecond", a.bitsPerSecond},
                        {"bytes", a.bytes},
                        {"perPairBitsPerSecond", a.shares}});
    json doc{
        {"format", "benchwire-pairs"}, {"plan", c.path}, {"pairs", pairs}, {"aggregate", sums}};
    const auto jain = pairsJain(c);
    doc["jainIndex"] = jain ? json(*jain) : json(nullptr);
    const double skew = c.run->skewMs();
    doc["startSkewMs"] = skew >= 0 ? json(skew) : json(nullptr);
    return doc.dump(2);
}

int planFileError(const std::string& why, OutputMode mode)
{
    if (mode == OutputMode::Json)
        std::printf("%s\n", json{{"format", "benchwire-pairs"}, {"error", why}}.dump(2).c_str());
    std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
    return 2;
}

} // namespace

void addPlanFlags(CLI::App& app, PlanArgs& p)
{
    app.add_option("--plan", p.plan,
                   "Console: run the pairs of this plan file at once, each between an endpoint "
                   "(a server started with --control-key) and a target server");
    app.add_option("--control-key", p.controlKey,
                   "Server: accept remote control from a console that knows this key (at least "
                   "8 characters); console: the key of pairs whose plan gives none");
}

int runPlan(const PlanArgs& args, OutputMode mode)
{
    Console c;
    c.path = args.plan;
    if (auto why = readPlan(args.plan, args.controlKey, c.plan); !why.empty())
        return planFileError(why, mode);
    std::vector<std::string> labels;
    for (const auto& p : c.plan.pairs)
        labels.push_back(pairLabel(p));
    Board board(mode, labels, "pair");
    if (mode == OutputMode::Human)
        std::printf("Console: %zu pairs from %s\n", c.plan.pairs.size(), c.path.c_str());
    std::vector<Sink*> sinks;
    for (std::size_t i = 0; i < c.plan.pairs.size(); ++i) {
        c.sinks.push_back(std::make_unique<MemberSink>(board, i));
        sinks.push_back(c.sinks.back().get());
    }
    c.run = std::make_unique<PlanRun>(c.plan);
    // Ctrl+C stops every pair; so does a failed one, so that no aggregate mixes spans.
    if (c.run->start(sinks)) c.run->wait([] { return interrupted(); });
    if (mode == OutputMode::Json)
        std::printf("%s\n", jsonEnd(c).c_str());
    else
        printHumanEnd(c);
    std::fflush(stdout);
    for (std::size_t i = 0; i < c.plan.pairs.size(); ++i)
        if (pairError(c, i) || i >= c.sinks.size() || !c.sinks[i]->result()) return 1;
    return 0;
}

} // namespace bw::cli
