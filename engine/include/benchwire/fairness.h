// SPDX-License-Identifier: MIT
// Jain's fairness index of the streams of a test: how evenly they shared the bytes.
#pragma once

#include "benchwire/samples.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace bw::engine {

// J = (sum of x)^2 / (n * sum of x^2) over n = bytesPerStream.size() streams, x = each
// stream's bytes. 1 when every stream moved the same, 1/n when one stream moved everything;
// a stream that moved nothing still counts in n. Nothing when there are no streams or no
// stream moved a byte: the index is not defined then.
std::optional<double> jainIndex(const std::vector<std::uint64_t>& bytesPerStream);

// Each stream's bytes in one phase and direction, summed over the measured intervals (warm-up
// excluded), as this end counted them. Empty when the intervals carry no per-stream counts or
// disagree on the number of streams.
PerStreamBytes measuredStreamBytes(const std::vector<IntervalSample>& intervals, int phase,
                                   Direction direction);

// The run's index: the lowest of its directions' (DirectionSummary::jainIndex), so that one
// unfair direction of a two-way run is not averaged away. Nothing when no direction has one.
std::optional<double> runJainIndex(const TestResult& result);

} // namespace bw::engine
