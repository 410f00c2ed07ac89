// SPDX-License-Identifier: MIT
// Latency under load: during a native test a light UDP probe stream on the test
// port measures the round trip and, where the two clocks can be related, the one-way delay
// each way. A short idle phase before the load gives the baseline. Against an iperf3 peer
// there are no probes: the figures are absent with a reason, never zeros.
//
// Directions are named from the machine that holds the result: "up" is from it to the peer,
// "down" from the peer to it. In a client's result up is client to server; in a served result
// (TestResult::served, the figures the client sent at the end of the test) up is server to
// client, so the client's "up" is the server's "down" (received here).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace bw::engine {

inline constexpr int kDefaultIdleMs = 2000; // the idle baseline before the load
inline constexpr int kMaxIdleMs = 60'000;
inline constexpr int kDefaultProbeIntervalMs = 20; // one probe every 20 ms
inline constexpr int kMinProbeIntervalMs = 10;
inline constexpr int kMaxProbeIntervalMs = 50;

// One-way figures are shown only when the clocks' offset is known to within this. A queue
// worth noting adds milliseconds; an error under 1 ms cannot move the added delay from one
// direction to the other by more than that, while half a WAN round trip (10 ms and more)
// could make an idle direction look loaded.
inline constexpr double kOneWayMaxUncertaintyUs = 1000;

// The delays of one set of probes, in microseconds. count == 0: none arrived.
struct DelayStats
{
    int count = 0;
    double minUs = 0;
    double medianUs = 0;
    double p95Us = 0;
    double p99Us = 0;
    double maxUs = 0;
};

// The probes of one interval (IntervalSample::latency), or of the idle phase.
struct LatencySample
{
    bool valid = false; // probes ran in this interval
    std::uint32_t probesSent = 0;
    std::uint32_t probesLost = 0; // no echo within the probe timeout
    DelayStats rtt;
    bool oneWayValid = false; // the clocks could be related: up and down mean something
    DelayStats up;            // this machine to the peer (a client's result: client to server)
    DelayStats down;          // the peer to this machine
};

// The load of one phase (both-ways sequential runs have two; simultaneous runs one).
struct LoadedLatency
{
    int phase = 0;
    DelayStats rtt;
    DelayStats up;
    DelayStats down;
    // Loaded median minus idle median; meaningful when both sides have probes.
    double addedRttUs = 0;
    double addedUpUs = 0;
    double addedDownUs = 0;
    std::uint32_t probesSent = 0;
    std::uint32_t probesLost = 0;
};

struct LatencySummary
{
    bool valid = false;
    std::string unavailable; // why there are no figures ("the peer is iperf3", "turned off")
    int idleMs = 0;          // the idle phase as run; 0 = none (no idle baseline)
    int probeIntervalMs = 0;
    DelayStats idleRtt;
    bool oneWayValid = false;
    std::string oneWayUnavailable; // why there are no one-way figures; empty when there are
    // Both ends read one clock (same machine, same time namespace): the offset is 0 exactly.
    bool clockSame = false;
    // The peer's clock minus this machine's (a client's result: the server's minus the
    // client's), as estimated from the probes, and how far it may be off (about half the
    // fastest round trip; 0 with clockSame).
    double clockOffsetUs = 0;
    double clockUncertaintyUs = 0;
    DelayStats idleUp;
    DelayStats idleDown;
    std::vector<LoadedLatency> loaded; // one per phase with load
    std::uint32_t probesSent = 0;      // idle and loaded together
    std::uint32_t probesLost = 0;
    double lossPct() const
    {
        return probesSent > 0 ? 100.0 * double(probesLost) / double(probesSent) : 0.0;
    }
};

} // namespace bw::engine
