// SPDX-License-Identifier: MIT
// Interface listing from GetAdaptersAddresses: friendly name, link type, speed, addresses.
#include "benchwire/interfaces.h"
#include "net/socket.h"

#include <iphlpapi.h>
#include <windows.h>

namespace bw::engine {

// Same as in iface_linux.cpp until it moves to a platform-independent file.
namespace {

constexpr ULONG kIfTypeEthernet = 6;  // IF_TYPE_ETHERNET_CSMACD
constexpr ULONG kIfTypePpp = 23;      // IF_TYPE_PPP
constexpr ULONG kIfTypeLoopback = 24; // IF_TYPE_SOFTWARE_LOOPBACK
constexpr ULONG kIfTypeVirtual = 53;  // IF_TYPE_PROP_VIRTUAL
constexpr ULONG kIfTypeWifi = 71;     // IF_TYPE_IEEE80211
constexpr ULONG kIfTypeTunnel = 131;  // IF_TYPE_TUNNEL

std::string toUtf8(const wchar_t* text)
{
    if (!text || !*text) return {};
    const int len = ::WideCharToMultiByte(CP_UTF8, 0, text, -1, nullptr, 0, nullptr, nullptr);
    if (len <= 1) return {};
    std::string out(std::size_t(len), '\0');
    ::WideCharToMultiByte(CP_UTF8, 0, text, -1, out.data(), len, nullptr, nullptr);
    out.resize(std::size_t(len - 1));
    return out;
}

LinkType linkType(ULONG ifType)
{
    switch (ifType) {
    case kIfTypeEthernet:
        return LinkType::Ethernet;
    case kIfTypeWifi:
        return LinkType::WiFi;
    case kIfTypeLoopback:
        return LinkType::Loopback;
    case kIfTypePpp:
    case kIfTypeVirtual:
    case kIfTypeTunnel:
        return LinkType::Virtual;
    default:
        return LinkType::Unknown;
    }
}

// getnameinfo adds "%<interface index>" to scoped IPv6 addresses, which is what Windows
// accepts when connecting to a link-local address.
std::string numericAddress(const SOCKET_ADDRESS& sa)
{
    char host[NI_MAXHOST] = {};
    if (::getnameinfo(sa.lpSockaddr, sa.iSockaddrLength, host, sizeof host, nullptr, 0,
                      NI_NUMERICHOST) != 0)
        return {};
    return host;
}

std::vector<std::uint8_t> adaptersBuffer()
{
    const ULONG flags = GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER;
    ULONG size = 16 * 1024;
    std::vector<std::uint8_t> buf;
    for (int attempt = 0; attempt < 4; ++attempt) {
        buf.resize(size);
        const ULONG rc = ::GetAdaptersAddresses(
            AF_UNSPEC, flags, nullptr, reinterpret_cast<IP_ADAPTER_ADDRESSES*>(buf.data()), &size);
        if (rc == ERROR_SUCCESS) return buf;
        if (rc != ERROR_BUFFER_OVERFLOW) break;
    }
    return {};
}

} // namespace

std::vector<InterfaceInfo> listInterfaces()
{
    const net::NetInit net; // getnameinfo needs Winsock
    std::vector<InterfaceInfo> result;
    const std::vector<std::uint8_t> buf = adaptersBuffer();
    if (buf.empty()) return result;
    for (auto* a = reinterpret_cast<const IP_ADAPTER_ADDRESSES*>(buf.data()); a; a = a->Next) {
        InterfaceInfo info;
        info.name = toUtf8(a->FriendlyName);
        if (info.name.empty()) info.name = a->AdapterName ? a->AdapterName : "";
        info.displayName = toUtf8(a->Description);
        if (info.displayName.empty()) info.displayName = info.name;
        info.type = linkType(a->IfType);
        info.up = a->OperStatus == IfOperStatusUp;
        // bits per second; 0 or all ones mean unknown
        const ULONG64 speed = a->TransmitLinkSpeed;
        if (speed > 0 && speed != ~ULONG64(0)) info.speedMbps = std::int64_t(speed / 1000000);
        for (auto* u = a->FirstUnicastAddress; u; u = u->Next) {
            InterfaceAddress addr;
            addr.address = numericAddress(u->Address);
            if (addr.address.empty()) continue;
            addr.ipv6 = u->Address.lpSockaddr->sa_family == AF_INET6;
            addr.prefixLength = u->OnLinkPrefixLength;
            info.addresses.push_back(std::move(addr));
        }
        if (!info.addresses.empty()) result.push_back(std::move(info));
    }
    return result;
}

} // namespace bw::engine
