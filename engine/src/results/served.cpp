// SPDX-License-Identifier: MIT
#include "results/served.h"

#include "link/link.h"
#include "net/host.h"
#include "results/summary.h"

#include <ctime>

namespace bw::engine::control {

std::string utcNowIso()
{
    std::tm tm = net::utcTime(std::time(nullptr));
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

TestResult servedResult(const ServedTest& test, const std::string& startedAtUtc,
                        const std::vector<IntervalSample>& intervals, const CpuSummary& clientCpu)
{
    TestResult r;
    r.served = true;
    r.config = test.config;
    r.startedAtUtc = startedAtUtc;
    r.remoteAddress = test.peer;
    r.peer.product = test.dialect == Dialect::Iperf3 ? "iperf3" : "benchwire";
    r.peer.version = test.clientVersion;
    r.intervals = intervals;
    r.localLink = test.localLink;
    r.remoteLink = test.remoteLink;
    if (test.dialect == Dialect::Iperf3) {
        r.remoteLink.unavailable = link::kIperf3Peer;
        r.localLink.unavailable = "not read for iperf3 clients"; // the session does not yet
    }
    std::vector<CpuSample> cpu, peerCpu;
    PhaseTotals totals;
    for (const auto& iv : intervals) {
        if (!iv.warmup) cpu.push_back(iv.localCpu);
        if (!iv.warmup && iv.remoteCpu.valid) peerCpu.push_back(iv.remoteCpu);
        for (const auto& ds : iv.directions) {
            const auto i = std::size_t(ds.direction);
            totals.serverReceived[i] += ds.receiverBytes;
            totals.serverSent[i] += ds.senderBytes;
        }
    }
    r.localCpu = summarizeCpu(cpu);
    r.remoteCpu = clientCpu.valid ? clientCpu : summarizeCpu(peerCpu);
    HostFacts server, client;
    server.cpu = r.localCpu;
    client.cpu = r.remoteCpu;
    // serverInterval() puts every direction of the test in phase 0, both-ways runs included.
    r.summaries = summarizePhase(0, test.config.mode, intervals, totals, client, server);
    return r;
}

} // namespace bw::engine::control
