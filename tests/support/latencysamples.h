// SPDX-License-Identifier: MIT
// Latency figures for tests, every field different, so that a swap or a lost field shows.
#pragma once

#include "benchwire/latency.h"

namespace bw::test {

// One interval's probes as a client measures them (up: client to server), with the one-way
// medians given and the round trip's their sum: 50 sent, 1 lost.
inline engine::LatencySample latencySample(double upMedianUs, double downMedianUs)
{
    engine::LatencySample s;
    s.valid = true;
    s.probesSent = 50;
    s.probesLost = 1;
    s.rtt = {49, 900, upMedianUs + downMedianUs, 5000, 6000, 6500};
    s.oneWayValid = true;
    s.up = {49, 300, upMedianUs, 3000, 3500, 3600};
    s.down = {49, 200, downMedianUs, 900, 950, 990};
    return s;
}

} // namespace bw::test
