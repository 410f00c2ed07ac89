// SPDX-License-Identifier: MIT
// The highest clean rate search on the client: each step is one phase of the run, a short UDP
// test at the rate the search (ratesearch.h) asks for. Runs on the run's thread.
#pragma once

#include "benchwire/config.h"
#include "benchwire/sink.h"
#include "search/ratesearch.h"

#include <cstddef>
#include <vector>

namespace bw::engine::search {

class SearchSteps
{
public:
    // base: the run's settings, which every step starts from.
    SearchSteps(const TestConfig& base, Sink& sink);
    // The settings of step `index` into config; false when the search is over.
    bool begin(std::size_t index, TestConfig& config);
    // Judges the step that ran with config as phase `phase`, and tells the sink.
    void end(int phase, const TestConfig& config, const std::vector<DirectionSummary>& sums);
    RateSearchResult result() const { return m_search.result(); }

private:
    TestConfig m_base;
    Sink& m_sink;
    RateSearch m_search;
};

} // namespace bw::engine::search
