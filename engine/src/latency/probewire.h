// SPDX-License-Identifier: MIT
// Latency probes on the test port's UDP socket (udpwire.h's framing: "BW", version 2, kind):
//
//   probe  'P'  u32 sequence, u64 token, u64 client send time, 24 zero bytes. Client -> server.
//   echo   'Q'  the probe with the server's receive and send times (µs of its steady clock)
//               and its clock id filled in. Server -> client.
//
// 48 bytes each (76 with IPv4 and UDP headers, 114 on an Ethernet wire with its framing). The
// token is the session's (udpwire::sessionToken): the server echoes only probes that carry
// it, so the port is no reflector for strangers, and the client keeps only echoes with it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace bw::engine::latency {

inline constexpr std::size_t kProbeBytes = 48;

struct Probe
{
    bool echo = false; // 'Q'; false: 'P'
    std::uint32_t sequence = 0;
    std::uint64_t token = 0;
    std::int64_t clientSendUs = 0;
    std::int64_t serverRecvUs = 0;
    std::int64_t serverSendUs = 0;
    std::uint64_t serverClock = 0; // clockId() of the server; 0: unknown
};

std::array<std::uint8_t, kProbeBytes> encodeProbe(const Probe& p);
// False for anything that is not a probe or an echo of the full size.
bool parseProbe(const std::uint8_t* data, std::size_t bytes, Probe& out);

// The server's side: when data is a probe with the token, fills in the echo (in out) and
// returns true. receivedUs: when it arrived (steady clock µs).
bool echoProbe(const std::uint8_t* data, std::size_t bytes, std::uint64_t token,
               std::int64_t receivedUs, std::array<std::uint8_t, kProbeBytes>& out);

// Names this process's steady clock: the same on both ends means one clock (one boot of one
// machine, one time namespace), so the offset is 0. Linux: a hash of the boot id and, when
// the process's time namespace shifts CLOCK_MONOTONIC (/proc/self/timens_offsets; CRIU and
// `unshare --time` do), that shift; elsewhere 0 (unknown).
std::uint64_t clockId();
// The id from the boot id and the text of /proc/self/timens_offsets (empty: none). A zero
// shift gives the boot id's hash alone, as before time namespaces were looked at.
std::uint64_t clockIdOf(std::string_view bootId, std::string_view timensOffsets);

} // namespace bw::engine::latency
