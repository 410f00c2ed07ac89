// SPDX-License-Identifier: MIT
// POSIX sockets (Linux, macOS).
#include "net/socket.h"

#include <arpa/inet.h>
#include <cerrno>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <unistd.h>

#include <cstring>

namespace bw::engine::net {

NetInit::NetInit() = default;
NetInit::~NetInit() = default;

// The one place where errno becomes an error_code.
std::error_code lastError()
{
    return {errno, std::system_category()};
}

std::string localHostName()
{
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return {};
    return buf;
}

const char* osName()
{
#if defined(__APPLE__)
    return "macos";
#elif defined(__linux__)
    return "linux";
#else
    return "unix";
#endif
}

std::tm utcTime(std::time_t t)
{
    std::tm tm{};
    gmtime_r(&t, &tm);
    return tm;
}

bool isWouldBlock(std::error_code ec)
{
    return ec.category() == std::system_category() &&
           (ec.value() == EAGAIN || ec.value() == EWOULDBLOCK || ec.value() == EINPROGRESS);
}

bool isConnectionRefused(std::error_code ec)
{
    return ec.category() == std::system_category() && ec.value() == ECONNREFUSED;
}

bool isUnreachable(std::error_code ec)
{
    return ec.category() == std::system_category() &&
           (ec.value() == EHOSTUNREACH || ec.value() == ENETUNREACH || ec.value() == ENETDOWN ||
            ec.value() == EADDRNOTAVAIL);
}

std::error_code resolve(const std::string& host, std::uint16_t port, IpFamily family, bool passive,
                        std::vector<Endpoint>& out)
{
    out.clear();
    addrinfo hints{};
    hints.ai_family = family == IpFamily::V4 ? AF_INET : family == IpFamily::V6 ? AF_INET6 : AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = passive ? AI_PASSIVE : 0;
    std::string service = std::to_string(port);
    addrinfo* res = nullptr;
    int rc = getaddrinfo(host.empty() ? nullptr : host.c_str(), service.c_str(), &hints, &res);
    if (rc != 0) {
        if (rc == EAI_SYSTEM) return lastError();
        return std::make_error_code(std::errc::host_unreachable);
    }
    for (addrinfo* p = res; p; p = p->ai_next) {
        Endpoint ep;
        std::memcpy(&ep.storage, p->ai_addr, p->ai_addrlen);
        ep.length = SockLen(p->ai_addrlen);
        out.push_back(ep);
    }
    freeaddrinfo(res);
    return {};
}

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

std::error_code Socket::setReuseAddress(bool on) { return setInt(m_s, SOL_SOCKET, SO_REUSEADDR, on); }
std::error_code Socket::setV6Only(bool on) { return setInt(m_s, IPPROTO_IPV6, IPV6_V6ONLY, on); }
std::error_code Socket::setNoDelay(bool on) { return setInt(m_s, IPPROTO_TCP, TCP_NODELAY, on); }
std::error_code Socket::setMss(int bytes) { return setInt(m_s, IPPROTO_TCP, TCP_MAXSEG, bytes); }
std::error_code Socket::setSendBuffer(int bytes) { return setInt(m_s, SOL_SOCKET, SO_SNDBUF, bytes); }
std::error_code Socket::setReceiveBuffer(int bytes) { return setInt(m_s, SOL_SOCKET, SO_RCVBUF, bytes); }
std::error_code Socket::setKeepAlive(bool on) { return setInt(m_s, SOL_SOCKET, SO_KEEPALIVE, on); }
int Socket::sendBuffer() const { return getInt(m_s, SOL_SOCKET, SO_SNDBUF); }
int Socket::receiveBuffer() const { return getInt(m_s, SOL_SOCKET, SO_RCVBUF); }
int Socket::mss() const { return getInt(m_s, IPPROTO_TCP, TCP_MAXSEG); }

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
    if (::bind(m_s, reinterpret_cast<const sockaddr*>(&ep.storage), ep.length) != 0) return lastError();
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
    if (::getsockname(m_s, reinterpret_cast<sockaddr*>(&ep.storage), &ep.length) != 0) return lastError();
    return {};
}

std::error_code Socket::peerEndpoint(Endpoint& ep) const
{
    ep.length = sizeof ep.storage;
    if (::getpeername(m_s, reinterpret_cast<sockaddr*>(&ep.storage), &ep.length) != 0) return lastError();
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

std::error_code Socket::sendTo(const void* data, std::size_t len, const Endpoint& to, std::size_t& n)
{
    ssize_t r = ::sendto(m_s, data, len, MSG_NOSIGNAL, reinterpret_cast<const sockaddr*>(&to.storage),
                         to.length);
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
    ssize_t r = ::recvfrom(m_s, data, len, 0, reinterpret_cast<sockaddr*>(&from.storage), &from.length);
    if (r < 0) {
        n = 0;
        return lastError();
    }
    n = std::size_t(r);
    return {};
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
