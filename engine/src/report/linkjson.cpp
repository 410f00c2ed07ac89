// SPDX-License-Identifier: MIT
// JSON of the link facts: in saved results, interval lines and native messages.
// A fact that is absent is absent from the JSON too, never a zero.
#include "report/jsonconv.h"
#include "report/jsonnum.h"

namespace bw::engine {

using nlohmann::json;

namespace {
using report::jsonnum::opt;

template <class T> void put(json& j, const char* key, const std::optional<T>& v)
{
    if (v) j[key] = *v;
}

template <class T> void get(const json& j, const char* key, std::optional<T>& out)
{
    T v{};
    if (auto it = j.find(key); it != j.end() && !it->is_null()) {
        opt(j, key, v);
        out = v;
    }
}

void putText(json& j, const char* key, const std::string& v)
{
    if (!v.empty()) j[key] = v;
}

// A Wi-Fi reading comes from the peer in every interval and a served result keeps them all, so
// a text longer than any real one is dropped, not kept (an SSID is at most 32 bytes).
void getText(const json& j, const char* key, std::string& out, std::size_t maxBytes)
{
    opt(j, key, out);
    if (out.size() > maxBytes) out.clear();
}
constexpr std::size_t kMaxSsidBytes = 32;
constexpr std::size_t kMaxBssidBytes = 17; // "aa:bb:cc:dd:ee:ff"
constexpr std::size_t kMaxStandardBytes = 16;
constexpr std::size_t kMaxReasonBytes = 256;

LinkType linkTypeOf(const std::string& s)
{
    for (LinkType t : {LinkType::Ethernet, LinkType::WiFi, LinkType::Loopback, LinkType::Virtual})
        if (toString(t) == s) return t;
    return LinkType::Unknown;
}
} // namespace

void to_json(json& j, const WifiFacts& v)
{
    j = json{{"valid", v.valid}};
    putText(j, "ssid", v.ssid);
    putText(j, "bssid", v.bssid);
    put(j, "bandGHz", v.bandGHz);
    put(j, "frequencyMHz", v.frequencyMHz);
    put(j, "channel", v.channel);
    put(j, "channelWidthMHz", v.channelWidthMHz);
    putText(j, "standard", v.standard);
    put(j, "txRateMbps", v.txRateMbps);
    put(j, "rxRateMbps", v.rxRateMbps);
    put(j, "signalDbm", v.signalDbm);
    put(j, "noiseDbm", v.noiseDbm);
    putText(j, "unavailable", v.unavailable);
}

void from_json(const json& j, WifiFacts& v)
{
    v = {};
    opt(j, "valid", v.valid);
    getText(j, "ssid", v.ssid, kMaxSsidBytes);
    getText(j, "bssid", v.bssid, kMaxBssidBytes);
    get(j, "bandGHz", v.bandGHz);
    get(j, "frequencyMHz", v.frequencyMHz);
    get(j, "channel", v.channel);
    get(j, "channelWidthMHz", v.channelWidthMHz);
    getText(j, "standard", v.standard, kMaxStandardBytes);
    get(j, "txRateMbps", v.txRateMbps);
    get(j, "rxRateMbps", v.rxRateMbps);
    get(j, "signalDbm", v.signalDbm);
    get(j, "noiseDbm", v.noiseDbm);
    getText(j, "unavailable", v.unavailable, kMaxReasonBytes);
}

void to_json(json& j, const LinkFacts& v)
{
    j = json{{"valid", v.valid}, {"kind", std::string(toString(v.kind))}};
    putText(j, "unavailable", v.unavailable);
    putText(j, "interface", v.interfaceName);
    putText(j, "address", v.address);
    put(j, "speedMbps", v.speedMbps);
    putText(j, "duplex", v.duplex);
    put(j, "mtu", v.mtu);
    if (v.kind == LinkType::WiFi) j["wifi"] = v.wifi;
}

void from_json(const json& j, LinkFacts& v)
{
    v = {};
    opt(j, "valid", v.valid);
    opt(j, "unavailable", v.unavailable);
    opt(j, "interface", v.interfaceName);
    opt(j, "address", v.address);
    std::string kind;
    opt(j, "kind", kind);
    v.kind = linkTypeOf(kind);
    get(j, "speedMbps", v.speedMbps);
    opt(j, "duplex", v.duplex);
    get(j, "mtu", v.mtu);
    opt(j, "wifi", v.wifi);
}

} // namespace bw::engine
