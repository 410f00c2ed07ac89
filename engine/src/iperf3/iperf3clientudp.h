// SPDX-License-Identifier: MIT
// UDP streams of the iperf3 client phase: one connected socket per stream, each opened with
// the 4-byte connect datagram and its reply before the next one (the server numbers the
// streams in that order).
#pragma once

#include "control/phasedriver.h"
#include "iperf3/iperf3messages.h"
#include "iperf3/iperf3udppath.h"

#include <memory>
#include <vector>

namespace bw::engine::iperf3 {

Error openIperf3UdpStreams(const control::PhaseContext& context, const iperf3::Params& params,
                           control::Phase& p, std::vector<net::Socket>& out);
std::unique_ptr<Iperf3UdpPath> makeIperf3UdpPath(const iperf3::Params& params,
                                                 std::vector<net::Socket> sockets,
                                                 const std::vector<iperf3::StreamFigures>& layout);

} // namespace bw::engine::iperf3
