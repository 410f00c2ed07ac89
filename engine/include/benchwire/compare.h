// SPDX-License-Identifier: MIT
// The figures a comparison of saved results puts side by side: the app's compare window and
// `benchwire-cli --compare` read them from here.
#pragma once

#include "benchwire/samples.h"

#include <optional>

namespace bw::engine {

enum class CompareMetric
{
    Upload,       // an upload run's receiver rate
    Download,     // a download run's receiver rate
    Simultaneous, // a run of both directions at once: their sum per interval
};
inline constexpr int kCompareMetricCount = 3;

// The run's figure for the metric, mean and spread over its intervals; nothing when the run
// has no such figure (another mode, or a highest-clean-rate search of many short steps).
std::optional<Stats> compareFigure(const TestResult& result, CompareMetric metric);

// value against base, in percent of base; nothing without a positive base.
std::optional<double> differencePct(double value, double base);

} // namespace bw::engine
