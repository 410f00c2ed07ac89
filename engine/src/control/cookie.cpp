// SPDX-License-Identifier: MIT
#include "control/cookie.h"

#include <algorithm>
#include <random>

namespace bw::engine::control {

namespace {
constexpr std::string_view kCookieAlphabet = "abcdefghijklmnopqrstuvwxyz234567";
} // namespace

Cookie makeNativeCookie()
{
    return makeCookie(kNativePrefix);
}

Cookie makeCookie(std::string_view prefix)
{
    Cookie c{};
    std::random_device rd;
    std::uniform_int_distribution<int> pick(0, int(kCookieAlphabet.size()) - 1);
    std::copy(prefix.begin(), prefix.end(), c.begin());
    for (std::size_t i = prefix.size(); i < kCookieBytes - 1; ++i)
        c[i] = kCookieAlphabet[std::size_t(pick(rd))];
    c[kCookieBytes - 1] = '\0';
    return c;
}

bool isCookieShaped(const Cookie& c)
{
    if (c[kCookieBytes - 1] != '\0') return false;
    return std::all_of(c.begin(), c.end() - 1,
                       [](char ch) { return kCookieAlphabet.find(ch) != std::string_view::npos; });
}

bool isNativeCookie(const Cookie& c)
{
    return hasCookiePrefix(c, kNativePrefix);
}

bool hasCookiePrefix(const Cookie& c, std::string_view prefix)
{
    return isCookieShaped(c) && prefix.size() < kCookieBytes &&
           std::string_view(c.data(), prefix.size()) == prefix;
}

} // namespace bw::engine::control
