// SPDX-License-Identifier: MIT
#include "plancli.h"

#include "daemon.h"
#include "groupboard.h"
#include "planfile.h"

#include "benchwire/fairness.h"
#include "benchwire/remote.h"
#include "benchwire/report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <thread>

namespace bw::cli {

using namespace bw::engine;
using nlohmann::json;

namespace {

// How far ahead the common start lies when every endpoint has its pair: room for the
// endpoints to connect to their targets (a second before it) and finish the handshakes.
constexpr auto kStartLead = std::chrono::milliseconds(1500);

struct Console
{
    std::string path;
    Plan plan;
    std::vector<RemotePair> pairs;
    std::vector<std::unique_ptr<MemberSink>> sinks;
    std::vector<std::optional<Error>> refusals; // per pair: why it could not start
    RemotePair::Clock::time_point startAt{};
};

std::string pairLabel(const PlanPair& p)
{
    return p.name + " (" + p.endpointHost + " " + (p.test.mode == TestMode::Upload ? "->" : "<-") +
           " " + p.test.host + ")";
}

RemotePairSpec specOf(const PlanPair& p)
{
    RemotePairSpec s;
    s.endpointHost = p.endpointHost;
    s.endpointPort = p.endpointPort;
    s.key = p.key;
    s.test = p.test;
    return s;
}

// Opens every endpoint, then starts every pair at one time; false when one failed (its error
// is in c.refusals).
bool startAll(Console& c, Board& board)
{
    for (std::size_t i = 0; i < c.plan.pairs.size(); ++i) {
        Error e;
        c.pairs.push_back(RemotePair::open(specOf(c.plan.pairs[i]), e));
        c.sinks.push_back(std::make_unique<MemberSink>(board, i));
        c.refusals.emplace_back();
        if (e) {
            c.refusals[i] = e;
            return false;
        }
    }
    c.startAt = RemotePair::Clock::now() + kStartLead;
    for (std::size_t i = 0; i < c.pairs.size(); ++i)
        if (Error e = c.pairs[i].start(c.startAt, *c.sinks[i])) {
            c.refusals[i] = e;
            return false;
        }
    return true;
}

void waitAll(Console& c)
{
    bool stopping = false;
    for (;;) {
        bool running = false, failed = false;
        for (std::size_t i = 0; i < c.pairs.size(); ++i) {
            running = running || c.pairs[i].running();
            failed = failed || c.sinks[i]->error().has_value();
        }
        if (!running) break;
        // Ctrl+C stops every pair; so does a failed one, so that no aggregate mixes spans.
        if ((interrupted() || failed) && !stopping) {
            stopping = true;
            for (auto& p : c.pairs)
                p.stop();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    for (auto& p : c.pairs)
        p.wait();
}

// Each pair's data start after the common start time, in ms; empty where unknown.
std::vector<std::optional<double>> startOffsetsMs(const Console& c)
{
    std::vector<std::optional<double>> out;
    for (const auto& p : c.pairs) {
        const auto at = p.dataStartedAt();
        out.push_back(at ? std::optional<double>(
                               std::chrono::duration<double, std::milli>(*at - c.startAt).count())
                         : std::nullopt);
    }
    return out;
}

// The widest gap between two pairs' data starts; negative unless every pair started.
double skewMs(const Console& c)
{
    const auto starts = startOffsetsMs(c);
    if (starts.empty() || std::any_of(starts.begin(), starts.end(), [](auto& s) { return !s; }))
        return -1;
    const auto [lo, hi] = std::minmax_element(starts.begin(), starts.end());
    return **hi - **lo;
}

std::optional<double> pairsJain(const Console& c)
{
    std::vector<std::uint64_t> rates;
    for (const auto& s : c.sinks) {
        const auto r = s->result();
        if (!r || s->error()) return std::nullopt;
        double sum = 0;
        for (const DirectionSummary& d : r->summaries)
            sum += hereBitsPerSecond(d);
        rates.push_back(std::uint64_t(sum));
    }
    return jainIndex(rates);
}

std::optional<Error> pairError(const Console& c, std::size_t i)
{
    if (i < c.refusals.size() && c.refusals[i]) return c.refusals[i];
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
    if (const double skew = skewMs(c); skew >= 0)
        std::printf("  Start skew: %.1f ms between the first and the last pair's data\n", skew);
}

json pairJson(const Console& c, std::size_t i, const std::optional<double>& startMs)
{
    const PlanPair& p = c.plan.pairs[i];
    json j{{"name", p.name},
           {"endpoint", p.endpointHost + ":" + std::to_string(p.endpointPort)},
           {"target", p.test.host + ":" + std::to_string(p.test.port)},
           {"direction", toString(p.test.mode)}};
    if (i < c.pairs.size() && c.pairs[i]) j["clockOffsetUs"] = c.pairs[i].clockOffsetUs();
    j["dataStartMs"] = startMs ? json(*startMs) : json(nullptr);
    if (i < c.sinks.size())
        if (const auto r = c.sinks[i]->result()) j["result"] = json::parse(resultToJson(*r, -1));
    if (const auto e = pairError(c, i)) j["error"] = json::parse(errorToJson(*e, p.test, -1));
    return j;
}

std::string jsonEnd(const Console& c)
{
    const auto starts = startOffsetsMs(c);
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
    const double skew = skewMs(c);
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
    if (startAll(c, board)) {
        waitAll(c);
    } else {
        for (auto& p : c.pairs) // those that started before one failed
            p.stop();
        for (auto& p : c.pairs)
            p.wait();
    }
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
