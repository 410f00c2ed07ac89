// SPDX-License-Identifier: MIT
#include "latency/runlatency.h"

#include "flow/udpwire.h"
#include "latency/stats.h"

#include <algorithm>
#include <cstring>

namespace bw::engine::latency {

namespace {
// The idle phase gives the offset when it has this many echoes; else every echo does.
constexpr std::size_t kMinIdleExchanges = 10;

Exchange exchangeOf(const ProbeRecord& r)
{
    return {r.sentUs, r.serverRecvUs, r.serverSendUs, r.echoUs};
}

LoadedLatency loadedOf(const LatencySample& s, int phase, const LatencySummary& idle)
{
    LoadedLatency l;
    l.phase = phase;
    l.rtt = s.rtt;
    l.up = s.up;
    l.down = s.down;
    l.probesSent = s.probesSent;
    l.probesLost = s.probesLost;
    // Added latency needs both medians; without them it stays 0 and the reports leave it out.
    if (idle.idleRtt.count > 0 && s.rtt.count > 0)
        l.addedRttUs = s.rtt.medianUs - idle.idleRtt.medianUs;
    if (idle.oneWayValid && idle.idleUp.count > 0 && s.up.count > 0) {
        l.addedUpUs = s.up.medianUs - idle.idleUp.medianUs;
        l.addedDownUs = s.down.medianUs - idle.idleDown.medianUs;
    }
    return l;
}

// A record in the spill file: the phase and the four times, in the host's byte order.
std::string encodeProbe(const ProbeRecord& r)
{
    const std::int64_t v[5] = {r.phase, r.sentUs, r.serverRecvUs, r.serverSendUs, r.echoUs};
    return std::string(reinterpret_cast<const char*>(v), sizeof v);
}

ProbeRecord decodeProbe(std::string_view bytes)
{
    std::int64_t v[5] = {};
    std::memcpy(v, bytes.data(), std::min(bytes.size(), sizeof v));
    return {int(v[0]), v[1], v[2], v[3], v[4]};
}

// The first record sent at or after atUs (records are in the order sent, by one thread).
template <typename It> It sentFrom(It first, It last, std::int64_t atUs)
{
    return std::partition_point(first, last,
                                [atUs](const ProbeRecord& r) { return r.sentUs < atUs; });
}
} // namespace

RunLatency::RunLatency(const TestConfig& config) : m_config(config) {}

std::uint32_t RunLatency::addProbe(int phase, std::int64_t sentUs)
{
    std::lock_guard lock(m_mutex);
    ProbeRecord r;
    r.phase = phase;
    r.sentUs = sentUs;
    m_records.push_back(r);
    const auto sequence = std::uint32_t(m_records.size() + m_spill.count() - 1);
    spillLocked(sentUs);
    return sequence;
}

ProbeRecord* RunLatency::recordLocked(std::uint32_t sequence)
{
    if (sequence < m_pinned) return &m_records[sequence];
    const std::size_t spilled = m_spill.count();
    if (sequence < m_pinned + spilled) return nullptr; // long since answered or lost
    const std::size_t i = sequence - spilled;
    return i < m_records.size() ? &m_records[i] : nullptr;
}

// Once the load runs (the idle baseline is over), records older than the kept window go to the
// file, a batch at a time; the idle baseline's stay pinned at the front.
void RunLatency::spillLocked(std::int64_t nowUs)
{
    if (m_loads.empty()) return;
    if (m_spill.count() == 0)
        m_pinned = std::size_t(sentFrom(m_records.begin(), m_records.end(), m_idleToUs) -
                               m_records.begin());
    const std::int64_t keepUs =
        kKeptProbesUs + 4 * std::int64_t(m_config.intervalMs) * 1000 + kProbeTimeoutUs;
    const auto first = m_records.begin() + std::ptrdiff_t(m_pinned);
    const auto last = sentFrom(first, m_records.end(), nowUs - keepUs);
    if (std::size_t(last - first) < kSpillBatch) return;
    auto it = first;
    for (; it != last && m_spill.append(encodeProbe(*it)); ++it) {
        m_spilledAnswers += it->echoUs != 0;
        m_spilledToUs = it->sentUs;
    }
    m_records.erase(first, it);
}

void RunLatency::readBackLocked() const
{
    if (m_spill.count() == 0) return;
    std::vector<ProbeRecord> all;
    all.reserve(m_records.size() + m_spill.count());
    all.insert(all.end(), m_records.begin(), m_records.begin() + std::ptrdiff_t(m_pinned));
    m_spill.forEach([&all](std::string_view bytes) { all.push_back(decodeProbe(bytes)); });
    all.insert(all.end(), m_records.begin() + std::ptrdiff_t(m_pinned), m_records.end());
    m_records = std::move(all);
    m_spill.clear();
    m_spilledAnswers = 0;
    m_spilledToUs = -1;
    m_clock.reset();
}

std::size_t RunLatency::heldRecords() const
{
    std::lock_guard lock(m_mutex);
    return m_records.size();
}

std::size_t RunLatency::spilledRecords() const
{
    std::lock_guard lock(m_mutex);
    return m_spill.count();
}

void RunLatency::addEcho(const Probe& echo, std::int64_t arrivedUs)
{
    std::lock_guard lock(m_mutex);
    ProbeRecord* found = recordLocked(echo.sequence);
    if (!found) return;
    ProbeRecord& r = *found;
    // A copy of an echo, one whose send time is not ours, or one after the probe counted as
    // lost: not an answer to this probe.
    if (r.echoUs != 0 || r.sentUs != echo.clientSendUs || arrivedUs - r.sentUs > kProbeTimeoutUs)
        return;
    r.serverRecvUs = echo.serverRecvUs;
    r.serverSendUs = echo.serverSendUs;
    r.echoUs = arrivedUs;
    if (echo.serverClock != 0) m_serverClock = echo.serverClock;
    m_clock.reset();
}

int RunLatency::outstanding(std::int64_t nowUs) const
{
    std::lock_guard lock(m_mutex);
    int n = 0;
    for (const ProbeRecord& r : m_records)
        n += r.echoUs == 0 && nowUs - r.sentUs <= kProbeTimeoutUs;
    return n;
}

std::size_t RunLatency::answered() const
{
    std::lock_guard lock(m_mutex);
    std::size_t n = m_spilledAnswers;
    for (const ProbeRecord& r : m_records)
        n += r.echoUs != 0;
    return n;
}

void RunLatency::setUnavailable(const std::string& why)
{
    std::lock_guard lock(m_mutex);
    if (m_unavailable.empty()) m_unavailable = why;
}

bool RunLatency::unavailable() const
{
    std::lock_guard lock(m_mutex);
    return !m_unavailable.empty();
}

void RunLatency::setIdle(std::int64_t fromUs, std::int64_t toUs)
{
    std::lock_guard lock(m_mutex);
    m_idleFromUs = fromUs;
    m_idleToUs = toUs;
    m_clock.reset();
}

void RunLatency::setLoadStart(int phase, std::int64_t startUs)
{
    std::lock_guard lock(m_mutex);
    m_loads[phase].startUs = startUs;
}

void RunLatency::setLoadEnd(int phase, std::int64_t measuredFromUs, std::int64_t toUs)
{
    std::lock_guard lock(m_mutex);
    Load& l = m_loads[phase];
    l.fromUs = l.startUs + measuredFromUs;
    l.toUs = l.startUs + toUs;
    l.ended = true;
}

ClockOffset RunLatency::clockOf(const std::vector<ProbeRecord>& records, std::int64_t idleFromUs,
                                std::int64_t idleToUs, bool sameClock)
{
    std::vector<Exchange> idle, all;
    for (const ProbeRecord& r : records) {
        if (r.echoUs == 0) continue;
        all.push_back(exchangeOf(r));
        if (r.sentUs >= idleFromUs && r.sentUs < idleToUs) idle.push_back(exchangeOf(r));
    }
    // The idle probes are the best: no queue, and the least time for the clocks to drift.
    const std::vector<Exchange>& use = idle.size() >= kMinIdleExchanges ? idle : all;
    return sameClock ? sameClockOffset(use) : estimateOffset(use);
}

// While records are spilled, the clock is estimated from those held (the idle baseline's, and
// the recent ones): the live view's. The result's figures read the file back first.
ClockOffset RunLatency::clockLocked() const
{
    if (!m_clock) {
        const bool same = m_serverClock != 0 && m_serverClock == clockId();
        m_clock = clockOf(m_records, m_idleFromUs, m_idleToUs, same);
    }
    return *m_clock;
}

LatencySample RunLatency::windowSample(std::span<const ProbeRecord> records, int phase,
                                       std::int64_t fromUs, std::int64_t toUs,
                                       const ClockOffset& clock, std::int64_t nowUs, bool closed)
{
    LatencySample s;
    std::vector<double> rtt, up, down;
    for (const ProbeRecord& r : records) {
        if (r.phase != phase || r.sentUs < fromUs || r.sentUs >= toUs) continue;
        if (r.echoUs == 0) {
            if (!closed && nowUs - r.sentUs <= kProbeTimeoutUs) continue; // may still come
            ++s.probesSent;
            ++s.probesLost;
            continue;
        }
        ++s.probesSent;
        const Exchange e = exchangeOf(r);
        rtt.push_back(
            double((e.clientRecvUs - e.clientSendUs) - (e.serverSendUs - e.serverRecvUs)));
        up.push_back(double(e.serverRecvUs - e.clientSendUs) - clock.offsetUs);
        down.push_back(double(e.clientRecvUs - e.serverSendUs) + clock.offsetUs);
    }
    s.valid = s.probesSent > 0;
    s.rtt = delayStats(rtt);
    s.oneWayValid = clock.valid && clock.uncertaintyUs <= kOneWayMaxUncertaintyUs && !up.empty();
    if (s.oneWayValid) {
        s.up = delayStats(up);
        s.down = delayStats(down);
    }
    return s;
}

LatencySample RunLatency::intervalSample(int phase, std::int64_t fromUs, std::int64_t toUs) const
{
    std::lock_guard lock(m_mutex);
    auto it = m_loads.find(phase);
    if (!m_unavailable.empty() || it == m_loads.end()) return {};
    const std::int64_t from = it->second.startUs + fromUs, to = it->second.startUs + toUs;
    if (from <= m_spilledToUs) readBackLocked();
    const auto first = sentFrom(m_records.cbegin(), m_records.cend(), from);
    const auto last = sentFrom(first, m_records.cend(), to);
    return windowSample({first, last}, phase, from, to, clockLocked(), flow::udpwire::nowUs(),
                        false);
}

LatencySummary summarizeProbes(const std::vector<ProbeRecord>& records, const ClockOffset& clock,
                               std::int64_t idleFromUs, std::int64_t idleToUs,
                               const std::vector<LoadWindow>& loads)
{
    LatencySummary s;
    const bool hasIdle = idleToUs > idleFromUs;
    // The idle phase runs before the first phase's load.
    const LatencySample idle =
        RunLatency::windowSample(records, hasIdle ? 0 : -1, idleFromUs, idleToUs, clock, 0, true);
    s.idleRtt = idle.rtt;
    s.oneWayValid = clock.valid && clock.uncertaintyUs <= kOneWayMaxUncertaintyUs;
    s.oneWayUnavailable = oneWayUnavailableReason(clock);
    s.clockSame = clock.sameClock;
    s.clockOffsetUs = clock.offsetUs;
    s.clockUncertaintyUs = clock.uncertaintyUs;
    s.idleUp = idle.up;
    s.idleDown = idle.down;
    s.probesSent = idle.probesSent;
    s.probesLost = idle.probesLost;
    for (const LoadWindow& w : loads) {
        const LatencySample l =
            RunLatency::windowSample(records, w.phase, w.fromUs, w.toUs, clock, 0, true);
        s.loaded.push_back(loadedOf(l, w.phase, s));
        s.probesSent += l.probesSent;
        s.probesLost += l.probesLost;
    }
    s.valid = true;
    return s;
}

LatencySummary phaseLatency(const LatencySummary& run, int phase)
{
    LatencySummary s = run;
    s.loaded.clear();
    for (const LoadedLatency& l : run.loaded) {
        if (l.phase == phase) {
            s.loaded.push_back(l);
            s.loaded.back().phase = 0;
        } else {
            s.probesSent -= l.probesSent;
            s.probesLost -= l.probesLost;
        }
    }
    return s;
}

LatencySummary RunLatency::summary() const
{
    std::lock_guard lock(m_mutex);
    readBackLocked();
    LatencySummary s;
    std::size_t answers = 0;
    for (const ProbeRecord& r : m_records)
        answers += r.echoUs != 0;
    if (m_unavailable.empty() && answers > 0) {
        std::vector<LoadWindow> loads;
        for (const auto& [phase, l] : m_loads)
            if (l.ended) loads.push_back({phase, l.fromUs, l.toUs});
        s = summarizeProbes(m_records, clockLocked(), m_idleFromUs, m_idleToUs, loads);
    } else {
        s.unavailable = !m_unavailable.empty()
                            ? m_unavailable
                            : "n/a: no probe came back (UDP on the test port may be blocked)";
    }
    s.idleMs = m_idleToUs > m_idleFromUs && s.valid ? m_config.idleMs : 0;
    s.probeIntervalMs = m_config.probeIntervalMs;
    return s;
}

} // namespace bw::engine::latency
