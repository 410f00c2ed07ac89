// SPDX-License-Identifier: MIT
#include "remote/auth.h"

#include "benchwire/remote.h"
#include "remote/random.h"
#include "remote/sha256.h"

#include <array>
#include <cstdint>

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
    // The one place a key is used: codes typed in another case or grouping prove the same.
    return toHex(hmacSha256(canonicalControlKey(key), message));
}

} // namespace

std::string makeNonce()
{
    std::array<std::uint8_t, 32> bytes{};
    fillRandom(bytes.data(), bytes.size());
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
