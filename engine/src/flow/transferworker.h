// SPDX-License-Identifier: MIT
// The TCP data path's worker state, shared by flow/transfer.cpp (moving the bytes) and
// flow/transfergrowth.cpp ("Auto" threads: handing streams between workers). Private to them.
#pragma once

#include "flow/transfer.h"
#include "net/host.h"

#include <algorithm>
#include <new>

namespace bw::engine::flow {

using Clock = std::chrono::steady_clock;

// Page-aligned, as the kernel's socket pages are, so copies between the two start on a cache
// line (malloc's block starts 16 bytes in; on loopback the difference was within this
// project's measuring noise). From the OS directly, so it goes back to the OS after the test.
class PageBuffer
{
public:
    explicit PageBuffer(std::size_t size)
        : m_size(size), m_data(static_cast<char*>(net::allocatePages(size)))
    {
        if (!m_data) throw std::bad_alloc();
    }
    ~PageBuffer() { net::freePages(m_data, m_size); }
    PageBuffer(const PageBuffer&) = delete;
    PageBuffer& operator=(const PageBuffer&) = delete;
    std::span<char> span() const { return {m_data, m_size}; }

private:
    std::size_t m_size;
    char* m_data;
};

// One round over a worker's busy streams stays short (about 256 calls), so every stream,
// receivers included, gets a turn many times per report interval.
inline int burstFor(std::size_t streams)
{
    return std::clamp(256 / int(std::max<std::size_t>(1, streams)), 1, 16);
}
// One worker thread's state. The worker's streams are served round-robin from `ready`;
// a paced sender waits in `paced` for its rate to allow more.
struct Transfer::Worker
{
    // Only a worker with receivers has a buffer of its own, to read into and discard; its
    // senders write from the test's one shared payload.
    Worker(int self, net::Poller& p, const std::vector<std::size_t>& streams, bool grows)
        : index(self), poller(p), mine(streams), burstCalls(burstFor(streams.size())),
          edge(p.edgeTriggered()), growing(grows)
    {
    }

    void ensureStorage(std::uint32_t bufferBytes)
    {
        if (storage) return;
        storage = std::make_unique<PageBuffer>(bufferBytes);
        received = storage->span();
    }

    void unregister(Stream& s)
    {
        if (s.registered) poller.remove(s.spec.socket.native());
        s.registered = false;
    }

    const int index;
    net::Poller& poller;
    std::vector<std::size_t> mine;       // ended streams stay; handed-off ones leave
    std::unique_ptr<PageBuffer> storage; // or none
    std::span<char> received;
    int burstCalls;
    const bool edge;
    // growWithLoad (flow/growth.h). The load window: time spent waiting in the poller since
    // windowStart, and the transfer's bytes then; busy windows in a row since busyStart.
    bool growing;
    Clock::duration idle{};
    Clock::time_point windowStart;
    std::uint64_t windowBytes = 0;
    int busyWindows = 0;
    Clock::time_point busyStart;
    std::uint64_t busyBytes = 0;
    // A trial this worker runs: the worker it handed streams to (-1: none), since when, the
    // transfer's bytes then and its rate before.
    int trialTarget = -1;
    Clock::time_point trialStart;
    std::uint64_t trialBytes = 0;
    double rateBefore = 0;
    std::vector<net::PollEvent> events;
    std::vector<std::size_t> ready, next; // streams with work left, served round-robin
    std::vector<std::size_t> paced;       // writable senders held back by their rate
    std::vector<std::size_t> stillPaced;
    int marked = 0; // receivers with a low-water mark set (flow/lowwater.h)
};

} // namespace bw::engine::flow
