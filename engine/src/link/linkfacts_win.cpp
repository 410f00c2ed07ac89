// SPDX-License-Identifier: MIT
// Link facts on Windows: the adapter holding the address from GetAdaptersAddresses (kind,
// speed, MTU; Windows reports no duplex there), Wi-Fi through the WLAN API. wlanapi.dll is
// loaded at run time: Windows Server without the WLAN service, and Wine, have none, and a
// missing DLL must not stop the program from starting.
#include "link/link.h"
#include "link/wlanparse.h"

// winsock2.h before windows.h and iphlpapi.h: they need its definitions.
#include <winsock2.h>
#include <ws2tcpip.h>

#include <iphlpapi.h>
#include <windows.h>
#include <wlanapi.h>

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <vector>

namespace bw::engine {

static_assert(sizeof(WLAN_CONNECTION_ATTRIBUTES) == sizeof(link::wlan::ConnectionAttributes));
static_assert(offsetof(WLAN_CONNECTION_ATTRIBUTES, wlanAssociationAttributes) ==
              offsetof(link::wlan::ConnectionAttributes, association));
static_assert(offsetof(WLAN_ASSOCIATION_ATTRIBUTES, ulTxRate) ==
              offsetof(link::wlan::AssociationAttributes, txRateKbps));
static_assert(offsetof(WLAN_ASSOCIATION_ATTRIBUTES, dot11PhyType) ==
              offsetof(link::wlan::AssociationAttributes, phyType));

namespace {

constexpr ULONG kIfTypeEthernet = 6;  // IF_TYPE_ETHERNET_CSMACD
constexpr ULONG kIfTypeLoopback = 24; // IF_TYPE_SOFTWARE_LOOPBACK
constexpr ULONG kIfTypeWifi = 71;     // IF_TYPE_IEEE80211

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

std::string guidText(const GUID& g)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "{%08lX-%04X-%04X-%02X%02X-%02X%02X%02X%02X%02X%02X}",
                  static_cast<unsigned long>(g.Data1), g.Data2, g.Data3, g.Data4[0], g.Data4[1],
                  g.Data4[2], g.Data4[3], g.Data4[4], g.Data4[5], g.Data4[6], g.Data4[7]);
    return buf;
}

// Every adapter, or an empty buffer.
std::vector<unsigned char> adapters()
{
    ULONG size = 16 * 1024;
    std::vector<unsigned char> buf;
    const ULONG flags = GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER;
    for (int tries = 0; tries < 3; ++tries) {
        buf.resize(size);
        const ULONG r = ::GetAdaptersAddresses(
            AF_UNSPEC, flags, nullptr, reinterpret_cast<IP_ADAPTER_ADDRESSES*>(buf.data()), &size);
        if (r == NO_ERROR) return buf;
        if (r != ERROR_BUFFER_OVERFLOW) break;
    }
    return {};
}

bool holds(const IP_ADAPTER_ADDRESSES* a, const std::string& host)
{
    std::string want = host.substr(0, host.find('%'));
    if (want.starts_with("::ffff:") && want.find('.') != std::string::npos) want.erase(0, 7);
    for (auto* u = a->FirstUnicastAddress; u; u = u->Next) {
        char buf[INET6_ADDRSTRLEN] = {};
        const sockaddr* sa = u->Address.lpSockaddr;
        if (sa->sa_family == AF_INET)
            ::inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(sa)->sin_addr, buf,
                        sizeof buf);
        else if (sa->sa_family == AF_INET6)
            ::inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(sa)->sin6_addr, buf,
                        sizeof buf);
        if (want == buf) return true;
    }
    return false;
}

// The WLAN API's functions, from wlanapi.dll when it is there.
struct WlanApi
{
    HMODULE dll = nullptr;
    decltype(&::WlanOpenHandle) open = nullptr;
    decltype(&::WlanCloseHandle) close = nullptr;
    decltype(&::WlanEnumInterfaces) enumerate = nullptr;
    decltype(&::WlanQueryInterface) query = nullptr;
    decltype(&::WlanGetNetworkBssList) bssList = nullptr;
    decltype(&::WlanFreeMemory) free = nullptr;
    HANDLE handle = nullptr;

    WlanApi()
    {
        dll = ::LoadLibraryW(L"wlanapi.dll");
        if (!dll) return;
        auto get = [this](auto& fn, const char* name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(
                reinterpret_cast<void*>(::GetProcAddress(dll, name)));
        };
        get(open, "WlanOpenHandle");
        get(close, "WlanCloseHandle");
        get(enumerate, "WlanEnumInterfaces");
        get(query, "WlanQueryInterface");
        get(bssList, "WlanGetNetworkBssList");
        get(free, "WlanFreeMemory");
        DWORD version = 0;
        if (!open || !close || !enumerate || !query || !free ||
            open(2, nullptr, &version, &handle) != ERROR_SUCCESS)
            handle = nullptr;
    }
    ~WlanApi()
    {
        if (handle) close(handle, nullptr);
        if (dll) ::FreeLibrary(dll);
    }
    WlanApi(const WlanApi&) = delete;
    WlanApi& operator=(const WlanApi&) = delete;
};

// The centre frequency (kHz) of the BSS entry with the connection's BSSID, where listed.
std::optional<std::uint32_t> centreKHz(WlanApi& api, const GUID& guid,
                                       const WLAN_ASSOCIATION_ATTRIBUTES& a)
{
    if (!api.bssList) return std::nullopt;
    WLAN_BSS_LIST* list = nullptr;
    DOT11_SSID ssid = a.dot11Ssid;
    if (api.bssList(api.handle, &guid, &ssid, a.dot11BssType, TRUE, nullptr, &list) !=
        ERROR_SUCCESS)
        return std::nullopt;
    std::optional<std::uint32_t> out;
    for (DWORD i = 0; list && i < list->dwNumberOfItems; ++i)
        if (std::memcmp(list->wlanBssEntries[i].dot11Bssid, a.dot11Bssid, 6) == 0)
            out = list->wlanBssEntries[i].ulChCenterFrequency;
    if (list) api.free(list);
    return out;
}

// One reading of the adapter's connection as the WLAN API gives it (wlanparse.h), or false
// with why there is none: no WLAN service (Wine, Server Core), or an adapter it does not list.
bool readReplies(const std::string& adapterGuid, link::wlan::Replies& out, std::string& why)
{
    WlanApi api;
    WLAN_INTERFACE_INFO_LIST* list = nullptr;
    if (!api.handle || api.enumerate(api.handle, nullptr, &list) != ERROR_SUCCESS || !list) {
        why = "no WLAN service";
        return false;
    }
    why = "the WLAN service does not list this interface";
    bool found = false;
    for (DWORD i = 0; i < list->dwNumberOfItems && !found; ++i) {
        const GUID guid = list->InterfaceInfo[i].InterfaceGuid;
        if (guidText(guid) != adapterGuid) continue;
        found = true;
        DWORD size = 0;
        void* data = nullptr;
        if (api.query(api.handle, &guid, wlan_intf_opcode_current_connection, nullptr, &size, &data,
                      nullptr) != ERROR_SUCCESS ||
            !data) {
            if (data) api.free(data);
            break; // not connected: no bytes
        }
        const auto* bytes = static_cast<const std::uint8_t*>(data);
        out.connection.assign(bytes, bytes + size);
        const bool whole = size >= sizeof(WLAN_CONNECTION_ATTRIBUTES); // else parse() says so
        WLAN_ASSOCIATION_ATTRIBUTES assoc{};
        if (whole)
            assoc = static_cast<const WLAN_CONNECTION_ATTRIBUTES*>(data)->wlanAssociationAttributes;
        api.free(data);
        data = nullptr;
        if (api.query(api.handle, &guid, wlan_intf_opcode_rssi, nullptr, &size, &data, nullptr) ==
                ERROR_SUCCESS &&
            data) {
            if (size >= sizeof(LONG)) out.rssiDbm = *static_cast<LONG*>(data);
            api.free(data);
        }
        if (whole) out.centerFrequencyKHz = centreKHz(api, guid, assoc);
    }
    api.free(list);
    return found;
}

WifiFacts wifiOf(const std::string& adapterGuid)
{
    link::wlan::Replies replies;
    std::string why;
    if (!readReplies(adapterGuid, replies, why)) {
        WifiFacts none;
        none.unavailable = why;
        return none;
    }
    return link::wlan::parse(replies);
}

// The adapter's GUID by its name ("Wi-Fi"), or empty.
std::string guidOf(const std::string& interfaceName)
{
    const std::vector<unsigned char> buf = adapters();
    for (auto* a = buf.empty() ? nullptr
                               : reinterpret_cast<const IP_ADAPTER_ADDRESSES*>(buf.data());
         a; a = a->Next)
        if (toUtf8(a->FriendlyName) == interfaceName) return a->AdapterName;
    return {};
}

void fillAdapter(LinkFacts& f, const IP_ADAPTER_ADDRESSES* a)
{
    f.valid = true;
    f.interfaceName = toUtf8(a->FriendlyName);
    f.mtu = int(a->Mtu);
    if (a->IfType == kIfTypeLoopback) {
        f.kind = LinkType::Loopback;
        f.unavailable = "loopback: no line rate";
        return;
    }
    if (a->IfType == kIfTypeWifi) {
        f.kind = LinkType::WiFi;
        f.wifi = wifiOf(a->AdapterName);
        return;
    }
    f.kind = a->IfType == kIfTypeEthernet ? LinkType::Ethernet : LinkType::Virtual;
    const ULONG64 bps = a->TransmitLinkSpeed;
    if (f.kind == LinkType::Ethernet && bps > 0 && bps != ~ULONG64(0))
        f.speedMbps = std::int64_t(bps / 1000000);
    else
        f.unavailable = f.kind == LinkType::Virtual ? "virtual link: no negotiated speed"
                                                    : "the driver reports no link speed";
}

} // namespace

LinkFacts readLinkFacts(const std::string& localAddress)
{
    LinkFacts f;
    f.address = link::hostOf(localAddress);
    const std::vector<unsigned char> buf = adapters();
    for (auto* a = buf.empty() ? nullptr
                               : reinterpret_cast<const IP_ADAPTER_ADDRESSES*>(buf.data());
         a; a = a->Next) {
        if (holds(a, f.address) || toUtf8(a->FriendlyName) == f.address) {
            fillAdapter(f, a);
            return f;
        }
    }
    f.unavailable = "no local interface holds " + f.address;
    return f;
}

// What the WLAN API answered for the adapter, byte for byte, and the facts read from it.
std::vector<std::string> recordWifiReplies(const std::string& interfaceName,
                                           const std::string& directory, std::string& why)
{
    const std::string guid = guidOf(interfaceName);
    link::wlan::Replies replies;
    if (!readReplies(guid, replies, why)) {
        why = guid.empty() && why != "no WLAN service" ? "no interface named " + interfaceName
                                                       : interfaceName + ": " + why;
        return {};
    }
    return link::wlan::writeRecording(replies, directory, interfaceName, why);
}

namespace link {
WifiFacts readWifiFacts(const std::string& interfaceName)
{
    const std::string guid = guidOf(interfaceName);
    // The WLAN service first: without it (Wine, Server Core) that is the reason, whatever the name.
    WifiFacts w = wifiOf(guid);
    if (guid.empty() && w.unavailable != "no WLAN service")
        w.unavailable = "no interface named " + interfaceName;
    return w;
}
} // namespace link

} // namespace bw::engine
