// SPDX-License-Identifier: MIT
// The drop figures of a scheduled series (benchwire-cli --every … --alert-below RATE, the app's
// overnight mode): the runs and the intervals below a threshold, the longest stall and the worst
// loaded latency. Rates are the receiver's, in bits per second; warm-up intervals are left out.
// Both read them from here.
#pragma once

#include "benchwire/samples.h"

#include <optional>
#include <string>
#include <vector>

namespace bw::engine {

// A run's mean in one direction (the run numbered as the schedule numbers it, from 1).
struct RunMean
{
    int run = 0;
    Direction direction = Direction::Upload;
    double bitsPerSecond = 0;
};

struct IntervalBelow
{
    int run = 0;
    Direction direction = Direction::Upload;
    int index = 0;           // the interval's number in its phase, from 0
    double startSeconds = 0; // from the start of its phase
    double bitsPerSecond = 0;
};

// Consecutive intervals of one run and direction below the threshold (at 0 without one).
struct Stall
{
    int run = 0;
    Direction direction = Direction::Upload;
    int intervals = 0;
    double seconds = 0;
    double startSeconds = 0;
};

struct WorstLatency
{
    int run = 0;
    double medianRttUs = 0; // the highest loaded round-trip median among the runs
};

struct Drops
{
    std::optional<double> thresholdBitsPerSecond;
    std::vector<RunMean> runsBelow;
    std::vector<IntervalBelow> intervalsBelow;
    std::optional<Stall> longestStall; // none when no interval was below (or at 0)
    std::optional<WorstLatency> worstLatency;
};

// The directions of one run whose mean is below the threshold.
std::vector<RunMean> runMeansBelow(const TestResult& result, int run, double threshold);
// runNumbers[i] is the number of results[i].
Drops findDrops(const std::vector<TestResult>& results, const std::vector<int>& runNumbers,
                std::optional<double> thresholdBitsPerSecond);
// One JSON object with the members "alertBelowBitsPerSecond", "runsBelow", "intervalsBelow",
// "longestStall" and "worstLatency" (null where there is none), as a series document has them.
// indent < 0: one line.
std::string dropsToJson(const Drops& drops, int indent = -1);

} // namespace bw::engine
