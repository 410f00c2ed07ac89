// SPDX-License-Identifier: MIT
// POSIX implementation of net/socket.h (Linux, macOS).
#include "net/socket.h"

#include <arpa/inet.h>
#include <cerrno>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <ctime>

namespace bw::engine::net {

void Socket::close()
{
    if (m_s != kInvalidSocket) {
        ::close(m_s);
        m_s = kInvalidSocket;
    }
}

Socket Socket::create(int family, Kind kind, std::error_code& ec)
{
    int s = ::socket(family, (kind == Kind::Tcp ? SOCK_STREAM : SOCK_DGRAM) | SOCK_CLOEXEC, 0);
    if (s < 0) {
        ec = lastError();
        return {};
    }
    ec.clear();
#ifdef SO_NOSIGPIPE
    int one = 1;
    ::setsockopt(s, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
    return Socket(s);
}

namespace {
std::error_code setInt(int s, int level, int opt, int v)
{
    if (::setsockopt(s, level, opt, &v, sizeof v) != 0) return lastError();
    return {};
}
int getInt(int s, int level, int opt)
{
    int v = 0;
    socklen_t len = sizeof v;
    if (::getsockopt(s, level, opt, &v, &len) != 0) return -1;
    return v;
}
} // namespace

std::error_code Socket::setNonBlocking(bool on)
{
    int flags = ::fcntl(m_s, F_GETFL, 0);
    if (flags < 0) return lastError();
    flags = on ? (flags | O_NONBLOCK) : (flags & ~O_NONBLOCK);
    if (::fcntl(m_s, F_SETFL, flags) != 0) return lastError();
    return {};
}

std::error_code Socket::setReuseAddress(bool on)
{
    return setInt(m_s, SOL_SOCKET, SO_REUSEADDR, on);
}
std::error_code Socket::setV6Only(bool on)
{
    return setInt(m_s, IPPROTO_IPV6, IPV6_V6ONLY, on);
}
std::error_code Socket::setNoDelay(bool on)
{
    return setInt(m_s, IPPROTO_TCP, TCP_NODELAY, on);
}
std::error_code Socket::setMss(int bytes)
{
    return setInt(m_s, IPPROTO_TCP, TCP_MAXSEG, bytes);
}
std::error_code Socket::setSendBuffer(int bytes)
{
    return setInt(m_s, SOL_SOCKET, SO_SNDBUF, bytes);
}
std::error_code Socket::setReceiveBuffer(int bytes)
{
    return setInt(m_s, SOL_SOCKET, SO_RCVBUF, bytes);
}
std::error_code Socket::setReceiveLowWater(int bytes)
{
    return setInt(m_s, SOL_SOCKET, SO_RCVLOWAT, bytes);
}
std::error_code Socket::setKeepAlive(bool on)
{
    return setInt(m_s, SOL_SOCKET, SO_KEEPALIVE, on);
}
int Socket::sendBuffer() const
{
    return getInt(m_s, SOL_SOCKET, SO_SNDBUF);
}
int Socket::receiveBuffer() const
{
    return getInt(m_s, SOL_SOCKET, SO_RCVBUF);
}
int Socket::mss() const
{
    return getInt(m_s, IPPROTO_TCP, TCP_MAXSEG);
}

std::error_code Socket::setCongestion(const std::string& name)
{
#ifdef TCP_CONGESTION
    if (::setsockopt(m_s, IPPROTO_TCP, TCP_CONGESTION, name.data(), socklen_t(name.size())) != 0)
        return lastError();
    return {};
#else
    (void)name;
    return std::make_error_code(std::errc::not_supported);
#endif
}

std::string Socket::congestion() const
{
#ifdef TCP_CONGESTION
    char buf[32] = {};
    socklen_t len = sizeof buf - 1;
    if (::getsockopt(m_s, IPPROTO_TCP, TCP_CONGESTION, buf, &len) != 0) return {};
    return std::string(buf, ::strnlen(buf, len));
#else
    return {};
#endif
}

std::error_code Socket::bind(const Endpoint& ep)
{
    if (::bind(m_s, reinterpret_cast<const sockaddr*>(&ep.storage), ep.length) != 0)
        return lastError();
    return {};
}

std::error_code Socket::listen(int backlog)
{
    if (::listen(m_s, backlog) != 0) return lastError();
    return {};
}

Socket Socket::accept(Endpoint* peer, std::error_code& ec)
{
    Endpoint tmp;
    tmp.length = sizeof tmp.storage;
    int s = ::accept4(m_s, reinterpret_cast<sockaddr*>(&tmp.storage), &tmp.length, SOCK_CLOEXEC);
    if (s < 0) {
        ec = lastError();
        return {};
    }
    ec.clear();
    if (peer) *peer = tmp;
    return Socket(s);
}

std::error_code Socket::connect(const Endpoint& ep, std::chrono::milliseconds timeout)
{
    int flags = ::fcntl(m_s, F_GETFL, 0);
    bool wasNonBlocking = flags >= 0 && (flags & O_NONBLOCK);
    if (!wasNonBlocking)
        if (auto ec = setNonBlocking(true)) return ec;
    std::error_code result;
    if (::connect(m_s, reinterpret_cast<const sockaddr*>(&ep.storage), ep.length) != 0) {
        result = lastError();
        if (result.value() == EINPROGRESS) {
            result = waitWritable(timeout);
            if (!result) {
                int err = getInt(m_s, SOL_SOCKET, SO_ERROR);
                if (err != 0) result = std::error_code(err, std::system_category());
            }
        }
    }
    if (!wasNonBlocking) setNonBlocking(false);
    return result;
}

std::error_code Socket::localEndpoint(Endpoint& ep) const
{
    ep.length = sizeof ep.storage;
    if (::getsockname(m_s, reinterpret_cast<sockaddr*>(&ep.storage), &ep.length) != 0)
        return lastError();
    return {};
}

std::error_code Socket::peerEndpoint(Endpoint& ep) const
{
    ep.length = sizeof ep.storage;
    if (::getpeername(m_s, reinterpret_cast<sockaddr*>(&ep.storage), &ep.length) != 0)
        return lastError();
    return {};
}

std::error_code Socket::send(const void* data, std::size_t len, std::size_t& n)
{
    ssize_t r;
    do {
        r = ::send(m_s, data, len, MSG_NOSIGNAL);
    } while (r < 0 && errno == EINTR);
    if (r < 0) {
        n = 0;
        return lastError();
    }
    n = std::size_t(r);
    return {};
}

std::error_code Socket::recv(void* data, std::size_t len, std::size_t& n)
{
    ssize_t r;
    do {
        r = ::recv(m_s, data, len, 0);
    } while (r < 0 && errno == EINTR);
    if (r < 0) {
        n = 0;
        return lastError();
    }
    n = std::size_t(r);
    return {};
}

std::error_code Socket::peek(void* data, std::size_t len, std::size_t& n)
{
    ssize_t r;
    do {
        r = ::recv(m_s, data, len, MSG_PEEK);
    } while (r < 0 && errno == EINTR);
    n = r < 0 ? 0 : std::size_t(r);
    return r < 0 ? lastError() : std::error_code{};
}

std::error_code Socket::sendTo(const void* data, std::size_t len, const Endpoint& to,
                               std::size_t& n)
{
    ssize_t r = ::sendto(m_s, data, len, MSG_NOSIGNAL,
                         reinterpret_cast<const sockaddr*>(&to.storage), to.length);
    if (r < 0) {
        n = 0;
        return lastError();
    }
    n = std::size_t(r);
    return {};
}

std::error_code Socket::recvFrom(void* data, std::size_t len, Endpoint& from, std::size_t& n)
{
    from.length = sizeof from.storage;
    ssize_t r =
        ::recvfrom(m_s, data, len, 0, reinterpret_cast<sockaddr*>(&from.storage), &from.length);
    if (r < 0) {
        n = 0;
        return lastError();
    }
    n = std::size_t(r);
    return {};
}

namespace {
constexpr std::size_t kBatchMax = 64;

std::int64_t nowNs(clockid_t clock)
{
    timespec ts{};
    ::clock_gettime(clock, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// How far CLOCK_REALTIME (the kernel's receive stamps) is ahead of the steady clock, and the
// steady time now, in ns. The realtime clock is read on both sides of the steady one so that
// the pair is as if read at one instant: on loopback an echo comes a few microseconds after
// its sender's steady timestamp, and a conversion off by a microsecond can put it before.
struct ClockPair
{
    std::int64_t steadyNs;
    std::int64_t realMinusSteadyNs;
};
ClockPair clockPair()
{
    const std::int64_t real1 = nowNs(CLOCK_REALTIME);
    const std::int64_t steady = nowNs(CLOCK_MONOTONIC); // std::chrono::steady_clock on Linux
    const std::int64_t real2 = nowNs(CLOCK_REALTIME);
    return {steady, real1 + (real2 - real1) / 2 - steady};
}

void fillMsg(msghdr& m, iovec* iov, const DatagramOut& d, const Endpoint* to)
{
    iov[0] = {const_cast<void*>(d.head), d.headBytes};
    iov[1] = {const_cast<void*>(d.body), d.bodyBytes};
    m = {};
    m.msg_iov = iov;
    m.msg_iovlen = d.bodyBytes ? 2 : 1;
    if (to) {
        m.msg_name = const_cast<sockaddr_storage*>(&to->storage);
        m.msg_namelen = to->length;
    }
}

// The kernel stamps datagrams with CLOCK_REALTIME; shift that onto the steady clock with the
// offset between the two clocks now, so a step of the wall clock cannot reach the figures.
// Microseconds of the steady clock, as steady_clock's own count truncates them.
std::int64_t arrivalFrom(const msghdr& m, const ClockPair& now)
{
    std::int64_t ns = now.steadyNs;
#ifdef SCM_TIMESTAMPNS
    for (cmsghdr* c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(const_cast<msghdr*>(&m), c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_TIMESTAMPNS) continue;
        timespec ts;
        std::memcpy(&ts, CMSG_DATA(c), sizeof ts);
        const std::int64_t kernelNs = std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
        ns = std::min(ns, kernelNs - now.realMinusSteadyNs);
        break;
    }
#else
    (void)m;
#endif
    return ns / 1000;
}

// UDP_GRO's control message: the size of the datagrams coalesced into this buffer.
std::size_t segmentFrom(const msghdr& m)
{
#ifdef __linux__
    constexpr int kSolUdp = 17, kUdpGro = 104; // SOL_UDP, UDP_GRO (netinet/udp.h, linux/udp.h)
    for (cmsghdr* c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(const_cast<msghdr*>(&m), c)) {
        if (c->cmsg_level != kSolUdp || c->cmsg_type != kUdpGro) continue;
        int size = 0;
        std::memcpy(&size, CMSG_DATA(c), sizeof size);
        return size > 0 ? std::size_t(size) : 0;
    }
#else
    (void)m;
#endif
    return 0;
}

} // namespace

std::error_code Socket::sendBatch(std::span<const DatagramOut> batch, const Endpoint* to,
                                  std::size_t& sent)
{
    sent = 0;
    iovec iov[kBatchMax][2];
    while (sent < batch.size()) {
        const std::size_t n = std::min(kBatchMax, batch.size() - sent);
#if defined(__linux__)
        mmsghdr msgs[kBatchMax];
        for (std::size_t i = 0; i < n; ++i) {
            fillMsg(msgs[i].msg_hdr, iov[i], batch[sent + i], to);
            msgs[i].msg_len = 0;
        }
        int r = ::sendmmsg(m_s, msgs, unsigned(n), MSG_NOSIGNAL);
#else
        int r = 0;
        for (; std::size_t(r) < n; ++r) {
            msghdr m;
            fillMsg(m, iov[r], batch[sent + std::size_t(r)], to);
            if (::sendmsg(m_s, &m, MSG_NOSIGNAL) < 0) break;
        }
        if (r == 0) r = -1;
#endif
        if (r < 0) {
            if (errno == EINTR) continue;
            return sent ? std::error_code() : lastError();
        }
        sent += std::size_t(r);
        if (std::size_t(r) < n) break;
    }
    return {};
}

std::error_code Socket::recvBatch(std::span<DatagramIn> slots, std::size_t& received)
{
    received = 0;
    const std::size_t n = std::min(kBatchMax, slots.size());
    if (n == 0) return {};
    iovec iov[kBatchMax];
    alignas(
        cmsghdr) char control[kBatchMax][CMSG_SPACE(sizeof(timespec)) + CMSG_SPACE(sizeof(int))];
    msghdr hdrs[kBatchMax];
    for (std::size_t i = 0; i < n; ++i) {
        iov[i] = {slots[i].data, slots[i].capacity};
        msghdr& m = hdrs[i];
        m = {};
        m.msg_iov = &iov[i];
        m.msg_iovlen = 1;
        m.msg_control = control[i];
        m.msg_controllen = sizeof control[i];
        if (slots[i].from) {
            m.msg_name = &slots[i].from->storage;
            m.msg_namelen = sizeof slots[i].from->storage;
        }
    }
    int r;
#if defined(__linux__)
    mmsghdr msgs[kBatchMax];
    for (std::size_t i = 0; i < n; ++i)
        msgs[i] = {hdrs[i], 0};
    do {
        r = ::recvmmsg(m_s, msgs, unsigned(n), MSG_DONTWAIT, nullptr);
    } while (r < 0 && errno == EINTR);
    for (int i = 0; i < r; ++i) {
        hdrs[i] = msgs[i].msg_hdr;
        slots[std::size_t(i)].bytes = msgs[i].msg_len;
    }
#else
    for (r = 0; std::size_t(r) < n; ++r) {
        ssize_t got = ::recvmsg(m_s, &hdrs[r], MSG_DONTWAIT);
        if (got < 0) break;
        slots[std::size_t(r)].bytes = std::size_t(got);
    }
    if (r == 0) r = -1;
#endif
    if (r < 0) return lastError();
    const ClockPair now = clockPair();
    for (int i = 0; i < r; ++i) {
        DatagramIn& d = slots[std::size_t(i)];
        d.arrivalUs = arrivalFrom(hdrs[i], now);
        d.segmentBytes = segmentFrom(hdrs[i]);
        if (d.from) d.from->length = hdrs[i].msg_namelen;
    }
    received = std::size_t(r);
    return {};
}

std::error_code Socket::setReceiveTimestamps(bool on)
{
#ifdef SO_TIMESTAMPNS
    return setInt(m_s, SOL_SOCKET, SO_TIMESTAMPNS, on);
#else
    (void)on;
    return std::make_error_code(std::errc::not_supported);
#endif
}

int Socket::pathMtu() const
{
#if defined(IP_MTU) && defined(IPV6_MTU)
    sockaddr_storage ss{};
    socklen_t len = sizeof ss;
    if (::getsockname(m_s, reinterpret_cast<sockaddr*>(&ss), &len) != 0) return -1;
    if (ss.ss_family == AF_INET6) return getInt(m_s, IPPROTO_IPV6, IPV6_MTU);
    return getInt(m_s, IPPROTO_IP, IP_MTU);
#else
    return -1;
#endif
}

std::error_code Socket::shutdownWrite()
{
    if (::shutdown(m_s, SHUT_WR) != 0) return lastError();
    return {};
}

std::error_code Socket::shutdownBoth()
{
    if (::shutdown(m_s, SHUT_RDWR) != 0) return lastError();
    return {};
}

namespace {
std::error_code waitFor(int s, short events, std::chrono::milliseconds timeout)
{
    pollfd p{s, events, 0};
    int rc;
    do {
        rc = ::poll(&p, 1, timeout.count() < 0 ? -1 : int(timeout.count()));
    } while (rc < 0 && errno == EINTR);
    if (rc < 0) return lastError();
    if (rc == 0) return std::make_error_code(std::errc::timed_out);
    return {};
}
} // namespace

std::error_code Socket::waitReadable(std::chrono::milliseconds timeout) const
{
    return waitFor(m_s, POLLIN, timeout);
}

std::error_code Socket::waitWritable(std::chrono::milliseconds timeout) const
{
    return waitFor(m_s, POLLOUT, timeout);
}

} // namespace bw::engine::net
