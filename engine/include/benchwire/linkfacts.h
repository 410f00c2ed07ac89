// SPDX-License-Identifier: MIT
// The facts of a network link at test time: Ethernet speed and duplex, Wi-Fi band,
// channel, width, standard, PHY rates and signal. Read per platform (Linux: sysfs/ethtool and
// nl80211; Windows: the IP Helper and WLAN APIs). A fact the OS does not give is absent with a
// reason, never a guess.
#pragma once

#include "benchwire/interfaces.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw::engine {

// One reading of a Wi-Fi link. Sampled per interval: rates and signal change during a run.
struct WifiFacts
{
    bool valid = false;
    std::string ssid;
    std::string bssid;                  // "aa:bb:cc:dd:ee:ff"
    std::optional<double> bandGHz;      // 2.4, 5 or 6
    std::optional<int> frequencyMHz;    // the primary channel's centre
    std::optional<int> channel;         // the primary channel
    std::optional<int> channelWidthMHz; // 20, 40, 80, 160, 320
    std::string standard;               // "Wi-Fi 4" .. "Wi-Fi 7"; empty when unknown
    std::optional<double> txRateMbps;   // PHY rates
    std::optional<double> rxRateMbps;
    std::optional<int> signalDbm;
    std::optional<int> noiseDbm;
    std::string unavailable; // why facts are missing (no permission, not associated, Wine...)
};

struct LinkFacts
{
    bool valid = false;                    // the interface was found; kind and name mean something
    std::string unavailable;               // why nothing (or little) could be read
    std::string interfaceName;             // "eth0", "wlp2s0", "Wi-Fi"
    std::string address;                   // the local address the test used
    LinkType kind = LinkType::Unknown;     // interfaces.h
    std::optional<std::int64_t> speedMbps; // negotiated (Ethernet); absent when unknown
    std::string duplex;                    // "full", "half"; empty when unknown
    std::optional<int> mtu;
    WifiFacts wifi; // kind == WiFi: the reading at the start of the test
};

// The facts of the interface that holds `localAddress` (numeric; an interface name also
// works), read now. Never throws: what cannot be read is absent, with `unavailable` saying why.
LinkFacts readLinkFacts(const std::string& localAddress);

// One line for people: "wlp2s0 Wi-Fi 6 5 GHz ch 36 80 MHz, 1201/864 Mbit/s tx/rx, -52 dBm",
// "eth0 Ethernet 2500 Mbit/s full duplex", "lo loopback", or "n/a: <why>".
std::string describeLink(const LinkFacts& facts);
// The Wi-Fi part alone: "Wi-Fi 6 5 GHz ch 36 80 MHz, 1201/864 Mbit/s tx/rx, -52 dBm".
std::string describeWifi(const WifiFacts& wifi);

// Records the OS's own replies for one Wi-Fi reading of `interfaceName`, for the parsers' tests,
// with NAME.facts.txt, what this build reads from them (describeWifi). Linux: the three nl80211
// replies byte for byte (NAME.interface.bin, .station.bin, .survey.bin; tests/data/nl80211/),
// to check against `iw dev NAME link`. Windows: the WLAN API's connection attributes byte for
// byte and its RSSI and centre-frequency readings (NAME.connection.bin, .readings.txt;
// tests/data/wlan/), to check against `netsh wlan show interfaces`. Returns the paths written;
// empty with `why` set when there is nothing to record (no such interface, no nl80211 or WLAN
// service, not Wi-Fi) or a file cannot be written. Other systems: empty, with the reason.
std::vector<std::string> recordWifiReplies(const std::string& interfaceName,
                                           const std::string& directory, std::string& why);

} // namespace bw::engine
