// SPDX-License-Identifier: MIT
// UDP in a native client phase: the datagram size, one connected socket per stream, and the
// hello that tells the server where each stream's datagrams come from. The client sends first
// in every direction, so a download also passes NAT and needs only the server's port open.
#pragma once

#include "control/phasedriver.h"
#include "flow/datapath.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace bw::engine::native {

// The largest datagram the path takes unfragmented, from the MTU of the route to the server.
std::uint32_t resolveDatagramBytes(const TestConfig& config, const control::Phase& p);
// The phase's UDP streams, each acknowledged by the server.
Error openUdpStreams(const control::PhaseContext& context, control::Phase& p,
                     std::vector<net::Socket>& out);
std::unique_ptr<flow::DataPath> makeUdpPath(const TestConfig& config, control::Phase& p,
                                            std::vector<net::Socket> sockets);

} // namespace bw::engine::native
