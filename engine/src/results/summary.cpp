// SPDX-License-Identifier: MIT
#include "results/summary.h"

#include "benchwire/fairness.h"

namespace bw::engine::results {

namespace {

// Each stream's measured bytes as this end counted them, and how evenly the streams shared.
void takeStreams(DirectionSummary& s, const std::vector<IntervalSample>& intervals)
{
    s.perStream = measuredStreamBytes(intervals, s.phase, s.direction);
    s.jainIndex = jainIndex(s.perStream.bytes);
}

} // namespace

double cyclesPerByte(const CpuSummary& cpu, int cpuCount, double cpuMHz, double seconds,
                     std::uint64_t bytes)
{
    if (!cpu.valid || cpuCount <= 0 || cpuMHz <= 0 || bytes == 0 || seconds <= 0) return 0;
    return cpu.busyPct() / 100.0 * cpuCount * cpuMHz * 1e6 * seconds / double(bytes);
}

std::vector<DirectionSummary> summarizePhase(int phase, TestMode phaseMode,
                                             const std::vector<IntervalSample>& intervals,
                                             const PhaseTotals& totals, const HostFacts& client,
                                             const HostFacts& server)
{
    std::vector<DirectionSummary> out;
    std::uint64_t movedByPhase = 0;
    for (Direction d : activeDirections(phaseMode)) {
        const auto i = std::size_t(d);
        DirectionSummary s;
        s.direction = d;
        s.phase = phase;
        std::vector<double> rates;
        std::uint64_t rttSum = 0;
        int rttCount = 0;
        for (const auto& iv : intervals) {
            if (iv.phase != phase || iv.warmup) continue;
            for (const auto& ds : iv.directions) {
                if (ds.direction != d) continue;
                s.durationUs += iv.endUs - iv.startUs;
                s.senderBytes += ds.senderBytes;
                s.receiverBytes += ds.receiverBytes;
                if (ds.haveReceiver) rates.push_back(ds.receiverBitsPerSecond);
                if (ds.tcp.valid) {
                    s.tcpInfoValid = true;
                    s.retransmits += ds.tcp.retransmits;
                    rttSum += ds.tcp.rttUs;
                    ++rttCount;
                }
            }
        }
        s.receiverBitsPerSecond = computeStats(rates);
        const double secs = double(s.durationUs) / 1e6;
        // The mean is bytes over time, so a shorter last interval weighs what it should.
        if (secs > 0) {
            s.receiverBitsPerSecond.mean = 8.0 * double(s.receiverBytes) / secs;
            s.senderBitsPerSecond = 8.0 * double(s.senderBytes) / secs;
        }
        if (rttCount) s.meanRttUs = std::uint32_t(rttSum / std::uint64_t(rttCount));
        const bool clientSends = d == Direction::Upload;
        s.senderBytesTotal = clientSends ? totals.clientSent[i] : totals.serverSent[i];
        s.receiverBytesTotal = clientSends ? totals.serverReceived[i] : totals.clientReceived[i];
        s.udp = summarizeUdp(phase, d, intervals,
                             clientSends ? totals.clientUdp[i] : totals.serverUdp[i],
                             clientSends ? totals.serverUdp[i] : totals.clientUdp[i], totals);
        takeStreams(s, intervals);
        s.senderCpu = clientSends ? client.cpu : server.cpu;
        s.receiverCpu = clientSends ? server.cpu : client.cpu;
        movedByPhase += s.receiverBytes;
        out.push_back(s);
    }
    // Each host's busy cycles are shared by every byte it moved in this phase.
    for (auto& s : out) {
        const bool clientSends = s.direction == Direction::Upload;
        const HostFacts& snd = clientSends ? client : server;
        const HostFacts& rcv = clientSends ? server : client;
        const double secs = double(s.durationUs) / 1e6;
        s.senderCyclesPerByte =
            cyclesPerByte(snd.cpu, snd.cpuCount, snd.cpuMHz, secs, movedByPhase);
        s.receiverCyclesPerByte =
            cyclesPerByte(rcv.cpu, rcv.cpuCount, rcv.cpuMHz, secs, movedByPhase);
    }
    return out;
}

} // namespace bw::engine::results
