// SPDX-License-Identifier: MIT
// Fuzz target: discovery datagrams, a probe as a server reads it and an answer as a client does.
#include "discovery/wire.h"
#include "fuzzcheck.h"
#include "targets.h"

#include <algorithm>

namespace bw::fuzz {

namespace {
using namespace bw::engine::discovery;

void checkProbe(const std::uint8_t* data, std::size_t bytes)
{
    const auto nonce = wire::parseProbe(data, bytes);
    if (!nonce) return;
    // A well-formed probe is exactly the one makeProbe writes for its nonce.
    const auto probe = wire::makeProbe(*nonce);
    BW_FUZZ_CHECK(bytes == probe.size() && std::equal(probe.begin(), probe.end(), data));
}

void checkAnswer(const std::uint8_t* data, std::size_t bytes)
{
    const auto parsed = wire::parseAnswer(data, bytes);
    if (!parsed) return;
    const Announcement& a = parsed->announcement;
    BW_FUZZ_CHECK(a.interfaces.size() <= wire::kMaxInterfaces);
    BW_FUZZ_CHECK(a.hostName.size() <= wire::kMaxHostNameBytes);
    for (const auto& i : a.interfaces)
        BW_FUZZ_CHECK(i.addresses.size() <= wire::kMaxAddressesPerInterface);
    // What a client read, a server writes back the same: the encoding is canonical after one
    // parse (unknown link types and firewall states read as Unknown).
    const auto once = wire::makeAnswer(a, parsed->nonce, wire::kProbeBytes);
    BW_FUZZ_CHECK(once.size() <= wire::kProbeBytes);
    const auto again = wire::parseAnswer(once.data(), once.size());
    BW_FUZZ_CHECK(again && again->nonce == parsed->nonce);
    BW_FUZZ_CHECK(wire::makeAnswer(again->announcement, again->nonce, wire::kProbeBytes) == once);
    // An answer never exceeds the probe that asked, even a short one.
    const std::size_t small = std::min<std::size_t>(bytes, 300);
    const auto cut = wire::makeAnswer(a, parsed->nonce, small);
    BW_FUZZ_CHECK(wire::parseAnswer(cut.data(), cut.size()).has_value());
}
} // namespace

int discoveryWire(const std::uint8_t* data, std::size_t bytes)
{
    checkProbe(data, bytes);
    checkAnswer(data, bytes);
    return 0;
}

} // namespace bw::fuzz
