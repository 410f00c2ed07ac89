// SPDX-License-Identifier: MIT
// The result of a test this machine served, from the server's own intervals.
#pragma once

#include "benchwire/samples.h"

#include <string>
#include <vector>

namespace bw::engine::control {

// Now, as TestResult::startedAtUtc gives it: ISO 8601, UTC, whole seconds.
std::string utcNowIso();

// Summaries per direction as the server measured them: what it received of uploads and what
// it sent of downloads, its own CPU, and the client's CPU: from the intervals' remoteCpu (a
// native client of protocol 2 sends its interval figures) or, when valid, clientCpu (the
// end-of-test total an iperf3 client sends). The client's byte figures stay empty (n/a).
TestResult servedResult(const ServedTest& test, const std::string& startedAtUtc,
                        const std::vector<IntervalSample>& intervals,
                        const CpuSummary& clientCpu = {});

} // namespace bw::engine::control
