// SPDX-License-Identifier: MIT
// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), in plain C++ so that the engine needs no
// crypto library. Used only to prove the control key without sending it (remote/auth.h); the
// test vectors are FIPS 180's examples and RFC 4231's cases (tests/engine/remote/sha256_test).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace bw::engine::remote {

using Digest = std::array<std::uint8_t, 32>;

class Sha256
{
public:
    Sha256();
    void update(const void* data, std::size_t bytes);
    void update(std::string_view text) { update(text.data(), text.size()); }
    Digest finish(); // the object is spent afterwards

private:
    void block(const std::uint8_t* p);

    std::array<std::uint32_t, 8> m_state;
    std::array<std::uint8_t, 64> m_buffer{};
    std::size_t m_buffered = 0;
    std::uint64_t m_totalBytes = 0;
};

Digest sha256(std::string_view data);
Digest hmacSha256(std::string_view key, std::string_view message);

// Lower-case hex of the bytes, and back (false on odd length or a non-hex character).
std::string toHex(const std::uint8_t* data, std::size_t bytes);
inline std::string toHex(const Digest& d)
{
    return toHex(d.data(), d.size());
}
bool fromHex(std::string_view hex, std::string& bytes);

// Equal contents, in a time that depends on the lengths only (a MAC compare must not tell an
// attacker how many leading bytes it got right).
bool constantTimeEqual(std::string_view a, std::string_view b);

} // namespace bw::engine::remote
