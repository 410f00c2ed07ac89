// SPDX-License-Identifier: MIT
#include "flow/datapath.h"

namespace bw::engine::flow {

UdpSample udpInterval(const UdpSample& before, const UdpSample& now)
{
    UdpSample out;
    if (!now.valid) return out;
    auto delta = [](std::uint64_t a, std::uint64_t b) { return b > a ? b - a : 0; };
    out.valid = true;
    out.packetsSent = delta(before.packetsSent, now.packetsSent);
    out.packetsSkipped = delta(before.packetsSkipped, now.packetsSkipped);
    out.packetsReceived = delta(before.packetsReceived, now.packetsReceived);
    out.packetsLost = delta(before.packetsLost, now.packetsLost);
    out.outOfOrder = delta(before.outOfOrder, now.outOfOrder);
    out.duplicates = delta(before.duplicates, now.duplicates);
    out.jitterUs = now.jitterUs;
    return out;
}

} // namespace bw::engine::flow
