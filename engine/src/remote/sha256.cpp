// SPDX-License-Identifier: MIT
#include "remote/sha256.h"

#include <algorithm>
#include <cstring>

namespace bw::engine::remote {

namespace {

constexpr std::array<std::uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t rotr(std::uint32_t x, int n)
{
    return (x >> n) | (x << (32 - n));
}

} // namespace

Sha256::Sha256()
    : m_state{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
              0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
{
}

void Sha256::block(const std::uint8_t* p)
{
    std::uint32_t w[64];
    for (int i = 0; i < 16; ++i)
        w[i] = std::uint32_t(p[4 * i]) << 24 | std::uint32_t(p[4 * i + 1]) << 16 |
               std::uint32_t(p[4 * i + 2]) << 8 | std::uint32_t(p[4 * i + 3]);
    for (int i = 16; i < 64; ++i) {
        const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    auto v = m_state; // a..h
    for (int i = 0; i < 64; ++i) {
        const std::uint32_t s1 = rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25);
        const std::uint32_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
        const std::uint32_t t1 = v[7] + s1 + ch + kRound[std::size_t(i)] + w[i];
        const std::uint32_t s0 = rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22);
        const std::uint32_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
        for (int k = 7; k > 0; --k)
            v[std::size_t(k)] = v[std::size_t(k - 1)];
        v[4] += t1;
        v[0] = t1 + s0 + maj;
    }
    for (std::size_t i = 0; i < 8; ++i)
        m_state[i] += v[i];
}

void Sha256::update(const void* data, std::size_t bytes)
{
    const auto* p = static_cast<const std::uint8_t*>(data);
    m_totalBytes += bytes;
    while (bytes > 0) {
        const std::size_t take = std::min(bytes, m_buffer.size() - m_buffered);
        std::memcpy(m_buffer.data() + m_buffered, p, take);
        m_buffered += take;
        p += take;
        bytes -= take;
        if (m_buffered == m_buffer.size()) {
            block(m_buffer.data());
            m_buffered = 0;
        }
    }
}

Digest Sha256::finish()
{
    const std::uint64_t bits = m_totalBytes * 8;
    const std::uint8_t one = 0x80, zero = 0;
    update(&one, 1);
    while (m_buffered != 56)
        update(&zero, 1);
    std::uint8_t length[8];
    for (int i = 0; i < 8; ++i)
        length[i] = std::uint8_t(bits >> (56 - 8 * i));
    update(length, 8);
    Digest out{};
    for (std::size_t i = 0; i < 8; ++i)
        for (std::size_t b = 0; b < 4; ++b)
            out[4 * i + b] = std::uint8_t(m_state[i] >> (24 - 8 * b));
    return out;
}

Digest sha256(std::string_view data)
{
    Sha256 h;
    h.update(data);
    return h.finish();
}

Digest hmacSha256(std::string_view key, std::string_view message)
{
    std::array<std::uint8_t, 64> block{};
    if (key.size() > block.size()) {
        const Digest d = sha256(key);
        std::memcpy(block.data(), d.data(), d.size());
    } else {
        std::memcpy(block.data(), key.data(), key.size());
    }
    std::array<std::uint8_t, 64> inner{}, outer{};
    for (std::size_t i = 0; i < block.size(); ++i) {
        inner[i] = std::uint8_t(block[i] ^ 0x36);
        outer[i] = std::uint8_t(block[i] ^ 0x5c);
    }
    Sha256 in;
    in.update(inner.data(), inner.size());
    in.update(message);
    const Digest innerDigest = in.finish();
    Sha256 out;
    out.update(outer.data(), outer.size());
    out.update(innerDigest.data(), innerDigest.size());
    return out.finish();
}

std::string toHex(const std::uint8_t* data, std::size_t bytes)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(bytes * 2);
    for (std::size_t i = 0; i < bytes; ++i) {
        out += kDigits[data[i] >> 4];
        out += kDigits[data[i] & 15];
    }
    return out;
}

bool fromHex(std::string_view hex, std::string& bytes)
{
    auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    if (hex.size() % 2 != 0) return false;
    bytes.clear();
    for (std::size_t i = 0; i < hex.size(); i += 2) {
        const int hi = nibble(hex[i]), lo = nibble(hex[i + 1]);
        if (hi < 0 || lo < 0) return false;
        bytes += char(hi << 4 | lo);
    }
    return true;
}

bool constantTimeEqual(std::string_view a, std::string_view b)
{
    if (a.size() != b.size()) return false;
    unsigned char diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

} // namespace bw::engine::remote
