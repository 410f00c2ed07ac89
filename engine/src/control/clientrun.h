// SPDX-License-Identifier: MIT
// One client run on its own thread: one phase, or two for both-ways (upload, then download,
// each over its own control connection), or one per step of a rate search. Each phase is
// driven by its dialect's PhaseDriver (control/phasedriver.h). Every Sink call comes from
// this thread.
#pragma once

#include "benchwire/client.h"
#include "control/intervalfeed.h"
#include "control/phase.h"
#include "net/socket.h"

#include <atomic>
#include <memory>
#include <stop_token>
#include <thread>
#include <vector>

namespace bw::engine::control {

class PhaseDriver;
struct PhaseContext;

class ClientRun
{
public:
    // gate: the group this run starts its data with, or none.
    ClientRun(const TestConfig& config, Sink& sink, std::shared_ptr<StartGate> gate = nullptr);
    ~ClientRun();
    void start();
    void stop();
    void wait();
    bool running() const { return m_running.load(); }

private:
    // What the phases of a run add up to.
    struct Tally
    {
        TestResult result;
        std::vector<CpuSample> localCpu, remoteCpu;
        std::int64_t offsetUs = 0; // where the next phase's intervals start
    };

    void run(std::stop_token stop);
    Error checkConfig() const;
    Error runPhase(control::Phase& p, control::PhaseContext& context,
                   std::unique_ptr<control::PhaseDriver>& driver);
    Error runPhaseRetrying(control::Phase& p, control::PhaseContext& context,
                           std::unique_ptr<control::PhaseDriver>& driver);
    void keepIntervals(const control::Phase& p, Tally& tally);
    std::vector<DirectionSummary> summarize(const control::Phase& p, const Tally& tally) const;
    void keepPhase(const control::Phase& p, std::vector<DirectionSummary> sums, Tally& tally);

    TestConfig m_config;
    Sink& m_sink;
    std::shared_ptr<StartGate> m_gate;
    net::NetInit m_net;
    std::stop_source m_stop; // stop(): ends the run at once
    std::atomic<bool> m_running{false};
    control::IntervalFeed m_feed;
    std::jthread m_thread;
};

} // namespace bw::engine::control
