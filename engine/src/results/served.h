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
// it sent of downloads, its own CPU. The client's figures stay empty (n/a): the native
// protocol does not send them to the server, and iperf3 sends only totals at the end.
TestResult servedResult(const ServedTest& test, const std::string& startedAtUtc,
                        const std::vector<IntervalSample>& intervals);

} // namespace bw::engine::control
