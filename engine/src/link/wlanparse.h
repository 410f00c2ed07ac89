// SPDX-License-Identifier: MIT
// The WLAN API's answers (wlanapi.h) to WifiFacts, in plain C++ over copies of the structures'
// layouts, so the parsing builds and is tested on Linux as well as under mingw-w64.
// linkfacts_win.cpp static_asserts that these mirror the SDK's structures byte for byte and
// copies the API's answers into them.
#pragma once

#include "benchwire/linkfacts.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw::engine::link::wlan {

// DOT11_SSID
struct Dot11Ssid
{
    std::uint32_t length = 0; // uSSIDLength
    std::uint8_t ssid[32] = {};
};

// WLAN_ASSOCIATION_ATTRIBUTES (ENUMs are 32-bit ints, WLAN_SIGNAL_QUALITY a ULONG 0-100)
struct AssociationAttributes
{
    Dot11Ssid ssid;
    std::int32_t bssType = 0;
    std::uint8_t bssid[6] = {};
    std::int32_t phyType = 0; // DOT11_PHY_TYPE
    std::uint32_t phyIndex = 0;
    std::uint32_t signalQuality = 0; // 0-100, a percentage: not dBm
    std::uint32_t rxRateKbps = 0;
    std::uint32_t txRateKbps = 0;
};

// WLAN_SECURITY_ATTRIBUTES
struct SecurityAttributes
{
    std::int32_t securityEnabled = 0;
    std::int32_t oneXEnabled = 0;
    std::int32_t authAlgorithm = 0;
    std::int32_t cipherAlgorithm = 0;
};

// WLAN_CONNECTION_ATTRIBUTES (WCHAR is 16 bits on Windows: char16_t here)
struct ConnectionAttributes
{
    std::int32_t state = 0; // WLAN_INTERFACE_STATE; 1 = wlan_interface_state_connected
    std::int32_t connectionMode = 0;
    char16_t profileName[256] = {};
    AssociationAttributes association;
    SecurityAttributes security;
};

static_assert(sizeof(Dot11Ssid) == 36);
static_assert(sizeof(AssociationAttributes) == 68);
static_assert(sizeof(ConnectionAttributes) == 604);

// DOT11_PHY_TYPE values; the newer ones are in the Windows 11 SDK's windot11.h only.
enum PhyType : std::int32_t
{
    kPhyOfdm = 4, // 802.11a
    kPhyHrDsss = 5,
    kPhyErp = 6, // 802.11g
    kPhyHt = 7,  // 802.11n
    kPhyVht = 8, // 802.11ac
    kPhyDmg = 9, // 802.11ad (60 GHz)
    kPhyHe = 10, // 802.11ax
    kPhyEht = 11 // 802.11be
};

inline constexpr std::int32_t kStateConnected = 1;

// The facts of one connection: its attributes (wlan_intf_opcode_current_connection), the
// signal (wlan_intf_opcode_rssi, dBm) and the BSS entry's ulChCenterFrequency (kHz) where they
// were read. The WLAN API gives no channel width: it stays absent.
WifiFacts fromConnection(const ConnectionAttributes& c, std::optional<std::int32_t> rssiDbm,
                         std::optional<std::uint32_t> centerFrequencyKHz);

// One reading as the WLAN API answered it: the current connection's WLAN_CONNECTION_ATTRIBUTES
// byte for byte (empty when the query failed: not connected), the RSSI and the BSS entry's
// centre frequency where they were read. linkfacts_win.cpp fills it; tests read recordings.
struct Replies
{
    std::vector<std::uint8_t> connection;
    std::optional<std::int32_t> rssiDbm;
    std::optional<std::uint32_t> centerFrequencyKHz;
};

// fromConnection over the bytes: "not connected" when there are none; the reason when they are
// shorter than the structure (a newer or broken WLAN service).
WifiFacts parse(const Replies& r);

// Writes DIRECTORY/NAME.connection.bin (the bytes), NAME.readings.txt (a line
// "rssi_dbm -52" and one "center_khz 5180000" for each reading taken) and NAME.facts.txt
// (describeWifi(parse(r))): benchwire-cli --record-wifi on Windows, tests/data/wlan/. Returns
// the paths; empty with `why` when a file cannot be written.
std::vector<std::string> writeRecording(const Replies& r, const std::string& directory,
                                        const std::string& name, std::string& why);
// The readings file's text, and back (false on a line it does not know).
std::string readingsText(const Replies& r);
bool parseReadings(const std::string& text, Replies& r);

} // namespace bw::engine::link::wlan
