// SPDX-License-Identifier: MIT
#include "benchwire/drops.h"

#include <nlohmann/json.hpp>

namespace bw::engine {

namespace {

bool below(double bitsPerSecond, std::optional<double> threshold)
{
    return threshold ? bitsPerSecond < *threshold : bitsPerSecond <= 0;
}

// One run's intervals below the threshold, and its stalls, per direction in interval order.
void scanIntervals(const TestResult& r, int run, std::optional<double> threshold, Drops& drops)
{
    std::vector<Stall> open; // the stall under way in each direction of this run
    for (const IntervalSample& s : r.intervals) {
        if (s.warmup) continue;
        for (const DirectionSample& d : s.directions) {
            if (!d.haveReceiver) continue;
            Stall* stall = nullptr;
            for (Stall& o : open)
                if (o.direction == d.direction) stall = &o;
            if (!stall) stall = &open.emplace_back(Stall{run, d.direction, 0, 0, 0});
            if (!below(d.receiverBitsPerSecond, threshold)) {
                stall->intervals = 0;
                continue;
            }
            const double start = double(s.startUs) / 1e6;
            if (threshold)
                drops.intervalsBelow.push_back(
                    {run, d.direction, s.index, start, d.receiverBitsPerSecond});
            if (stall->intervals == 0) *stall = Stall{run, d.direction, 0, 0, start};
            stall->intervals += 1;
            stall->seconds += s.durationSeconds();
            if (!drops.longestStall || stall->intervals > drops.longestStall->intervals)
                drops.longestStall = *stall;
        }
    }
}

void findWorstLatency(const TestResult& r, int run, Drops& drops)
{
    if (!r.latency.valid) return;
    for (const LoadedLatency& l : r.latency.loaded)
        if (l.rtt.count > 0 &&
            (!drops.worstLatency || l.rtt.medianUs > drops.worstLatency->medianRttUs))
            drops.worstLatency = WorstLatency{run, l.rtt.medianUs};
}

} // namespace

std::vector<RunMean> runMeansBelow(const TestResult& result, int run, double threshold)
{
    std::vector<RunMean> out;
    for (const DirectionSummary& s : result.summaries)
        if (s.receiverBitsPerSecond.count > 0 && s.receiverBitsPerSecond.mean < threshold)
            out.push_back({run, s.direction, s.receiverBitsPerSecond.mean});
    return out;
}

Drops findDrops(const std::vector<TestResult>& results, const std::vector<int>& runNumbers,
                std::optional<double> thresholdBitsPerSecond)
{
    Drops drops;
    drops.thresholdBitsPerSecond = thresholdBitsPerSecond;
    for (std::size_t i = 0; i < results.size() && i < runNumbers.size(); ++i) {
        if (thresholdBitsPerSecond)
            for (const RunMean& m :
                 runMeansBelow(results[i], runNumbers[i], *thresholdBitsPerSecond))
                drops.runsBelow.push_back(m);
        scanIntervals(results[i], runNumbers[i], thresholdBitsPerSecond, drops);
        findWorstLatency(results[i], runNumbers[i], drops);
    }
    return drops;
}

std::string dropsToJson(const Drops& drops, int indent)
{
    using nlohmann::json;
    json into = json::object();
    into["alertBelowBitsPerSecond"] =
        drops.thresholdBitsPerSecond ? json(*drops.thresholdBitsPerSecond) : json(nullptr);
    json runs = json::array(), intervals = json::array();
    for (const RunMean& m : drops.runsBelow)
        runs.push_back({{"run", m.run},
                        {"direction", std::string(toString(m.direction))},
                        {"bitsPerSecond", m.bitsPerSecond}});
    for (const IntervalBelow& b : drops.intervalsBelow)
        intervals.push_back({{"run", b.run},
                             {"direction", std::string(toString(b.direction))},
                             {"index", b.index},
                             {"startSeconds", b.startSeconds},
                             {"bitsPerSecond", b.bitsPerSecond}});
    into["runsBelow"] = runs;
    into["intervalsBelow"] = {{"count", intervals.size()}, {"intervals", intervals}};
    into["longestStall"] = nullptr;
    if (const auto& s = drops.longestStall)
        into["longestStall"] = {{"run", s->run},
                                {"direction", std::string(toString(s->direction))},
                                {"intervals", s->intervals},
                                {"seconds", s->seconds},
                                {"startSeconds", s->startSeconds}};
    into["worstLatency"] = nullptr;
    if (const auto& w = drops.worstLatency)
        into["worstLatency"] = {{"run", w->run}, {"medianRttMs", w->medianRttUs / 1000.0}};
    return into.dump(indent);
}

} // namespace bw::engine
