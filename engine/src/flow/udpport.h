// SPDX-License-Identifier: MIT
// The server's UDP socket on the test port (the same number as the TCP listener), shared by
// every UDP stream of every dialect. One thread reads it in batches and hands each datagram to
// the handler routed to its source address; datagrams from unknown sources (a stream's first
// datagram, or strays) go to one "unknown" handler, which may add a route for that source.
// The client always sends first, so the server learns each stream's address (after any NAT)
// from the stream's first datagram and sends its datagrams back to it from this socket.
#pragma once

#include "net/socket.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <unordered_map>
#include <vector>

namespace bw::engine::flow {

class UdpPort;

class DatagramHandler
{
public:
    virtual ~DatagramHandler() = default;
    // On the port's thread, for every datagram from the peer routed here. arrivalUs: steady
    // clock µs. Must be quick: the port's other streams wait meanwhile.
    virtual void onDatagram(UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                            std::size_t bytes, std::int64_t arrivalUs) = 0;
};

class UdpPort
{
public:
    using UnknownHandler =
        std::function<void(UdpPort&, const net::Endpoint& from, const std::uint8_t* data,
                           std::size_t bytes, std::int64_t arrivalUs)>;

    // Binds a UDP socket to ep; v6Only as for the TCP listener (false: dual stack). Receive and
    // send buffers are raised to 4 MiB where the OS allows.
    static std::unique_ptr<UdpPort> open(const net::Endpoint& ep, bool v6Only, std::error_code& ec);
    ~UdpPort();
    UdpPort(const UdpPort&) = delete;
    UdpPort& operator=(const UdpPort&) = delete;

    // Starts the reading thread. unknown runs on it.
    void start(UnknownHandler unknown);
    void stop(); // idempotent; joins the thread
    std::uint16_t port() const { return m_port; }

    // Routes every datagram from peer to handler until removed (replacing an older route).
    // Any thread: takes effect before the next batch; on the port's own thread at once, except
    // for the rest of a received buffer already going to a routed source's handler (a
    // coalesced buffer holds several datagrams of one source). A removed handler may still
    // see datagrams of the batch in progress; the port holds a reference until then.
    void addRoute(const net::Endpoint& peer, std::shared_ptr<DatagramHandler> handler);
    void removeRoute(const net::Endpoint& peer);
    std::size_t routeCount() const { return m_routeCount.load(); }

    // The socket, for sending from the port (sendTo, or sendBatch with a destination). Any
    // thread: the kernel serializes sends. Non-blocking.
    net::Socket& socket() { return m_socket; }
    std::error_code sendTo(const void* data, std::size_t bytes, const net::Endpoint& to);

    // A peer address as a hashable key (family, address, scope, port).
    struct Key
    {
        std::array<std::uint8_t, 24> bytes{};
        bool operator==(const Key&) const = default;
    };
    static Key keyOf(const net::Endpoint& ep);

private:
    UdpPort() = default;
    struct KeyHash
    {
        std::size_t operator()(const Key& k) const;
    };
    struct Change
    {
        Key key;
        std::shared_ptr<DatagramHandler> handler; // null: remove
    };
    void loop(std::stop_token st);
    void applyPending();
    void apply(Change c);
    void readBatches();
    void dispatch(const net::DatagramIn& d, const net::Endpoint& from);

    net::NetInit m_net;
    net::Socket m_socket;
    std::uint16_t m_port = 0;
    UnknownHandler m_unknown;
    std::jthread m_thread;
    std::atomic<std::thread::id> m_loopThread{}; // the port's own thread while it runs

    // Port thread only.
    std::unordered_map<Key, std::shared_ptr<DatagramHandler>, KeyHash> m_routes;
    std::unique_ptr<std::uint8_t[]> m_buffer;
    std::vector<net::Endpoint> m_from;
    std::vector<net::DatagramIn> m_slots;

    std::mutex m_pendingMutex; // route changes from other threads; never held while dispatching
    std::vector<Change> m_pending;
    std::atomic<bool> m_hasPending{false};
    std::atomic<std::size_t> m_routeCount{0};
};

} // namespace bw::engine::flow
