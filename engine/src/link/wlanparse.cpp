// SPDX-License-Identifier: MIT
#include "link/wlanparse.h"

#include "link/link.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>
#include <sstream>

namespace bw::engine::link::wlan {

namespace {
Phy phyOf(std::int32_t t)
{
    switch (t) {
    case kPhyHt:
        return Phy::Ht;
    case kPhyVht:
        return Phy::Vht;
    case kPhyHe:
        return Phy::He;
    case kPhyEht:
        return Phy::Eht;
    case kPhyOfdm:
    case kPhyHrDsss:
    case kPhyErp:
        return Phy::Legacy;
    default:
        return Phy::Unknown;
    }
}
} // namespace

WifiFacts fromConnection(const ConnectionAttributes& c, std::optional<std::int32_t> rssiDbm,
                         std::optional<std::uint32_t> centerFrequencyKHz)
{
    WifiFacts w;
    if (c.state != kStateConnected) {
        w.unavailable = "not connected";
        return w;
    }
    const AssociationAttributes& a = c.association;
    const std::uint32_t len = std::min<std::uint32_t>(a.ssid.length, sizeof a.ssid.ssid);
    w.ssid.assign(a.ssid.ssid, a.ssid.ssid + len);
    char mac[18];
    std::snprintf(mac, sizeof mac, "%02x:%02x:%02x:%02x:%02x:%02x", a.bssid[0], a.bssid[1],
                  a.bssid[2], a.bssid[3], a.bssid[4], a.bssid[5]);
    w.bssid = mac;
    if (a.txRateKbps > 0) w.txRateMbps = a.txRateKbps / 1000.0;
    if (a.rxRateKbps > 0) w.rxRateMbps = a.rxRateKbps / 1000.0;
    if (centerFrequencyKHz && *centerFrequencyKHz > 0) {
        const int mhz = int(*centerFrequencyKHz / 1000);
        w.frequencyMHz = mhz;
        w.bandGHz = bandOfMHz(mhz);
        w.channel = channelOfMHz(mhz);
    }
    // Signal quality is a percentage; only the RSSI reading is dBm. No conversion: no guess.
    if (rssiDbm && *rssiDbm < 0 && *rssiDbm > -128) w.signalDbm = *rssiDbm;
    w.standard = standardName(phyOf(a.phyType), w.bandGHz);
    w.valid = true;
    return w;
}

WifiFacts parse(const Replies& r)
{
    WifiFacts w;
    if (r.connection.empty()) {
        w.unavailable = "not connected";
        return w;
    }
    ConnectionAttributes c;
    if (r.connection.size() < sizeof c) {
        w.unavailable = "the WLAN service's connection attributes are " +
                        std::to_string(r.connection.size()) + " bytes, not " +
                        std::to_string(sizeof c);
        return w;
    }
    std::memcpy(&c, r.connection.data(), sizeof c);
    return fromConnection(c, r.rssiDbm, r.centerFrequencyKHz);
}

std::string readingsText(const Replies& r)
{
    std::string text;
    if (r.rssiDbm) text += "rssi_dbm " + std::to_string(*r.rssiDbm) + "\n";
    if (r.centerFrequencyKHz) text += "center_khz " + std::to_string(*r.centerFrequencyKHz) + "\n";
    return text;
}

bool parseReadings(const std::string& text, Replies& r)
{
    std::istringstream in(text);
    std::string key;
    long long value = 0;
    while (in >> key) {
        if (!(in >> value)) return false;
        if (key == "rssi_dbm" && value >= std::numeric_limits<std::int32_t>::min() &&
            value <= std::numeric_limits<std::int32_t>::max())
            r.rssiDbm = std::int32_t(value);
        else if (key == "center_khz" && value >= 0 &&
                 value <= std::numeric_limits<std::uint32_t>::max())
            r.centerFrequencyKHz = std::uint32_t(value);
        else
            return false;
    }
    return true;
}

std::vector<std::string> writeRecording(const Replies& r, const std::string& directory,
                                        const std::string& name, std::string& why)
{
    const std::string base = (directory.empty() ? std::string(".") : directory) + "/" + name;
    const std::string readings = readingsText(r);
    const std::string facts = describeWifi(parse(r)) + "\n";
    const std::pair<const char*, const std::string*> texts[] = {{".readings.txt", &readings},
                                                                {".facts.txt", &facts}};
    std::vector<std::string> written;
    if (!writeRecordingFile(base + ".connection.bin", r.connection.data(), r.connection.size(),
                            why))
        return {};
    written.push_back(base + ".connection.bin");
    for (const auto& [suffix, text] : texts) {
        if (!writeRecordingFile(base + suffix, text->data(), text->size(), why)) return {};
        written.push_back(base + suffix);
    }
    return written;
}

} // namespace bw::engine::link::wlan
