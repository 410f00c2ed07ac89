// SPDX-License-Identifier: MIT
// The result of a test this machine served, from the server's own intervals.
#pragma once

#include "benchwire/samples.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bw::engine::control {

// Now, as TestResult::startedAtUtc gives it: ISO 8601, UTC, whole seconds.
std::string utcNowIso();

// The latency figures a native client sends at the end of a test (the server's hello says
// "latencyreport"), from the client's point of view: up is client to server.
struct ClientLatency
{
    std::optional<LatencySummary> summary;  // absent: the client sent none (older Benchwire)
    std::map<int, LatencySample> intervals; // by interval index
};

// What the client said about the test besides its per-interval CPU.
struct ClientFigures
{
    CpuSummary cpu; // an iperf3 client's CPU over the whole test (its results exchange)
    ClientLatency latency;
};

// The client's latency figures named from the server (latency.h): up and down swapped, with
// their added delays, and the clock offset the other way round (the client's clock minus the
// server's).
LatencySample servedView(LatencySample s);
LatencySummary servedView(LatencySummary s);

// Summaries per direction as the server measured them: what it received of uploads and what
// it sent of downloads, its own CPU, and the client's CPU: from the intervals' remoteCpu (a
// native client of protocol 2 sends its interval figures) or, when valid, client.cpu (the
// end-of-test total an iperf3 client sends). The client's byte figures stay empty (n/a). The
// latency figures are the client's (servedView), or absent with the reason.
TestResult servedResult(const ServedTest& test, const std::string& startedAtUtc,
                        const std::vector<IntervalSample>& intervals,
                        const ClientFigures& client = {});

} // namespace bw::engine::control
