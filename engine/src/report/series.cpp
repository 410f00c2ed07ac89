// SPDX-License-Identifier: MIT
#include "benchwire/series.h"

#include <nlohmann/json.hpp>

namespace bw::engine {

std::vector<SeriesSummary> summarizeSeries(const std::vector<TestResult>& results)
{
    std::vector<SeriesSummary> out;
    if (results.empty()) return out;
    for (const DirectionSummary& first : results.front().summaries) {
        std::vector<double> means;
        for (const TestResult& r : results)
            for (const DirectionSummary& s : r.summaries)
                if (s.direction == first.direction && s.receiverBitsPerSecond.count > 0)
                    means.push_back(s.receiverBitsPerSecond.mean);
        if (!means.empty()) out.push_back({first.direction, computeStats(means)});
    }
    return out;
}

std::string seriesSummaryToJson(const std::vector<SeriesSummary>& summaries, int indent)
{
    nlohmann::json list = nlohmann::json::array();
    for (const SeriesSummary& s : summaries)
        list.push_back({{"direction", toString(s.direction)},
                        {"runs", s.runs.count},
                        {"meanBitsPerSecond", s.runs.mean},
                        {"stddevBitsPerSecond", s.runs.stddev},
                        {"minBitsPerSecond", s.runs.min},
                        {"maxBitsPerSecond", s.runs.max}});
    return list.dump(indent);
}

} // namespace bw::engine
