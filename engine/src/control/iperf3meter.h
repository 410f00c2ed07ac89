// SPDX-License-Identifier: MIT
// Per-stream figures of a TCP data path as both ends of the iperf3 dialect report them: bytes
// and retransmits after the omit period, and the process's CPU over the same time (percent of
// one core, iperf3's meaning). Used by the iperf3 server session and the iperf3 client phase.
#pragma once

#include "benchwire/samples.h"
#include "control/iperf3messages.h"
#include "metrics/cpu.h"
#include "net/platform_types.h"

#include <chrono>
#include <vector>

namespace bw::engine::flow {
class Transfer;
}

namespace bw::engine::control {

class Iperf3Meter
{
public:
    // layout: id, sender and direction of each stream in the Transfer's order; natives: the
    // streams' sockets (valid until Transfer::stop()).
    Iperf3Meter(const flow::Transfer& transfer, std::vector<iperf3::StreamFigures> layout,
                std::vector<net::NativeSocket> natives, int omitMs);

    // When data starts to flow (with no omit period, the measured time starts here too).
    void start(std::chrono::steady_clock::time_point t0);
    // From the sampler's callback (sampler thread): takes the baseline at the end of omit.
    void onSample(const HostSample& h);
    // After the senders finished and the receivers drained, before Transfer::stop(). end: when
    // the test ended (TEST_END sent or received). Not concurrent with onSample.
    iperf3::Results finish(std::chrono::steady_clock::time_point end, Protocol protocol);

    const std::vector<iperf3::StreamFigures>& figures() const { return m_figures; }
    double seconds() const { return m_seconds; }

private:
    void takeBaseline();
    std::int64_t retransmits(std::size_t i) const;

    const flow::Transfer& m_transfer;
    std::vector<iperf3::StreamFigures> m_figures;
    std::vector<net::NativeSocket> m_natives;
    std::int64_t m_omitUs;
    std::vector<std::uint64_t> m_baseBytes;
    std::vector<std::int64_t> m_baseRetransmits;
    metrics::ProcessCpuTimes m_baseCpu{};
    std::chrono::steady_clock::time_point m_baseTime;
    double m_seconds = 0;
};

} // namespace bw::engine::control
