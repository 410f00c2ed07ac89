// SPDX-License-Identifier: MIT
#include "results/served.h"

#include "link/link.h"
#include "net/host.h"
#include "results/summary.h"

#include <ctime>
#include <utility>
#include <vector>

namespace bw::engine::results {

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
// Both ends' totals: each host's own where it gave them, else the sum of its intervals (an
// iperf3 session's server, which keeps no separate totals).
PhaseTotals servedTotals(const TestResult& r, const ServedFigures& figures)
{
    PhaseTotals t;
    const EndTotals& server = figures.serverTotals;
    const EndTotals& client = figures.clientTotals;
    for (std::size_t i = 0; i < 2; ++i) {
        if (server.valid) {
            t.serverSent[i] = server.sent[i];
            t.serverReceived[i] = server.received[i];
            t.serverUdp[i] = server.udp[i];
        }
        if (client.valid) {
            t.clientSent[i] = client.sent[i];
            t.clientReceived[i] = client.received[i];
            t.clientUdp[i] = client.udp[i];
        }
    }
    if (!server.valid)
        for (const IntervalSample& iv : r.intervals)
            for (const DirectionSample& ds : iv.directions) {
                const auto i = std::size_t(ds.direction);
                const bool clientSends = ds.direction == Direction::Upload;
                if (clientSends) t.serverReceived[i] += ds.receiverBytes;
                if (!clientSends) t.serverSent[i] += ds.senderBytes;
            }
    return t;
}

// The client's side of direction d is known when its totals came and its figures reached
// every measured interval of d.
bool clientSideKnown(const std::vector<IntervalSample>& intervals, Direction d,
                     const EndTotals& clientTotals)
{
    if (!clientTotals.valid) return false;
    const bool clientSends = d == Direction::Upload;
    for (const IntervalSample& iv : intervals)
        for (const DirectionSample& ds : iv.directions)
            if (ds.direction == d && !iv.warmup && !(clientSends ? ds.haveSender : ds.haveReceiver))
                return false;
    return true;
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
                        const std::vector<IntervalSample>& intervals, const ServedFigures& figures)
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
    r.latency = servedLatency(test, figures.latency);
    std::vector<CpuSample> cpu, peerCpu;
    for (auto& iv : r.intervals) {
        if (auto it = figures.latency.intervals.find(iv.index);
            it != figures.latency.intervals.end())
            iv.latency = servedView(it->second);
        if (!iv.warmup) cpu.push_back(iv.localCpu);
        if (!iv.warmup && iv.remoteCpu.valid) peerCpu.push_back(iv.remoteCpu);
    }
    r.localCpu = summarizeCpu(cpu);
    r.remoteCpu = figures.clientCpu.valid ? figures.clientCpu : summarizeCpu(peerCpu);
    HostFacts server, peer;
    server.cpu = r.localCpu;
    peer.cpu = r.remoteCpu;
    // serverInterval() puts every direction of the test in phase 0, both-ways runs included.
    r.summaries =
        summarizePhase(0, test.config.mode, r.intervals, servedTotals(r, figures), peer, server);
    const char* why = test.dialect == Dialect::Iperf3 ? kIperf3ClientFigures : kNoClientFigures;
    for (DirectionSummary& s : r.summaries)
        if (!clientSideKnown(r.intervals, s.direction, figures.clientTotals))
            (s.direction == Direction::Upload ? s.senderUnknown : s.receiverUnknown) = why;
    return r;
}

} // namespace bw::engine::results
