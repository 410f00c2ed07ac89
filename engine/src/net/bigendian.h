// SPDX-License-Identifier: MIT
// Big-endian (network order) integers, as every Benchwire wire format and iperf3 write them.
// The one copy: the dialects, UDP data, latency probes and discovery all use these.
#pragma once

#include <cstddef>
#include <cstdint>

namespace bw::engine::net {

// Writes the low `bytes` bytes of v at p, most significant first (bytes <= 8).
inline void putBigEndian(std::uint8_t* p, std::uint64_t v, std::size_t bytes)
{
    for (std::size_t i = bytes; i-- > 0; v >>= 8)
        p[i] = std::uint8_t(v);
}

// Reads `bytes` bytes at p, most significant first (bytes <= 8).
inline std::uint64_t getBigEndian(const std::uint8_t* p, std::size_t bytes)
{
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < bytes; ++i)
        v = (v << 8) | p[i];
    return v;
}

inline void putU32(std::uint8_t* p, std::uint32_t v)
{
    putBigEndian(p, v, 4);
}

inline void putU64(std::uint8_t* p, std::uint64_t v)
{
    putBigEndian(p, v, 8);
}

inline std::uint32_t getU32(const std::uint8_t* p)
{
    return std::uint32_t(getBigEndian(p, 4));
}

inline std::uint64_t getU64(const std::uint8_t* p)
{
    return getBigEndian(p, 8);
}

} // namespace bw::engine::net
