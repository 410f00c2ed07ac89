// SPDX-License-Identifier: MIT
#include "control/clientrun.h"

#include "benchwire/openfiles.h"
#include "control/connect.h"
#include "control/dialect.h"
#include "control/pause.h"
#include "control/phasedriver.h"
#include "latency/runlatency.h"
#include "link/link.h"
#include "metrics/cpu.h"
#include "net/socket.h"
#include "results/served.h"
#include "search/searchsteps.h"

#include <chrono>
#include <ctime>
#include <optional>

namespace bw::engine::control {

using namespace std::chrono_literals;

ClientRun::ClientRun(const TestConfig& config, Sink& sink, std::shared_ptr<StartGate> gate)
    : m_config(config), m_sink(sink), m_gate(std::move(gate)), m_feed(sink)
{
}

Error awaitTheGroup(PhaseContext& context)
{
    if (!context.gate || context.gate->arriveAndWait(context.stop)) return {};
    return {Errc::Cancelled, "stopped before the test started", {}, {}};
}

void noteDataStarted(PhaseContext& context, std::chrono::steady_clock::time_point at)
{
    if (context.gate) context.gate->dataStarted(at);
}

ClientRun::~ClientRun()
{
    stop();
    wait();
}

void ClientRun::start()
{
    m_running.store(true);
    m_thread = std::jthread([this] { run(m_stop.get_token()); });
}

void ClientRun::stop()
{
    m_stop.request_stop();
}

void ClientRun::wait()
{
    if (m_thread.joinable() && m_thread.get_id() != std::this_thread::get_id()) m_thread.join();
}

// Refuses now what would fail mid-run, "Too many open files" included (the apps raised the
// soft limit at start-up as far as the hard limit allows; this is what is left).
Error ClientRun::checkConfig() const
{
    if (auto msg = m_config.validate(); !msg.empty())
        return {Errc::InvalidConfig, msg, "correct the setting and try again", {}};
    const int needed = clientFilesNeeded(m_config);
    if (auto msg = openFileShortfall(m_config, needed, openFileLimit(), "this process");
        !msg.empty())
        return {Errc::InvalidConfig, msg, openFileHint(needed) + ", or use fewer streams", {}};
    return {};
}

Error ClientRun::runPhase(Phase& p, PhaseContext& context, std::unique_ptr<PhaseDriver>& driver)
{
    Error connected = connectControl(context.config, p);
    // A stock iperf3 server re-creates its listener after each test: the second phase of a
    // both-ways run may come too early for it.
    for (int i = 0; i < 40 && p.index > 0 && connected.code == Errc::ConnectionRefused; ++i) {
        if (!pauseFor(50ms, context.stop)) break;
        connected = connectControl(context.config, p);
    }
    if (connected) return connected;
    const bool greet = context.config.dialect != Dialect::Iperf3;
    if (greet) {
        if (auto e = greetServer(context.config, p)) return e;
    } else {
        p.dialect = Dialect::Iperf3;
    }
    if (p.dialect == Dialect::Iperf3 && p.latency)
        p.latency->setUnavailable("n/a: the peer is iperf3");
    driver = makePhaseDriver(p.dialect, context, greet);
    return driver->run(p);
}

// The server ends the previous phase's session just after our "done": a busy answer in that
// instant is our own session, so give it a moment.
Error ClientRun::runPhaseRetrying(Phase& p, PhaseContext& context,
                                  std::unique_ptr<PhaseDriver>& driver)
{
    Error error = runPhase(p, context, driver);
    for (int retry = 0; p.index > 0 && error.code == Errc::ServerBusy && retry < 40; ++retry) {
        if (!pauseFor(50ms, context.stop)) break;
        p.control.close();
        error = runPhase(p, context, driver);
    }
    return error;
}

// Whatever was measured is kept, also when the phase failed.
void ClientRun::keepIntervals(const Phase& p, Tally& tally)
{
    for (auto& [idx, local] : p.local) {
        IntervalSample iv = mergedInterval(p, local);
        tally.offsetUs = std::max(tally.offsetUs, iv.endUs);
        if (!iv.warmup) {
            tally.localCpu.push_back(iv.localCpu);
            if (iv.remoteCpu.valid) tally.remoteCpu.push_back(iv.remoteCpu);
        }
        tally.result.intervals.push_back(std::move(iv));
    }
}

std::vector<DirectionSummary> ClientRun::summarize(const Phase& p, const Tally& tally) const
{
    results::HostFacts client{p.localCpu, tally.result.localCpuCount, tally.result.localCpuMHz};
    results::HostFacts server{{}, p.peer.cpuCount, p.peer.cpuMHz};
    std::vector<CpuSample> phaseRemote;
    for (const auto& [idx, h] : p.remote)
        if (!h.warmup) phaseRemote.push_back(h.cpu);
    server.cpu = summarizeCpu(phaseRemote);
    return results::summarizePhase(p.index, p.mode, tally.result.intervals, p.totals, client,
                                   server);
}

void ClientRun::keepPhase(const Phase& p, std::vector<DirectionSummary> sums, Tally& tally)
{
    TestResult& result = tally.result;
    result.summaries.insert(result.summaries.end(), sums.begin(), sums.end());
    result.peer = p.peer;
    result.localApplied = p.localApplied;
    result.remoteApplied = p.remoteApplied;
    result.localAddress = p.localAddress;
    result.remoteAddress = p.remoteAddress;
    result.localLink = p.localLink;
    result.remoteLink = p.remoteLink;
    if (p.dialect == Dialect::Iperf3) result.remoteLink = link::unavailableLink(link::kIperf3Peer);
    result.stoppedEarly = result.stoppedEarly || p.stoppedEarly;
}

void ClientRun::run(std::stop_token stop)
{
    Tally tally;
    tally.result.config = m_config;
    tally.result.startedAtUtc = results::utcNowIso();
    tally.result.localCpuCount = metrics::cpuCount();
    tally.result.localCpuMHz = metrics::cpuMHz();
    Error error = checkConfig();
    latency::RunLatency probes(m_config);
    if (!m_config.latencyProbes) probes.setUnavailable("turned off");
    std::vector<TestMode> modes = {m_config.mode};
    if (m_config.mode == TestMode::BothWays) modes = {TestMode::Upload, TestMode::Download};
    // A highest-clean-rate search runs one phase per step, as long as the search goes on.
    const bool search = m_config.findMaxRate;
    std::optional<search::SearchSteps> steps;
    if (search) steps.emplace(m_config, m_sink);
    TestConfig config = m_config; // the phase's settings (a search step's own)
    PhaseContext context{config, m_sink, m_feed, stop, m_gate.get()};
    for (std::size_t i = 0; (search || i < modes.size()) && !error; ++i) {
        if (i > 0 && stop.stop_requested()) break;
        if (search && !steps->begin(i, config)) break;
        Phase p;
        p.index = int(i);
        p.mode = modes[std::min(i, modes.size() - 1)];
        p.offsetUs = tally.offsetUs;
        p.latency = &probes;
        if (i > 0 && !search)
            m_sink.onStreamEvent({StreamEventKind::PhaseStarted, {}, "download phase started", -1});
        std::unique_ptr<PhaseDriver> driver;
        error = runPhaseRetrying(p, context, driver);
        keepIntervals(p, tally);
        if (error) {
            // What the failed phase measured is summarized as far as it went.
            if (!p.local.empty()) keepPhase(p, summarize(p, tally), tally);
            break;
        }
        auto sums = summarize(p, tally);
        if (search) steps->end(p.index, config, sums);
        driver->completeSummaries(sums);
        keepPhase(p, std::move(sums), tally);
    }
    if (m_gate) m_gate->leave(); // the group's other runs no longer wait for this one
    if (search) tally.result.rateSearch = steps->result();
    tally.result.localCpu = summarizeCpu(tally.localCpu);
    tally.result.remoteCpu = summarizeCpu(tally.remoteCpu);
    tally.result.latency = probes.summary();
    if (error) {
        tally.result.failure = error.describe();
        if (!tally.result.intervals.empty()) m_sink.onPartialResult(tally.result);
        m_sink.onFailed(error);
    } else {
        m_sink.onFinished(tally.result);
    }
    m_running.store(false);
}

} // namespace bw::engine::control
