// SPDX-License-Identifier: MIT
// The CSV columns of the per-interval Wi-Fi readings, appended to each row of
// resultToCsv. Empty cells where a fact is absent (no Wi-Fi, or the OS did not give it).
#pragma once

#include "benchwire/samples.h"

#include <string>

namespace bw::engine::report {

std::string linkCsvHeader();                          // ",local_wifi_tx_mbps,..."
std::string linkCsvColumns(const IntervalSample& iv); // ",866.7,780.0,-52,..."

} // namespace bw::engine::report
