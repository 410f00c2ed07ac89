// SPDX-License-Identifier: MIT
// The highest clean rate search on the client: each step is one phase of the run, a short UDP
// test at the rate the search (ratesearch.h) asks for. Runs on the run's thread.
#include "control/clientrun.h"
#include "search/ratesearch.h"

#include <cmath>
#include <cstdio>

namespace bw::engine {

using namespace control;

namespace {
// Each step starts with this much warm-up, so the start of sending (one control round trip
// apart on the two hosts) and a queue's first fill do not count against the rate.
constexpr int kStepWarmupMs = 500;
} // namespace

bool ClientRun::beginStep(RateSearch& search, std::size_t index, TestConfig& saved)
{
    double rate = 0;
    if (!search.next(rate)) return false;
    m_config = saved;
    m_config.rateBitsPerSecond = std::uint64_t(std::llround(rate));
    m_config.rateIsTotal = true;
    m_config.durationMs = saved.searchStepMs;
    m_config.warmupMs = std::max(saved.warmupMs, kStepWarmupMs);
    char text[96];
    std::snprintf(text, sizeof text, "rate search step %zu: %.2f Mbit/s", index + 1, rate / 1e6);
    m_sink.onStreamEvent(StreamEvent{StreamEventKind::PhaseStarted, {}, text, -1});
    return true;
}

void ClientRun::endStep(RateSearch& search, int phase, const std::vector<DirectionSummary>& sums)
{
    const RateStep& step = search.record(
        evaluateStep(phase, double(m_config.rateBitsPerSecond), sums, m_config.maxLossPct));
    char text[160];
    std::snprintf(
        text, sizeof text,
        "rate search step %d: %.2f Mbit/s asked, %.2f received, %.2f %% lost, %.2f %% short: %s",
        phase + 1, step.targetBitsPerSecond / 1e6, step.receiverBitsPerSecond / 1e6, step.lossPct,
        step.shortfallPct, step.clean ? "clean" : "not clean");
    m_sink.onStreamEvent(StreamEvent{StreamEventKind::Notice, {}, text, -1});
    if (search.done())
        m_sink.onStreamEvent(
            StreamEvent{StreamEventKind::Notice, {}, "rate search: " + search.result().note, -1});
}

} // namespace bw::engine
