// SPDX-License-Identifier: MIT
// When the runs of a schedule start (benchwire-cli --every … --for …, the app's overnight mode):
// tick k comes at k × every from the schedule's start, and the run of tick 0 starts at once. A
// run that overran ticks is followed at once by the next, which serves the latest tick late;
// the ticks before it are skipped. So every tick before the end has a run or is skipped, never
// both, and no run starts at or after the end.
#pragma once

#include <cstdint>
#include <vector>

namespace bw::engine {

struct NextRun
{
    bool starts = false;               // false: the schedule has ended
    std::int64_t tick = 0;             // the tick this run serves
    std::int64_t startMs = 0;          // when it starts, from the schedule's start
    bool late = false;                 // it starts at once, after its tick came during the last run
    std::vector<std::int64_t> skipped; // ticks that came during the last run and get no run
};

// After the run of tick `lastTick` ended at nowMs (from the schedule's start): the next run.
// everyMs and forMs > 0.
NextRun nextScheduledRun(std::int64_t everyMs, std::int64_t forMs, std::int64_t lastTick,
                         std::int64_t nowMs);

} // namespace bw::engine
