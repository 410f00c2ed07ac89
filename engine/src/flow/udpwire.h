// SPDX-License-Identifier: MIT
// Native UDP datagrams. Every one starts with "BW", a version byte and a kind byte; numbers
// are big-endian. Version 2 added the token.
//
//   data   'D'  u32 stream, u64 token, u64 sequence (0, 1, 2, ... per stream), u64 send time
//               (µs of the sender's steady clock: only differences matter), then filler
//   hello  'H'  u32 stream, the session's 37-byte cookie. Client -> server, repeated until
//               acknowledged: it tells the server where the stream's datagrams come from and
//               opens NAT and firewall state for the server's datagrams back.
//   ack    'A'  u32 stream, u64 token. Server -> client, one per hello.
//   end    'E'  u32 stream, u64 token, u64 datagrams sent, u64 send time. Sender -> receiver,
//               a few copies after the last data datagram, so the receiver need not wait long.
//   probe  'P', echo 'Q': latency probes (latency/probewire.h), from a socket of their own.
//
// The token is the session's (sessionToken(): both ends derive it from the cookie, which only
// the control connection and the hellos carry). Receivers drop data, end and ack datagrams
// whose token is not the session's: someone who knows only the client's address and port
// cannot forge them into the figures.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace bw::engine::flow::udpwire {

inline constexpr std::size_t kDataHeaderBytes = 32;
inline constexpr std::size_t kHelloBytes = 8 + 37;
inline constexpr std::size_t kAckBytes = 16;
inline constexpr std::size_t kEndBytes = 32;

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
    std::uint64_t token = 0;      // data, ack, end
    std::uint64_t sequence = 0;   // data: its number; end: datagrams sent
    std::int64_t sentUs = 0;      // data, end
    const char* cookie = nullptr; // hello: 37 bytes inside the datagram
};

// Reads any native datagram; kind Invalid for anything else (too short, wrong magic).
Parsed parse(const std::uint8_t* data, std::size_t bytes);

// The session's token: a 64-bit hash of its 37-byte cookie (random per session).
std::uint64_t sessionToken(std::span<const char, 37> cookie);

void writeData(std::uint8_t* out, std::uint32_t stream, std::uint64_t token, std::uint64_t sequence,
               std::int64_t sentUs);
std::array<std::uint8_t, kHelloBytes> hello(std::uint32_t stream, std::span<const char, 37> cookie);
std::array<std::uint8_t, kAckBytes> ack(std::uint32_t stream, std::uint64_t token);
std::array<std::uint8_t, kEndBytes> end(std::uint32_t stream, std::uint64_t token,
                                        std::uint64_t sent, std::int64_t sentUs);

// Microseconds of the steady clock, the time base of sentUs and of arrival times.
std::int64_t nowUs();

} // namespace bw::engine::flow::udpwire
