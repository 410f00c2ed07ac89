// SPDX-License-Identifier: MIT
// The receiving end of one UDP stream: counts distinct, lost, out-of-order and duplicate
// datagrams from their sequence numbers, and the RFC 3550 interarrival jitter from their send
// and arrival times.
//
// One thread feeds it (a worker of the client, or the server's UDP port thread); any thread may
// read the published counts (atomics, no locks). The counts a datagram changes together
// (received, lost, out of order, bytes) are published under a sequence count, so a reader
// never sees one datagram in one count and not yet in another.
#pragma once

#include "benchwire/samples.h"
#include "flow/seqgate.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bw::engine::flow {

class UdpReceiver
{
public:
    // Sequence numbers this far behind the highest one still tell a duplicate from a late arrival;
    // older ones count as late (out of order).
    static constexpr std::uint64_t kWindow = 1u << 15;

    UdpReceiver();

    // Feeding thread. Times are µs: sentUs on the sender's clock, arrivalUs on this host's
    // steady clock; only their differences matter, so the clocks need no synchronization.
    void onData(std::uint64_t sequence, std::int64_t sentUs, std::int64_t arrivalUs,
                std::size_t bytes);
    // The sender's end datagram: it sent `sent` data datagrams in all.
    void onEnd(std::uint64_t sent, std::int64_t arrivalUs);
    // A datagram from the stream's source without the session's token: not counted.
    void onForeign() { m_pubDropped.fetch_add(1, std::memory_order_relaxed); }

    // Any thread.
    // Running totals (packetsSent stays 0); with `bytes`, the bytes of the same datagrams.
    UdpSample totals(std::uint64_t* bytes = nullptr) const;
    std::uint64_t bytes() const { return m_pubBytes.load(std::memory_order_relaxed); }
    bool hasJitter() const { return m_pubJitterValid.load(std::memory_order_relaxed); }
    // Datagrams not counted: without the token, or a sequence number too far ahead.
    std::uint64_t dropped() const { return m_pubDropped.load(std::memory_order_relaxed); }
    // True once every datagram the sender announced arrived, or nothing arrived for quietUs
    // since the later of the last arrival and sinceUs.
    bool drained(std::int64_t nowUs, std::int64_t sinceUs, std::int64_t quietUs) const;

private:
    bool seen(std::uint64_t seq) const;
    void mark(std::uint64_t seq, bool on);
    void advanceTo(std::uint64_t seq);
    void updateJitter(std::int64_t sentUs, std::int64_t arrivalUs);
    void publish(std::int64_t arrivalUs);

    // Feeding thread only.
    std::vector<std::uint64_t> m_seenBits;
    SequenceGate m_gate;
    std::uint64_t m_next = 0; // highest sequence seen + 1
    bool m_any = false;
    std::uint64_t m_unique = 0, m_outOfOrder = 0, m_duplicates = 0, m_bytes = 0;
    bool m_haveTransit = false;
    std::int64_t m_lastTransitUs = 0;
    double m_jitterUs = 0;

    // Published for other threads.
    std::atomic<std::uint32_t> m_pubVersion{0}; // odd while publish() writes
    std::atomic<std::uint64_t> m_pubReceived{0}, m_pubLost{0}, m_pubOutOfOrder{0},
        m_pubDuplicates{0}, m_pubBytes{0}, m_pubDropped{0};
    std::atomic<double> m_pubJitterUs{0};
    std::atomic<bool> m_pubJitterValid{false};
    std::atomic<std::int64_t> m_lastArrivalUs{0};
    std::atomic<std::uint64_t> m_endCount{~std::uint64_t(0)}; // none yet
};

} // namespace bw::engine::flow
