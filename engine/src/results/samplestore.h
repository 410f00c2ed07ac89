// SPDX-License-Identifier: MIT
// One host's samples of a phase by interval index, spilled when a run goes on (control/phase.h,
// native/peerintervals.h): the spill codec of every HostSample field (bit for bit: doubles as
// they are, not rounded as the JSON wire format rounds per-core shares), and of a
// LatencySample. A spill file is read back by the process that wrote it: not a wire format.
#pragma once

#include "benchwire/latency.h"
#include "benchwire/samples.h"
#include "results/spillmap.h"

#include <string>
#include <string_view>

namespace bw::engine {

std::string spillEncode(const HostSample& h);
bool spillDecode(std::string_view bytes, HostSample& h);
std::string spillEncode(const LatencySample& s);
bool spillDecode(std::string_view bytes, LatencySample& s);

namespace results {
using SampleStore = SpillMap<HostSample>;
} // namespace results

} // namespace bw::engine
