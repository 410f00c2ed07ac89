// SPDX-License-Identifier: MIT
// Winsock2 implementation of net/socket.h. WSAGetLastError() is read in lastError() only
// (host_win.cpp).
#include "net/socket.h"

#include <mstcpip.h>
#include <mswsock.h>
#include <windows.h>

#include <algorithm>
#include <climits>
#include <cstring>

namespace bw::engine::net {

namespace {

// Windows has TCP_MAXSEG since Windows 10 1709 (ws2ipdef.h); mingw-w64's headers lack it.
constexpr int kTcpMaxSeg = 4;

int clampLength(std::size_t len)
{
    return int(std::min<std::size_t>(len, INT_MAX));
}

// For Winsock calls that return 0 on success and SOCKET_ERROR on failure; call it right
// after the call, before anything else can touch WSAGetLastError().
std::error_code checked(int rc)
{
    return rc == 0 ? std::error_code() : lastError();
}

std::error_code setIntOption(NativeSocket s, int level, int name, int value)
{
    return checked(
        ::setsockopt(s, level, name, reinterpret_cast<const char*>(&value), sizeof value));
}

int getIntOption(NativeSocket s, int level, int name)
{
    int value = 0;
    int len = sizeof value;
    if (::getsockopt(s, level, name, reinterpret_cast<char*>(&value), &len) != 0) return -1;
    return value;
}

std::error_code setBlocking(NativeSocket s, bool blocking)
{
    u_long nonBlocking = blocking ? 0 : 1;
    return checked(::ioctlsocket(s, FIONBIO, &nonBlocking));
}

std::error_code waitFor(NativeSocket s, short events, std::chrono::milliseconds timeout)
{
    WSAPOLLFD fd{};
    fd.fd = s;
    fd.events = events;
    const int ms = timeout.count() < 0 ? -1 : int(std::min<long long>(timeout.count(), INT_MAX));
    const int rc = ::WSAPoll(&fd, 1, ms);
    if (rc < 0) return lastError();
    if (rc == 0) return std::make_error_code(std::errc::timed_out);
    // POLLERR / POLLHUP count as ready: the next call on the socket reports the error.
    return {};
}

// ConnectEx is found at run time through WSAIoctl; it needs a bound socket.
LPFN_CONNECTEX connectExFor(NativeSocket s)
{
    GUID guid = WSAID_CONNECTEX;
    LPFN_CONNECTEX fn = nullptr;
    DWORD bytes = 0;
    if (::WSAIoctl(s, SIO_GET_EXTENSION_FUNCTION_POINTER, &guid, sizeof guid, &fn, sizeof fn,
                   &bytes, nullptr, nullptr) != 0)
        return nullptr;
    return fn;
}

std::error_code bindWildcardIfUnbound(NativeSocket s, int family)
{
    sockaddr_storage local{};
    int len = sizeof local;
    if (::getsockname(s, reinterpret_cast<sockaddr*>(&local), &len) == 0)
        return {}; // already bound (for example to a chosen local address)
    sockaddr_storage any{};
    any.ss_family = ADDRESS_FAMILY(family);
    const int anyLen = family == AF_INET6 ? int(sizeof(sockaddr_in6)) : int(sizeof(sockaddr_in));
    return checked(::bind(s, reinterpret_cast<sockaddr*>(&any), anyLen));
}

// Connect with a timeout that leaves the socket's blocking mode as it was: Winsock cannot
// report whether FIONBIO is set, so instead of toggling it we use overlapped ConnectEx.
std::error_code connectOverlapped(NativeSocket s, LPFN_CONNECTEX connectEx, const Endpoint& ep,
                                  std::chrono::milliseconds timeout)
{
    WSAOVERLAPPED ov{};
    ov.hEvent = ::WSACreateEvent();
    if (ov.hEvent == WSA_INVALID_EVENT) return lastError();
    std::error_code ec;
    DWORD sent = 0;
    if (!connectEx(s, reinterpret_cast<const sockaddr*>(&ep.storage), ep.length, nullptr, 0, &sent,
                   &ov)) {
        ec = lastError();
        if (ec.value() == WSA_IO_PENDING) {
            ec.clear();
            const DWORD ms = timeout.count() < 0
                                 ? WSA_INFINITE
                                 : DWORD(std::min<long long>(timeout.count(), 0x7fffffff));
            if (::WSAWaitForMultipleEvents(1, &ov.hEvent, TRUE, ms, FALSE) == WSA_WAIT_TIMEOUT) {
                ::CancelIoEx(reinterpret_cast<HANDLE>(s), &ov);
                ec = std::make_error_code(std::errc::timed_out);
            }
            DWORD flags = 0;
            // Waits for the cancel, if any, to finish: ov lives on this stack frame.
            if (!::WSAGetOverlappedResult(s, &ov, &sent, TRUE, &flags) && !ec) ec = lastError();
        }
    }
    ::WSACloseEvent(ov.hEvent);
    if (ec) return ec;
    // Without this, getpeername() and shutdown() fail on a ConnectEx socket.
    return checked(::setsockopt(s, SOL_SOCKET, SO_UPDATE_CONNECT_CONTEXT, nullptr, 0));
}

// Fallback when ConnectEx is missing: non-blocking connect, then blocking again.
std::error_code connectPolled(NativeSocket s, const Endpoint& ep, std::chrono::milliseconds timeout)
{
    if (auto ec = setBlocking(s, false)) return ec;
    std::error_code ec;
    if (::connect(s, reinterpret_cast<const sockaddr*>(&ep.storage), ep.length) != 0) {
        ec = lastError();
        if (ec.value() == WSAEWOULDBLOCK) {
            ec = waitFor(s, POLLWRNORM, timeout);
            if (!ec) {
                const int soError = getIntOption(s, SOL_SOCKET, SO_ERROR);
                if (soError != 0) ec = systemError(soError < 0 ? WSAENOTCONN : soError);
            }
        }
    }
    if (auto restore = setBlocking(s, true); restore && !ec) ec = restore;
    return ec;
}

} // namespace

Socket Socket::create(int family, Kind kind, std::error_code& ec)
{
    ec.clear();
    const bool udp = kind == Kind::Udp;
    NativeSocket s = ::WSASocketW(family, udp ? SOCK_DGRAM : SOCK_STREAM,
                                  udp ? IPPROTO_UDP : IPPROTO_TCP, nullptr, 0, WSA_FLAG_OVERLAPPED);
    if (s == kInvalidSocket) {
        ec = lastError();
        return Socket();
    }
    // Child processes must not inherit sockets (POSIX twin: SOCK_CLOEXEC).
    ::SetHandleInformation(reinterpret_cast<HANDLE>(s), HANDLE_FLAG_INHERIT, 0);
    if (udp) {
        // Otherwise an ICMP port-unreachable for an earlier sendto() makes the next
        // recvfrom() fail with WSAECONNRESET, which POSIX never does on unconnected sockets.
        BOOL off = FALSE;
        DWORD bytes = 0;
        ::WSAIoctl(s, SIO_UDP_CONNRESET, &off, sizeof off, nullptr, 0, &bytes, nullptr, nullptr);
    }
    return Socket(s);
}

void Socket::close()
{
    if (m_s != kInvalidSocket) {
        ::closesocket(m_s);
        m_s = kInvalidSocket;
    }
}

std::error_code Socket::setNonBlocking(bool on)
{
    return setBlocking(m_s, !on);
}

std::error_code Socket::setReuseAddress(bool on)
{
    // Windows lets a TCP listener rebind a port in TIME_WAIT without any option, and its
    // SO_REUSEADDR would let a second process steal a bound port. Only UDP (discovery,
    // several listeners on one port) gets the option.
    if (getIntOption(m_s, SOL_SOCKET, SO_TYPE) != SOCK_DGRAM) return {};
    return setIntOption(m_s, SOL_SOCKET, SO_REUSEADDR, on ? 1 : 0);
}

std::error_code Socket::setV6Only(bool on)
{
    return setIntOption(m_s, IPPROTO_IPV6, IPV6_V6ONLY, on ? 1 : 0);
}
std::error_code Socket::setNoDelay(bool on)
{
    return setIntOption(m_s, IPPROTO_TCP, TCP_NODELAY, on ? 1 : 0);
}
std::error_code Socket::setMss(int bytes)
{
    return setIntOption(m_s, IPPROTO_TCP, kTcpMaxSeg, bytes);
}

std::error_code Socket::setCongestion(const std::string&)
{
    // Windows picks the congestion provider system-wide (netsh), not per socket.
    return std::make_error_code(std::errc::operation_not_supported);
}

std::error_code Socket::setSendBuffer(int bytes)
{
    return setIntOption(m_s, SOL_SOCKET, SO_SNDBUF, bytes);
}
std::error_code Socket::setReceiveBuffer(int bytes)
{
    return setIntOption(m_s, SOL_SOCKET, SO_RCVBUF, bytes);
}
std::error_code Socket::setReceiveLowWater(int)
{
    // Winsock's setsockopt refuses SO_RCVLOWAT (WSAENOPROTOOPT).
    return std::make_error_code(std::errc::not_supported);
}
std::error_code Socket::setKeepAlive(bool on)
{
    return setIntOption(m_s, SOL_SOCKET, SO_KEEPALIVE, on ? 1 : 0);
}
int Socket::sendBuffer() const
{
    return getIntOption(m_s, SOL_SOCKET, SO_SNDBUF);
}
int Socket::receiveBuffer() const
{
    return getIntOption(m_s, SOL_SOCKET, SO_RCVBUF);
}
int Socket::mss() const
{
    return getIntOption(m_s, IPPROTO_TCP, kTcpMaxSeg);
}
std::string Socket::congestion() const
{
    return {};
} // not visible per socket on Windows

std::error_code Socket::bind(const Endpoint& ep)
{
    return checked(::bind(m_s, reinterpret_cast<const sockaddr*>(&ep.storage), ep.length));
}

std::error_code Socket::listen(int backlog)
{
    return checked(::listen(m_s, backlog));
}

Socket Socket::accept(Endpoint* peer, std::error_code& ec)
{
    ec.clear();
    sockaddr_storage addr{};
    int len = sizeof addr;
    NativeSocket s = ::accept(m_s, reinterpret_cast<sockaddr*>(&addr), &len);
    if (s == kInvalidSocket) {
        ec = lastError();
        return Socket();
    }
    Socket accepted(s);
    ::SetHandleInformation(reinterpret_cast<HANDLE>(s), HANDLE_FLAG_INHERIT, 0);
    // Winsock hands the listener's non-blocking mode on to the accepted socket; Linux does
    // not. Match Linux: accepted sockets start blocking.
    if ((ec = setBlocking(s, true))) return Socket();
    if (peer) {
        peer->storage = addr;
        peer->length = len;
    }
    return accepted;
}

std::error_code Socket::connect(const Endpoint& ep, std::chrono::milliseconds timeout)
{
    const int family = ep.storage.ss_family;
    if (getIntOption(m_s, SOL_SOCKET, SO_TYPE) == SOCK_DGRAM) {
        // A UDP connect only sets the default peer and never blocks.
        if (::connect(m_s, reinterpret_cast<const sockaddr*>(&ep.storage), ep.length) != 0)
            return lastError();
        return {};
    }
    if (LPFN_CONNECTEX connectEx = connectExFor(m_s)) {
        if (auto ec = bindWildcardIfUnbound(m_s, family)) return ec;
        return connectOverlapped(m_s, connectEx, ep, timeout);
    }
    return connectPolled(m_s, ep, timeout);
}

std::error_code Socket::localEndpoint(Endpoint& ep) const
{
    int len = sizeof ep.storage;
    if (::getsockname(m_s, reinterpret_cast<sockaddr*>(&ep.storage), &len) != 0) return lastError();
    ep.length = len;
    return {};
}

std::error_code Socket::peerEndpoint(Endpoint& ep) const
{
    int len = sizeof ep.storage;
    if (::getpeername(m_s, reinterpret_cast<sockaddr*>(&ep.storage), &len) != 0) return lastError();
    ep.length = len;
    return {};
}

std::error_code Socket::send(const void* data, std::size_t len, std::size_t& n)
{
    n = 0;
    const int rc = ::send(m_s, static_cast<const char*>(data), clampLength(len), 0);
    if (rc < 0) return lastError();
    n = std::size_t(rc);
    return {};
}

std::error_code Socket::recv(void* data, std::size_t len, std::size_t& n)
{
    n = 0;
    const int rc = ::recv(m_s, static_cast<char*>(data), clampLength(len), 0);
    if (rc < 0) return lastError();
    n = std::size_t(rc);
    return {};
}

std::error_code Socket::peek(void* data, std::size_t len, std::size_t& n)
{
    n = 0;
    const int rc = ::recv(m_s, static_cast<char*>(data), clampLength(len), MSG_PEEK);
    if (rc < 0) return lastError();
    n = std::size_t(rc);
    return {};
}

std::error_code Socket::sendTo(const void* data, std::size_t len, const Endpoint& to,
                               std::size_t& n)
{
    n = 0;
    const int rc = ::sendto(m_s, static_cast<const char*>(data), clampLength(len), 0,
                            reinterpret_cast<const sockaddr*>(&to.storage), to.length);
    if (rc < 0) return lastError();
    n = std::size_t(rc);
    return {};
}

std::error_code Socket::recvFrom(void* data, std::size_t len, Endpoint& from, std::size_t& n)
{
    n = 0;
    int fromLen = sizeof from.storage;
    const int rc = ::recvfrom(m_s, static_cast<char*>(data), clampLength(len), 0,
                              reinterpret_cast<sockaddr*>(&from.storage), &fromLen);
    if (rc < 0) {
        auto ec = lastError();
        // A datagram larger than the buffer: POSIX returns it truncated, so do the same.
        if (ec.value() != WSAEMSGSIZE) return ec;
        n = len;
    } else {
        n = std::size_t(rc);
    }
    from.length = fromLen;
    return {};
}

// UDP batches: Winsock has no sendmmsg/recvmmsg, so one call per datagram.
std::error_code Socket::sendBatch(std::span<const DatagramOut> batch, const Endpoint* to,
                                  std::size_t& sent)
{
    sent = 0;
    for (const DatagramOut& d : batch) {
        WSABUF bufs[2] = {{ULONG(d.headBytes), static_cast<char*>(const_cast<void*>(d.head))},
                          {ULONG(d.bodyBytes), static_cast<char*>(const_cast<void*>(d.body))}};
        DWORD n = 0;
        const int rc = ::WSASendTo(m_s, bufs, d.bodyBytes ? 2 : 1, &n, 0,
                                   to ? reinterpret_cast<const sockaddr*>(&to->storage) : nullptr,
                                   to ? to->length : 0, nullptr, nullptr);
        if (rc != 0) return sent ? std::error_code() : lastError();
        ++sent;
    }
    return {};
}

std::error_code Socket::recvBatch(std::span<DatagramIn> slots, std::size_t& received)
{
    received = 0;
    for (DatagramIn& d : slots) {
        std::size_t n = 0;
        const std::error_code ec =
            d.from ? recvFrom(d.data, d.capacity, *d.from, n) : recv(d.data, d.capacity, n);
        if (ec) return received ? std::error_code() : ec;
        d.bytes = n;
        d.arrivalUs = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now().time_since_epoch())
                          .count();
        ++received;
    }
    return {};
}

std::error_code Socket::setReceiveTimestamps(bool)
{
    return std::make_error_code(std::errc::not_supported);
}

int Socket::pathMtu() const
{
    return -1;
}

std::error_code Socket::shutdownWrite()
{
    return checked(::shutdown(m_s, SD_SEND));
}

std::error_code Socket::shutdownBoth()
{
    return checked(::shutdown(m_s, SD_BOTH));
}

std::error_code Socket::waitReadable(std::chrono::milliseconds timeout) const
{
    return waitFor(m_s, POLLRDNORM, timeout);
}

std::error_code Socket::waitWritable(std::chrono::milliseconds timeout) const
{
    return waitFor(m_s, POLLWRNORM, timeout);
}

} // namespace bw::engine::net
