// SPDX-License-Identifier: MIT
// Per-stream figures of a data path as both ends of the iperf3 dialect report them: bytes,
// retransmits, packets and errors after the omit period, and the process's CPU over the same
// time (percent of one core, iperf3's meaning). Used by the iperf3 server session and the
// iperf3 client phase, for TCP and UDP alike.
#pragma once

#include "benchwire/samples.h"
#include "iperf3/iperf3messages.h"
#include "metrics/cpu.h"
#include "net/platform_types.h"

#include <chrono>
#include <functional>
#include <vector>

namespace bw::engine::flow {
class Transfer;
}

namespace bw::engine::iperf3 {

class Iperf3Meter
{
public:
    // Cumulative figures of every stream since its data path started, in the path's order.
    using Reader = std::function<std::vector<iperf3::StreamFigures>()>;
    Iperf3Meter(Reader read, int omitMs);

    // When data starts to flow (with no omit period, the measured time starts here too).
    void start(std::chrono::steady_clock::time_point t0);
    // From the sampler's callback (sampler thread): takes the baseline at the end of omit.
    void onSample(const HostSample& h);
    // After the senders finished and the receivers drained, before the path stops. end: when
    // the test ended (TEST_END sent or received). Not concurrent with onSample.
    iperf3::Results finish(std::chrono::steady_clock::time_point end, Protocol protocol);

    const std::vector<iperf3::StreamFigures>& figures() const { return m_figures; }
    double seconds() const { return m_seconds; }

private:
    Reader m_read;
    std::int64_t m_omitUs;
    std::vector<iperf3::StreamFigures> m_base; // empty: nothing omitted
    metrics::ProcessCpuTimes m_baseCpu{};
    std::chrono::steady_clock::time_point m_baseTime;
    std::vector<iperf3::StreamFigures> m_figures;
    double m_seconds = 0;
};

// The reader of a TCP Transfer: each stream's bytes and, for senders, TCP_INFO's
// retransmits. layout: id, sender and direction in the Transfer's order; natives: the
// streams' sockets (valid until Transfer::stop()).
Iperf3Meter::Reader tcpReader(const flow::Transfer& transfer,
                              std::vector<iperf3::StreamFigures> layout,
                              std::vector<net::NativeSocket> natives);

// One stream's iperf3 UDP figures, omit period excluded, into a host's running totals: a
// sender's "packets" is the count it sent; a receiver's is the highest sequence number it saw,
// of which "errors" were lost. The jitter is the mean of the receiving streams' (as iperf3 sums
// it, and as Benchwire's own paths do); `receivers` counts the receiving streams in `total`.
void addUdpResult(UdpSample& total, int& receivers, bool sender, const iperf3::StreamResult& s);

} // namespace bw::engine::iperf3
