// SPDX-License-Identifier: MIT
// The fuzz targets' entry points: each takes one input as libFuzzer hands it over and returns 0.
// A broken invariant aborts (fuzzcheck.h), so libFuzzer keeps the input as a crasher and the
// replay test (replay_test.cpp) fails on it. The same functions are built by clang with libFuzzer
// (entry.cpp) and by any compiler for the replay test, so gcc builds run every kept input too.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace bw::fuzz {

// Native control connection: frames (4-byte length + JSON) through a socket pair into readFrame,
// each payload into parseMessage; a parsed message must encode and parse back to itself.
int nativeFraming(const std::uint8_t* data, std::size_t bytes);
// iperf3 dialect: the input as a parameter object and as a results object; what parses must
// encode and parse back to itself, and a parameter object must map to a test config.
int iperf3Messages(const std::uint8_t* data, std::size_t bytes);
// UDP datagram headers (native and iperf3): records of a length byte and a datagram, each parsed
// and, when it is data or end, fed to one UdpReceiver as a server's UDP thread would.
int udpWire(const std::uint8_t* data, std::size_t bytes);
// Discovery probe and answer: both parsers; a parsed answer must encode and parse back to itself.
int discoveryWire(const std::uint8_t* data, std::size_t bytes);

using Target = int (*)(const std::uint8_t*, std::size_t);
struct NamedTarget
{
    std::string_view name; // also the folder under tests/fuzz/corpus and tests/fuzz/crashers
    Target run;
};
inline constexpr NamedTarget kTargets[] = {{"native", nativeFraming},
                                           {"iperf3", iperf3Messages},
                                           {"udpwire", udpWire},
                                           {"discovery", discoveryWire}};

} // namespace bw::fuzz
