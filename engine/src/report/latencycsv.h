// SPDX-License-Identifier: MIT
// The latency columns of the interval CSV (report/csv.cpp): empty where there are no figures.
#pragma once

#include "benchwire/latency.h"

#include <string>

namespace bw::engine::report {

// The header names, comma-separated, without a leading or trailing comma.
std::string latencyCsvHeader();
// The interval's values in the header's order.
std::string latencyCsvColumns(const LatencySample& s);

} // namespace bw::engine::report
