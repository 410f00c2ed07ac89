// SPDX-License-Identifier: MIT
// What the server runs for one client, whatever the dialect (native/nativesession.h,
// iperf3/iperf3session.h). The server holds at most one; it knows no dialect beyond this.
#pragma once

#include "benchwire/config.h"
#include "benchwire/linkfacts.h"
#include "control/cookie.h"
#include "net/netio.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>

namespace bw::engine::flow {
class UdpPort;
}

namespace bw::engine::control {

class Session
{
public:
    virtual ~Session() = default;

    // The cookie the client opened its control connection with; its data connections repeat it.
    virtual const Cookie& cookie() const = 0;
    // The result went out: the session only waits for the client's goodbye now.
    virtual bool finishing() const = 0;
    // How many bytes a data connection sends after the cookie before the session can place it
    // (native: its stream's index; iperf3: none). The server reads them with the cookie.
    virtual std::size_t dataHeaderBytes() const = 0;
    // A data connection that presented cookie() and then dataHeaderBytes() bytes (`header`),
    // numbered in accept order. Called on the server's accept thread: must not block. The
    // session takes it, or refuses it and says so to the peer and the log.
    virtual void offerData(net::Socket& sock, std::uint64_t acceptSequence,
                           const std::uint8_t* header) = 0;
    // A datagram from a source without a route (on the UDP port's thread): true when it opened
    // one of this session's UDP streams.
    virtual bool offerDatagram(flow::UdpPort& port, const net::Endpoint& from,
                               const std::uint8_t* data, std::size_t bytes) = 0;
    // Runs the whole session on a thread of its own; returns when it ended for any reason.
    // Stop requests end it at once.
    virtual void run(std::stop_token stop) = 0;

    // When the running test's measurement (warm-up included) is due to end: what discovery
    // answers say as "busy until". Empty until the test is accepted (native: an estimate with
    // the client's idle latency phase; exact once the data streams start). Any thread.
    std::optional<net::Clock::time_point> expectedEnd() const
    {
        const auto at = m_expectedEnd.load(std::memory_order_relaxed);
        if (at == net::Clock::duration::zero().count()) return std::nullopt;
        return net::Clock::time_point(net::Clock::duration(at));
    }

protected:
    // This server's link for the client: the interface its control connection arrived on.
    static LinkFacts controlLink(const net::Socket& control)
    {
        net::Endpoint local;
        control.localEndpoint(local);
        return readLinkFacts(local.address());
    }
    // When a test that starts at t0 is due to end, extraMs later; a test until stopped has no
    // end (time_point::max()).
    static net::Clock::time_point measuredEnd(const TestConfig& test, net::Clock::time_point t0,
                                              int extraMs = 0)
    {
        if (test.untilStopped()) return net::Clock::time_point::max();
        return t0 +
               std::chrono::milliseconds(std::int64_t(extraMs) + test.warmupMs + test.durationMs);
    }
    void setExpectedEnd(net::Clock::time_point at)
    {
        m_expectedEnd.store(at.time_since_epoch().count(), std::memory_order_relaxed);
    }

private:
    std::atomic<net::Clock::rep> m_expectedEnd{0};
};

} // namespace bw::engine::control
