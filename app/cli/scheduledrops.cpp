// SPDX-License-Identifier: MIT
#include "scheduledrops.h"

#include "cliprinter.h"

#include <cstdio>

namespace bw::cli {

using namespace bw::engine;

namespace {

std::string name(Direction d)
{
    return std::string(toString(d));
}

} // namespace

void addDropsJson(nlohmann::json& into, const Drops& drops)
{
    into.update(nlohmann::json::parse(dropsToJson(drops)));
}

std::string dropsText(const Drops& drops)
{
    char line[256];
    std::string text;
    if (drops.thresholdBitsPerSecond) {
        const std::string limit = formatBits(*drops.thresholdBitsPerSecond);
        text += "  Below " + limit + ": " + std::to_string(drops.runsBelow.size()) +
                " run mean(s), " + std::to_string(drops.intervalsBelow.size()) + " interval(s)";
        for (std::size_t i = 0; i < drops.intervalsBelow.size() && i < 10; ++i) {
            const IntervalBelow& b = drops.intervalsBelow[i];
            std::snprintf(line, sizeof line, "%s run %d at %.1f s %s", i ? "," : ":", b.run,
                          b.startSeconds, name(b.direction).c_str());
            text += line;
        }
        text += drops.intervalsBelow.size() > 10 ? ", … (all of them in -J)\n" : "\n";
    }
    const char* what = drops.thresholdBitsPerSecond ? "below the threshold" : "at 0";
    if (const auto& s = drops.longestStall)
        std::snprintf(line, sizeof line,
                      "  Longest stall: %d interval(s) %s, %.1f s, run %d %s from %.1f s\n",
                      s->intervals, what, s->seconds, s->run, name(s->direction).c_str(),
                      s->startSeconds);
    else
        std::snprintf(line, sizeof line, "  Longest stall: none (no interval %s)\n", what);
    text += line;
    if (const auto& w = drops.worstLatency)
        std::snprintf(line, sizeof line,
                      "  Worst latency: %.2f ms loaded round-trip median (run %d)\n",
                      w->medianRttUs / 1000.0, w->run);
    else
        std::snprintf(line, sizeof line, "  Worst latency: n/a (no run measured latency)\n");
    return text + line;
}

} // namespace bw::cli
