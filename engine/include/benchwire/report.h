// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <string>

namespace bw::engine {

inline constexpr int kResultFormatVersion = 1;

// The saved result: {"format":"benchwire-result","version":N,...}. Readers accept every
// version up to kResultFormatVersion.
std::string resultToJson(const TestResult& result, int indent = 2);
bool resultFromJson(const std::string& text, TestResult& out, std::string& error);

// JSON for an error, in the same document shape as a result (for `-J` on failure).
std::string errorToJson(const Error& error, const TestConfig& config, int indent = 2);
std::string intervalToJsonLine(const IntervalSample& sample); // one line, no newline

// One row per interval and direction, with a header row.
std::string resultToCsv(const TestResult& result);

} // namespace bw::engine
