// SPDX-License-Identifier: MIT
#include "remote/auth.h"

#include "remote/sha256.h"

#include <array>
#include <cstdint>
#include <random>

namespace bw::engine::remote {

namespace {

std::string proof(std::string_view label, std::string_view key, std::string_view endpointNonce,
                  std::string_view consoleNonce)
{
    std::string message(label);
    message += '\n';
    message += endpointNonce;
    message += '\n';
    message += consoleNonce;
    return toHex(hmacSha256(key, message));
}

} // namespace

std::string makeNonce()
{
    std::random_device rd;
    std::array<std::uint8_t, 32> bytes{};
    for (auto& b : bytes)
        b = std::uint8_t(rd() & 0xff);
    return toHex(bytes.data(), bytes.size());
}

std::string consoleProof(std::string_view key, std::string_view endpointNonce,
                         std::string_view consoleNonce)
{
    return proof("benchwire console 1", key, endpointNonce, consoleNonce);
}

std::string endpointProof(std::string_view key, std::string_view endpointNonce,
                          std::string_view consoleNonce)
{
    return proof("benchwire endpoint 1", key, endpointNonce, consoleNonce);
}

bool proofMatches(std::string_view expected, std::string_view got)
{
    return constantTimeEqual(expected, got);
}

} // namespace bw::engine::remote
