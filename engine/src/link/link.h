// SPDX-License-Identifier: MIT
// The link-facts layer behind benchwire/linkfacts.h. One file per platform implements
// readLinkFacts and readWifiFacts (linkfacts_linux.cpp, linkfacts_win.cpp,
// linkfacts_other.cpp); the OS-free pieces (Wi-Fi channel math, the standard's name, address
// handling) are here and in linkcommon.cpp, shared by the platforms and the parsers' tests.
#pragma once

#include "benchwire/linkfacts.h"

#include <cstddef>
#include <optional>
#include <string>

namespace bw::engine::link {

// Facts that are all absent, for this reason.
LinkFacts unavailableLink(std::string why);
inline constexpr const char* kOlderPeer = "the peer did not say (older Benchwire)";
inline constexpr const char* kIperf3Peer = "n/a: the peer is iperf3";

// The Wi-Fi reading of one interface, now (per interval: rates and signal change). Invalid
// with a reason when the interface is not Wi-Fi or the OS gives nothing.
WifiFacts readWifiFacts(const std::string& interfaceName);

// The band of a channel's centre frequency: 2.4, 5 or 6 GHz; absent outside Wi-Fi's bands.
std::optional<double> bandOfMHz(int freqMHz);
// The IEEE channel number of a primary channel's frequency (802.11-2020 annex E); absent
// outside the 2.4, 5 and 6 GHz bands.
std::optional<int> channelOfMHz(int freqMHz);

// What the PHY rate's encoding says about the standard. The richest mode seen wins.
enum class Phy
{
    Unknown,
    Legacy, // 802.11a/b/g
    Ht,     // 802.11n: Wi-Fi 4
    Vht,    // 802.11ac: Wi-Fi 5
    He,     // 802.11ax: Wi-Fi 6 (6E on 6 GHz)
    Eht     // 802.11be: Wi-Fi 7
};
// "Wi-Fi 4" .. "Wi-Fi 7"; empty for legacy and unknown encodings (no marketing name).
std::string standardName(Phy phy, std::optional<double> bandGHz);

// Writes `size` bytes to `path` (a recording's file, --record-wifi); false with `why` naming the
// file and the OS's reason.
bool writeRecordingFile(const std::string& path, const void* data, std::size_t size,
                        std::string& why);

// The host part of "1.2.3.4:5201", "[fe80::1%eth0]:5201", "::1" or "1.2.3.4", without
// brackets; a "%scope" suffix stays (it names the interface).
std::string hostOf(const std::string& address);

} // namespace bw::engine::link
