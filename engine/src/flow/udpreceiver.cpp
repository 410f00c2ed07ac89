// SPDX-License-Identifier: MIT
#include "flow/udpreceiver.h"

#include <algorithm>
#include <cmath>

namespace bw::engine::flow {

namespace {
constexpr auto kRelaxed = std::memory_order_relaxed;
}

UdpReceiver::UdpReceiver() : m_seenBits(kWindow / 64, 0) {}

bool UdpReceiver::seen(std::uint64_t seq) const
{
    const std::uint64_t bit = seq % kWindow;
    return (m_seenBits[bit / 64] >> (bit % 64)) & 1u;
}

void UdpReceiver::mark(std::uint64_t seq, bool on)
{
    const std::uint64_t bit = seq % kWindow;
    const std::uint64_t mask = std::uint64_t(1) << (bit % 64);
    if (on)
        m_seenBits[bit / 64] |= mask;
    else
        m_seenBits[bit / 64] &= ~mask;
}

// The ring's slots for m_next .. seq held sequence numbers one window older: forget them.
void UdpReceiver::advanceTo(std::uint64_t seq)
{
    const std::uint64_t ahead = seq - m_next;
    if (ahead >= kWindow)
        std::fill(m_seenBits.begin(), m_seenBits.end(), 0);
    else
        // Counted, not compared: with seq = 2^64-1 (a peer's choice) s <= seq never ends.
        for (std::uint64_t k = 0; k <= ahead; ++k)
            mark(m_next + k, false);
    m_next = seq + 1;
}

// RFC 3550 section 6.4.1: J += (|D| - J) / 16, with D the change in transit time between two
// consecutive arrivals.
void UdpReceiver::updateJitter(std::int64_t sentUs, std::int64_t arrivalUs)
{
    // sentUs is the peer's, any 64-bit value: the differences wrap instead of overflowing.
    const auto transit = std::int64_t(std::uint64_t(arrivalUs) - std::uint64_t(sentUs));
    if (m_haveTransit) {
        const double d = std::fabs(double(transit) - double(m_lastTransitUs));
        m_jitterUs += (d - m_jitterUs) / 16.0;
        m_pubJitterUs.store(m_jitterUs, kRelaxed);
        m_pubJitterValid.store(true, kRelaxed);
    }
    m_haveTransit = true;
    m_lastTransitUs = transit;
}

void UdpReceiver::onData(std::uint64_t sequence, std::int64_t sentUs, std::int64_t arrivalUs,
                         std::size_t bytes)
{
    if (!m_gate.admit(sequence, m_next)) {
        m_pubDropped.fetch_add(1, kRelaxed);
        return;
    }
    if (!m_any || sequence >= m_next) {
        advanceTo(sequence);
        m_any = true;
        mark(sequence, true);
    } else if (m_next - sequence <= kWindow) {
        if (seen(sequence)) {
            ++m_duplicates;
            m_pubDuplicates.store(m_duplicates, kRelaxed);
            m_lastArrivalUs.store(arrivalUs, kRelaxed);
            return;
        }
        ++m_outOfOrder; // behind the highest: it arrived late
        mark(sequence, true);
    } else {
        ++m_outOfOrder; // too old to tell from a duplicate: late, the likelier case
    }
    ++m_unique;
    m_bytes += bytes;
    updateJitter(sentUs, arrivalUs);
    publish(arrivalUs);
}

void UdpReceiver::publish(std::int64_t arrivalUs)
{
    // A sequence lock with one writer: odd while the counts change (totals() reads again).
    const std::uint32_t v = m_pubVersion.load(kRelaxed);
    m_pubVersion.store(v + 1, kRelaxed);
    std::atomic_thread_fence(std::memory_order_release);
    m_pubReceived.store(m_unique, kRelaxed);
    m_pubLost.store(m_next > m_unique ? m_next - m_unique : 0, kRelaxed);
    m_pubOutOfOrder.store(m_outOfOrder, kRelaxed);
    m_pubBytes.store(m_bytes, kRelaxed);
    m_pubVersion.store(v + 2, std::memory_order_release);
    m_lastArrivalUs.store(arrivalUs, kRelaxed);
}

void UdpReceiver::onEnd(std::uint64_t sent, std::int64_t arrivalUs)
{
    m_endCount.store(sent, kRelaxed);
    m_lastArrivalUs.store(arrivalUs, kRelaxed);
}

UdpSample UdpReceiver::totals(std::uint64_t* bytes) const
{
    UdpSample s;
    s.valid = true;
    std::uint64_t b = 0;
    for (;;) {
        const std::uint32_t before = m_pubVersion.load(std::memory_order_acquire);
        s.packetsReceived = m_pubReceived.load(kRelaxed);
        s.packetsLost = m_pubLost.load(kRelaxed);
        s.outOfOrder = m_pubOutOfOrder.load(kRelaxed);
        b = m_pubBytes.load(kRelaxed);
        std::atomic_thread_fence(std::memory_order_acquire);
        if (before % 2 == 0 && m_pubVersion.load(kRelaxed) == before) break;
    }
    if (bytes) *bytes = b;
    s.duplicates = m_pubDuplicates.load(kRelaxed);
    s.jitterUs = m_pubJitterUs.load(kRelaxed);
    return s;
}

bool UdpReceiver::drained(std::int64_t nowUs, std::int64_t sinceUs, std::int64_t quietUs) const
{
    const std::uint64_t end = m_endCount.load(kRelaxed);
    if (end != ~std::uint64_t(0) && m_pubReceived.load(kRelaxed) >= end) return true;
    return nowUs - std::max(m_lastArrivalUs.load(kRelaxed), sinceUs) >= quietUs;
}

} // namespace bw::engine::flow
