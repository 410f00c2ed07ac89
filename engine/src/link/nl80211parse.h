// SPDX-License-Identifier: MIT
// nl80211 replies (the bytes a generic-netlink socket received) to WifiFacts. Kept apart from
// the socket I/O (nl80211_linux.cpp) so that tests feed it recorded or constructed messages.
// Every length is checked before it is read: truncated or garbage input yields absent facts and
// a reason, never a read past the buffer.
#pragma once

#include "benchwire/linkfacts.h"
#include "link/link.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace bw::engine::link::nl80211 {

using Bytes = std::span<const std::uint8_t>;

// The replies to one reading: NL80211_CMD_GET_INTERFACE for the interface, a
// NL80211_CMD_GET_STATION dump and a NL80211_CMD_GET_SURVEY dump (either may be empty: not
// asked, or the driver gives none). Each is one or more netlink messages as received.
struct Replies
{
    Bytes interface;
    Bytes station;
    Bytes survey;
};

// What the replies say. valid when the interface is associated (an SSID or a station entry);
// otherwise `unavailable` says why (not associated, a netlink error, a malformed message).
WifiFacts parse(const Replies& replies);

// The pieces, for tests and for the socket code's error paths. Each returns false with `why`
// set when the bytes are malformed or carry a netlink error; facts read before that stay.
bool parseInterface(Bytes bytes, WifiFacts& out, std::string& why);
bool parseStation(Bytes bytes, WifiFacts& out, Phy& phy, std::string& why);
bool parseSurvey(Bytes bytes, int freqMHz, WifiFacts& out, std::string& why);

// Writes one reading's replies as DIRECTORY/NAME.interface.bin, .station.bin and .survey.bin,
// byte for byte, and NAME.facts.txt with describeWifi(parse(replies)) (recordWifiReplies and
// tests/data/nl80211/). Returns the paths; empty with `why` when a file cannot be written.
std::vector<std::string> writeRecording(const Replies& replies, const std::string& directory,
                                        const std::string& name, std::string& why);

} // namespace bw::engine::link::nl80211
