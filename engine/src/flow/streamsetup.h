// SPDX-License-Identifier: MIT
// Socket options of data connections, applied the same way by client and server.
#pragma once

#include "benchwire/config.h"
#include "benchwire/samples.h"
#include "net/socket.h"

#include <string>

namespace bw::engine::flow {

// Applies window, MSS, TCP_NODELAY and congestion control. Returns a message naming the option
// the OS refused (empty when all applied).
std::string applyDataOptions(net::Socket& s, const TestConfig& config);
AppliedSettings readApplied(const net::Socket& s);

} // namespace bw::engine::flow
