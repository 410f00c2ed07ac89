// SPDX-License-Identifier: MIT
// Linux interfaces: getifaddrs, with link type and speed from /sys/class/net.
#include "benchwire/interfaces.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <filesystem>
#include <fstream>
#include <map>

namespace bw::engine {

namespace {
int prefixOf(const sockaddr* mask)
{
    if (!mask) return 0;
    const unsigned char* p = nullptr;
    int n = 0;
    if (mask->sa_family == AF_INET) {
        p = reinterpret_cast<const unsigned char*>(
            &reinterpret_cast<const sockaddr_in*>(mask)->sin_addr);
        n = 4;
    } else if (mask->sa_family == AF_INET6) {
        p = reinterpret_cast<const unsigned char*>(
            &reinterpret_cast<const sockaddr_in6*>(mask)->sin6_addr);
        n = 16;
    }
    int bits = 0;
    for (int i = 0; i < n; ++i)
        for (int b = 7; b >= 0; --b)
            bits += (p[i] >> b) & 1;
    return bits;
}

void classify(InterfaceInfo& info, unsigned flags)
{
    namespace fs = std::filesystem;
    const fs::path sys = fs::path("/sys/class/net") / info.name;
    std::error_code ec;
    if (flags & IFF_LOOPBACK)
        info.type = LinkType::Loopback;
    else if (fs::exists(sys / "wireless", ec) || fs::exists(sys / "phy80211", ec))
        info.type = LinkType::WiFi;
    else if (!fs::exists(sys / "device", ec))
        info.type = LinkType::Virtual;
    else
        info.type = LinkType::Ethernet;
    std::ifstream speed(sys / "speed");
    long long mbps = -1;
    // A veth's 10000 Mbit/s is a figure of software, not a negotiated rate (docs/linkfacts.md).
    if (info.type != LinkType::Virtual && speed >> mbps && mbps > 0) info.speedMbps = mbps;
    std::ifstream duplexFile(sys / "duplex");
    std::string duplex;
    if (info.type == LinkType::Ethernet && duplexFile >> duplex &&
        (duplex == "full" || duplex == "half"))
        info.duplex = duplex;
}
} // namespace

std::vector<InterfaceInfo> listInterfaces()
{
    std::vector<InterfaceInfo> out;
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) return out;
    std::map<std::string, std::size_t> byName;
    for (ifaddrs* a = list; a; a = a->ifa_next) {
        if (!a->ifa_addr ||
            (a->ifa_addr->sa_family != AF_INET && a->ifa_addr->sa_family != AF_INET6))
            continue;
        auto [it, fresh] = byName.try_emplace(a->ifa_name, out.size());
        if (fresh) {
            InterfaceInfo info;
            info.name = info.displayName = a->ifa_name;
            info.up = (a->ifa_flags & IFF_UP) && (a->ifa_flags & IFF_RUNNING);
            classify(info, a->ifa_flags);
            out.push_back(info);
        }
        InterfaceAddress addr;
        char buf[INET6_ADDRSTRLEN] = {};
        if (a->ifa_addr->sa_family == AF_INET) {
            inet_ntop(AF_INET, &reinterpret_cast<sockaddr_in*>(a->ifa_addr)->sin_addr, buf,
                      sizeof buf);
        } else {
            const auto* a6 = reinterpret_cast<sockaddr_in6*>(a->ifa_addr);
            inet_ntop(AF_INET6, &a6->sin6_addr, buf, sizeof buf);
            addr.ipv6 = true;
        }
        addr.address = buf;
        if (addr.ipv6 && addr.address.rfind("fe80", 0) == 0)
            addr.address += std::string("%") + a->ifa_name;
        addr.prefixLength = prefixOf(a->ifa_netmask);
        out[it->second].addresses.push_back(addr);
    }
    freeifaddrs(list);
    return out;
}

} // namespace bw::engine
