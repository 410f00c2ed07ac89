// SPDX-License-Identifier: MIT
// Connected loopback TCP pairs for the net/ unit tests (poller_test, stopwait_test).
#pragma once

#include "net/socket.h"

#include <chrono>

namespace bw::test {

struct TcpPair
{
    engine::net::Socket client, server;
};

// Connects to a listener on 127.0.0.1 and accepts; the server side is non-blocking, as the
// engine's are. Both sockets are invalid when any step failed.
inline TcpPair connectedPair(engine::net::Socket& listener, const engine::net::Endpoint& at)
{
    std::error_code ec;
    TcpPair p;
    p.client = engine::net::Socket::create(AF_INET, engine::net::Kind::Tcp, ec);
    if (ec || p.client.connect(at, std::chrono::milliseconds(2000))) return {};
    p.server = listener.accept(nullptr, ec);
    if (ec) return {};
    p.server.setNonBlocking(true);
    return p;
}

} // namespace bw::test
