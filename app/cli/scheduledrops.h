// SPDX-License-Identifier: MIT
// The CLI's side of a scheduled series' drop figures (benchwire/drops.h): their members in the
// -J document and their lines in the text summary.
#pragma once

#include "benchwire/drops.h"

#include <nlohmann/json.hpp>

#include <string>

namespace bw::cli {

using engine::Drops;
using engine::findDrops;
using engine::IntervalBelow;
using engine::RunMean;
using engine::runMeansBelow;

// The -J members "alertBelowBitsPerSecond", "runsBelow", "intervalsBelow", "longestStall",
// "worstLatency" (null where there is none).
void addDropsJson(nlohmann::json& into, const Drops& drops);
// The text summary's lines, each ending in a newline.
std::string dropsText(const Drops& drops);

} // namespace bw::cli
