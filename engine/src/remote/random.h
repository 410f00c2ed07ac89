// SPDX-License-Identifier: MIT
// Random bytes for keys and nonces: std::random_device, which libstdc++ and MSVC read from the
// OS's random source (getrandom or /dev/urandom on Linux, rand_s on Windows).
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

namespace bw::engine::remote {

inline void fillRandom(std::uint8_t* out, std::size_t bytes)
{
    std::random_device rd;
    for (std::size_t i = 0; i < bytes; ++i)
        out[i] = std::uint8_t(rd() & 0xff);
}

} // namespace bw::engine::remote
