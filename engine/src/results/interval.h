// SPDX-License-Identifier: MIT
// The one conversion of HostSamples (one host's counts) into IntervalSamples (what the sink
// and the reports show). Pure functions, unit-tested on their own.
#pragma once

#include "benchwire/samples.h"

#include <vector>

namespace bw::engine::results {

// Directions a one-phase mode moves data in (Upload, Download or both).
std::vector<Direction> activeDirections(TestMode phaseMode);

// The client sends uploads and the server sends downloads. remote may be null when the
// server's figures for this interval did not arrive.
IntervalSample mergeInterval(int phase, TestMode phaseMode, const HostSample& local,
                             const HostSample* remote);

// The server's own figures only, as its live view shows them: it sends downloads and receives
// uploads, and knows nothing of the client's side.
IntervalSample serverInterval(TestMode phaseMode, const HostSample& server);

// The server's view with the client's figures of the same interval, where they came: both ends,
// as mergeInterval() gives the client, on the server's clock, with this host's CPU and Wi-Fi as
// the local ones. Without client figures, serverInterval().
IntervalSample servedInterval(TestMode phaseMode, const HostSample& server,
                              const HostSample* client);

} // namespace bw::engine::results
