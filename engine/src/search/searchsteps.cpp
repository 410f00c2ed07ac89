// SPDX-License-Identifier: MIT
#include "search/searchsteps.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace bw::engine::search {

namespace {
// Each step starts with this much warm-up, so the start of sending (one control round trip
// apart on the two hosts) and a queue's first fill do not count against the rate.
constexpr int kStepWarmupMs = 500;
} // namespace

SearchSteps::SearchSteps(const TestConfig& base, Sink& sink)
    : m_base(base), m_sink(sink), m_search(searchOptions(base))
{
}

bool SearchSteps::begin(std::size_t index, TestConfig& config)
{
    double rate = 0;
    if (!m_search.next(rate)) return false;
    config = m_base;
    config.rateBitsPerSecond = std::uint64_t(std::llround(rate));
    config.rateIsTotal = true;
    config.durationMs = m_base.searchStepMs;
    config.warmupMs = std::max(m_base.warmupMs, kStepWarmupMs);
    char text[96];
    std::snprintf(text, sizeof text, "rate search step %zu: %.2f Mbit/s", index + 1, rate / 1e6);
    m_sink.onStreamEvent(StreamEvent{StreamEventKind::PhaseStarted, {}, text, -1});
    return true;
}

void SearchSteps::end(int phase, const TestConfig& config,
                      const std::vector<DirectionSummary>& sums)
{
    const RateStep& step = m_search.record(
        evaluateStep(phase, double(config.rateBitsPerSecond), sums, config.maxLossPct));
    char text[160];
    std::snprintf(
        text, sizeof text,
        "rate search step %d: %.2f Mbit/s asked, %.2f received, %.2f %% lost, %.2f %% short: %s",
        phase + 1, step.targetBitsPerSecond / 1e6, step.receiverBitsPerSecond / 1e6, step.lossPct,
        step.shortfallPct, step.clean ? "clean" : "not clean");
    m_sink.onStreamEvent(StreamEvent{StreamEventKind::Notice, {}, text, -1});
    if (m_search.done())
        m_sink.onStreamEvent(
            StreamEvent{StreamEventKind::Notice, {}, "rate search: " + m_search.result().note, -1});
}

} // namespace bw::engine::search
