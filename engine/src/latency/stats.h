// SPDX-License-Identifier: MIT
// Delay statistics of a set of probes (median, p95, p99) for the latency figures (latency.h).
#pragma once

#include "benchwire/latency.h"

#include <vector>

namespace bw::engine::latency {

// The value at pct (0..100) of sorted values, interpolated linearly between the two nearest
// ranks (so the median of an even count is the mean of the middle two). Empty: 0.
double percentileOf(const std::vector<double>& sorted, double pct);

// The statistics of the delays (µs); none: count 0 and zeros, which the reports show as absent.
DelayStats delayStats(std::vector<double> valuesUs);

} // namespace bw::engine::latency
