// SPDX-License-Identifier: MIT
// Numbers as people type them: "200M" bits/s, "128K" bytes. One copy for the CLI's flags and
// the plan file (benchwire/plan.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace bw::engine {

// A non-negative number with an optional K, M or G (any case) that scales it by k, k^2, k^3;
// scale says which it was (1 without one). Nothing for anything else.
std::optional<double> parseScaled(const std::string& text, double k, double& scale);

// Bits per second, decimal suffixes: "200M" is 200,000,000.
std::optional<std::uint64_t> parseRate(const std::string& text);

} // namespace bw::engine
