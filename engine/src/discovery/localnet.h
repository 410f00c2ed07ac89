// SPDX-License-Identifier: MIT
// What discovery needs to know about this host's interfaces (from listInterfaces), and the
// socket options for broadcast and multicast. The options are the same calls on Linux and
// Windows (only setsockopt's value pointer type differs, and const char* suits both).
#pragma once

#include "benchwire/interfaces.h"
#include "net/socket.h"

#include <cstdint>
#include <string>
#include <system_error>
#include <vector>

namespace bw::engine::discovery {

struct LocalV4
{
    in_addr address{};
    in_addr broadcast{}; // subnet-directed; address itself for /31 and /32 (not sent to)
    int prefixLength = 0;
    std::string text;
};

struct LocalInterface
{
    std::string name;
    std::vector<LocalV4> v4;
    std::uint32_t v6Scope = 0; // interface index of its IPv6 link-local address; 0 = none
    std::string v6ScopeSuffix; // "%eth0" (Linux) or "%12" (Windows), as the OS writes it
};

// Up, non-loopback interfaces; only those named in `only` when it is not empty.
std::vector<LocalInterface> localInterfaces(const std::vector<std::string>& only);
// Up, non-loopback interfaces with their addresses, as an announcement lists them.
std::vector<InterfaceInfo> announceableInterfaces();

// The local interface whose IPv4 subnet holds address, or whose IPv6 scope is scope.
const LocalInterface* interfaceFor(const std::vector<LocalInterface>& ifaces,
                                   const net::Endpoint& from);

// Joins the IPv4 group on every interface in ifaces (ipv4) and the IPv6 group on every
// interface's scope (ipv6); returns how many joins worked. The server hook calls it on the
// test port's socket: a dual-stack IPv6 socket takes both (Linux and Windows).
int joinGroups(net::Socket& s, const std::vector<LocalInterface>& ifaces, bool ipv4, bool ipv6);

namespace sockopt {
std::error_code enableBroadcast(net::Socket& s);
std::error_code joinV4(net::Socket& s, in_addr group, in_addr iface);
std::error_code joinV6(net::Socket& s, const in6_addr& group, std::uint32_t scope);
std::error_code multicastInterfaceV4(net::Socket& s, in_addr iface);
std::error_code multicastInterfaceV6(net::Socket& s, std::uint32_t scope);
} // namespace sockopt

net::Endpoint endpointV4(in_addr a, std::uint16_t port);
net::Endpoint endpointV6(const in6_addr& a, std::uint32_t scope, std::uint16_t port);
in_addr groupV4();
in6_addr groupV6();

} // namespace bw::engine::discovery
