// SPDX-License-Identifier: MIT
#pragma once

#include "flow/seqgate.h"

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace bw::engine::iperf3 {

// iperf3's receiver figures for one stream: bytes, the highest sequence number seen
// ("packets"), sequence gaps less late arrivals ("errors"), out-of-order datagrams and the
// RFC 1889 jitter. One thread feeds it; any thread reads it (relaxed atomics, no locks).
class Iperf3UdpCounter
{
public:
    explicit Iperf3UdpCounter(bool counters64) : m_counters64(counters64) {}
    void onDatagram(const std::uint8_t* data, std::size_t bytes, std::int64_t arrivalUs);

    std::uint64_t bytes() const { return m_bytes.load(std::memory_order_relaxed); }
    std::uint64_t datagrams() const { return m_datagrams.load(std::memory_order_relaxed); }
    std::uint64_t highest() const { return m_pubHighest.load(std::memory_order_relaxed); }
    std::uint64_t errors() const { return m_pubErrors.load(std::memory_order_relaxed); }
    std::uint64_t outOfOrder() const { return m_pubOutOfOrder.load(std::memory_order_relaxed); }
    double jitterSeconds() const { return m_pubJitter.load(std::memory_order_relaxed); }
    std::int64_t lastArrivalUs() const { return m_lastArrival.load(std::memory_order_relaxed); }

private:
    bool m_counters64;
    flow::SequenceGate m_gate; // iperf3 datagrams carry no token: bound the jumps
    // feeding thread
    std::uint64_t m_highest = 0, m_errors = 0, m_outOfOrder = 0;
    double m_prevTransit = 0, m_jitter = 0;
    bool m_first = true;
    // published
    std::atomic<std::uint64_t> m_bytes{0}, m_datagrams{0}, m_pubHighest{0}, m_pubErrors{0},
        m_pubOutOfOrder{0};
    std::atomic<double> m_pubJitter{0};
    std::atomic<std::int64_t> m_lastArrival{0};
};

} // namespace bw::engine::iperf3
