// SPDX-License-Identifier: MIT
#include "native/framing.h"

#include <algorithm>
#include <random>

namespace bw::engine::control {

namespace {
constexpr std::string_view kCookieAlphabet = "abcdefghijklmnopqrstuvwxyz234567";

FrameResult fromIo(std::error_code ec, bool eof)
{
    FrameResult r;
    r.system = ec;
    if (eof) r.error = FrameError::Closed;
    else if (ec == std::errc::timed_out) r.error = FrameError::Timeout;
    else if (ec == std::errc::operation_canceled) r.error = FrameError::Cancelled;
    else r.error = FrameError::Io;
    return r;
}
} // namespace

void putU32(unsigned char* p, std::uint32_t v)
{
    p[0] = static_cast<unsigned char>(v >> 24);
    p[1] = static_cast<unsigned char>(v >> 16);
    p[2] = static_cast<unsigned char>(v >> 8);
    p[3] = static_cast<unsigned char>(v);
}

std::uint32_t getU32(const unsigned char* p)
{
    return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) |
           std::uint32_t(p[3]);
}

Cookie makeNativeCookie()
{
    Cookie c{};
    std::random_device rd;
    std::uniform_int_distribution<int> pick(0, int(kCookieAlphabet.size()) - 1);
    std::copy(kNativePrefix.begin(), kNativePrefix.end(), c.begin());
    for (std::size_t i = kNativePrefix.size(); i < kCookieBytes - 1; ++i)
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
    return isCookieShaped(c) && std::string_view(c.data(), kNativePrefix.size()) == kNativePrefix;
}

std::string cookieText(const Cookie& c)
{
    return std::string(c.data(), kCookieBytes - 1);
}

std::string encodeFrame(std::string_view payload)
{
    std::string out(4 + payload.size(), '\0');
    putU32(reinterpret_cast<unsigned char*>(out.data()), std::uint32_t(payload.size()));
    std::copy(payload.begin(), payload.end(), out.begin() + 4);
    return out;
}

FrameResult readFrame(net::Socket& s, std::string& payload, net::Clock::time_point deadline,
                      const std::atomic<bool>* cancel)
{
    unsigned char head[4];
    bool eof = false;
    if (auto ec = net::readExact(s, head, 4, deadline, cancel, &eof)) return fromIo(ec, eof);
    FrameResult r;
    r.announcedBytes = getU32(head);
    if (r.announcedBytes > kMaxMessageBytes) {
        r.error = FrameError::TooLarge;
        return r;
    }
    if (r.announcedBytes == 0) {
        r.error = FrameError::Empty;
        return r;
    }
    payload.resize(r.announcedBytes);
    if (auto ec = net::readExact(s, payload.data(), payload.size(), deadline, cancel, &eof)) {
        auto e = fromIo(ec, eof);
        e.announcedBytes = r.announcedBytes;
        return e;
    }
    return r;
}

FrameResult writeFrame(net::Socket& s, std::string_view payload, net::Clock::time_point deadline,
                       const std::atomic<bool>* cancel)
{
    if (payload.size() > kMaxMessageBytes) {
        FrameResult r;
        r.error = FrameError::TooLarge;
        r.announcedBytes = std::uint32_t(payload.size());
        return r;
    }
    std::string frame = encodeFrame(payload);
    if (auto ec = net::writeAll(s, frame.data(), frame.size(), deadline, cancel)) return fromIo(ec, false);
    return {};
}

std::string describe(const FrameResult& r)
{
    switch (r.error) {
    case FrameError::None: return "ok";
    case FrameError::Timeout: return "timed out waiting for the peer";
    case FrameError::Closed: return "the peer closed the connection";
    case FrameError::TooLarge:
        return "message of " + std::to_string(r.announcedBytes) + " bytes exceeds the limit of " +
               std::to_string(kMaxMessageBytes);
    case FrameError::Empty: return "empty message";
    case FrameError::Cancelled: return "cancelled";
    case FrameError::Io: return "connection error: " + r.system.message();
    }
    return "unknown";
}

} // namespace bw::engine::control
