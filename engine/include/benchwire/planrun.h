// SPDX-License-Identifier: MIT
// A console running a plan (benchwire/plan.h): every endpoint opened first, then every pair
// asked to start its data at one common time, kStartLead ahead; when one pair fails, the
// others are stopped, so that no sum mixes spans. After the run: each pair's data start
// against the common time and the skew between them. `benchwire-cli --plan` and the app's Plan
// window both run plans through this.
#pragma once

#include "benchwire/error.h"
#include "benchwire/plan.h"
#include "benchwire/remote.h"
#include "benchwire/samples.h"
#include "benchwire/sink.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace bw::engine {

class PlanRun
{
public:
    using Clock = RemotePair::Clock;
    // How far ahead the common start lies when every endpoint has its pair: room for the
    // endpoints to connect to their targets (a second before it) and finish the handshakes.
    static constexpr std::chrono::milliseconds kStartLead{1500};

    explicit PlanRun(Plan plan);
    ~PlanRun(); // stops every pair and waits for them
    PlanRun(const PlanRun&) = delete;
    PlanRun& operator=(const PlanRun&) = delete;

    // Opens every endpoint, then starts every pair at one common time. sinks[i] gets pair i's
    // intervals, events and outcome on the pair's thread (RemotePair::start), and must outlive
    // this run. Blocks the calling thread for the connections. False when an endpoint could not
    // be opened or refused its pair (refusal() says which and why); the pairs that had started
    // are stopped and waited for then.
    bool start(const std::vector<Sink*>& sinks);
    // Until every pair ended. Stops them all once one failed, or once stopWanted() (asked every
    // 50 ms, on the calling thread) is true.
    void wait(const std::function<bool()>& stopWanted = {});
    void stop(); // asks every pair to stop; thread-safe

    const Plan& plan() const { return m_plan; }
    // Why pair i could not be opened or started; nothing when it could.
    std::optional<Error> refusal(std::size_t i) const;
    // The endpoint's clock offset to this host, in microseconds; nothing when not opened.
    std::optional<double> clockOffsetUs(std::size_t i) const;
    // Each pair's data start after the common start time, in ms; empty where unknown.
    std::vector<std::optional<double>> startOffsetsMs() const;
    // The widest gap between two pairs' data starts, in ms; negative unless every pair started.
    double skewMs() const;

private:
    class Watch; // a pair's sink in front of the caller's: notes a failure

    Plan m_plan;
    std::vector<RemotePair> m_pairs;
    std::vector<std::unique_ptr<Watch>> m_watches;
    std::vector<std::optional<Error>> m_refusals;
    Clock::time_point m_startAt{};
};

// Jain's index across pairs, each pair's rate the sum of its directions' received rates;
// nothing unless every pair has a result.
std::optional<double> pairsJainIndex(const std::vector<std::optional<TestResult>>& results);

} // namespace bw::engine
