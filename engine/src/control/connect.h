// SPDX-License-Identifier: MIT
// Opening the client's connections: the control connection, the local address a socket is
// bound to, and the errors a user can act on. Shared by both dialects' client phases.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "control/phase.h"
#include "net/socket.h"

#include <functional>
#include <stop_token>
#include <string>
#include <system_error>
#include <vector>

namespace bw::engine::control {

// "host port N", as messages name the server.
std::string serverText(const TestConfig& config);
// Connects p.control to the first address of the server that answers; fills p.server and the
// phase's addresses.
Error connectControl(const TestConfig& config, Phase& p);
// Binds s to the configured local address or interface (nothing when none is set).
Error bindLocal(const TestConfig& config, net::Socket& s, const net::Endpoint& target);
// A connect failure in words, with the likely cause.
Error connectError(const TestConfig& config, std::error_code ec, const std::string& what);
// The control connection works, but UDP to the same port gets nowhere. seen: what the client
// saw, e.g. "0 of 2 streams acknowledged within 10 s".
Error udpBlockedError(const TestConfig& config, const std::string& seen);

// What a dialect sends first on data connection `index` (from 0), so that the server knows
// which session and stream it joins.
using StreamHello = std::function<std::vector<unsigned char>(int index)>;
// Opens a TCP test's `count` data connections one after the other, since the server numbers
// them in accept order: each is created, given the data options, bound, connected and sent its
// hello. The first one's applied buffer sizes go to p.localApplied. Ends early when stop fires.
Error openTcpStreams(const TestConfig& config, Phase& p, int count, const std::stop_token& stop,
                     const StreamHello& hello, std::vector<net::Socket>& out);

} // namespace bw::engine::control
