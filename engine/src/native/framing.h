// SPDX-License-Identifier: MIT
// Native dialect framing: length-prefixed JSON messages, after the opening cookie (cookie.h).
//
// A stock iperf3 server answers the cookie with PARAM_EXCHANGE (9) where a Benchwire server
// answers with a frame, whose first byte is kFrameFirstByte: messages are < 16 MiB.
// Data connections send the session's cookie and then the stream index (uint32, big-endian).
#pragma once

#include "control/cookie.h"
#include "net/netio.h"

#include <cstdint>
#include <stop_token>
#include <string>
#include <string_view>
#include <system_error>

namespace bw::engine::native {

inline constexpr std::uint32_t kMaxMessageBytes = 64 * 1024;
// The first byte of every native frame: the top byte of a length below 16 MiB.
inline constexpr unsigned char kFrameFirstByte = 0;

enum class FrameError
{
    None,
    Timeout,
    Closed,
    TooLarge,
    Empty,
    Io,
    Cancelled
};

struct FrameResult
{
    FrameError error = FrameError::None;
    std::error_code system;
    std::uint32_t announcedBytes = 0; // the length prefix, also when it was too large
};

// Encodes 4-byte big-endian length + payload (one buffer, sent with one write).
std::string encodeFrame(std::string_view payload);
FrameResult readFrame(net::Socket& s, std::string& payload, net::Clock::time_point deadline,
                      std::stop_token stop = {});
FrameResult writeFrame(net::Socket& s, std::string_view payload, net::Clock::time_point deadline,
                       std::stop_token stop = {});
std::string describe(const FrameResult& r);

} // namespace bw::engine::native
