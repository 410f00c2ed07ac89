// SPDX-License-Identifier: MIT
#include "control/iperf3meter.h"

#include "flow/transfer.h"
#include "metrics/tcpinfo.h"

#include <algorithm>

namespace bw::engine::control {

Iperf3Meter::Iperf3Meter(const flow::Transfer& transfer, std::vector<iperf3::StreamFigures> layout,
                         std::vector<net::NativeSocket> natives, int omitMs)
    : m_transfer(transfer), m_figures(std::move(layout)), m_natives(std::move(natives)),
      m_omitUs(std::int64_t(omitMs) * 1000), m_baseBytes(m_figures.size(), 0),
      m_baseRetransmits(m_figures.size(), 0)
{
}

std::int64_t Iperf3Meter::retransmits(std::size_t i) const
{
    metrics::TcpInfo info = metrics::readTcpInfo(m_natives[i]);
    return info.valid ? std::int64_t(info.totalRetransmits) : -1;
}

void Iperf3Meter::takeBaseline()
{
    for (std::size_t i = 0; i < m_figures.size(); ++i) {
        m_baseBytes[i] = m_transfer.streamBytes(i);
        m_baseRetransmits[i] = std::max<std::int64_t>(0, retransmits(i));
    }
    m_baseCpu = metrics::readProcessCpu();
    m_baseTime = std::chrono::steady_clock::now();
}

void Iperf3Meter::start(std::chrono::steady_clock::time_point t0)
{
    // Every byte from here on counts until an omit period ends.
    std::fill(m_baseBytes.begin(), m_baseBytes.end(), 0);
    std::fill(m_baseRetransmits.begin(), m_baseRetransmits.end(), 0);
    m_baseCpu = metrics::readProcessCpu();
    m_baseTime = t0;
}

void Iperf3Meter::onSample(const HostSample& h)
{
    // The interval that ends exactly at the omit boundary closes the omit period.
    if (m_omitUs > 0 && h.warmup && h.endUs == m_omitUs) takeBaseline();
}

iperf3::Results Iperf3Meter::finish(std::chrono::steady_clock::time_point end, Protocol protocol)
{
    for (std::size_t i = 0; i < m_figures.size(); ++i) {
        const std::uint64_t bytes = m_transfer.streamBytes(i);
        m_figures[i].wire.bytes = bytes - std::min(bytes, m_baseBytes[i]);
        const std::int64_t retr = m_figures[i].sender ? retransmits(i) : -1;
        m_figures[i].wire.retransmits =
            retr >= 0 ? std::max<std::int64_t>(0, retr - m_baseRetransmits[i]) : -1;
    }
    m_seconds = std::max(0.0, std::chrono::duration<double>(end - m_baseTime).count());
    iperf3::Results r = iperf3::resultsFor(m_figures, m_seconds, protocol);
    metrics::ProcessCpuTimes now = metrics::readProcessCpu();
    const double wallUs =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - m_baseTime)
            .count();
    if (now.valid && m_baseCpu.valid && wallUs > 0) {
        r.cpuUserPct = 100.0 * double(now.userUs - std::min(now.userUs, m_baseCpu.userUs)) / wallUs;
        r.cpuSystemPct =
            100.0 * double(now.systemUs - std::min(now.systemUs, m_baseCpu.systemUs)) / wallUs;
        r.cpuTotalPct = r.cpuUserPct + r.cpuSystemPct;
    }
    return r;
}

} // namespace bw::engine::control
