// SPDX-License-Identifier: MIT
#include "discovery/wire.h"

#include "discovery/bytes.h"

#include <algorithm>
#include <cstring>

namespace bw::engine::discovery::wire {

void Writer::string(const std::string& s, std::size_t maxBytes)
{
    std::size_t n = std::min(s.size(), std::min<std::size_t>(maxBytes, 255));
    // Never cut inside a UTF-8 sequence: step back over continuation bytes.
    while (n > 0 && n < s.size() && (std::uint8_t(s[n]) & 0xC0) == 0x80)
        --n;
    u8(std::uint8_t(n));
    bytes(reinterpret_cast<const std::uint8_t*>(s.data()), n);
}

std::uint64_t Reader::uint(std::size_t n)
{
    if (m_failed || m_n - m_pos < n) {
        m_failed = true;
        return 0;
    }
    const std::uint64_t v = net::getBigEndian(m_p + m_pos, n);
    m_pos += n;
    return v;
}

bool Reader::bytes(std::uint8_t* out, std::size_t n)
{
    if (m_failed || m_n - m_pos < n) {
        m_failed = true;
        return false;
    }
    std::memcpy(out, m_p + m_pos, n);
    m_pos += n;
    return true;
}

std::string Reader::string(std::size_t maxBytes)
{
    const std::size_t n = u8();
    if (n > maxBytes) m_failed = true;
    if (m_failed || m_n - m_pos < n) {
        m_failed = true;
        return {};
    }
    std::string s(reinterpret_cast<const char*>(m_p + m_pos), n);
    m_pos += n;
    // Peers print these; a terminal escape from a stranger on the LAN must not get through.
    for (char& c : s)
        if (std::uint8_t(c) < 0x20 || c == 0x7F) c = '?';
    return s;
}

namespace {
void writeHeader(Writer& w, std::uint8_t kind, std::uint16_t flags, std::uint64_t nonce)
{
    w.bytes(kMagic.data(), kMagic.size());
    w.u8(kVersion);
    w.u8(kind);
    w.u16(flags);
    w.u64(nonce);
}
} // namespace

std::array<std::uint8_t, kProbeBytes> makeProbe(std::uint64_t nonce)
{
    Writer w;
    writeHeader(w, kKindProbe, 0, nonce);
    std::array<std::uint8_t, kProbeBytes> out{};
    std::copy(w.buffer().begin(), w.buffer().end(), out.begin());
    return out;
}

std::optional<std::uint64_t> parseProbe(const std::uint8_t* data, std::size_t bytes)
{
    if (!data || bytes != kProbeBytes) return std::nullopt;
    if (!std::equal(kMagic.begin(), kMagic.end(), data)) return std::nullopt;
    if (data[4] != kVersion || data[5] != kKindProbe || data[6] != 0 || data[7] != 0)
        return std::nullopt;
    if (std::any_of(data + kHeaderBytes, data + bytes, [](std::uint8_t b) { return b != 0; }))
        return std::nullopt;
    Reader r(data + 8, 8);
    return r.u64();
}

} // namespace bw::engine::discovery::wire
