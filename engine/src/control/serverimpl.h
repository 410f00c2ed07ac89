// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/server.h"
#include "native/framing.h"
#include "net/socket.h"

#include <atomic>
#include <list>
#include <memory>
#include <mutex>
#include <thread>

namespace bw::engine {

namespace control {
class NativeSession;
class Iperf3Session;
} // namespace control
namespace flow {
class UdpPort;
}

// Owns the listening socket, the accept thread and one short-lived thread per connection
// being classified (at most kMaxPending at once). At most one session runs at a time.
class ServerImpl
{
public:
    ServerImpl(const ServerConfig& config, Sink& sink);
    ~ServerImpl();

    Error listen();
    void startAccepting();
    std::uint16_t port() const { return m_port; }
    bool running() const { return m_running.load(); }
    bool busy() const;
    void stop();
    void wait();

    // Called from connection threads; serialized by m_sinkMutex.
    void emitEvent(StreamEventKind kind, const std::string& peer, const std::string& message);
    void emitInterval(const IntervalSample& s);

    // The UDP socket on the test port (serverudp.cpp); null when it could not be opened,
    // and udpError() says why.
    flow::UdpPort* udpPort() const { return m_udp.get(); }
    const std::string& udpError() const { return m_udpError; }

private:
    // Every data connection of a test is classified on its own thread for a moment, so the
    // cap must admit a full 1,024-stream bidirectional test arriving at once.
    static constexpr int kMaxPending = 2 * kMaxStreams + 64;
    void acceptLoop(std::stop_token st);
    void handleConnection(std::stop_token st, net::Socket sock, net::Endpoint peer,
                          std::uint64_t acceptSequence);
    // The iperf3 dialect (defined in iperf3session.cpp).
    bool offerIperf3Data(const control::Cookie& cookie, net::Socket& sock, const std::string& peer,
                         std::uint64_t acceptSequence);
    void serveIperf3(std::stop_token st, net::Socket sock, const std::string& peer,
                     const control::Cookie& cookie);
    bool offerIperf3Datagram(flow::UdpPort& port, const net::Endpoint& from, std::size_t bytes);
    void reapConnections();
    void openUdp(const net::Endpoint& bound, bool dual);
    void onUnknownDatagram(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                           std::size_t bytes, std::int64_t arrivalUs);

    ServerConfig m_config;
    Sink& m_sink;
    net::NetInit m_net;
    net::Socket m_listener;
    std::uint16_t m_port = 0;
    std::atomic<bool> m_running{false};
    std::atomic<int> m_pending{0};
    std::jthread m_acceptThread;
    std::unique_ptr<flow::UdpPort> m_udp;
    std::string m_udpError;
    std::uint64_t m_acceptCount = 0; // accept thread only: orders data connections

    mutable std::mutex m_mutex; // guards m_session, m_connections
    std::shared_ptr<control::NativeSession> m_session;
    std::shared_ptr<control::Iperf3Session> m_iperf3;
    struct Conn
    {
        std::jthread thread;
        std::shared_ptr<std::atomic<bool>> done;
    };
    std::list<Conn> m_connections;
    std::mutex m_sinkMutex;
    std::mutex m_waitMutex;
};

} // namespace bw::engine
