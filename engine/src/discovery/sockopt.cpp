// SPDX-License-Identifier: MIT
// Broadcast and multicast socket options. The same calls on Linux and Windows: setsockopt
// takes const char* there and const void* here, so a const char* suits both, and the value
// types below (int, in_addr, ip_mreq, ipv6_mreq) have the same meaning on both.
#include "discovery/localnet.h"

namespace bw::engine::discovery::sockopt {

namespace {
template <class T> std::error_code set(net::Socket& s, int level, int name, const T& value)
{
    if (::setsockopt(s.native(), level, name, reinterpret_cast<const char*>(&value),
                     net::SockLen(sizeof value)) != 0)
        return net::lastError();
    return {};
}
} // namespace

std::error_code enableBroadcast(net::Socket& s)
{
    return set(s, SOL_SOCKET, SO_BROADCAST, int(1));
}

std::error_code joinV4(net::Socket& s, in_addr group, in_addr iface)
{
    ip_mreq m{};
    m.imr_multiaddr = group;
    m.imr_interface = iface;
    return set(s, IPPROTO_IP, IP_ADD_MEMBERSHIP, m);
}

std::error_code joinV6(net::Socket& s, const in6_addr& group, std::uint32_t scope)
{
    ipv6_mreq m{};
    m.ipv6mr_multiaddr = group;
    m.ipv6mr_interface = scope;
    return set(s, IPPROTO_IPV6, IPV6_JOIN_GROUP, m);
}

std::error_code multicastInterfaceV4(net::Socket& s, in_addr iface)
{
    return set(s, IPPROTO_IP, IP_MULTICAST_IF, iface);
}

std::error_code multicastInterfaceV6(net::Socket& s, std::uint32_t scope)
{
    // Linux takes an int, Windows a DWORD: both 4 bytes holding the index.
    const std::uint32_t index = scope;
    return set(s, IPPROTO_IPV6, IPV6_MULTICAST_IF, index);
}

} // namespace bw::engine::discovery::sockopt

namespace bw::engine::discovery {

int joinGroups(net::Socket& s, const std::vector<LocalInterface>& ifaces, bool ipv4, bool ipv6)
{
    int joined = 0;
    for (const LocalInterface& li : ifaces) {
        if (ipv4 && !li.v4.empty() && !sockopt::joinV4(s, groupV4(), li.v4.front().address))
            ++joined;
        if (ipv6 && li.v6Scope && !sockopt::joinV6(s, groupV6(), li.v6Scope)) ++joined;
    }
    return joined;
}

} // namespace bw::engine::discovery
