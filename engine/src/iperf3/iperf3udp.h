// SPDX-License-Identifier: MIT
// UDP in the iperf3 dialect (docs/iperf3-protocol.md §4, §6): the 4-byte connect
// handshake, the datagram header, iperf3's receiver counting and a data path that paces
// iperf3 datagrams. Both ends use it: the client with one connected socket per stream, the
// server through the UDP port it shares with the native dialect (flow/udpport.h).
#pragma once

#include "iperf3/iperf3messages.h"
#include "flow/datapath.h"
#include "flow/udpport.h"

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace bw::engine::control {

namespace iperf3udp {
// The client's connect datagram and the server's reply, as bytes on the wire ("9876" and
// "6789"; 3.17+ defines them per host byte order so the wire never changes). Servers before
// 3.17 reply with 987654321 in their host order, which a client must accept as well.
inline constexpr std::array<std::uint8_t, 4> kConnect = {'9', '8', '7', '6'};
inline constexpr std::array<std::uint8_t, 4> kReply = {'6', '7', '8', '9'};
bool isReply(const std::uint8_t* data, std::size_t bytes);

// Header of every data datagram: sender's monotonic time (seconds, microseconds) and the
// sequence number from 1, 32 or 64 bits (udp_counters_64bit); all big-endian.
inline constexpr std::size_t kHeaderBytes32 = 12;
inline constexpr std::size_t kHeaderBytes64 = 16;
void writeHeader(std::uint8_t* out, std::int64_t sentUs, std::uint64_t sequence, bool counters64);
bool readHeader(const std::uint8_t* data, std::size_t bytes, bool counters64, std::int64_t& sentUs,
                std::uint64_t& sequence);
std::int64_t nowUs(); // steady clock, the time base of headers and arrivals
} // namespace iperf3udp

// iperf3's receiver figures for one stream: bytes, the highest sequence number seen
// ("packets"), sequence gaps less late arrivals ("errors"), out-of-order datagrams and the
// RFC 1889 jitter. One thread feeds it; any thread reads it (relaxed atomics, no locks).
class Iperf3UdpCounter
{
public:
    explicit Iperf3UdpCounter(bool counters64) : m_counters64(counters64) {}
    void onDatagram(const std::uint8_t* data, std::size_t bytes, std::int64_t arrivalUs);

    std::uint64_t bytes() const { return m_bytes.load(std::memory_order_relaxed); }
    std::uint64_t datagrams() const { return m_datagrams.load(std::memory_order_relaxed); }
    std::uint64_t highest() const { return m_pubHighest.load(std::memory_order_relaxed); }
    std::uint64_t errors() const { return m_pubErrors.load(std::memory_order_relaxed); }
    std::uint64_t outOfOrder() const { return m_pubOutOfOrder.load(std::memory_order_relaxed); }
    double jitterSeconds() const { return m_pubJitter.load(std::memory_order_relaxed); }
    std::int64_t lastArrivalUs() const { return m_lastArrival.load(std::memory_order_relaxed); }

private:
    bool m_counters64;
    // feeding thread
    std::uint64_t m_highest = 0, m_errors = 0, m_outOfOrder = 0;
    double m_prevTransit = 0, m_jitter = 0;
    bool m_first = true;
    // published
    std::atomic<std::uint64_t> m_bytes{0}, m_datagrams{0}, m_pubHighest{0}, m_pubErrors{0},
        m_pubOutOfOrder{0};
    std::atomic<double> m_pubJitter{0};
    std::atomic<std::int64_t> m_lastArrival{0};
};

// The server's handler of one stream's datagrams on the shared UDP port (port thread).
class Iperf3UdpPeer : public flow::DatagramHandler
{
public:
    explicit Iperf3UdpPeer(std::shared_ptr<Iperf3UdpCounter> counter)
        : m_counter(std::move(counter))
    {
    }
    void onDatagram(flow::UdpPort&, const net::Endpoint&, const std::uint8_t* data,
                    std::size_t bytes, std::int64_t arrivalUs) override
    {
        if (m_counter) m_counter->onDatagram(data, bytes, arrivalUs);
    }

private:
    std::shared_ptr<Iperf3UdpCounter> m_counter; // null on a stream the server sends
};

struct Iperf3UdpStream
{
    iperf3::StreamFigures layout;  // id, sender, direction
    net::Socket own;               // client: the stream's connected socket
    net::Socket* shared = nullptr; // server: the port's socket, sending to peer
    net::Endpoint peer;
    std::shared_ptr<Iperf3UdpCounter> counter; // receiving streams
};

struct Iperf3UdpOptions
{
    std::uint32_t datagramBytes = 1460;
    std::uint64_t rateBitsPerSecond = iperf3::kDefaultUdpRate; // per sending stream
    bool counters64 = false;
};

// One pacing thread sends every sending stream's datagrams on schedule (datagram k of a
// stream is due at start + k * size * 8 / rate); one thread reads the client's receiving
// sockets. The server's receiving streams are fed by the UDP port's thread instead.
class Iperf3UdpPath : public flow::DataPath
{
public:
    static constexpr int kMaxBacklogMs =
        100; // catch-up after a stall, beyond it the schedule slips

    Iperf3UdpPath(std::vector<Iperf3UdpStream> streams, Iperf3UdpOptions options);
    ~Iperf3UdpPath() override;

    std::error_code start() override;
    void finishSending() override;
    // Receivers are done once no datagram arrived for 50 ms (iperf3 sends no end marker).
    bool waitReceiversDone(std::chrono::milliseconds timeout) const override;
    void stop() override;
    flow::TransferTotals totals() const override;
    std::vector<net::NativeSocket> senderSockets(Direction) const override { return {}; }
    std::string firstError() const override;
    int failedStreams() const override { return m_failed.load(); }

    // Cumulative iperf3 figures of every stream (Iperf3Meter's reader). Any thread.
    std::vector<iperf3::StreamFigures> figures() const;

private:
    struct Sending
    {
        std::atomic<std::uint64_t> packets{0};
        std::int64_t originUs = 0; // sending thread: the schedule's start (slips after stalls)
    };
    void sendLoop(std::stop_token st);
    void receiveLoop(std::stop_token st);
    bool sendDue(std::size_t i, std::int64_t nowUs, std::vector<std::uint8_t>& buffer);
    void fail(const std::string& what);

    std::vector<Iperf3UdpStream> m_streams;
    std::vector<std::unique_ptr<Sending>> m_sending; // one per stream (unused by receivers)
    Iperf3UdpOptions m_options;
    std::int64_t m_intervalNs = 0; // between two datagrams of one stream
    std::jthread m_sender, m_receiver;
    std::atomic<bool> m_stopped{false};
    std::atomic<int> m_failed{0};
    mutable std::mutex m_errorMutex; // failures only
    std::string m_firstError;
};

} // namespace bw::engine::control
