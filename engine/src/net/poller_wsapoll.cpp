// SPDX-License-Identifier: MIT
// WSAPoll implementation of net/poller.h. Level-triggered. wake() sends one datagram to a
// loopback UDP socket that is connected to itself and always part of the poll set.
#include "net/poller.h"
#include "net/socket.h"

#include <algorithm>
#include <climits>
#include <unordered_map>

namespace bw::engine::net {

namespace {

// WSAPoll rejects POLLPRI, so POLLIN (= POLLRDNORM | POLLRDBAND) is not used in `events`.
short toWsa(std::uint32_t interest)
{
    short events = 0;
    if (interest & PollIn) events |= POLLRDNORM;
    if (interest & PollOut) events |= POLLWRNORM;
    return events;
}

std::uint32_t fromWsa(short revents)
{
    std::uint32_t events = 0;
    if (revents & (POLLRDNORM | POLLRDBAND)) events |= PollIn;
    if (revents & POLLWRNORM) events |= PollOut;
    if (revents & (POLLERR | POLLNVAL)) events |= PollErr;
    if (revents & POLLHUP) events |= PollHup;
    return events;
}

class WsaPoller final : public Poller
{
public:
    std::error_code open()
    {
        std::error_code ec;
        m_wake = Socket::create(AF_INET, Kind::Udp, ec);
        if (ec) return ec;
        Endpoint local;
        auto* sin = reinterpret_cast<sockaddr_in*>(&local.storage);
        sin->sin_family = AF_INET;
        sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        local.length = sizeof(sockaddr_in);
        if ((ec = m_wake.bind(local)) || (ec = m_wake.localEndpoint(local)) ||
            (ec = m_wake.connect(local, std::chrono::milliseconds(0))) ||
            (ec = m_wake.setNonBlocking(true)))
            return ec;
        m_fds.push_back(WSAPOLLFD{m_wake.native(), POLLRDNORM, 0});
        m_tokens.push_back(0);
        return {};
    }

    std::error_code add(NativeSocket s, std::uint32_t interest, std::uint64_t token) override
    {
        if (s == kInvalidSocket || m_index.count(s))
            return std::make_error_code(std::errc::invalid_argument);
        m_index.emplace(s, m_fds.size());
        m_fds.push_back(WSAPOLLFD{s, toWsa(interest), 0});
        m_tokens.push_back(token);
        return {};
    }

    std::error_code modify(NativeSocket s, std::uint32_t interest, std::uint64_t token) override
    {
        auto it = m_index.find(s);
        if (it == m_index.end()) return std::make_error_code(std::errc::invalid_argument);
        m_fds[it->second].events = toWsa(interest);
        m_tokens[it->second] = token;
        return {};
    }

    std::error_code remove(NativeSocket s) override
    {
        auto it = m_index.find(s);
        if (it == m_index.end()) return std::make_error_code(std::errc::invalid_argument);
        const std::size_t i = it->second;
        const std::size_t last = m_fds.size() - 1;
        m_index.erase(it);
        if (i != last) {
            m_fds[i] = m_fds[last];
            m_tokens[i] = m_tokens[last];
            m_index[m_fds[i].fd] = i;
        }
        m_fds.pop_back();
        m_tokens.pop_back();
        return {};
    }

    std::error_code wait(std::vector<PollEvent>& out, std::chrono::milliseconds timeout) override
    {
        out.clear();
        const int ms = preparePoll(m_fds, timeout);
        const int rc = ::WSAPoll(m_fds.data(), ULONG(m_fds.size()), ms);
        if (rc < 0) return lastError();
        if (rc == 0) return {};
        if (m_fds[0].revents) drainWake();
        for (std::size_t i = 1; i < m_fds.size(); ++i) {
            if (m_fds[i].revents) out.push_back(PollEvent{fromWsa(m_fds[i].revents), m_tokens[i]});
        }
        return {};
    }

    // Any thread. A full socket buffer means a wake is already pending, so errors are moot.
    void wake() override
    {
        const char byte = 1;
        std::size_t n = 0;
        (void)m_wake.send(&byte, 1, n);
    }

    bool edgeTriggered() const override { return false; }

private:
    void drainWake()
    {
        char buf[64];
        std::size_t n = 0;
        while (!m_wake.recv(buf, sizeof buf, n) && n > 0) {
        }
    }

    NetInit m_net;
    Socket m_wake;
    std::vector<WSAPOLLFD> m_fds;                          // [0] is the wake socket
    std::vector<std::uint64_t> m_tokens;                   // parallel to m_fds
    std::unordered_map<NativeSocket, std::size_t> m_index; // socket -> slot in m_fds
};

} // namespace

std::unique_ptr<Poller> Poller::create(std::error_code& ec, std::size_t /*sockets*/)
{
    auto poller = std::make_unique<WsaPoller>();
    if ((ec = poller->open())) return nullptr;
    return poller;
}

} // namespace bw::engine::net
