// SPDX-License-Identifier: MIT
// A series of runs of one test (`benchwire-cli --repeat`, the app's Repeat setting): the
// summary per direction over the runs' means. Both read it from here.
#pragma once

#include "benchwire/samples.h"

#include <string>
#include <vector>

namespace bw::engine {

struct SeriesSummary
{
    Direction direction = Direction::Upload;
    Stats runs; // over the runs' receiver means, bits per second
};

// Per direction, in the order the first run reports them; runs without that direction are
// left out.
std::vector<SeriesSummary> summarizeSeries(const std::vector<TestResult>& results);

// The summary as the -J document of a series has it: [{"direction":…,"runs":N,
// "meanBitsPerSecond":…,"stddevBitsPerSecond":…,"minBitsPerSecond":…,"maxBitsPerSecond":…}].
// indent < 0: one line.
std::string seriesSummaryToJson(const std::vector<SeriesSummary>& summaries, int indent = 2);

} // namespace bw::engine
