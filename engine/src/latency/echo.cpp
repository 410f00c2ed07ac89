// SPDX-License-Identifier: MIT
#include "latency/echo.h"

#include "flow/udpport.h"
#include "flow/udpwire.h"
#include "latency/probewire.h"

#include <span>

namespace bw::engine::latency {

bool answerProbe(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                 std::size_t bytes, const control::Cookie& cookie)
{
    // Cheap tests first: most datagrams here are stream hellos.
    if (bytes != kProbeBytes || data[3] != 'P') return false;
    const std::int64_t receivedUs = flow::udpwire::nowUs();
    const std::uint64_t token =
        flow::udpwire::sessionToken(std::span<const char, 37>(cookie.data(), 37));
    std::array<std::uint8_t, kProbeBytes> echo{};
    if (!echoProbe(data, bytes, token, receivedUs, echo)) return false;
    (void)port.sendTo(echo.data(), echo.size(), from); // a lost echo counts as a lost probe
    return true;
}

} // namespace bw::engine::latency
