// SPDX-License-Identifier: MIT
// In-process servers for the integration tests: port 0 on 127.0.0.1, and on ::1 where the host
// has IPv6 loopback (some containers run without it).
#pragma once

#include "benchwire/server.h"
#include "net/socket.h"

#include <vector>

namespace bw::test {

inline bool haveIpv6Loopback()
{
    engine::net::NetInit init;
    std::error_code ec;
    engine::net::Socket s = engine::net::Socket::create(AF_INET6, engine::net::Kind::Tcp, ec);
    std::vector<engine::net::Endpoint> eps;
    if (ec || engine::net::resolve("::1", 0, engine::IpFamily::V6, true, eps) || eps.empty())
        return false;
    return !s.bind(eps.front());
}

// A server on address, port 0 (the OS picks a free one: Server::port()).
inline engine::Server startServer(const char* address, engine::Sink& sink, engine::Error& error)
{
    engine::ServerConfig sc;
    sc.port = 0;
    sc.bindAddress = address;
    return engine::Server::start(sc, sink, error);
}

// One server on 127.0.0.1 and, where the host has it, one on ::1 (v6 stays empty otherwise).
struct LoopbackServers
{
    engine::Server v4, v6;

    engine::Error start(engine::Sink& sink)
    {
        engine::Error e;
        v4 = startServer("127.0.0.1", sink, e);
        if (!e && haveIpv6Loopback()) v6 = startServer("::1", sink, e);
        return e;
    }
};

// A server on 127.0.0.1 whose UDP port another socket (held) already has, as when another program
// holds it: the OS picks a free UDP port, and the server listens for TCP on the same number. An
// earlier connection's client end may still hold that TCP port, open or in TIME_WAIT (both come
// from the ephemeral range; CI once hit this), so a failed listen tries another port.
inline engine::Server startServerWithUdpHeld(engine::Sink& sink, engine::net::Socket& held,
                                             engine::Error& error)
{
    engine::net::NetInit init;
    for (int attempt = 0; attempt < 20; ++attempt) {
        std::error_code ec;
        held = engine::net::Socket::create(AF_INET, engine::net::Kind::Udp, ec);
        std::vector<engine::net::Endpoint> eps;
        engine::net::Endpoint bound;
        if (ec || engine::net::resolve("127.0.0.1", 0, engine::IpFamily::V4, true, eps) ||
            eps.empty() || held.bind(eps.front()) || held.localEndpoint(bound)) {
            error = engine::Error{
                engine::Errc::BindFailed, "cannot hold a UDP port on 127.0.0.1", {}, ec};
            return {};
        }
        engine::ServerConfig sc;
        sc.port = bound.port();
        sc.bindAddress = "127.0.0.1";
        error = engine::Error{};
        engine::Server s = engine::Server::start(sc, sink, error);
        if (error.code != engine::Errc::BindFailed) return s;
    }
    return {};
}

} // namespace bw::test
