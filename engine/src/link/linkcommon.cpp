// SPDX-License-Identifier: MIT
#include "link/link.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>

namespace bw::engine {

namespace link {

LinkFacts unavailableLink(std::string why)
{
    LinkFacts f;
    f.unavailable = std::move(why);
    return f;
}

std::optional<double> bandOfMHz(int freqMHz)
{
    if (freqMHz >= 2400 && freqMHz <= 2500) return 2.4;
    if (freqMHz >= 4900 && freqMHz <= 5925) return 5.0;
    if (freqMHz > 5925 && freqMHz <= 7125) return 6.0;
    return std::nullopt;
}

std::optional<int> channelOfMHz(int freqMHz)
{
    // 802.11-2020 annex E: channel = (f - starting frequency) / 5 MHz in each band.
    if (freqMHz == 2484) return 14;
    if (freqMHz >= 2412 && freqMHz <= 2472 && (freqMHz - 2407) % 5 == 0)
        return (freqMHz - 2407) / 5;
    if (freqMHz == 5935) return 2; // the 6 GHz band's one channel below its 5950 start
    if (freqMHz >= 4910 && freqMHz <= 4980 && freqMHz % 5 == 0) return (freqMHz - 4000) / 5;
    if (freqMHz >= 5005 && freqMHz <= 5925 && freqMHz % 5 == 0) return (freqMHz - 5000) / 5;
    if (freqMHz >= 5955 && freqMHz <= 7115 && (freqMHz - 5950) % 5 == 0)
        return (freqMHz - 5950) / 5;
    return std::nullopt;
}

std::string standardName(Phy phy, std::optional<double> bandGHz)
{
    switch (phy) {
    case Phy::Ht:
        return "Wi-Fi 4";
    case Phy::Vht:
        return "Wi-Fi 5";
    case Phy::He:
        // Wi-Fi 6E is 802.11ax on the 6 GHz band; the same PHY elsewhere is Wi-Fi 6.
        return bandGHz && *bandGHz == 6.0 ? "Wi-Fi 6E" : "Wi-Fi 6";
    case Phy::Eht:
        return "Wi-Fi 7";
    case Phy::Legacy:
    case Phy::Unknown:
        break;
    }
    return {};
}

std::string hostOf(const std::string& address)
{
    if (address.starts_with('[')) {
        const auto end = address.find(']');
        return end == std::string::npos ? address.substr(1) : address.substr(1, end - 1);
    }
    const auto colon = address.find(':');
    // One colon: IPv4 with a port; more than one: a bare IPv6 address.
    if (colon != std::string::npos && address.find(':', colon + 1) == std::string::npos)
        return address.substr(0, colon);
    return address;
}

} // namespace link

namespace {
std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", v);
    if (std::abs(v - std::round(v)) > 0.05) std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

std::string rates(const WifiFacts& w)
{
    if (w.txRateMbps && w.rxRateMbps)
        return number(*w.txRateMbps) + "/" + number(*w.rxRateMbps) + " Mbit/s tx/rx";
    if (w.txRateMbps) return number(*w.txRateMbps) + " Mbit/s tx";
    if (w.rxRateMbps) return number(*w.rxRateMbps) + " Mbit/s rx";
    return {};
}
} // namespace

std::string describeWifi(const WifiFacts& w)
{
    if (!w.valid) return "Wi-Fi, n/a: " + (w.unavailable.empty() ? "no reading" : w.unavailable);
    std::string s = w.standard.empty() ? "Wi-Fi" : w.standard;
    if (w.bandGHz)
        s += " " + (*w.bandGHz == 2.4 ? std::string("2.4") : number(*w.bandGHz)) + " GHz";
    if (w.channel) s += " ch " + std::to_string(*w.channel);
    if (w.channelWidthMHz) s += " " + std::to_string(*w.channelWidthMHz) + " MHz";
    if (!w.ssid.empty()) s += " \"" + w.ssid + "\"";
    if (auto r = rates(w); !r.empty()) s += ", " + r;
    if (w.signalDbm) s += ", " + std::to_string(*w.signalDbm) + " dBm";
    if (w.noiseDbm) s += " (noise " + std::to_string(*w.noiseDbm) + " dBm)";
    return s;
}

std::string describeLink(const LinkFacts& f)
{
    if (!f.valid && f.unavailable.starts_with("n/a")) return f.unavailable;
    if (!f.valid) return "n/a: " + (f.unavailable.empty() ? "unknown" : f.unavailable);
    std::string s = f.interfaceName;
    switch (f.kind) {
    case LinkType::Loopback:
        return s + " loopback";
    case LinkType::WiFi:
        return s + " " + describeWifi(f.wifi);
    case LinkType::Virtual:
        s += " virtual";
        break;
    case LinkType::Ethernet:
        s += " Ethernet";
        break;
    case LinkType::Unknown:
        s += " (kind unknown)";
        break;
    }
    if (f.speedMbps) s += " " + std::to_string(*f.speedMbps) + " Mbit/s";
    if (!f.duplex.empty()) s += " " + f.duplex + " duplex";
    if (!f.speedMbps && !f.unavailable.empty()) s += " (" + f.unavailable + ")";
    return s;
}

bool link::writeRecordingFile(const std::string& path, const void* data, std::size_t size,
                              std::string& why)
{
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    if (f) f.write(static_cast<const char*>(data), std::streamsize(size));
    if (f) f.close();
    if (!f) why = "cannot write " + path + ": " + std::strerror(errno);
    return bool(f);
}

} // namespace bw::engine
