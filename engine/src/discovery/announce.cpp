// SPDX-License-Identifier: MIT
// Small public helpers: peer ids, the announced interface list, the magic check.
#include "benchwire/discovery.h"
#include "discovery/localnet.h"
#include "discovery/wire.h"
#include "net/socket.h"

#include <algorithm>
#include <random>

namespace bw::engine::discovery {

std::string_view toString(FirewallState s)
{
    switch (s) {
    case FirewallState::Open:
        return "open";
    case FirewallState::Blocked:
        return "blocked";
    case FirewallState::Unknown:
        break;
    }
    return "unknown";
}

FirewallState combinedFirewallState(FirewallState tcp, FirewallState udp)
{
    if (tcp == FirewallState::Blocked || udp == FirewallState::Blocked)
        return FirewallState::Blocked;
    if (tcp == FirewallState::Open && udp == FirewallState::Open) return FirewallState::Open;
    return FirewallState::Unknown;
}

std::string makePeerId()
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::random_device rd;
    std::string id;
    for (int i = 0; i < 32; ++i)
        id += kDigits[rd() & 15];
    return id;
}

Announcement hostAnnouncement(std::uint16_t port)
{
    Announcement a;
    a.peerId = makePeerId();
    a.hostName = net::localHostName();
    a.product = "benchwire";
    a.version = std::string(engineVersion());
    a.os = net::osName();
    a.protocolVersion = kProtocolVersion;
    a.port = port;
    a.interfaces = announceableInterfaces();
    return a;
}

std::vector<InterfaceInfo> announcedInterfaces()
{
    return announceableInterfaces();
}

bool isDiscoveryDatagram(const std::uint8_t* data, std::size_t bytes)
{
    return data && bytes >= wire::kMagic.size() &&
           std::equal(wire::kMagic.begin(), wire::kMagic.end(), data);
}

} // namespace bw::engine::discovery
