// SPDX-License-Identifier: MIT
#include "control/clientrun.h"

#include "benchwire/openfiles.h"
#include "iperf3/iperf3client.h"
#include "search/ratesearch.h"
#include "metrics/cpu.h"
#include "net/socket.h"

#include <chrono>
#include <ctime>

namespace bw::engine {

using namespace control;

namespace {
std::string utcNow()
{
    std::time_t t = std::time(nullptr);
    std::tm tm = net::utcTime(t);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}
} // namespace

ClientRun::ClientRun(const TestConfig& config, Sink& sink) : m_config(config), m_sink(sink) {}

ClientRun::~ClientRun()
{
    stop();
    wait();
}

void ClientRun::start()
{
    m_running.store(true);
    m_thread = std::jthread([this] { run(); });
}

void ClientRun::stop()
{
    m_stopRequested.store(true);
}

void ClientRun::wait()
{
    if (m_thread.joinable() && m_thread.get_id() != std::this_thread::get_id()) m_thread.join();
}

IntervalSample ClientRun::merged(const Phase& p, const HostSample& local) const
{
    auto it = p.remote.find(local.index);
    IntervalSample iv = mergeInterval(p.index, p.mode, local, it == p.remote.end() ? nullptr : &it->second);
    iv.startUs += p.offsetUs;
    iv.endUs += p.offsetUs;
    return iv;
}

void ClientRun::collectLocal(Phase& p)
{
    std::lock_guard lock(m_queueMutex);
    while (!m_queue.empty()) {
        p.local[m_queue.front().index] = m_queue.front();
        m_queue.pop_front();
    }
}

// Emits intervals in order once the server's figures for them are in, or once the local side
// is two intervals further (the server's figures are late: the live view goes on without).
void ClientRun::emitReady(Phase& p, bool flush)
{
    collectLocal(p);
    for (;;) {
        auto it = p.local.find(p.nextEmit);
        if (it == p.local.end()) return;
        bool haveRemote = p.remote.count(p.nextEmit) > 0;
        bool late = p.local.count(p.nextEmit + 2) > 0;
        if (!haveRemote && !late && !flush) return;
        IntervalSample iv = merged(p, it->second);
        m_sink.onInterval(iv);
        ++p.nextEmit;
    }
}

void ClientRun::run()
{
    TestResult result;
    result.config = m_config;
    result.startedAtUtc = utcNow();
    result.localCpuCount = metrics::cpuCount();
    result.localCpuMHz = metrics::cpuMHz();
    Error error;
    if (auto msg = m_config.validate(); !msg.empty())
        error = {Errc::InvalidConfig, msg, "correct the setting and try again", {}};
    // Refuse now what would fail mid-run with "Too many open files" (the apps raised the soft
    // limit at start-up as far as the hard limit allows; this is what is left).
    if (!error) {
        const int needed = clientFilesNeeded(m_config);
        if (auto msg = openFileShortfall(m_config, needed, openFileLimit(), "this process");
            !msg.empty())
            error = {Errc::InvalidConfig, msg, openFileHint(needed) + ", or use fewer streams", {}};
    }
    std::vector<TestMode> modes;
    if (m_config.mode == TestMode::BothWays) modes = {TestMode::Upload, TestMode::Download};
    else modes = {m_config.mode};
    std::vector<CpuSample> localCpu, remoteCpu;
    std::int64_t offsetUs = 0;
    // A highest-clean-rate search runs one phase per step, as long as the search goes on.
    const bool search = m_config.findMaxRate;
    RateSearch rateSearch(searchOptions(m_config));
    TestConfig saved = m_config;
    for (std::size_t i = 0; (search || i < modes.size()) && !error; ++i) {
        if (i > 0 && m_stopRequested.load()) break;
        if (search && !beginStep(rateSearch, i, saved)) break;
        Phase p;
        p.index = int(i);
        p.mode = modes[std::min(i, modes.size() - 1)];
        p.offsetUs = offsetUs;
        if (i > 0 && !search) {
            StreamEvent ev{StreamEventKind::PhaseStarted, {}, "download phase started", -1};
            m_sink.onStreamEvent(ev);
        }
        error = runPhase(p);
        // The server ends the previous phase's session just after our "done": a busy answer
        // in that instant is our own session, so give it a moment.
        for (int retry = 0; i > 0 && error.code == Errc::ServerBusy && retry < 40; ++retry) {
            if (m_stopRequested.load()) break;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            p.control.close();
            error = runPhase(p);
        }
        // Whatever was measured is kept, also when the phase failed.
        for (auto& [idx, local] : p.local) {
            IntervalSample iv = merged(p, local);
            offsetUs = std::max(offsetUs, iv.endUs);
            if (!iv.warmup) {
                localCpu.push_back(iv.localCpu);
                if (iv.remoteCpu.valid) remoteCpu.push_back(iv.remoteCpu);
            }
            result.intervals.push_back(std::move(iv));
        }
        if (error) break;
        HostFacts client{p.localCpu, result.localCpuCount, result.localCpuMHz};
        HostFacts server{{}, p.peer.cpuCount, p.peer.cpuMHz};
        std::vector<CpuSample> phaseRemote;
        for (const auto& [idx, h] : p.remote)
            if (!h.warmup) phaseRemote.push_back(h.cpu);
        server.cpu = summarizeCpu(phaseRemote);
        auto sums = summarizePhase(p.index, p.mode, result.intervals, p.totals, client, server);
        if (search) endStep(rateSearch, p.index, sums);
        if (p.peer.product == "iperf3") fillIperf3PeerTotals(sums);
        result.summaries.insert(result.summaries.end(), sums.begin(), sums.end());
        result.peer = p.peer;
        result.localApplied = p.localApplied;
        result.remoteApplied = p.remoteApplied;
        result.localAddress = p.localAddress;
        result.remoteAddress = p.remoteAddress;
        result.stoppedEarly = result.stoppedEarly || p.stoppedEarly;
    }
    if (search) {
        m_config = saved;
        result.rateSearch = rateSearch.result();
    }
    result.localCpu = summarizeCpu(localCpu);
    result.remoteCpu = summarizeCpu(remoteCpu);
    if (error) m_sink.onFailed(error);
    else m_sink.onFinished(result);
    m_running.store(false);
}

} // namespace bw::engine
