// SPDX-License-Identifier: MIT
#include "net/cidr.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace bw::engine::net {

namespace {

std::vector<std::string_view> split(std::string_view text, char sep)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == sep) {
            parts.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    return parts;
}

// A whole decimal or hex field within [0, max]: no sign, no spaces, at most maxDigits.
std::optional<unsigned> field(std::string_view t, int base, std::size_t maxDigits, unsigned max)
{
    if (t.empty() || t.size() > maxDigits) return std::nullopt;
    unsigned v = 0;
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v, base);
    if (ec != std::errc() || end != t.data() + t.size() || v > max) return std::nullopt;
    return v;
}

std::optional<IpBytes> parseV4(std::string_view t)
{
    const auto parts = split(t, '.');
    if (parts.size() != 4) return std::nullopt;
    IpBytes out;
    for (std::size_t i = 0; i < 4; ++i) {
        auto v = field(parts[i], 10, 3, 255);
        if (!v) return std::nullopt;
        out.bytes[i] = std::uint8_t(*v);
    }
    return out;
}

// Groups of one side of "::" (or of the whole address); a dotted IPv4 tail counts as two.
bool groups(std::string_view t, bool last, std::vector<std::uint16_t>& out)
{
    if (t.empty()) return true;
    const auto parts = split(t, ':');
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (last && i + 1 == parts.size() && parts[i].find('.') != std::string_view::npos) {
            auto v4 = parseV4(parts[i]);
            if (!v4) return false;
            out.push_back(std::uint16_t(v4->bytes[0] << 8 | v4->bytes[1]));
            out.push_back(std::uint16_t(v4->bytes[2] << 8 | v4->bytes[3]));
            continue;
        }
        auto v = field(parts[i], 16, 4, 0xffff);
        if (!v) return false;
        out.push_back(std::uint16_t(*v));
    }
    return true;
}

std::optional<IpBytes> parseV6(std::string_view t)
{
    std::vector<std::uint16_t> head, tail;
    const std::size_t gap = t.find("::");
    if (gap == std::string_view::npos) {
        if (!groups(t, true, head) || head.size() != 8) return std::nullopt;
    } else {
        if (t.find("::", gap + 1) != std::string_view::npos) return std::nullopt;
        if (!groups(t.substr(0, gap), false, head) || !groups(t.substr(gap + 2), true, tail) ||
            head.size() + tail.size() > 7)
            return std::nullopt;
        head.resize(8 - tail.size(), 0);
        head.insert(head.end(), tail.begin(), tail.end());
    }
    IpBytes out;
    out.v6 = true;
    for (std::size_t i = 0; i < 8; ++i) {
        out.bytes[2 * i] = std::uint8_t(head[i] >> 8);
        out.bytes[2 * i + 1] = std::uint8_t(head[i]);
    }
    // ::ffff:a.b.c.d is an IPv4 peer of a dual-stack socket.
    static constexpr std::uint8_t kMapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    if (std::equal(kMapped, kMapped + 12, out.bytes.begin())) {
        IpBytes v4;
        std::copy(out.bytes.begin() + 12, out.bytes.end(), v4.bytes.begin());
        return v4;
    }
    return out;
}

} // namespace

std::optional<IpBytes> parseAddress(std::string_view text)
{
    if (text.size() > 2 && text.front() == '[' && text.back() == ']')
        text = text.substr(1, text.size() - 2);
    if (text.find(':') != std::string_view::npos) return parseV6(text);
    return parseV4(text);
}

std::optional<Cidr> parseCidr(std::string_view text)
{
    const std::size_t slash = text.find('/');
    auto base = parseAddress(text.substr(0, slash));
    if (!base) return std::nullopt;
    const unsigned maxPrefix = base->v6 ? 128 : 32;
    // ::ffff:a.b.c.d/N came back as IPv4: its prefix counts the 96 bits before the address.
    const bool mapped = !base->v6 && text.substr(0, slash).find(':') != std::string_view::npos;
    unsigned prefix = maxPrefix;
    if (slash != std::string_view::npos) {
        auto p = field(text.substr(slash + 1), 10, 3, mapped ? 128 : maxPrefix);
        if (!p || (mapped && *p < 96)) return std::nullopt;
        prefix = mapped ? *p - 96 : *p;
    }
    Cidr c{*base, int(prefix)};
    for (int bit = c.prefix; bit < int(maxPrefix); ++bit) // clear the host bits
        c.base.bytes[std::size_t(bit / 8)] &= std::uint8_t(~(0x80u >> (bit % 8)));
    return c;
}

bool contains(const Cidr& range, const IpBytes& address)
{
    if (range.base.v6 != address.v6) return false;
    for (int bit = 0; bit < range.prefix; ++bit) {
        const std::uint8_t mask = std::uint8_t(0x80u >> (bit % 8));
        if ((range.base.bytes[std::size_t(bit / 8)] & mask) !=
            (address.bytes[std::size_t(bit / 8)] & mask))
            return false;
    }
    return true;
}

std::string toString(const Cidr& range)
{
    std::string out;
    char buf[8];
    if (!range.base.v6) {
        for (int i = 0; i < 4; ++i) {
            std::snprintf(buf, sizeof buf, i ? ".%u" : "%u", unsigned(range.base.bytes[i]));
            out += buf;
        }
    } else { // full form, no "::" shortening: unambiguous, and only people read it
        for (int i = 0; i < 8; ++i) {
            const unsigned g = unsigned(range.base.bytes[2 * i]) << 8 | range.base.bytes[2 * i + 1];
            std::snprintf(buf, sizeof buf, i ? ":%x" : "%x", g);
            out += buf;
        }
    }
    return out + "/" + std::to_string(range.prefix);
}

AllowList::AllowList(const std::vector<std::string>& entries)
{
    for (const auto& e : entries)
        if (auto c = parseCidr(e)) m_ranges.push_back(*c);
}

bool AllowList::allows(std::string_view address) const
{
    if (m_ranges.empty()) return true;
    auto a = parseAddress(address.substr(0, address.find('%'))); // without a zone index
    return a && std::any_of(m_ranges.begin(), m_ranges.end(),
                            [&](const Cidr& c) { return contains(c, *a); });
}

std::string AllowList::describe() const
{
    std::string out;
    for (const auto& c : m_ranges)
        out += (out.empty() ? "" : ", ") + toString(c);
    return out;
}

} // namespace bw::engine::net
