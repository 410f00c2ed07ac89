// SPDX-License-Identifier: MIT
#include "benchwire/fairness.h"

#include <algorithm>

namespace bw::engine {

std::optional<double> jainIndex(const std::vector<std::uint64_t>& bytesPerStream)
{
    // In doubles: a sum of squares of byte counts overflows 64 bits at about 4 GB a stream.
    double sum = 0, sumOfSquares = 0;
    for (std::uint64_t b : bytesPerStream) {
        sum += double(b);
        sumOfSquares += double(b) * double(b);
    }
    if (bytesPerStream.empty() || sumOfSquares <= 0) return std::nullopt;
    return sum * sum / (double(bytesPerStream.size()) * sumOfSquares);
}

PerStreamBytes measuredStreamBytes(const std::vector<IntervalSample>& intervals, int phase,
                                   Direction direction)
{
    PerStreamBytes total;
    for (const IntervalSample& iv : intervals) {
        if (iv.phase != phase || iv.warmup) continue;
        for (const DirectionSample& ds : iv.directions) {
            if (ds.direction != direction || ds.perStream.bytes.empty()) continue;
            if (total.bytes.empty()) {
                total.atSender = ds.perStream.atSender;
                total.bytes.assign(ds.perStream.bytes.size(), 0);
            }
            if (ds.perStream.bytes.size() != total.bytes.size()) return {};
            for (std::size_t i = 0; i < total.bytes.size(); ++i)
                total.bytes[i] += ds.perStream.bytes[i];
        }
    }
    return total;
}

std::optional<double> runJainIndex(const TestResult& result)
{
    std::optional<double> lowest;
    for (const DirectionSummary& s : result.summaries)
        if (s.jainIndex) lowest = lowest ? std::min(*lowest, *s.jainIndex) : *s.jainIndex;
    return lowest;
}

} // namespace bw::engine
