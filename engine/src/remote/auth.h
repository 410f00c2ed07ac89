// SPDX-License-Identifier: MIT
// Proving the control key without sending it. The endpoint sends a fresh random nonce; the
// console answers with a nonce of its own and HMAC-SHA-256(key, console label, both nonces);
// the endpoint checks it in constant time and answers with its own proof under another label,
// so the console knows it reached an endpoint that holds the key too. Neither proof can be
// replayed: each covers a nonce the checking side just chose.
#pragma once

#include <string>
#include <string_view>

namespace bw::engine::remote {

// 32 random bytes in hex (64 characters).
std::string makeNonce();
// Hex proofs. endpointNonce and consoleNonce are the hex strings as sent.
std::string consoleProof(std::string_view key, std::string_view endpointNonce,
                         std::string_view consoleNonce);
std::string endpointProof(std::string_view key, std::string_view endpointNonce,
                          std::string_view consoleNonce);
// A proof against the one expected, in constant time.
bool proofMatches(std::string_view expected, std::string_view got);

} // namespace bw::engine::remote
