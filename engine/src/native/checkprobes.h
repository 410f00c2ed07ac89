// SPDX-License-Identifier: MIT
// The server's side of a connection check's UDP probes (native/messages.h, "check"): counts the
// distinct probes that carry the session's cookie and answers each one, so the client learns
// both whether its datagrams arrive and whether the server's answers come back.
#pragma once

#include "control/cookie.h"
#include "net/endpoint.h"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

namespace bw::engine::flow {
class UdpPort;
}

namespace bw::engine::native {

class CheckProbes
{
public:
    CheckProbes(const control::Cookie& cookie, int probes);

    // On the UDP port's thread: true when the datagram was one of this check's probes (it is
    // then answered with an ack of the same number).
    bool offer(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
               std::size_t bytes);
    // Distinct probes seen so far. Any thread.
    int received() const;

private:
    control::Cookie m_cookie;
    mutable std::mutex m_mutex; // guards m_seen, m_received
    std::vector<bool> m_seen;   // by probe number
    int m_received = 0;
};

} // namespace bw::engine::native
