// SPDX-License-Identifier: MIT
// Native dialect framing: the 37-byte opening cookie and length-prefixed JSON messages.
//
// A client opens every connection with 37 bytes shaped like an iperf3 cookie: 36 characters of
// [a-z2-7] and a NUL. Native cookies start with "benchwire", so the server tells the dialects
// apart without waiting, and a stock iperf3 server answers PARAM_EXCHANGE (9) where a
// Benchwire server answers with a frame (whose first byte is 0: messages are < 16 MiB).
// Data connections send the session's cookie and then the stream index (uint32, big-endian).
#pragma once

#include "net/netio.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>

namespace bw::engine::control {

inline constexpr std::size_t kCookieBytes = 37;
inline constexpr std::string_view kNativePrefix = "benchwire";
inline constexpr std::uint32_t kMaxMessageBytes = 64 * 1024;

using Cookie = std::array<char, kCookieBytes>;

Cookie makeNativeCookie();
// 36 characters of [a-z2-7] followed by a NUL.
bool isCookieShaped(const Cookie& c);
bool isNativeCookie(const Cookie& c);
std::string cookieText(const Cookie& c);

enum class FrameError { None, Timeout, Closed, TooLarge, Empty, Io, Cancelled };

struct FrameResult
{
    FrameError error = FrameError::None;
    std::error_code system;
    std::uint32_t announcedBytes = 0; // the length prefix, also when it was too large
};

// Encodes 4-byte big-endian length + payload (one buffer, sent with one write).
std::string encodeFrame(std::string_view payload);
FrameResult readFrame(net::Socket& s, std::string& payload, net::Clock::time_point deadline,
                      const std::atomic<bool>* cancel = nullptr);
FrameResult writeFrame(net::Socket& s, std::string_view payload, net::Clock::time_point deadline,
                       const std::atomic<bool>* cancel = nullptr);
std::string describe(const FrameResult& r);

void putU32(unsigned char* p, std::uint32_t v);
std::uint32_t getU32(const unsigned char* p);

} // namespace bw::engine::control
