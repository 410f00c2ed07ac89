// SPDX-License-Identifier: MIT
// The platform's readiness API behind one interface: poller_epoll.cpp (Linux) and
// poller_wsapoll.cpp (Windows). One Poller belongs to one worker thread; only wake() may be
// called from other threads.
#pragma once

#include "net/platform_types.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <system_error>
#include <vector>

namespace bw::engine::net {

enum PollEvents : std::uint32_t { PollIn = 1, PollOut = 2, PollErr = 4, PollHup = 8 };

struct PollEvent
{
    std::uint32_t events = 0;
    std::uint64_t token = 0;
};

class Poller
{
public:
    static std::unique_ptr<Poller> create(std::error_code& ec);
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
    virtual std::error_code wait(std::vector<PollEvent>& out, std::chrono::milliseconds timeout) = 0;
    virtual void wake() = 0;
    // True when the poller is edge-triggered (epoll with EPOLLET).
    virtual bool edgeTriggered() const = 0;
};

} // namespace bw::engine::net
