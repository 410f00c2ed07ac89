// SPDX-License-Identifier: MIT
// How far the server's steady clock is ahead of the client's, from the probes' four
// timestamps (client send t1, server receive t2, server send t3, client receive t4).
//
// Two-way timestamps cannot tell an asymmetric path from a clock offset: like Crusader, the
// estimate assumes the fastest probes took as long out as back. Each probe also bounds the
// offset exactly, whatever the asymmetry: no delay is negative, so t3 - t4 <= offset <= t2 - t1.
// The uncertainty is how far the estimate may be from the ends of the tightest such bound: on
// a LAN that is a fraction of a millisecond, across the Internet it is half the round trip.
#pragma once

#include "benchwire/latency.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw::engine::latency {

struct Exchange
{
    std::int64_t clientSendUs = 0; // t1, client clock
    std::int64_t serverRecvUs = 0; // t2, server clock
    std::int64_t serverSendUs = 0; // t3, server clock
    std::int64_t clientRecvUs = 0; // t4, client clock
};

struct ClockOffset
{
    bool valid = false;       // at least one complete exchange
    bool sameClock = false;   // both ends read one clock (same machine): offset 0 exactly
    double offsetUs = 0;      // server clock minus client clock
    double uncertaintyUs = 0; // the true offset is within offsetUs ± this
};

// One-way figures need the offset within engine::kOneWayMaxUncertaintyUs (benchwire/latency.h).
using engine::kOneWayMaxUncertaintyUs;

// Why one-way figures cannot be shown with this offset (for the reports); empty when they can.
std::string oneWayUnavailableReason(const ClockOffset& clock);

// The estimate from the exchanges: the lowest third by round trip (the ones least delayed by
// queues), the median of their symmetric-path offsets, bounded by all of them.
ClockOffset estimateOffset(const std::vector<Exchange>& exchanges);

// When both ends say they read the same clock: offset 0, if the exchanges agree (a time
// namespace could shift one end's clock: then the estimate stands).
ClockOffset sameClockOffset(const std::vector<Exchange>& exchanges);

} // namespace bw::engine::latency
