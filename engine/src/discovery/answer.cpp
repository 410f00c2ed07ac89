// SPDX-License-Identifier: MIT
// The answer datagram: writing with truncation to the probe's size, and bounded reading.
#include "discovery/bytes.h"
#include "discovery/wire.h"
#include "net/platform_types.h"

#include <algorithm>
#include <cstring>

namespace bw::engine::discovery::wire {

namespace {

std::array<std::uint8_t, kPeerIdBytes> peerIdBytes(const std::string& hex)
{
    std::array<std::uint8_t, kPeerIdBytes> out{};
    auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    for (std::size_t i = 0; i < out.size() && 2 * i + 1 < hex.size(); ++i) {
        const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return {};
        out[i] = std::uint8_t(hi << 4 | lo);
    }
    return out;
}

std::string peerIdHex(const std::array<std::uint8_t, kPeerIdBytes>& id)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string s;
    for (std::uint8_t b : id) {
        s += kDigits[b >> 4];
        s += kDigits[b & 15];
    }
    return s;
}

// Family byte 4 or 6, prefix, then the raw address. False for a text that is no address.
bool writeAddress(Writer& w, const InterfaceAddress& a)
{
    std::string text = a.address.substr(0, a.address.find('%'));
    std::uint8_t raw[16] = {};
    const int family = a.ipv6 ? AF_INET6 : AF_INET;
    if (inet_pton(family, text.c_str(), raw) != 1) return false;
    w.u8(a.ipv6 ? 6 : 4);
    w.u8(std::uint8_t(std::clamp(a.prefixLength, 0, a.ipv6 ? 128 : 32)));
    w.bytes(raw, a.ipv6 ? 16 : 4);
    return true;
}

void writeInterface(Writer& w, const InterfaceInfo& i)
{
    w.u8(std::uint8_t(i.type));
    w.u32(i.speedMbps > 0 ? std::uint32_t(std::min<std::int64_t>(i.speedMbps, 0xFFFFFFFE)) : 0);
    w.string(i.name, kMaxShortStringBytes);
    Writer addrs;
    std::uint8_t count = 0;
    for (const auto& a : i.addresses)
        if (count < kMaxAddressesPerInterface && writeAddress(addrs, a)) ++count;
    w.u8(count);
    w.bytes(addrs.buffer().data(), addrs.size());
}

void writeFixed(Writer& w, const Announcement& a)
{
    const auto id = peerIdBytes(a.peerId);
    w.bytes(id.data(), id.size());
    w.u16(a.port);
    w.u8(std::uint8_t(std::clamp(a.protocolVersion, 0, 255)));
    w.u8(a.busy ? 1 : 0);
    w.u32(a.busy ? a.busyForMs : 0);
    w.u8(std::uint8_t(a.firewall));
    // Once reserved (version-1 readers skip it): TCP in the low nibble, UDP in the high one.
    w.u8(std::uint8_t(std::uint8_t(a.firewallUdp) << 4 | std::uint8_t(a.firewallTcp)));
    w.u32(std::uint32_t(std::max(a.maxStreams, 0)));
    w.u32(std::uint32_t(std::max(a.maxDurationMs, 0)));
    w.u64(a.maxRateBitsPerSecond);
    w.string(a.hostName, kMaxHostNameBytes);
    w.string(a.product, kMaxShortStringBytes);
    w.string(a.version, kMaxShortStringBytes);
    w.string(a.os, kMaxShortStringBytes);
}

} // namespace

std::vector<std::uint8_t> makeAnswer(const Announcement& a, std::uint64_t nonce,
                                     std::size_t maxBytes)
{
    Writer body;
    writeFixed(body, a);
    std::vector<Writer> ifaces;
    std::size_t total = kHeaderBytes + body.size() + 1;
    bool truncated = a.interfacesTruncated;
    for (const auto& i : a.interfaces) {
        Writer one;
        writeInterface(one, i);
        if (ifaces.size() == kMaxInterfaces || total + one.size() > maxBytes) {
            truncated = true;
            continue; // a later, smaller interface may still fit
        }
        total += one.size();
        ifaces.push_back(std::move(one));
    }
    Writer w;
    w.bytes(kMagic.data(), kMagic.size());
    w.u8(kVersion);
    w.u8(kKindAnswer);
    w.u16(std::uint16_t((truncated ? kFlagInterfacesTruncated : 0) |
                        (a.remoteControl ? kFlagRemoteControl : 0)));
    w.u64(nonce);
    w.bytes(body.buffer().data(), body.size());
    w.u8(std::uint8_t(ifaces.size()));
    for (auto& one : ifaces)
        w.bytes(one.buffer().data(), one.size());
    return std::move(w.buffer());
}

namespace {

bool readAddress(Reader& r, InterfaceAddress& out)
{
    const std::uint8_t family = r.u8(), prefix = r.u8();
    if (family != 4 && family != 6) r.fail();
    if (prefix > (family == 6 ? 128 : 32)) r.fail();
    std::uint8_t raw[16] = {};
    if (r.failed() || !r.bytes(raw, family == 6 ? 16 : 4)) return false;
    char text[INET6_ADDRSTRLEN + 1] = {};
    if (!inet_ntop(family == 6 ? AF_INET6 : AF_INET, raw, text, sizeof text)) return false;
    out.address = text;
    out.ipv6 = family == 6;
    out.prefixLength = prefix;
    return true;
}

bool readInterface(Reader& r, InterfaceInfo& out)
{
    const std::uint8_t type = r.u8();
    out.type = type <= std::uint8_t(LinkType::Virtual) ? LinkType(type) : LinkType::Unknown;
    const std::uint32_t speed = r.u32();
    out.speedMbps = speed ? std::int64_t(speed) : -1;
    out.name = out.displayName = r.string(kMaxShortStringBytes);
    out.up = true;
    const std::size_t count = r.u8();
    if (count > kMaxAddressesPerInterface) r.fail();
    for (std::size_t k = 0; k < count && !r.failed(); ++k) {
        InterfaceAddress a;
        if (!readAddress(r, a)) return false;
        out.addresses.push_back(std::move(a));
    }
    return !r.failed();
}

void readFixed(Reader& r, Announcement& a)
{
    std::array<std::uint8_t, kPeerIdBytes> id{};
    r.bytes(id.data(), id.size());
    a.peerId = peerIdHex(id);
    a.port = r.u16();
    a.protocolVersion = r.u8();
    const std::uint8_t state = r.u8();
    if (state > 1) r.fail();
    a.busy = state == 1;
    a.busyForMs = r.u32();
    const std::uint8_t fw = r.u8();
    a.firewall = fw <= 2 ? FirewallState(fw) : FirewallState::Unknown;
    const std::uint8_t each = r.u8(); // 0 from servers that predate it: unknown
    const auto nibble = [](int v) { return v <= 2 ? FirewallState(v) : FirewallState::Unknown; };
    a.firewallTcp = nibble(each & 15);
    a.firewallUdp = nibble(each >> 4);
    a.maxStreams = int(std::min<std::uint32_t>(r.u32(), 0x7FFFFFFF));
    a.maxDurationMs = int(std::min<std::uint32_t>(r.u32(), 0x7FFFFFFF));
    a.maxRateBitsPerSecond = r.u64();
    a.hostName = r.string(kMaxHostNameBytes);
    a.product = r.string(kMaxShortStringBytes);
    a.version = r.string(kMaxShortStringBytes);
    a.os = r.string(kMaxShortStringBytes);
}

} // namespace

std::optional<ParsedAnswer> parseAnswer(const std::uint8_t* data, std::size_t bytes)
{
    if (!data || bytes < kHeaderBytes || bytes > kProbeBytes) return std::nullopt;
    if (!std::equal(kMagic.begin(), kMagic.end(), data)) return std::nullopt;
    if (data[4] != kVersion || data[5] != kKindAnswer) return std::nullopt;
    Reader r(data + 6, bytes - 6);
    ParsedAnswer out;
    const std::uint16_t flags = r.u16();
    out.nonce = r.u64();
    readFixed(r, out.announcement);
    out.announcement.interfacesTruncated = (flags & kFlagInterfacesTruncated) != 0;
    out.announcement.remoteControl = (flags & kFlagRemoteControl) != 0; // 0 from older servers
    const std::size_t count = r.u8();
    if (count > kMaxInterfaces) r.fail();
    for (std::size_t k = 0; k < count && !r.failed(); ++k) {
        InterfaceInfo i;
        if (!readInterface(r, i)) return std::nullopt;
        out.announcement.interfaces.push_back(std::move(i));
    }
    // Trailing bytes are refused too: a version-1 answer has none.
    if (r.failed() || !r.atEnd()) return std::nullopt;
    return out;
}

} // namespace bw::engine::discovery::wire
