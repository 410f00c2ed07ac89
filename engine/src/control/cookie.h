// SPDX-License-Identifier: MIT
// The 37-byte cookie that opens every connection, in both dialects.
//
// A client opens every connection with 37 bytes shaped like an iperf3 cookie: 36 characters of
// [a-z2-7] and a NUL. Native cookies start with "benchwire", so the server tells the dialects
// apart without waiting (dialect.h).
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace bw::engine::control {

inline constexpr std::size_t kCookieBytes = 37;
inline constexpr std::string_view kNativePrefix = "benchwire";

using Cookie = std::array<char, kCookieBytes>;

Cookie makeNativeCookie();
// A cookie that starts with `prefix` (of [a-z2-7], shorter than 36), the rest random.
Cookie makeCookie(std::string_view prefix);
// 36 characters of [a-z2-7] followed by a NUL.
bool isCookieShaped(const Cookie& c);
bool isNativeCookie(const Cookie& c);
// Cookie-shaped, and starting with `prefix`.
bool hasCookiePrefix(const Cookie& c, std::string_view prefix);

} // namespace bw::engine::control
