// SPDX-License-Identifier: MIT
#include "iperf3/iperf3meter.h"

#include "flow/transfer.h"
#include "metrics/tcpinfo.h"

#include <algorithm>

namespace bw::engine::iperf3 {

Iperf3Meter::Iperf3Meter(Reader read, int omitMs)
    : m_read(std::move(read)), m_omitUs(std::int64_t(omitMs) * 1000)
{
}

void Iperf3Meter::start(std::chrono::steady_clock::time_point t0)
{
    // Every byte from here on counts until an omit period ends.
    m_base.clear();
    m_baseCpu = metrics::readProcessCpu();
    m_baseTime = t0;
}

void Iperf3Meter::onSample(const HostSample& h)
{
    // The interval that ends exactly at the omit boundary closes the omit period.
    if (m_omitUs <= 0 || !h.warmup || h.endUs != m_omitUs) return;
    m_base = m_read();
    m_baseCpu = metrics::readProcessCpu();
    m_baseTime = std::chrono::steady_clock::now();
}

iperf3::Results Iperf3Meter::finish(std::chrono::steady_clock::time_point end, Protocol protocol)
{
    m_figures = m_read();
    for (std::size_t i = 0; i < m_figures.size() && i < m_base.size(); ++i) {
        iperf3::StreamResult& now = m_figures[i].wire;
        const iperf3::StreamResult& base = m_base[i].wire;
        // iperf3 reports bytes after omit, but packets and errors in total with their omitted
        // share beside them.
        now.bytes -= std::min(now.bytes, base.bytes);
        if (now.retransmits >= 0)
            now.retransmits = std::max<std::int64_t>(
                0, now.retransmits - std::max<std::int64_t>(0, base.retransmits));
        now.omittedPackets = base.packets;
        now.omittedErrors = base.errors;
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

Iperf3Meter::Reader tcpReader(const flow::Transfer& transfer,
                              std::vector<iperf3::StreamFigures> layout,
                              std::vector<net::NativeSocket> natives)
{
    return [&transfer, layout = std::move(layout), natives = std::move(natives)] {
        std::vector<iperf3::StreamFigures> out = layout;
        for (std::size_t i = 0; i < out.size(); ++i) {
            out[i].wire.bytes = transfer.streamBytes(i);
            metrics::TcpInfo info =
                out[i].sender ? metrics::readTcpInfo(natives[i]) : metrics::TcpInfo{};
            out[i].wire.retransmits = info.valid ? std::int64_t(info.totalRetransmits) : -1;
        }
        return out;
    };
}

void addUdpResult(UdpSample& total, int& receivers, bool sender, const iperf3::StreamResult& s)
{
    const auto packets = std::uint64_t(std::max<std::int64_t>(0, s.packets - s.omittedPackets));
    const auto lost = std::uint64_t(std::max<std::int64_t>(0, s.errors - s.omittedErrors));
    total.valid = true;
    if (sender) {
        total.packetsSent += packets;
        return;
    }
    total.packetsReceived += packets - std::min(packets, lost);
    total.packetsLost += lost;
    total.jitterUs += (s.jitterSeconds * 1e6 - total.jitterUs) / double(++receivers);
}

} // namespace bw::engine::iperf3
