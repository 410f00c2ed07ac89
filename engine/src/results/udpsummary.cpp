// SPDX-License-Identifier: MIT
// UDP figures of merged intervals and summaries (declared in summary.h).
#include "results/summary.h"

#include <cstdint>

namespace bw::engine::results {

namespace {
// Counts from a peer may be anything: sums stop at the top instead of wrapping.
std::uint64_t plus(std::uint64_t a, std::uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

// part / (part + rest) in percent: 0 to 100 by construction, in floating point.
double share(std::uint64_t part, std::uint64_t rest)
{
    const double whole = double(part) + double(rest);
    return whole > 0 ? 100.0 * (double(part) / whole) : 0.0;
}
} // namespace

UdpSample mergeUdp(const UdpSample* sender, const UdpSample* receiver)
{
    UdpSample u;
    if (receiver && receiver->valid) {
        u = *receiver;
        u.packetsSent = 0;
    }
    if (sender && sender->valid) {
        u.valid = true;
        u.packetsSent = sender->packetsSent;
        u.packetsSkipped = sender->packetsSkipped;
    }
    return u;
}

UdpSummary summarizeUdp(int phase, Direction d, const std::vector<IntervalSample>& intervals,
                        const UdpSample& senderTotal, const UdpSample& receiverTotal,
                        const PhaseTotals& totals)
{
    UdpSummary s;
    std::vector<double> jitter;
    for (const auto& iv : intervals) {
        if (iv.phase != phase || iv.warmup) continue;
        for (const auto& ds : iv.directions) {
            if (ds.direction != d || !ds.udp.valid) continue;
            s.valid = true;
            s.packetsSent = plus(s.packetsSent, ds.udp.packetsSent);
            s.packetsSkipped = plus(s.packetsSkipped, ds.udp.packetsSkipped);
            s.packetsReceived = plus(s.packetsReceived, ds.udp.packetsReceived);
            s.packetsLost = plus(s.packetsLost, ds.udp.packetsLost);
            s.outOfOrder = plus(s.outOfOrder, ds.udp.outOfOrder);
            s.duplicates = plus(s.duplicates, ds.udp.duplicates);
            if (ds.haveReceiver && ds.udp.packetsReceived > 0) jitter.push_back(ds.udp.jitterUs);
        }
    }
    s.lossPct = share(s.packetsLost, s.packetsReceived);
    s.skippedPct = share(s.packetsSkipped, s.packetsSent);
    s.jitterUs = computeStats(jitter);
    if (senderTotal.valid || receiverTotal.valid) {
        s.valid = true;
        s.packetsSentTotal = senderTotal.packetsSent;
        s.packetsReceivedTotal = receiverTotal.packetsReceived;
        s.packetsLostTotal = s.packetsSentTotal > s.packetsReceivedTotal
                                 ? s.packetsSentTotal - s.packetsReceivedTotal
                                 : 0;
        s.lossPctTotal = share(s.packetsLostTotal, s.packetsSentTotal - s.packetsLostTotal);
    }
    if (s.valid) {
        s.datagramBytes = totals.datagramBytes;
        s.targetBitsPerSecond = totals.udpTargetBitsPerSecond;
    }
    return s;
}

} // namespace bw::engine::results
