// SPDX-License-Identifier: MIT
#include "flow/sampler.h"

#include "benchwire/config.h"
#include "link/link.h"

#include <algorithm>

namespace bw::engine::flow {

using Clock = std::chrono::steady_clock;

std::vector<int> intervalBoundariesMs(int warmupMs, int durationMs, int intervalMs)
{
    std::vector<int> b;
    for (int t = intervalMs; t < warmupMs; t += intervalMs)
        b.push_back(t);
    if (warmupMs > 0) b.push_back(warmupMs);
    if (durationMs == kUntilStoppedMs) return b;
    for (int t = intervalMs; t < durationMs; t += intervalMs)
        b.push_back(warmupMs + t);
    b.push_back(warmupMs + durationMs);
    return b;
}

std::int64_t boundaryMs(const std::vector<int>& listed, int warmupMs, int intervalMs,
                        std::int64_t index)
{
    if (index < std::int64_t(listed.size())) return listed[std::size_t(index)];
    return warmupMs + (index - std::int64_t(listed.size()) + 1) * std::int64_t(intervalMs);
}

namespace {

// Each stream's bytes since the last reading; a stream the last reading lacked counts from 0.
std::vector<std::uint64_t> streamsBetween(const std::vector<std::uint64_t>& before,
                                          const std::vector<std::uint64_t>& now)
{
    std::vector<std::uint64_t> out(now.size());
    for (std::size_t i = 0; i < now.size(); ++i) {
        const std::uint64_t was = i < before.size() ? before[i] : 0;
        out[i] = now[i] - std::min(was, now[i]);
    }
    return out;
}

} // namespace

Sampler::Sampler(const DataPath& transfer, int warmupMs, int durationMs, int intervalMs,
                 Callback cb)
    : m_transfer(transfer), m_boundaries(intervalBoundariesMs(warmupMs, durationMs, intervalMs)),
      m_warmupMs(warmupMs), m_intervalMs(intervalMs), m_untilStopped(durationMs == kUntilStoppedMs),
      m_callback(std::move(cb))
{
}

Sampler::~Sampler()
{
    stop();
}

Clock::time_point awaitFirstData(const DataPath& path, std::chrono::milliseconds give,
                                 std::stop_token stop)
{
    const auto until = Clock::now() + give;
    while (Clock::now() < until && !stop.stop_requested()) {
        if (const TransferTotals t = path.totals(); t.received[0] + t.received[1]) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return Clock::now();
}

void Sampler::start(Clock::time_point t0, bool fromZero)
{
    m_t0 = t0;
    m_lastTime = t0;
    m_last = fromZero ? TransferTotals{} : m_transfer.totals();
    m_lastHost = metrics::readHostCpu();
    m_lastProcess = metrics::readProcessCpu();
    m_thread = std::jthread([this](std::stop_token st) { loop(st); });
}

void Sampler::stop()
{
    std::lock_guard lock(m_stopMutex);
    if (m_thread.joinable()) {
        m_thread.request_stop();
        m_thread.join();
    }
}

bool Sampler::finished() const
{
    return m_finished.load();
}

CpuSummary Sampler::measuredCpu() const
{
    std::lock_guard lock(m_mutex);
    return summarizeCpu(m_cpu);
}

HostSample Sampler::take(int index, std::int64_t startUs, std::int64_t endUs, bool warmup)
{
    HostSample h;
    h.index = index;
    h.startUs = startUs;
    h.endUs = endUs;
    h.warmup = warmup;
    TransferTotals now = m_transfer.totals();
    auto host = metrics::readHostCpu();
    auto proc = metrics::readProcessCpu();
    auto t = Clock::now();
    auto wallUs = std::chrono::duration_cast<std::chrono::microseconds>(t - m_lastTime).count();
    h.cpu = metrics::cpuBetween(m_lastHost, host, m_lastProcess, proc, wallUs);
    // A late wake-up can put two samples inside one clock tick of the OS's counters: then this
    // interval repeats the last figures and the next one measures across both.
    const bool cpuAdvanced = h.cpu.valid || !m_lastCpu.valid;
    if (!cpuAdvanced) h.cpu = m_lastCpu;
    for (int d = 0; d < 2; ++d) {
        h.sentBytes[d] = now.sent[d] - m_last.sent[d];
        h.receivedBytes[d] = now.received[d] - m_last.received[d];
        h.udp[d] = udpInterval(m_last.udp[d], now.udp[d]);
        h.streamBytes[d] = streamsBetween(m_last.streams[d], now.streams[d]);
        auto sockets = m_transfer.senderSockets(Direction(d));
        if (sockets.empty()) continue;
        TcpInfoSample& ti = h.tcp[d];
        std::uint64_t rttSum = 0, rttVarSum = 0, withInfo = 0;
        for (auto s : sockets) {
            metrics::TcpInfo info = metrics::readTcpInfo(s);
            if (!info.valid) continue;
            ti.valid = true;
            ++withInfo;
            std::uint64_t& prev = m_lastRetrans[s];
            ti.retransmits += info.totalRetransmits - std::min(prev, info.totalRetransmits);
            prev = info.totalRetransmits;
            rttSum += info.rttUs;
            rttVarSum += info.rttVarUs;
            ti.cwndBytes += info.cwndBytes;
        }
        // The mean over the sockets that gave TCP info: one without adds no round trip.
        if (withInfo > 0) {
            ti.rttUs = std::uint32_t(rttSum / withInfo);
            ti.rttVarUs = std::uint32_t(rttVarSum / withInfo);
        }
    }
    m_last = now;
    if (!m_wifiInterface.empty()) h.wifi = link::readWifiFacts(m_wifiInterface);
    if (cpuAdvanced) {
        m_lastHost = host;
        m_lastProcess = proc;
        m_lastTime = t;
        m_lastCpu = h.cpu;
    }
    if (!warmup) {
        std::lock_guard lock(m_mutex);
        m_cpu.push_back(h.cpu);
    }
    return h;
}

void Sampler::loop(std::stop_token st)
{
    std::mutex m;
    std::condition_variable_any cv;
    std::int64_t prevUs = 0;
    const auto count = std::int64_t(m_boundaries.size());
    for (std::int64_t i = 0; m_untilStopped || i < count; ++i) {
        const std::int64_t atMs = boundaryMs(m_boundaries, m_warmupMs, m_intervalMs, i);
        auto due = m_t0 + std::chrono::milliseconds(atMs);
        {
            std::unique_lock lock(m);
            cv.wait_until(lock, st, due, [] { return false; });
        }
        bool warmup = atMs <= m_warmupMs && m_warmupMs > 0;
        if (st.stop_requested()) {
            auto nowUs =
                std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - m_t0).count();
            if (nowUs - prevUs >= 10'000) {
                bool partialWarmup = nowUs <= std::int64_t(m_warmupMs) * 1000;
                m_callback(take(int(i), prevUs, nowUs, partialWarmup));
            }
            return;
        }
        std::int64_t endUs = atMs * 1000;
        const bool last = !m_untilStopped && i + 1 == count;
        if (last && m_atLastBoundary) m_atLastBoundary();
        m_callback(take(int(i), prevUs, endUs, warmup));
        prevUs = endUs;
    }
    m_finished.store(true);
}

} // namespace bw::engine::flow
