// SPDX-License-Identifier: MIT
// Socket options of data connections, applied the same way by client and server.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/samples.h"
#include "net/socket.h"

#include <string>

namespace bw::engine::flow {

// Applies window, MSS, TCP_NODELAY and congestion control. Returns what the OS refused, naming
// the option (with its flag and its field in the app) and what to give instead: for congestion
// control, the algorithms this machine offers. No error when all applied.
Error applyDataOptions(net::Socket& s, const TestConfig& config);
AppliedSettings readApplied(const net::Socket& s);

} // namespace bw::engine::flow
