// SPDX-License-Identifier: MIT
// Linux readiness, woken through an eventfd: edge-triggered epoll, or level-triggered
// poll(2) for a worker with a single socket (see Poller::create).
#include "net/poller.h"
#include "net/socket.h"

#include <poll.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>

namespace bw::engine::net {

namespace {
constexpr std::uint64_t kWakeToken = ~std::uint64_t(0);

std::uint32_t toEpoll(std::uint32_t interest)
{
    std::uint32_t e = EPOLLET | EPOLLRDHUP;
    if (interest & PollIn) e |= EPOLLIN;
    if (interest & PollOut) e |= EPOLLOUT;
    return e;
}

// Both Linux pollers are woken through an eventfd that is part of their wait set.
class EventFdPoller : public Poller
{
public:
    explicit EventFdPoller(int ev) : m_event(ev) {}
    ~EventFdPoller() override { ::close(m_event); }
    EventFdPoller(const EventFdPoller&) = delete;
    EventFdPoller& operator=(const EventFdPoller&) = delete;

    void wake() override
    {
        std::uint64_t one = 1;
        [[maybe_unused]] auto r = ::write(m_event, &one, sizeof one);
    }

protected:
    void drainWake()
    {
        std::uint64_t v;
        [[maybe_unused]] auto r = ::read(m_event, &v, sizeof v);
    }

    int m_event;
};

class EpollPoller final : public EventFdPoller
{
public:
    EpollPoller(int ep, int ev) : EventFdPoller(ev), m_ep(ep) {}
    ~EpollPoller() override { ::close(m_ep); }

    std::error_code add(NativeSocket s, std::uint32_t interest, std::uint64_t token) override
    {
        epoll_event e{toEpoll(interest), {}};
        e.data.u64 = token;
        if (::epoll_ctl(m_ep, EPOLL_CTL_ADD, s, &e) != 0) return lastError();
        return {};
    }

    std::error_code modify(NativeSocket s, std::uint32_t interest, std::uint64_t token) override
    {
        epoll_event e{toEpoll(interest), {}};
        e.data.u64 = token;
        if (::epoll_ctl(m_ep, EPOLL_CTL_MOD, s, &e) != 0) return lastError();
        return {};
    }

    std::error_code remove(NativeSocket s) override
    {
        if (::epoll_ctl(m_ep, EPOLL_CTL_DEL, s, nullptr) != 0) return lastError();
        return {};
    }

    std::error_code wait(std::vector<PollEvent>& out, std::chrono::milliseconds timeout) override
    {
        out.clear();
        epoll_event events[256];
        int n = ::epoll_wait(m_ep, events, 256, int(timeout.count()));
        if (n < 0) {
            if (errno == EINTR) return {};
            return lastError();
        }
        for (int i = 0; i < n; ++i) {
            if (events[i].data.u64 == kWakeToken) {
                drainWake();
                continue;
            }
            PollEvent pe;
            pe.token = events[i].data.u64;
            if (events[i].events & EPOLLIN) pe.events |= PollIn;
            if (events[i].events & EPOLLOUT) pe.events |= PollOut;
            if (events[i].events & EPOLLERR) pe.events |= PollErr;
            if (events[i].events & (EPOLLHUP | EPOLLRDHUP)) pe.events |= PollHup | PollIn;
            out.push_back(pe);
        }
        return {};
    }

    bool edgeTriggered() const override { return true; }

private:
    int m_ep;
};

// poll(2) over a few sockets; slot 0 is the wake eventfd. Level-triggered.
class PollPoller final : public EventFdPoller
{
public:
    explicit PollPoller(int ev) : EventFdPoller(ev) { m_fds.push_back(pollfd{ev, POLLIN, 0}); }

    std::error_code add(NativeSocket s, std::uint32_t interest, std::uint64_t token) override
    {
        if (s < 0 || find(s) != m_fds.size())
            return std::make_error_code(std::errc::invalid_argument);
        m_fds.push_back(pollfd{s, toPoll(interest), 0});
        m_tokens.push_back(token);
        return {};
    }

    std::error_code modify(NativeSocket s, std::uint32_t interest, std::uint64_t token) override
    {
        const std::size_t i = find(s);
        if (i == m_fds.size()) return std::make_error_code(std::errc::invalid_argument);
        m_fds[i].events = toPoll(interest);
        m_tokens[i - 1] = token;
        return {};
    }

    std::error_code remove(NativeSocket s) override
    {
        const std::size_t i = find(s);
        if (i == m_fds.size()) return std::make_error_code(std::errc::invalid_argument);
        m_fds.erase(m_fds.begin() + std::ptrdiff_t(i));
        m_tokens.erase(m_tokens.begin() + std::ptrdiff_t(i - 1));
        return {};
    }

    std::error_code wait(std::vector<PollEvent>& out, std::chrono::milliseconds timeout) override
    {
        out.clear();
        const int ms = preparePoll(m_fds, timeout);
        const int n = ::poll(m_fds.data(), nfds_t(m_fds.size()), ms);
        if (n < 0) return errno == EINTR ? std::error_code{} : lastError();
        if (m_fds[0].revents) drainWake();
        for (std::size_t i = 1; i < m_fds.size(); ++i) {
            const short r = m_fds[i].revents;
            if (!r) continue;
            PollEvent pe;
            pe.token = m_tokens[i - 1];
            if (r & POLLIN) pe.events |= PollIn;
            if (r & POLLOUT) pe.events |= PollOut;
            if (r & (POLLERR | POLLNVAL)) pe.events |= PollErr;
            if (r & (POLLHUP | POLLRDHUP)) pe.events |= PollHup | PollIn;
            out.push_back(pe);
        }
        return {};
    }

    bool edgeTriggered() const override { return false; }

private:
    static short toPoll(std::uint32_t interest)
    {
        short e = POLLRDHUP;
        if (interest & PollIn) e |= POLLIN;
        if (interest & PollOut) e |= POLLOUT;
        return e;
    }
    std::size_t find(NativeSocket s) const
    {
        for (std::size_t i = 1; i < m_fds.size(); ++i)
            if (m_fds[i].fd == s) return i;
        return m_fds.size();
    }

    std::vector<pollfd> m_fds;           // [0] is the wake eventfd
    std::vector<std::uint64_t> m_tokens; // m_tokens[i - 1] belongs to m_fds[i]
};
} // namespace

std::unique_ptr<Poller> Poller::create(std::error_code& ec, std::size_t sockets)
{
    int ev = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (ev < 0) {
        ec = lastError();
        return nullptr;
    }
    ec.clear();
    if (sockets == 1) return std::make_unique<PollPoller>(ev);
    int ep = ::epoll_create1(EPOLL_CLOEXEC);
    if (ep < 0) {
        ec = lastError();
        ::close(ev);
        return nullptr;
    }
    epoll_event e{EPOLLIN, {}};
    e.data.u64 = kWakeToken;
    ::epoll_ctl(ep, EPOLL_CTL_ADD, ev, &e);
    ec.clear();
    return std::make_unique<EpollPoller>(ep, ev);
}

} // namespace bw::engine::net
