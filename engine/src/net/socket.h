// SPDX-License-Identifier: MIT
// The platform seam for sockets: socket_posix.cpp and socket_win.cpp implement it (host facts
// and name resolution: host.h).
// Every call returns an std::error_code made from errno / WSAGetLastError() in exactly one
// place per platform (lastError()). Nothing here throws.
#pragma once

#include "net/endpoint.h"
#include "net/host.h"
#include "net/platform_types.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <ctime>
#include <span>
#include <string>
#include <system_error>
#include <vector>

namespace bw::engine::net {

enum class Kind
{
    Tcp,
    Udp
};

// One datagram of a batch send: a header and a body that leave as one datagram.
struct DatagramOut
{
    const void* head = nullptr;
    std::size_t headBytes = 0;
    const void* body = nullptr;
    std::size_t bodyBytes = 0;
};

// One slot of a batch receive. bytes and arrivalUs are filled in; from too, when not null.
struct DatagramIn
{
    void* data = nullptr;
    std::size_t capacity = 0;
    std::size_t bytes = 0;
    std::int64_t arrivalUs = 0; // std::chrono::steady_clock, microseconds since its epoch
    Endpoint* from = nullptr;
    // Linux with UDP_GRO on (net/udpoffload.h): the slot holds datagrams of this size coalesced,
    // the last maybe shorter; 0: one datagram.
    std::size_t segmentBytes = 0;
};

class Socket
{
public:
    Socket() = default;
    explicit Socket(NativeSocket s) : m_s(s) {}
    Socket(Socket&& o) noexcept : m_s(o.release()) {}
    Socket& operator=(Socket&& o) noexcept
    {
        if (this != &o) {
            close();
            m_s = o.release();
        }
        return *this;
    }
    ~Socket() { close(); }
    Socket(const Socket&) = delete;
    Socket& operator=(const Socket&) = delete;

    static Socket create(int family, Kind kind, std::error_code& ec);

    NativeSocket native() const { return m_s; }
    bool valid() const { return m_s != kInvalidSocket; }
    NativeSocket release()
    {
        NativeSocket s = m_s;
        m_s = kInvalidSocket;
        return s;
    }
    void close();

    std::error_code setNonBlocking(bool on);
    std::error_code setReuseAddress(bool on);
    std::error_code setV6Only(bool on);
    std::error_code setNoDelay(bool on);
    std::error_code setMss(int bytes);
    std::error_code setCongestion(const std::string& name);
    std::error_code setSendBuffer(int bytes);
    std::error_code setReceiveBuffer(int bytes);
    // TCP: wake a reader (and report readable) only once this many bytes are queued, or at the
    // peer's FIN; a non-blocking read still returns whatever is there. Linux's SO_RCVLOWAT;
    // Windows does not take it (not_supported, without a system call).
    std::error_code setReceiveLowWater(int bytes);
    std::error_code setKeepAlive(bool on);
    int sendBuffer() const;
    int receiveBuffer() const;
    int mss() const;
    std::string congestion() const;

    std::error_code bind(const Endpoint& ep);
    std::error_code listen(int backlog);
    Socket accept(Endpoint* peer, std::error_code& ec);
    // Connects within timeout (the socket is blocking again afterwards unless it was
    // non-blocking before).
    std::error_code connect(const Endpoint& ep, std::chrono::milliseconds timeout);
    std::error_code localEndpoint(Endpoint& ep) const;
    std::error_code peerEndpoint(Endpoint& ep) const;

    // One send/recv call. n = bytes moved; n == 0 from recv means orderly close.
    std::error_code send(const void* data, std::size_t len, std::size_t& n);
    std::error_code recv(void* data, std::size_t len, std::size_t& n);
    // Like recv, but leaves the bytes queued (MSG_PEEK): tells a closed peer from a quiet one.
    std::error_code peek(void* data, std::size_t len, std::size_t& n);
    std::error_code sendTo(const void* data, std::size_t len, const Endpoint& to, std::size_t& n);
    std::error_code recvFrom(void* data, std::size_t len, Endpoint& from, std::size_t& n);
    // UDP batches, with as few system calls as the platform allows (sendmmsg / recvmmsg on
    // Linux, a loop elsewhere). to: the destination for an unconnected socket, null when
    // connected. sent / received: datagrams moved; an error comes back only when none moved.
    std::error_code sendBatch(std::span<const DatagramOut> batch, const Endpoint* to,
                              std::size_t& sent);
    // Takes what is queued now (non-blocking socket). arrivalUs is the kernel's receive time
    // where setReceiveTimestamps(true) made it available, else the time of the call.
    std::error_code recvBatch(std::span<DatagramIn> slots, std::size_t& received);
    std::error_code setReceiveTimestamps(bool on);
    // Path MTU of a connected socket (IP_MTU / IPV6_MTU), or -1 when the OS does not tell.
    int pathMtu() const;
    std::error_code shutdownWrite();
    std::error_code shutdownBoth();

    // Waits until readable/writable or the timeout passes (ec = timed_out). Negative: forever.
    std::error_code waitReadable(std::chrono::milliseconds timeout) const;
    std::error_code waitWritable(std::chrono::milliseconds timeout) const;

private:
    NativeSocket m_s = kInvalidSocket;
};

} // namespace bw::engine::net
