// SPDX-License-Identifier: MIT
// Linux readiness: edge-triggered epoll, woken through an eventfd.
#include "net/poller.h"
#include "net/socket.h"

#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <cerrno>

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

class EpollPoller final : public Poller
{
public:
    EpollPoller(int ep, int ev) : m_ep(ep), m_event(ev) {}
    ~EpollPoller() override
    {
        ::close(m_event);
        ::close(m_ep);
    }

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
                std::uint64_t v;
                [[maybe_unused]] auto r = ::read(m_event, &v, sizeof v);
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

    void wake() override
    {
        std::uint64_t one = 1;
        [[maybe_unused]] auto r = ::write(m_event, &one, sizeof one);
    }

    bool edgeTriggered() const override { return true; }

private:
    int m_ep;
    int m_event;
};
} // namespace

std::unique_ptr<Poller> Poller::create(std::error_code& ec)
{
    int ep = ::epoll_create1(EPOLL_CLOEXEC);
    if (ep < 0) {
        ec = lastError();
        return nullptr;
    }
    int ev = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (ev < 0) {
        ec = lastError();
        ::close(ep);
        return nullptr;
    }
    epoll_event e{EPOLLIN, {}};
    e.data.u64 = kWakeToken;
    ::epoll_ctl(ep, EPOLL_CTL_ADD, ev, &e);
    ec.clear();
    return std::make_unique<EpollPoller>(ep, ev);
}

} // namespace bw::engine::net
