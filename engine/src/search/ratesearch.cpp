// SPDX-License-Identifier: MIT
#include "search/ratesearch.h"

#include <algorithm>
#include <cstdio>

namespace bw::engine::search {

namespace {
std::string mbit(double bps)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f Mbit/s", bps / 1e6);
    return buf;
}
} // namespace

RateSearchOptions searchOptions(const TestConfig& config)
{
    RateSearchOptions o;
    double rate = double(config.rateBitsPerSecond);
    if (!config.rateIsTotal) rate *= std::max(1, config.streams);
    if (rate > 0) o.startBitsPerSecond = rate;
    o.maxLossPct = config.maxLossPct;
    return o;
}

RateStep evaluateStep(int phase, double targetBitsPerSecond,
                      const std::vector<DirectionSummary>& sums, double maxLossPct)
{
    RateStep step;
    step.phase = phase;
    step.targetBitsPerSecond = targetBitsPerSecond;
    const double maxShortfall = std::max(maxLossPct, RateSearch::kShortfallFloorPct);
    bool any = false, clean = true;
    double worst = -1;
    for (const auto& s : sums) {
        if (!s.udp.valid) continue;
        any = true;
        const double shortfall = s.udp.skippedPct;
        clean = clean && s.udp.lossPct <= maxLossPct && shortfall <= maxShortfall;
        const double badness = std::max(s.udp.lossPct, shortfall);
        if (badness <= worst) continue;
        worst = badness; // the step shows its worst direction
        step.senderBitsPerSecond = s.senderBitsPerSecond;
        step.receiverBitsPerSecond = s.receiverBitsPerSecond.mean;
        step.lossPct = s.udp.lossPct;
        step.shortfallPct = shortfall;
        step.jitterUs = s.udp.jitterUs.mean;
    }
    step.clean = any && clean;
    return step;
}

// What the path carried in a step, from counts alone: the share of the target the sender sent,
// times the share of that which arrived. Interval rates would do too, but under heavy CPU load
// a late sampler shifts an interval boundary and with it the rate; counts do not move.
double RateSearch::delivered(const RateStep& step)
{
    return step.targetBitsPerSecond * (1 - step.shortfallPct / 100) * (1 - step.lossPct / 100);
}

RateSearch::RateSearch(RateSearchOptions options) : m_options(options)
{
    m_next = std::clamp(m_options.startBitsPerSecond, m_options.minBitsPerSecond,
                        m_options.maxBitsPerSecond);
}

bool RateSearch::next(double& bitsPerSecond) const
{
    if (m_done) return false;
    bitsPerSecond = m_next;
    return true;
}

const RateStep& RateSearch::record(const RateStep& step)
{
    m_steps.push_back(step);
    decide(step);
    if (!m_done && int(m_steps.size()) >= m_options.maxSteps)
        finish("stopped after " + std::to_string(m_steps.size()) + " steps");
    return m_steps.back();
}

void RateSearch::finish(std::string note)
{
    m_done = true;
    m_note = std::move(note);
}

void RateSearch::decide(const RateStep& step)
{
    const double rate = step.targetBitsPerSecond;
    const double res = m_options.resolution;
    // An unclean step well below what an overloaded step delivered contradicts it: a burst of
    // loss on a noisy path (Wi-Fi, a busy host). It runs once more before it counts.
    if (!step.clean && !m_repeating && m_capacity > 0 && rate < 0.97 * m_capacity) {
        m_repeating = true;
        m_next = rate;
        return;
    }
    m_repeating = false;
    if (step.clean) {
        m_lo = std::max(m_lo, rate);
        m_guessed = false;
    } else {
        m_hi = m_hi > 0 ? std::min(m_hi, rate) : rate;
        m_capacity = std::max(m_capacity, delivered(step));
    }
    if (m_hi == 0) { // every step so far was clean: ramp
        if (rate >= m_options.maxBitsPerSecond)
            return finish("every rate up to " + mbit(rate) + " was clean; the limit lies higher");
        m_next = std::min(rate * 2, m_options.maxBitsPerSecond);
    } else if (m_lo > 0 &&
               (m_hi <= m_lo * (1 + res) || (m_capacity > 0 && m_lo >= m_capacity * (1 - res)))) {
        return finish("found: " + mbit(m_lo) + " was clean, " + mbit(m_hi) + " was not" +
                      senderNote());
    } else if (m_lo == 0 && m_hi <= m_options.minBitsPerSecond * (1 + res)) {
        return finish("no rate down to " + mbit(m_options.minBitsPerSecond) + " was clean");
    } else {
        // After an unclean step, just below what the overloaded path carried, once; else bisect.
        const double guess = 0.99 * delivered(step);
        if (!step.clean && !m_guessed && guess > m_lo * (1 + res / 2) && guess < 0.95 * rate) {
            m_next = guess;
            m_guessed = true;
        } else {
            m_next = m_lo > 0 ? (m_lo + m_hi) / 2 : m_hi / 2;
        }
        m_next = std::max(m_next, m_options.minBitsPerSecond);
    }
}

// When the lowest unclean step's sender did not even send its target, the limit found is the
// sending host's (CPU, or its own link holding it back), not the path's.
std::string RateSearch::senderNote() const
{
    for (const auto& s : m_steps)
        if (s.targetBitsPerSecond == m_hi && s.senderBitsPerSecond < 0.97 * s.targetBitsPerSecond)
            return "; the sender sent only " + mbit(s.senderBitsPerSecond) +
                   " there: the sending host "
                   "(CPU or its own link) is the limit";
    return {};
}

RateSearchResult RateSearch::result() const
{
    RateSearchResult r;
    r.valid = true;
    r.maxLossPct = m_options.maxLossPct;
    r.foundBitsPerSecond = m_lo;
    r.note = m_done ? m_note : "stopped before the search ended";
    r.steps = m_steps;
    return r;
}

} // namespace bw::engine::search
