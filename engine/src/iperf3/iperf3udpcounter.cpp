// SPDX-License-Identifier: MIT
#include "iperf3/iperf3udpcounter.h"

#include "iperf3/iperf3udp.h"

#include <cmath>

namespace bw::engine::iperf3 {

void Iperf3UdpCounter::onDatagram(const std::uint8_t* data, std::size_t bytes,
                                  std::int64_t arrivalUs)
{
    std::int64_t sentUs = 0;
    std::uint64_t seq = 0;
    // Anything shorter than a header (a repeated 4-byte connect datagram) is not data.
    if (!iperf3udp::readHeader(data, bytes, m_counters64, sentUs, seq)) return;
    if (!m_gate.admit(seq, m_highest + 1)) return;
    m_bytes.fetch_add(bytes, std::memory_order_relaxed);
    m_datagrams.fetch_add(1, std::memory_order_relaxed);
    // iperf3's rule: a gap counts as lost until a late datagram fills it.
    if (seq > m_highest) {
        m_errors += seq - 1 - m_highest;
        m_highest = seq;
    } else {
        ++m_outOfOrder;
        if (m_errors > 0) --m_errors;
    }
    // The clocks need not agree: only differences of transit times count.
    const double transit = double(arrivalUs - sentUs) / 1e6;
    if (!m_first) m_jitter += (std::fabs(transit - m_prevTransit) - m_jitter) / 16.0;
    m_first = false;
    m_prevTransit = transit;
    m_pubHighest.store(m_highest, std::memory_order_relaxed);
    m_pubErrors.store(m_errors, std::memory_order_relaxed);
    m_pubOutOfOrder.store(m_outOfOrder, std::memory_order_relaxed);
    m_pubJitter.store(m_jitter, std::memory_order_relaxed);
    m_lastArrival.store(arrivalUs, std::memory_order_relaxed);
}

} // namespace bw::engine::iperf3
