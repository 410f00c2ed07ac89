// SPDX-License-Identifier: MIT
#include "latency/stats.h"

#include <algorithm>
#include <cmath>

namespace bw::engine::latency {

double percentileOf(const std::vector<double>& sorted, double pct)
{
    if (sorted.empty()) return 0;
    const double rank = std::clamp(pct, 0.0, 100.0) / 100.0 * double(sorted.size() - 1);
    const auto below = std::size_t(std::floor(rank));
    const auto above = std::min(below + 1, sorted.size() - 1);
    const double frac = rank - double(below);
    return sorted[below] + (sorted[above] - sorted[below]) * frac;
}

DelayStats delayStats(std::vector<double> valuesUs)
{
    DelayStats s;
    if (valuesUs.empty()) return s;
    std::sort(valuesUs.begin(), valuesUs.end());
    s.count = int(valuesUs.size());
    s.minUs = valuesUs.front();
    s.maxUs = valuesUs.back();
    s.medianUs = percentileOf(valuesUs, 50);
    s.p95Us = percentileOf(valuesUs, 95);
    s.p99Us = percentileOf(valuesUs, 99);
    return s;
}

} // namespace bw::engine::latency
