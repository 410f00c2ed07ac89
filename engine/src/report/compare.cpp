// SPDX-License-Identifier: MIT
#include "benchwire/compare.h"

namespace bw::engine {

std::optional<Stats> compareFigure(const TestResult& result, CompareMetric metric)
{
    // A highest-clean-rate search is many short UDP steps: no one throughput stands for it.
    if (result.rateSearch.valid) return std::nullopt;
    const bool simultaneous = result.config.mode == TestMode::Bidirectional;
    if (metric == CompareMetric::Simultaneous) {
        if (!simultaneous) return std::nullopt;
        // Both directions at once: the sum per interval, so the spread is the sum's spread.
        std::vector<double> sums;
        for (const IntervalSample& i : result.intervals) {
            if (i.warmup) continue;
            double sum = 0;
            for (const DirectionSample& d : i.directions)
                sum += d.receiverBitsPerSecond;
            sums.push_back(sum);
        }
        if (sums.empty()) return std::nullopt;
        return computeStats(sums);
    }
    if (simultaneous) return std::nullopt;
    const Direction wanted =
        metric == CompareMetric::Upload ? Direction::Upload : Direction::Download;
    for (const DirectionSummary& s : result.summaries)
        if (s.direction == wanted && s.receiverBitsPerSecond.count > 0)
            return s.receiverBitsPerSecond;
    return std::nullopt;
}

std::optional<double> differencePct(double value, double base)
{
    if (base <= 0) return std::nullopt;
    return (value - base) / base * 100.0;
}

} // namespace bw::engine
