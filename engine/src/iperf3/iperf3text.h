// SPDX-License-Identifier: MIT
// The English text of the iperf3 server side: the log's description of a test and its end,
// and the lines an iperf3 client prints with --get-server-output.
#pragma once

#include "benchwire/config.h"
#include "benchwire/samples.h"
#include "iperf3/iperf3messages.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw::engine::iperf3 {

std::string mbitsText(std::uint64_t bytes, double seconds);
// "iperf3 3.17 client: TCP upload, 4 stream(s), 10 s after 2 s omitted"
std::string iperf3TestText(const iperf3::Params& params, const TestConfig& test);
// One direction of one of the server's intervals, as a --get-server-output line.
std::string iperf3IntervalLine(const IntervalSample& iv, const DirectionSample& ds);
// The whole --get-server-output text: the test, the interval lines, the totals.
std::string iperf3ServerOutput(const std::string& testText, const std::vector<std::string>& lines,
                               TestMode mode, const std::vector<iperf3::StreamFigures>& figures,
                               double seconds);
// The log's line at the end: each direction's bytes on this side and on the client's.
std::string iperf3EndText(TestMode mode, const std::vector<iperf3::StreamFigures>& figures,
                          const iperf3::Results& client, double seconds);

} // namespace bw::engine::iperf3
