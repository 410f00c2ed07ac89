// SPDX-License-Identifier: MIT
#include "benchwire/schedule.h"

namespace bw::engine {

NextRun nextScheduledRun(std::int64_t everyMs, std::int64_t forMs, std::int64_t lastTick,
                         std::int64_t nowMs)
{
    NextRun next;
    if (const std::int64_t lastCome = nowMs / everyMs; lastCome > lastTick) {
        // Ticks came while the last run ran: the latest is served now, late, when a run may
        // still start; the ones before it are skipped.
        next.late = nowMs < forMs;
        const std::int64_t lastSkipped = next.late ? lastCome - 1 : lastCome;
        for (std::int64_t k = lastTick + 1; k <= lastSkipped && k * everyMs < forMs; ++k)
            next.skipped.push_back(k);
        next.tick = lastCome;
        next.startMs = nowMs;
    } else {
        next.tick = lastTick + 1;
        next.startMs = next.tick * everyMs;
    }
    next.starts = next.startMs < forMs;
    if (!next.starts) next.late = false;
    return next;
}

} // namespace bw::engine
