// SPDX-License-Identifier: MIT
#include "discovery/localnet.h"

#include "discovery/wire.h"

#include <algorithm>
#include <cstring>
#include <optional>

namespace bw::engine::discovery {

namespace {

bool wanted(const InterfaceInfo& i, const std::vector<std::string>& only)
{
    if (!i.up || i.type == LinkType::Loopback) return false;
    return only.empty() || std::find(only.begin(), only.end(), i.name) != only.end();
}

std::optional<LocalV4> parseV4(const InterfaceAddress& a)
{
    LocalV4 v;
    if (inet_pton(AF_INET, a.address.c_str(), &v.address) != 1) return std::nullopt;
    v.prefixLength = std::clamp(a.prefixLength, 0, 32);
    v.text = a.address;
    const std::uint32_t host = ntohl(v.address.s_addr);
    const std::uint32_t mask = v.prefixLength ? ~std::uint32_t(0) << (32 - v.prefixLength) : 0;
    // /31 (RFC 3021) and /32 have no broadcast address.
    v.broadcast.s_addr = v.prefixLength >= 31 ? v.address.s_addr : htonl(host | ~mask);
    return v;
}

// The scope id the OS gives the link-local address's "%..." suffix (getaddrinfo knows both
// the Linux name and the Windows index form).
std::uint32_t scopeOf(const std::string& linkLocal)
{
    std::vector<net::Endpoint> eps;
    if (net::resolve(linkLocal, 0, IpFamily::V6, false, eps) || eps.empty()) return 0;
    return reinterpret_cast<const sockaddr_in6*>(&eps.front().storage)->sin6_scope_id;
}

LocalInterface toLocal(const InterfaceInfo& i)
{
    LocalInterface li;
    li.name = i.name;
    for (const InterfaceAddress& a : i.addresses) {
        if (!a.ipv6) {
            if (std::optional<LocalV4> v = parseV4(a)) li.v4.push_back(*v);
            continue;
        }
        const std::size_t pct = a.address.find('%');
        if (li.v6Scope || pct == std::string::npos || a.address.rfind("fe80", 0) != 0) continue;
        li.v6Scope = scopeOf(a.address);
        if (li.v6Scope) li.v6ScopeSuffix = a.address.substr(pct);
    }
    return li;
}

} // namespace

std::vector<LocalInterface> localInterfaces(const std::vector<std::string>& only)
{
    std::vector<LocalInterface> out;
    for (const InterfaceInfo& i : listInterfaces()) {
        if (!wanted(i, only)) continue;
        LocalInterface li = toLocal(i);
        if (!li.v4.empty() || li.v6Scope) out.push_back(std::move(li));
    }
    return out;
}

std::vector<InterfaceInfo> announceableInterfaces()
{
    std::vector<InterfaceInfo> out;
    for (InterfaceInfo& i : listInterfaces()) {
        if (!wanted(i, {})) continue;
        for (InterfaceAddress& a : i.addresses)
            a.address = a.address.substr(0, a.address.find('%'));
        out.push_back(std::move(i));
    }
    return out;
}

const LocalInterface* interfaceFor(const std::vector<LocalInterface>& ifaces,
                                   const net::Endpoint& from)
{
    if (from.isV6()) {
        const auto* a6 = reinterpret_cast<const sockaddr_in6*>(&from.storage);
        for (const auto& li : ifaces)
            if (a6->sin6_scope_id && li.v6Scope == a6->sin6_scope_id) return &li;
        return nullptr;
    }
    const std::uint32_t peer =
        ntohl(reinterpret_cast<const sockaddr_in*>(&from.storage)->sin_addr.s_addr);
    for (const auto& li : ifaces)
        for (const auto& v : li.v4) {
            const std::uint32_t mask =
                v.prefixLength ? ~std::uint32_t(0) << (32 - v.prefixLength) : 0;
            if ((peer & mask) == (ntohl(v.address.s_addr) & mask)) return &li;
        }
    return nullptr;
}

net::Endpoint endpointV4(in_addr a, std::uint16_t port)
{
    net::Endpoint ep;
    auto* s = reinterpret_cast<sockaddr_in*>(&ep.storage);
    s->sin_family = AF_INET;
    s->sin_addr = a;
    s->sin_port = htons(port);
    ep.length = sizeof(sockaddr_in);
    return ep;
}

net::Endpoint endpointV6(const in6_addr& a, std::uint32_t scope, std::uint16_t port)
{
    net::Endpoint ep;
    auto* s = reinterpret_cast<sockaddr_in6*>(&ep.storage);
    s->sin6_family = AF_INET6;
    s->sin6_addr = a;
    s->sin6_scope_id = scope;
    s->sin6_port = htons(port);
    ep.length = sizeof(sockaddr_in6);
    return ep;
}

in_addr groupV4()
{
    in_addr a{};
    inet_pton(AF_INET, wire::kGroupV4, &a);
    return a;
}

in6_addr groupV6()
{
    in6_addr a{};
    inet_pton(AF_INET6, wire::kGroupV6, &a);
    return a;
}

} // namespace bw::engine::discovery
