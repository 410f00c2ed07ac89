// SPDX-License-Identifier: MIT
// The UDP data path: W worker threads pace S sending streams to their rate and read the
// receiving streams that have a socket of their own (the client's). The server's receiving
// streams have none: the server's UDP port (flow/udpport.h) feeds their UdpReceiver directly.
//
// Pacing is by schedule, not by sleeping per datagram: datagram k of a stream is due at
// start + k * (size * 8 / rate). A worker sends everything that is due in batches
// (Socket::sendBatch: sendmmsg on Linux) and sleeps until the next datagram is due, so the
// rate holds from 1 Mbit/s up to what the CPU allows. After a stall (the worker was not
// scheduled, or the socket was full) it catches up at most kMaxBacklogMs worth; the rest is
// skipped, and the sender's count shows the shortfall.
//
// On Linux the due datagrams leave as UDP_SEGMENT messages of up to 64 KiB, and a receiving
// socket takes them coalesced (UDP_GRO); each datagram still has its own header and is counted
// on its own (net/udpoffload.h). Where the kernel refuses either, the stream falls back to one
// datagram per message at run time.
#pragma once

#include "benchwire/config.h"
#include "flow/datapath.h"
#include "flow/pacing.h"
#include "flow/transfer.h"
#include "flow/udpreceiver.h"
#include "flow/workerpool.h"
#include "net/poller.h"
#include "net/udpoffload.h"

#include <atomic>
#include <memory>

namespace bw::engine::flow {

struct UdpStreamSpec
{
    int id = 0; // stream index of the session; carried in every datagram
    Role role = Role::Send;
    Direction direction = Direction::Upload;
    net::Socket socket;            // client: the stream's own connected socket
    net::Socket* shared = nullptr; // server: the port's socket, sending to peer
    net::Endpoint peer;
    std::shared_ptr<UdpReceiver> receiver; // receiving streams (created here when null)
};

struct UdpOptions
{
    int threads = 1;
    std::uint32_t datagramBytes = 1472;
    std::uint64_t rateBitsPerSecond = kDefaultUdpRateBitsPerSecond; // per sending stream
    // Segmentation offload where the kernel has it (false: one datagram per message always).
    bool offload = net::udpOffloadAllowed();
    std::uint64_t token = 0; // the session's (udpwire.h): sent in every datagram, checked on each
};

// The per-stream rate a test asks for: the default when none is given, split over the
// streams of a direction when the rate is a total.
std::uint64_t udpStreamRate(const TestConfig& config);
// The datagram size for a path MTU: the MTU less the IP and UDP headers, at most 8,972 bytes
// (a 9,000-byte jumbo frame); 1,472 / 1,452 bytes when the MTU is not known (-1).
std::uint32_t datagramBytesForMtu(int mtu, bool ipv6);

class UdpTransfer : public WorkerPool
{
public:
    static constexpr int kMaxBacklogMs = 100;
    static constexpr std::int64_t kQuietUs = 250'000; // a receiver done without an end datagram

    UdpTransfer(std::vector<UdpStreamSpec> streams, UdpOptions options);
    ~UdpTransfer() override;
    UdpTransfer(const UdpTransfer&) = delete;
    UdpTransfer& operator=(const UdpTransfer&) = delete;

    // finishSending() (WorkerPool): senders stop and send their end datagrams.
    std::error_code start() override;
    bool waitReceiversDone(std::chrono::milliseconds timeout) const override;
    TransferTotals totals() const override;
    std::vector<net::NativeSocket> senderSockets(Direction) const override { return {}; }

private:
    struct alignas(64) Stream
    {
        UdpStreamSpec spec;
        std::atomic<std::uint64_t> packets{0}; // sent; the bytes are packets x datagramBytes
        std::atomic<std::uint64_t> skipped{0}; // due datagrams given up after a stall
        // worker-private pacing state
        std::int64_t retryAtUs = 0; // the socket was full: not before then
        bool failed = false;
        bool segmented = false; // sends with UDP_SEGMENT (until the kernel refuses)
        bool coalesced = false; // its socket receives with UDP_GRO
    };
    struct Scratch;

    void workerLoop(std::stop_token st, int worker) override;
    void closeSockets() override;
    // Waits until nextUs (the next datagram due) reading the worker's receiving sockets.
    void waitUntil(int worker, std::int64_t nextUs, bool receivers, Scratch& scratch);
    std::int64_t pace(Stream& s, std::int64_t nowUs, Scratch& scratch);
    // Sends scratch's first n datagrams; returns how many left (an error only when none did).
    std::size_t sendDue(Stream& s, std::size_t n, Scratch& scratch, std::error_code& ec);
    // Prepares a stream's socket: non-blocking, offloads, and (receivers) the worker's poller.
    std::error_code prepare(Stream& s, int worker, std::size_t token);
    void receive(Stream& s, Scratch& scratch);
    void sendEnd(Stream& s);
    void fail(Stream& s, std::error_code ec, const char* what);

    std::vector<std::unique_ptr<Stream>> m_streams;
    UdpOptions m_options;
    pacing::UdpSchedule m_schedule; // when each datagram of a stream is due
    std::int64_t m_startUs = 0;
};

} // namespace bw::engine::flow
