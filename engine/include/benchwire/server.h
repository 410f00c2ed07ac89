// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/sink.h"

#include <cstdint>
#include <memory>
#include <string>

namespace bw::engine {

namespace control {
class ServerImpl;
}

// A running server: accepts native (and, where built, iperf3) clients on one port, one test at
// a time. The sink gets onStreamEvent for sessions and onInterval for its own measurements.
// Destroying it stops the server and waits for every thread.
class Server
{
public:
    Server();
    Server(Server&&) noexcept;
    Server& operator=(Server&&) noexcept;
    ~Server();

    // Binds and listens synchronously: a bind failure is returned here, not via the sink.
    static Server start(const ServerConfig& config, Sink& sink, Error& error);

    std::uint16_t port() const; // the bound port (useful with port 0)
    bool running() const;       // false once stopped (or after a one-off session)
    bool busy() const;          // a session is in progress
    // The peer id its discovery answers carry (so that a peer list can tell this process's own
    // server from other machines); empty when it answers no discovery.
    std::string peerId() const;
    void stop();
    void wait(); // until the server stops (one-off, or stop())
    explicit operator bool() const { return bool(m_impl); }

private:
    explicit Server(std::unique_ptr<control::ServerImpl> impl);
    std::unique_ptr<control::ServerImpl> m_impl;
};

} // namespace bw::engine
