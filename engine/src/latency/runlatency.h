// SPDX-License-Identifier: MIT
// The latency probes of one client run (every phase): the prober's records, the idle and load
// windows, and from them the per-interval samples and the run's summary (latency.h).
#pragma once

#include "benchwire/config.h"
#include "benchwire/latency.h"
#include "latency/clockoffset.h"
#include "latency/probewire.h"
#include "results/spillfile.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace bw::engine::latency {

// A probe with no echo this long after it was sent counts as lost. Generous: a bloated queue
// can hold a probe for hundreds of milliseconds, and it should show as delay, not loss.
inline constexpr std::int64_t kProbeTimeoutUs = 1'000'000;

// A run until stopped sends probes for as long as it goes (50 a second by default). Its records
// older than this (and four intervals, and the probe timeout) go to a temporary file in batches
// of kSpillBatch, so memory stays flat; the idle baseline's records stay in memory (the clock
// offset comes from them). Nothing is lost: the figures of an interval that old, and the run's
// summary, read the file back first, so every figure is the one a run that kept all gives.
inline constexpr std::int64_t kKeptProbesUs = 30'000'000;
inline constexpr std::size_t kSpillBatch = 1024;

struct ProbeRecord
{
    int phase = 0;
    std::int64_t sentUs = 0; // client steady clock
    std::int64_t serverRecvUs = 0;
    std::int64_t serverSendUs = 0;
    std::int64_t echoUs = 0; // client steady clock; 0: no echo (yet)
};

class RunLatency
{
public:
    explicit RunLatency(const TestConfig& config);

    // The prober's thread. addProbe returns the probe's sequence number.
    std::uint32_t addProbe(int phase, std::int64_t sentUs);
    void addEcho(const Probe& echo, std::int64_t arrivedUs);
    int outstanding(std::int64_t nowUs) const; // sent, no echo, not timed out
    std::size_t answered() const;
    // Records in memory, and in the spill file (for tests and the endless benchmark's notes).
    std::size_t heldRecords() const;
    std::size_t spilledRecords() const;

    // The run's thread.
    void setUnavailable(const std::string& why); // the first reason stays
    bool unavailable() const;
    void setIdle(std::int64_t fromUs, std::int64_t toUs);
    // The phase's sampler started at startUs; its measured (not warm-up) load is [from, to) on
    // the phase's clock (HostSample::startUs/endUs).
    void setLoadStart(int phase, std::int64_t startUs);
    void setLoadEnd(int phase, std::int64_t measuredFromUs, std::int64_t toUs);

    // The probes sent in [fromUs, toUs) of the phase's clock (HostSample::startUs/endUs).
    LatencySample intervalSample(int phase, std::int64_t fromUs, std::int64_t toUs) const;
    LatencySummary summary() const;

    // Pure helpers, for tests.
    static LatencySample windowSample(std::span<const ProbeRecord> records, int phase,
                                      std::int64_t fromUs, std::int64_t toUs,
                                      const ClockOffset& clock, std::int64_t nowUs, bool closed);
    static ClockOffset clockOf(const std::vector<ProbeRecord>& records, std::int64_t idleFromUs,
                               std::int64_t idleToUs, bool sameClock);

private:
    struct Load
    {
        std::int64_t startUs = 0;
        std::int64_t fromUs = 0;
        std::int64_t toUs = 0;
        bool ended = false;
    };
    ClockOffset clockLocked() const;
    ProbeRecord* recordLocked(std::uint32_t sequence);
    void spillLocked(std::int64_t nowUs);
    void readBackLocked() const;

    TestConfig m_config;
    mutable std::mutex m_mutex; // everything below: the prober writes, the run reads
    // m_records: the first m_pinned (the idle baseline's), then those not spilled; sequence
    // numbers m_pinned .. m_pinned + m_spill.count() - 1 are in the file, in order.
    mutable std::vector<ProbeRecord> m_records;
    mutable results::SpillFile m_spill;
    std::size_t m_pinned = 0;
    mutable std::int64_t m_spilledToUs = -1; // the last spilled record's send time
    mutable std::size_t m_spilledAnswers = 0;
    mutable std::optional<ClockOffset> m_clock; // cached: the records and idle window it read
    std::string m_unavailable;
    std::int64_t m_idleFromUs = 0, m_idleToUs = 0; // equal: no idle phase
    std::map<int, Load> m_loads;
    std::uint64_t m_serverClock = 0;
};

// The summary's parts, for tests: figures of the records with a given clock.
struct LoadWindow
{
    int phase = 0;
    std::int64_t fromUs = 0; // client steady clock
    std::int64_t toUs = 0;
};
// The run's figures as the server of one phase gets them at its end (native "latency"
// message): the idle baseline and that phase's load only, numbered phase 0 (a server's session
// is one phase); probes sent and lost count those two. The client's point of view (up = client
// to server): the server turns them round (results/served.h).
LatencySummary phaseLatency(const LatencySummary& run, int phase);

LatencySummary summarizeProbes(const std::vector<ProbeRecord>& records, const ClockOffset& clock,
                               std::int64_t idleFromUs, std::int64_t idleToUs,
                               const std::vector<LoadWindow>& loads);

} // namespace bw::engine::latency
