// SPDX-License-Identifier: MIT
// Native UDP datagrams. Every one starts with "BW", a version byte and a kind byte; numbers
// are big-endian.
//
//   data   'D'  u32 stream, u64 sequence (0, 1, 2, ... per stream), u64 send time (µs of the
//               sender's steady clock: only differences matter), then filler to the size
//   hello  'H'  u32 stream, the session's 37-byte cookie. Client -> server, repeated until
//               acknowledged: it tells the server where the stream's datagrams come from and
//               opens NAT and firewall state for the server's datagrams back.
//   ack    'A'  u32 stream. Server -> client, one per hello.
//   end    'E'  u32 stream, u64 datagrams sent, u64 send time. Sender -> receiver, a few
//               copies after the last data datagram, so the receiver need not wait long.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace bw::engine::flow::udpwire {

inline constexpr std::size_t kDataHeaderBytes = 24;
inline constexpr std::size_t kHelloBytes = 8 + 37;
inline constexpr std::size_t kAckBytes = 8;
inline constexpr std::size_t kEndBytes = 24;

enum class Kind : std::uint8_t
{
    Invalid = 0,
    Data = 'D',
    Hello = 'H',
    Ack = 'A',
    End = 'E'
};

struct Parsed
{
    Kind kind = Kind::Invalid;
    std::uint32_t stream = 0;
    std::uint64_t sequence = 0;   // data: its number; end: datagrams sent
    std::int64_t sentUs = 0;      // data, end
    const char* cookie = nullptr; // hello: 37 bytes inside the datagram
};

// Reads any native datagram; kind Invalid for anything else (too short, wrong magic).
Parsed parse(const std::uint8_t* data, std::size_t bytes);

void writeData(std::uint8_t* out, std::uint32_t stream, std::uint64_t sequence,
               std::int64_t sentUs);
std::array<std::uint8_t, kHelloBytes> hello(std::uint32_t stream, std::span<const char, 37> cookie);
std::array<std::uint8_t, kAckBytes> ack(std::uint32_t stream);
std::array<std::uint8_t, kEndBytes> end(std::uint32_t stream, std::uint64_t sent,
                                        std::int64_t sentUs);

// Microseconds of the steady clock, the time base of sentUs and of arrival times.
std::int64_t nowUs();

} // namespace bw::engine::flow::udpwire
