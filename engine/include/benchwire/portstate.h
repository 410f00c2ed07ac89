// SPDX-License-Identifier: MIT
// What a firewall does to new inbound connections to one port and protocol. Its own header:
// PeerInfo (samples.h) carries a server's view of its port without the firewall helper's API.
#pragma once

#include <cstdint>
#include <string_view>

namespace bw::engine::firewall {

// On the wire (hello and discovery answers) as these numbers; absent = Unknown.
enum class PortState : std::uint8_t
{
    Unknown = 0,
    Open = 1,
    Blocked = 2
};

std::string_view toString(PortState s); // "open", "blocked", "unknown"

} // namespace bw::engine::firewall
