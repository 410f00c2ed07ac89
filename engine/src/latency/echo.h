// SPDX-License-Identifier: MIT
// The server's side of the latency probes (probewire.h): a probe that carries the session's
// token is echoed with the server's timestamps; anything else is not a probe of this session.
#pragma once

#include "control/cookie.h"
#include "net/endpoint.h"

#include <cstddef>
#include <cstdint>

namespace bw::engine::flow {
class UdpPort;
}

namespace bw::engine::latency {

// On the UDP port's thread. True when the datagram was a probe of this session (and was
// echoed); false for anything else, a stranger's probe included (no answer: no reflector).
bool answerProbe(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                 std::size_t bytes, const control::Cookie& cookie);

} // namespace bw::engine::latency
