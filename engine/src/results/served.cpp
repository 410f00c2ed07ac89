// SPDX-License-Identifier: MIT
#include "results/served.h"

#include "link/link.h"
#include "net/host.h"
#include "results/summary.h"

#include <ctime>
#include <utility>
#include <vector>

namespace bw::engine::control {

namespace {
constexpr const char* kNoClientLatency =
    "n/a: the client sent no latency figures: an older Benchwire";

LatencySummary servedLatency(const ServedTest& test, const ClientLatency& client)
{
    if (test.dialect == Dialect::Iperf3 || !client.summary) {
        LatencySummary none;
        none.unavailable = test.dialect == Dialect::Iperf3 ? link::kIperf3Peer : kNoClientLatency;
        return none;
    }
    // A session is one phase: one load, phase 0, whatever a client may have sent besides.
    LatencySummary s = servedView(*client.summary);
    std::erase_if(s.loaded, [](const LoadedLatency& l) { return l.phase != 0; });
    if (s.loaded.size() > 1) s.loaded.resize(1);
    return s;
}
} // namespace

std::string utcNowIso()
{
    std::tm tm = net::utcTime(std::time(nullptr));
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

LatencySample servedView(LatencySample s)
{
    std::swap(s.up, s.down);
    return s;
}

LatencySummary servedView(LatencySummary s)
{
    std::swap(s.idleUp, s.idleDown);
    s.clockOffsetUs = -s.clockOffsetUs;
    for (LoadedLatency& l : s.loaded) {
        std::swap(l.up, l.down);
        std::swap(l.addedUpUs, l.addedDownUs);
    }
    return s;
}

TestResult servedResult(const ServedTest& test, const std::string& startedAtUtc,
                        const std::vector<IntervalSample>& intervals, const ClientFigures& client)
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
    if (test.dialect == Dialect::Iperf3) r.remoteLink = link::unavailableLink(link::kIperf3Peer);
    r.latency = servedLatency(test, client.latency);
    std::vector<CpuSample> cpu, peerCpu;
    PhaseTotals totals;
    for (auto& iv : r.intervals) {
        if (auto it = client.latency.intervals.find(iv.index); it != client.latency.intervals.end())
            iv.latency = servedView(it->second);
        if (!iv.warmup) cpu.push_back(iv.localCpu);
        if (!iv.warmup && iv.remoteCpu.valid) peerCpu.push_back(iv.remoteCpu);
        for (const auto& ds : iv.directions) {
            const auto i = std::size_t(ds.direction);
            totals.serverReceived[i] += ds.receiverBytes;
            totals.serverSent[i] += ds.senderBytes;
        }
    }
    r.localCpu = summarizeCpu(cpu);
    r.remoteCpu = client.cpu.valid ? client.cpu : summarizeCpu(peerCpu);
    HostFacts server, peer;
    server.cpu = r.localCpu;
    peer.cpu = r.remoteCpu;
    // serverInterval() puts every direction of the test in phase 0, both-ways runs included.
    r.summaries = summarizePhase(0, test.config.mode, intervals, totals, peer, server);
    return r;
}

} // namespace bw::engine::control
