// SPDX-License-Identifier: MIT
// Opening the client's connections: the control connection, the local address a socket is
// bound to, and the errors a user can act on. Shared by both dialects' client phases.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "control/phase.h"
#include "net/socket.h"

#include <string>
#include <system_error>

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

} // namespace bw::engine::control
