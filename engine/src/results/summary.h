// SPDX-License-Identifier: MIT
// Turning the two hosts' HostSamples into merged intervals and per-direction summaries.
// Pure functions: no I/O, unit-tested on their own.
#pragma once

#include "benchwire/samples.h"
#include "results/interval.h"

#include <vector>

namespace bw::engine::results {

struct HostFacts
{
    CpuSummary cpu;
    int cpuCount = 0;
    double cpuMHz = 0;
};

struct PhaseTotals
{
    std::uint64_t clientSent[2] = {0, 0};
    std::uint64_t clientReceived[2] = {0, 0};
    std::uint64_t serverSent[2] = {0, 0};
    std::uint64_t serverReceived[2] = {0, 0};
    // UDP: each host's running totals at the end, and the test's datagram size and rate
    UdpSample clientUdp[2];
    UdpSample serverUdp[2];
    std::uint32_t datagramBytes = 0;
    double udpTargetBitsPerSecond = 0; // per direction, all streams
};

std::vector<DirectionSummary> summarizePhase(int phase, TestMode phaseMode,
                                             const std::vector<IntervalSample>& intervals,
                                             const PhaseTotals& totals, const HostFacts& client,
                                             const HostFacts& server);

// UDP (udpsummary.cpp): a direction's figures from its sender's and receiver's samples.
UdpSample mergeUdp(const UdpSample* sender, const UdpSample* receiver);
// The measured intervals as the receiver counted them, and the whole run reconciled between the
// sender's and the receiver's totals. Not valid in a TCP test.
UdpSummary summarizeUdp(int phase, Direction d, const std::vector<IntervalSample>& intervals,
                        const UdpSample& senderTotal, const UdpSample& receiverTotal,
                        const PhaseTotals& totals);

// Busy CPU cycles per byte moved: busy share x cores x clock x time / bytes; 0 when unknown.
double cyclesPerByte(const CpuSummary& cpu, int cpuCount, double cpuMHz, double seconds,
                     std::uint64_t bytes);

} // namespace bw::engine::results
