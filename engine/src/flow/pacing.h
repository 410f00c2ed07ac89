// SPDX-License-Identifier: MIT
// The arithmetic of rate-limited senders, apart from sockets and clocks, so that a test can run
// it over simulated time. TCP (transfer.cpp): a stream may have sent rate x elapsed / 8 bytes
// since its start. UDP (udptransfer.cpp): datagram k is due at start + k x gap; after a stall
// at most `backlog` datagrams go at once and the older ones are skipped.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace bw::engine::flow::pacing {

// How many more bytes a TCP stream paced at bitsPerSecond may send elapsedSeconds after its
// start, having sent `sent`. 0: it is ahead of its rate.
inline std::uint64_t tcpRoom(double elapsedSeconds, std::uint64_t bitsPerSecond, std::uint64_t sent)
{
    const auto allowed = std::uint64_t(elapsedSeconds * double(bitsPerSecond) / 8.0);
    return allowed > sent ? allowed - sent : 0;
}

// A UDP stream's schedule: one datagram every gapUs from its start.
struct UdpSchedule
{
    double gapUs = 1;
    std::uint64_t backlog = 1; // the most datagrams sent at once after a stall

    // The gap for datagrams of `bytes` at bitsPerSecond, and a backlog of maxBacklogMs worth
    // (at least `minBacklog`).
    static UdpSchedule of(std::uint32_t bytes, std::uint64_t bitsPerSecond, int maxBacklogMs,
                          std::uint64_t minBacklog)
    {
        UdpSchedule s;
        s.gapUs = double(bytes) * 8.0 * 1e6 / double(std::max<std::uint64_t>(1, bitsPerSecond));
        s.backlog = std::max<std::uint64_t>(minBacklog,
                                            std::uint64_t(double(maxBacklogMs) * 1000.0 / s.gapUs));
        return s;
    }

    struct Due
    {
        std::uint64_t send = 0; // datagrams to send now
        std::uint64_t skip = 0; // datagrams too late to send: counted as skipped
    };
    // What is due sinceStartUs after the start, when `done` datagrams were sent or skipped.
    Due due(std::int64_t sinceStartUs, std::uint64_t done) const
    {
        const auto due = std::uint64_t(double(sinceStartUs) / gapUs) + 1;
        const std::uint64_t owed = due > done ? due - done : 0;
        return owed > backlog ? Due{backlog, owed - backlog} : Due{owed, 0};
    }
    // When the next datagram is due, after the start, once `done` were sent or skipped.
    std::int64_t nextDueUs(std::uint64_t done) const
    {
        return std::int64_t(std::ceil(double(done) * gapUs));
    }
};

} // namespace bw::engine::flow::pacing
