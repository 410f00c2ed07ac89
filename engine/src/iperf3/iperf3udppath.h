// SPDX-License-Identifier: MIT
// The iperf3 dialect's UDP data path on either end: paces iperf3 datagrams and counts them
// (iperf3udp.h for the wire format).
#pragma once

#include "flow/datapath.h"
#include "iperf3/iperf3messages.h"
#include "iperf3/iperf3udpcounter.h"
#include "net/socket.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace bw::engine::iperf3 {

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

} // namespace bw::engine::iperf3
