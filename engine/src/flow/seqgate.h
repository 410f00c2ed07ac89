// SPDX-License-Identifier: MIT
// Bounds how far a UDP stream's sequence number may jump ahead. Without it, one datagram with
// the stream's source address and a sequence number near 2^64 counts 2^64 datagrams lost; in
// the iperf3 dialect, which has no token on the wire, anyone who knows the client's address and
// port can send one.
//
// A sequence number more than kAhead past the expected one is dropped. A real sender that
// jumps that far (an outage of seconds at millions of datagrams per second) sends on from
// there: after kResync dropped datagrams in a row that climb from one to the next within
// kAhead, the gate follows them, so the stream goes on being counted.
#pragma once

#include <cstdint>

namespace bw::engine::flow {

class SequenceGate
{
public:
    static constexpr std::uint64_t kAhead = std::uint64_t(1) << 24; // 16.8 M datagrams
    static constexpr int kResync = 8;

    // True when `sequence` may be counted, `next` being the one expected (highest + 1).
    // Sequence numbers behind `next` pass: they are late or duplicate, which the caller tells.
    bool admit(std::uint64_t sequence, std::uint64_t next)
    {
        if (sequence < next || sequence - next < kAhead) {
            m_run = 0;
            return true;
        }
        const bool climbs = m_run > 0 && sequence > m_candidate && sequence - m_candidate < kAhead;
        m_run = climbs ? m_run + 1 : 1;
        m_candidate = sequence;
        if (m_run >= kResync) {
            m_run = 0;
            return true;
        }
        ++m_dropped;
        return false;
    }

    std::uint64_t dropped() const { return m_dropped; }

private:
    std::uint64_t m_candidate = 0;
    int m_run = 0;
    std::uint64_t m_dropped = 0;
};

} // namespace bw::engine::flow
