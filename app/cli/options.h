// SPDX-License-Identifier: MIT
// Parsing of benchwire-cli's value syntax (sizes, rates, seconds), shared with the tests.
#pragma once

#include "benchwire/config.h"
#include "benchwire/units.h"

#include <cstdint>
#include <optional>
#include <string>

namespace bw::cli {

// "128K", "4M", "1G", "65536": binary multiples (K = 1024). nullopt when malformed.
std::optional<std::uint64_t> parseSize(const std::string& text);
// "100M", "2.5G", "500k": decimal bit rates (K = 1000). nullopt when malformed.
using engine::parseRate;
// "10", "0.5": seconds to milliseconds. nullopt when malformed or negative.
std::optional<int> parseSecondsMs(const std::string& text);
// "10m", "8h", "90s", "90", "1.5h": milliseconds. nullopt when malformed, negative or over
// 400 days (--every, --for, a review plan's durations).
std::optional<std::int64_t> parseScheduleMs(const std::string& text);

// The first setting out of the engine's limits, worded for the flag that sets it, in the unit
// the user types, with the range to give: "-t 100000: give 0.1 to 86400 seconds". Empty when all
// are within them (TestConfig::validate() then checks what no single flag sets).
std::string flagRangeError(const engine::TestConfig& c);
// flagRangeError(), then TestConfig::validate() ("invalid setting: ..."); empty when valid.
std::string checkConfig(const engine::TestConfig& c);
// A server (-s) is not also a client (-c) or a console (--plan): the flags that clash and what
// to give instead, or empty.
std::string roleClash(bool server, bool client, bool console);

} // namespace bw::cli
