// SPDX-License-Identifier: MIT
// The result of a test this machine served, from the server's own intervals.
#pragma once

#include "benchwire/samples.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bw::engine::results {

// Now, as TestResult::startedAtUtc gives it: ISO 8601, UTC, whole seconds.
std::string utcNowIso();

// The latency figures a native client sends at the end of a test (the server's hello says
// "latencyreport"), from the client's point of view: up is client to server.
struct ClientLatency
{
    std::optional<LatencySummary> summary;  // absent: the client sent none (older Benchwire)
    std::map<int, LatencySample> intervals; // by interval index
};

// One host's running totals at the end of a test: every byte of the run, warm-up and the final
// drain included, and UDP's whole-run counts. Invalid: that host did not say.
struct EndTotals
{
    bool valid = false;
    std::uint64_t sent[2] = {0, 0}; // by Direction
    std::uint64_t received[2] = {0, 0};
    UdpSample udp[2];
};

// What the server knows of a served test besides its intervals.
struct ServedFigures
{
    CpuSummary clientCpu; // an iperf3 client's CPU over the whole test (its results exchange)
    ClientLatency latency;
    EndTotals clientTotals; // a native client's, from its "done"
    EndTotals serverTotals; // this server's own
};

// Why a served test's client-side figures read n/a.
inline constexpr const char* kIperf3ClientFigures =
    "n/a: an iperf3 client reports no figures of its own per interval";
inline constexpr const char* kNoClientFigures =
    "n/a: the client sent no figures of its own: an older Benchwire";

// The client's latency figures named from the server (latency.h): up and down swapped, with
// their added delays, and the clock offset the other way round (the client's clock minus the
// server's).
LatencySample servedView(LatencySample s);
LatencySummary servedView(LatencySummary s);

// Summaries per direction with both ends where both reported, as the client's own result has
// them: a native client sends its figures every interval (PeerIntervals puts them into the
// intervals) and its totals at the end (figures.clientTotals). A direction's client side whose
// figures did not come (an iperf3 client, an older Benchwire) is marked unknown with the reason
// (DirectionSummary::senderUnknown, receiverUnknown), never 0. The client's CPU comes from the
// intervals' remoteCpu or, when valid, figures.clientCpu (an iperf3 client's total). The latency
// figures are the client's (servedView), or absent with the reason.
TestResult servedResult(const ServedTest& test, const std::string& startedAtUtc,
                        const std::vector<IntervalSample>& intervals,
                        const ServedFigures& figures = {});

} // namespace bw::engine::results
