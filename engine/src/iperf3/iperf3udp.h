// SPDX-License-Identifier: MIT
// UDP in the iperf3 dialect (docs/iperf3-protocol.md §4, §6): the 4-byte connect handshake
// and the datagram header. iperf3's receiver counting is in iperf3udpcounter.h, the data path
// that paces iperf3 datagrams in iperf3udppath.h (both ends: the client with one connected
// socket per stream, the server through the UDP port it shares with the native dialect).
#pragma once

#include "iperf3/iperf3udpcounter.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace bw::engine::iperf3 {

namespace iperf3udp {
// The client's connect datagram and the server's reply, as bytes on the wire ("9876" and
// "6789"; 3.17+ defines them per host byte order so the wire never changes). Servers before
// 3.17 reply with 987654321 in their host order, which a client must accept as well.
inline constexpr std::array<std::uint8_t, 4> kConnect = {'9', '8', '7', '6'};
inline constexpr std::array<std::uint8_t, 4> kReply = {'6', '7', '8', '9'};
bool isReply(const std::uint8_t* data, std::size_t bytes);

// Header of every data datagram: sender's monotonic time (seconds, microseconds) and the
// sequence number from 1, 32 or 64 bits (udp_counters_64bit); all big-endian.
inline constexpr std::size_t kHeaderBytes32 = 12;
inline constexpr std::size_t kHeaderBytes64 = 16;
void writeHeader(std::uint8_t* out, std::int64_t sentUs, std::uint64_t sequence, bool counters64);
bool readHeader(const std::uint8_t* data, std::size_t bytes, bool counters64, std::int64_t& sentUs,
                std::uint64_t& sequence);
std::int64_t nowUs(); // steady clock, the time base of headers and arrivals
} // namespace iperf3udp

} // namespace bw::engine::iperf3
