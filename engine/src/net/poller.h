// SPDX-License-Identifier: MIT
// The platform's readiness API behind one interface: poller_epoll.cpp (Linux: epoll, or
// poll(2) for a single socket) and poller_wsapoll.cpp (Windows). One Poller belongs to one
// worker thread; only wake() may be called from other threads.
#pragma once

#include "net/platform_types.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <system_error>
#include <vector>

namespace bw::engine::net {

enum PollEvents : std::uint32_t
{
    PollIn = 1,
    PollOut = 2,
    PollErr = 4,
    PollHup = 8
};

struct PollEvent
{
    std::uint32_t events = 0;
    std::uint64_t token = 0;
};

class Poller
{
public:
    // sockets: how many sockets the caller will add at most, 0 when not known. For a single
    // socket Linux uses poll(2) rather than epoll: an epoll registration stays on the
    // socket's wait queue, so every segment that arrives runs epoll's callback on the
    // sending CPU even while the reader is busy reading, whereas poll(2) is on the queue only
    // while the worker really waits. A 1-stream loopback receiver gained 3-4 % with it.
    static std::unique_ptr<Poller> create(std::error_code& ec, std::size_t sockets = 0);
    virtual ~Poller() = default;
    // interest is PollIn / PollOut (or both). The poller may be edge-triggered: the caller
    // must read or write until the call would block before it waits again. For a TCP
    // socket a short read or write counts as "would block" too (the kernel raises a new edge
    // when more data or room comes), unless the event reported PollHup or PollErr: a FIN or
    // reset that came before the event raises no further edge, so read on to the end.
    virtual std::error_code add(NativeSocket s, std::uint32_t interest, std::uint64_t token) = 0;
    virtual std::error_code modify(NativeSocket s, std::uint32_t interest, std::uint64_t token) = 0;
    virtual std::error_code remove(NativeSocket s) = 0;
    // Fills out (cleared first) with ready sockets; returns early on wake().
    virtual std::error_code wait(std::vector<PollEvent>& out,
                                 std::chrono::milliseconds timeout) = 0;
    virtual void wake() = 0;
    // True when the poller is edge-triggered (epoll with EPOLLET).
    virtual bool edgeTriggered() const = 0;
};

// For the poll(2) and WSAPoll pollers: clears the last call's revents and converts the
// timeout to poll's milliseconds (negative: wait without end).
template <class PollFd> int preparePoll(std::vector<PollFd>& fds, std::chrono::milliseconds timeout)
{
    for (auto& fd : fds)
        fd.revents = 0;
    return timeout.count() < 0 ? -1 : int(std::min<long long>(timeout.count(), INT_MAX));
}

} // namespace bw::engine::net
