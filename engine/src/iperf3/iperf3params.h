// SPDX-License-Identifier: MIT
// The iperf3 parameter object in Benchwire's terms, both ways: what a Benchwire client asks an
// iperf3 server for, and what an iperf3 client's parameters mean to a Benchwire server.
#pragma once

#include "benchwire/config.h"
#include "iperf3/iperf3messages.h"

#include <string>

namespace bw::engine::iperf3 {

// The params a Benchwire client sends for one phase. Empty why: fine; else why the config
// cannot be expressed in the iperf3 dialect.
iperf3::Params iperf3ParamsFor(const TestConfig& config, TestMode phaseMode, std::string& why);

// An iperf3 client's params as the test the server runs (socket options, threads, durations).
// Without a time (-t 0, -n, -k) the client ends the test and maxDurationMs bounds it (0: no
// bound, a test until stopped).
TestConfig testConfigFor(const iperf3::Params& params, const std::string& peer, int maxDurationMs);

} // namespace bw::engine::iperf3
