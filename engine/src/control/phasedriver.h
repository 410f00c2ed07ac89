// SPDX-License-Identifier: MIT
// What drives one client phase in a dialect (native/nativeclient.h, iperf3/iperf3client.h).
// The run (control/clientrun.h) connects, tells the dialect from the server's first answer
// (control/dialect.h), and hands the phase to that dialect's driver.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/sink.h"
#include "benchwire/startgate.h"
#include "control/intervalfeed.h"
#include "control/phase.h"

#include <chrono>
#include <stop_token>
#include <vector>

namespace bw::engine::control {

// What the run lends a driver for one phase. Everything is used on the run's thread, except
// feed.push (the sampler thread).
struct PhaseContext
{
    const TestConfig& config; // the run's settings; the phase's mode is Phase::mode
    Sink& sink;
    IntervalFeed& feed;
    std::stop_token stop;      // the user stopped the run
    StartGate* gate = nullptr; // several runs that start together (benchwire/startgate.h)
};

// With a start gate: waits until the group's other runs have come as far, just before the
// data connections open (the last one starts a server's sending). Cancelled when the run was
// stopped first. Without a gate: nothing.
Error awaitTheGroup(PhaseContext& context);
// With a start gate: this run's measurement clock started at `at`.
void noteDataStarted(PhaseContext& context, std::chrono::steady_clock::time_point at);

class PhaseDriver
{
public:
    virtual ~PhaseDriver() = default;
    // From the connected control connection (and, when the dialect was detected, the server's
    // first byte already read) to the phase's results in p. Whatever was measured stays in p
    // also when it fails.
    virtual Error run(Phase& p) = 0;
    // After a clean run: fills in what the dialect's summaries lack (nothing by default).
    virtual void completeSummaries(std::vector<DirectionSummary>& summaries) const
    {
        (void)summaries;
    }
};

} // namespace bw::engine::control
