// SPDX-License-Identifier: MIT
// The highest-clean-rate search: which rate to try next, from the steps so far. Pure logic, no
// I/O; the client runs each step as a short UDP test (searchsteps.h).
//
// A step is clean when the receiver lost at most maxLossPct of the datagrams and the sender sent
// at least (100 - max(maxLossPct, 0.5)) % of the datagrams due at the target rate. The second
// condition catches a bottleneck that holds the sender back (its own link's full queue, or its
// CPU), where loss alone would look fine. Both are ratios of counts, not of interval rates.
//
// Strategy: ramp (double the rate) while steps are clean. The first unclean step shows what the
// path carried when overloaded, so the next step tries just below that; from then on bisect
// between the highest clean and the lowest unclean rate. An unclean step below what an
// overloaded step delivered runs once more before it counts (noisy paths lose in bursts). The
// search ends when the highest clean and lowest unclean rates are within `resolution` of each
// other, when the highest clean rate is within `resolution` of what an overloaded step carried,
// when nothing down to minBitsPerSecond was clean, or after maxSteps.
// Ramp and one informed guess converge in about log2(rate / start) + 2 steps on a rate-limited
// path; plain bisection needs as many again, and a slow ramp many more.
#pragma once

#include "benchwire/samples.h"

#include <string>
#include <vector>

namespace bw::engine::search {

struct RateSearchOptions
{
    double startBitsPerSecond = 10e6;
    double maxLossPct = 1.0;
    double minBitsPerSecond = 100e3;
    double maxBitsPerSecond = 100e9;
    int maxSteps = 24;
    double resolution = 0.02;
};

// The options a test's settings ask for: the first step is the total rate (-b), 10 Mbit/s
// when none is given.
RateSearchOptions searchOptions(const TestConfig& config);

// Judges one step from its phase's summaries (the worst UDP direction counts).
RateStep evaluateStep(int phase, double targetBitsPerSecond,
                      const std::vector<DirectionSummary>& sums, double maxLossPct);

class RateSearch
{
public:
    static constexpr double kShortfallFloorPct = 0.5;

    explicit RateSearch(RateSearchOptions options);
    // The rate of the next step, or false when the search is over.
    bool next(double& bitsPerSecond) const;
    // Records a step that ran at the rate next() gave and decides the next one.
    const RateStep& record(const RateStep& step);
    RateSearchResult result() const;
    bool done() const { return m_done; }

private:
    void decide(const RateStep& step);
    static double delivered(const RateStep& step);
    void finish(std::string note);
    std::string senderNote() const;

    RateSearchOptions m_options;
    std::vector<RateStep> m_steps;
    double m_next = 0;
    double m_lo = 0;          // highest clean rate so far (0: none)
    double m_hi = 0;          // lowest unclean rate so far (0: none)
    double m_capacity = 0;    // most an unclean step delivered
    bool m_guessed = false;   // the informed guess was used since the last clean step
    bool m_repeating = false; // the next step repeats an unclean one
    bool m_done = false;
    std::string m_note;
};

} // namespace bw::engine::search
