// SPDX-License-Identifier: MIT
// One sampler thread per run: reads the transfer's counters, the host's CPU and the senders'
// TCP info at fixed interval boundaries measured from one start time, and hands a HostSample
// to a callback (on the sampler thread).
#pragma once

#include "benchwire/samples.h"
#include "flow/datapath.h"
#include "metrics/cpu.h"
#include "metrics/tcpinfo.h"

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace bw::engine::flow {

// Interval boundaries in ms from the start: multiples of the interval inside warm-up, the end
// of warm-up, then warm-up + k * interval up to warm-up + duration (the last may be shorter).
// A run until stopped (durationMs 0) lists the warm-up's only; boundaryMs() goes on from there.
std::vector<int> intervalBoundariesMs(int warmupMs, int durationMs, int intervalMs);
// Boundary `index` of a run until stopped: the listed ones, then one every interval after the
// warm-up, without end (64-bit: past 24 days of milliseconds).
std::int64_t boundaryMs(const std::vector<int>& listed, int warmupMs, int intervalMs,
                        std::int64_t index);

// When the first byte arrived (within `give`, polled every millisecond), or now when none came:
// a receiver's clock starts there, so its intervals hold what the sender's hold.
std::chrono::steady_clock::time_point
awaitFirstData(const DataPath& path, std::chrono::milliseconds give, std::stop_token stop);

class Sampler
{
public:
    using Callback = std::function<void(const HostSample&)>;
    Sampler(const DataPath& transfer, int warmupMs, int durationMs, int intervalMs, Callback cb);
    ~Sampler();

    // Reads this Wi-Fi interface's facts into every sample, on the sampler thread
    // after the counters: the data threads never wait for it. Call before start().
    void sampleWifi(std::string interfaceName) { m_wifiInterface = std::move(interfaceName); }
    // Runs on the sampler thread at the last boundary, before its figures are read: a sender
    // that stops there puts every byte it sent inside the intervals. Call before start().
    void atLastBoundary(std::function<void()> f) { m_atLastBoundary = std::move(f); }
    // The first interval starts at t0. fromZero: it counts every byte the transfer moved
    // since it started (a sender whose clock began before its first byte, a receiver whose
    // clock began with it); otherwise only what moves from now on.
    void start(std::chrono::steady_clock::time_point t0, bool fromZero = false);
    // Ends sampling now; a partial interval since the last boundary is emitted first
    // when it is at least 10 ms long. Blocks until the thread has ended. Idempotent.
    void stop();
    bool finished() const; // every scheduled interval was emitted
    // CPU over the measured (non-warm-up) intervals.
    CpuSummary measuredCpu() const;

private:
    void loop(std::stop_token st);
    HostSample take(int index, std::int64_t startUs, std::int64_t endUs, bool warmup);

    const DataPath& m_transfer;
    std::vector<int> m_boundaries;
    int m_warmupMs;
    int m_intervalMs;
    bool m_untilStopped;         // durationMs 0: no last boundary, only stop() ends the loop
    std::string m_wifiInterface; // empty: not a Wi-Fi link
    Callback m_callback;
    std::function<void()> m_atLastBoundary;
    std::chrono::steady_clock::time_point m_t0;
    std::jthread m_thread;
    std::atomic<bool> m_finished{false};
    mutable std::mutex m_mutex; // guards m_cpu
    std::vector<CpuSample> m_cpu;
    std::mutex m_stopMutex;
    // sampler-thread state
    TransferTotals m_last;
    metrics::HostCpuTimes m_lastHost;
    metrics::ProcessCpuTimes m_lastProcess;
    std::chrono::steady_clock::time_point m_lastTime;
    CpuSample m_lastCpu;
    std::map<net::NativeSocket, std::uint64_t> m_lastRetrans;
};

} // namespace bw::engine::flow
