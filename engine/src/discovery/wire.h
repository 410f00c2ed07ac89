// SPDX-License-Identifier: MIT
// Discovery datagrams (docs/discovery.md). Both kinds start with a 4-byte magic, a version byte
// and a kind byte; numbers are big-endian.
//
//   probe   'P'  u16 flags (0), u64 nonce, then zeros to exactly kProbeBytes
//   answer  'A'  u16 flags (kFlag*), u64 nonce (the probe's), the announcement; never more bytes
//   than
//                the probe that asked (interfaces that do not fit are left out, flagged)
//
// The magic's first byte 0xD1 cannot start the test traffic on the same port: native
// datagrams start with "BW" (flow/udpwire.h), iperf3's connect datagram with '9' or '6', and
// iperf3's data datagrams with the sender's 32-bit UNIX seconds, which reach 0xD1 in 2081.
#pragma once

#include "benchwire/discovery.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace bw::engine::discovery::wire {

inline constexpr std::array<std::uint8_t, 4> kMagic{0xD1, 0x5C, 0x0B, 0x57};
inline constexpr std::uint8_t kVersion = 1;
inline constexpr std::uint8_t kKindProbe = 'P';
inline constexpr std::uint8_t kKindAnswer = 'A';
inline constexpr std::size_t kHeaderBytes = 16; // magic, version, kind, flags, nonce
inline constexpr std::size_t kProbeBytes = 1200;

// IPv4: administratively scoped (RFC 2365, the local scope 239.255/16). IPv6: link-local scope.
inline constexpr const char* kGroupV4 = "239.255.77.201";
inline constexpr const char* kGroupV6 = "ff02::5201:bd";

// Caps that bound every answer, on writing and on reading.
inline constexpr std::size_t kMaxHostNameBytes = 63;
inline constexpr std::size_t kMaxShortStringBytes = 31; // product, version, OS, interface name
inline constexpr std::size_t kMaxInterfaces = 16;
inline constexpr std::size_t kMaxAddressesPerInterface = 8;
inline constexpr std::size_t kPeerIdBytes = 16;

// Answer flags. Readers ignore bits they do not know, so a new flag needs no new version.
inline constexpr std::uint16_t kFlagInterfacesTruncated = 1;
inline constexpr std::uint16_t kFlagRemoteControl = 2;

std::array<std::uint8_t, kProbeBytes> makeProbe(std::uint64_t nonce);
// The probe's nonce, or nothing for anything that is not a well-formed version-1 probe of
// exactly kProbeBytes with zero padding.
std::optional<std::uint64_t> parseProbe(const std::uint8_t* data, std::size_t bytes);

// At most maxBytes (never less than the fixed part and the strings, about 220 bytes).
std::vector<std::uint8_t> makeAnswer(const Announcement& a, std::uint64_t nonce,
                                     std::size_t maxBytes);

struct ParsedAnswer
{
    std::uint64_t nonce = 0;
    Announcement announcement;
};
// Bounded: nothing for a wrong magic, version or kind, a datagram over kProbeBytes, a count
// or length over its cap, or one that runs past the end.
std::optional<ParsedAnswer> parseAnswer(const std::uint8_t* data, std::size_t bytes);

} // namespace bw::engine::discovery::wire
