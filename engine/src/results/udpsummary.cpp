// SPDX-License-Identifier: MIT
// UDP figures of merged intervals and summaries (declared in summary.h).
#include "results/summary.h"

namespace bw::engine::control {

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
            s.packetsSent += ds.udp.packetsSent;
            s.packetsSkipped += ds.udp.packetsSkipped;
            s.packetsReceived += ds.udp.packetsReceived;
            s.packetsLost += ds.udp.packetsLost;
            s.outOfOrder += ds.udp.outOfOrder;
            s.duplicates += ds.udp.duplicates;
            if (ds.haveReceiver && ds.udp.packetsReceived > 0) jitter.push_back(ds.udp.jitterUs);
        }
    }
    const std::uint64_t expected = s.packetsReceived + s.packetsLost;
    s.lossPct = expected ? 100.0 * double(s.packetsLost) / double(expected) : 0.0;
    const std::uint64_t due = s.packetsSent + s.packetsSkipped;
    s.skippedPct = due ? 100.0 * double(s.packetsSkipped) / double(due) : 0.0;
    s.jitterUs = computeStats(jitter);
    if (senderTotal.valid || receiverTotal.valid) {
        s.valid = true;
        s.packetsSentTotal = senderTotal.packetsSent;
        s.packetsReceivedTotal = receiverTotal.packetsReceived;
        s.packetsLostTotal = s.packetsSentTotal > s.packetsReceivedTotal
                                 ? s.packetsSentTotal - s.packetsReceivedTotal
                                 : 0;
        s.lossPctTotal = s.packetsSentTotal
                             ? 100.0 * double(s.packetsLostTotal) / double(s.packetsSentTotal)
                             : 0.0;
    }
    if (s.valid) {
        s.datagramBytes = totals.datagramBytes;
        s.targetBitsPerSecond = totals.udpTargetBitsPerSecond;
    }
    return s;
}

} // namespace bw::engine::control
