// SPDX-License-Identifier: MIT
#include "link/wlanparse.h"

#include "link/link.h"

#include <algorithm>
#include <cstdio>

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

} // namespace bw::engine::link::wlan
