// SPDX-License-Identifier: MIT
#include "native/clientlatency.h"

#include "native/framing.h"
#include "native/messages.h"

namespace bw::engine::native {

ClientReport readClientReport(net::Socket& control, net::Clock::time_point deadline,
                              std::stop_token stop, std::size_t maxIntervals)
{
    ClientReport report;
    results::ClientLatency& got = report.latency;
    for (;;) {
        std::string text;
        Message msg;
        std::string error;
        if (readFrame(control, text, deadline, stop).error != FrameError::None ||
            !parseMessage(text, msg, error))
            return report;
        if (const auto* done = msg.get<DoneMsg>()) report.totals = done->totals;
        const auto* latency = msg.get<LatencyMsg>();
        if (!latency) return report; // "done", or a message that ends the exchange all the same
        if (latency->summary) got.summary = latency->summary;
        for (const auto& [index, sample] : latency->intervals)
            if (got.intervals.size() < maxIntervals || got.intervals.count(index))
                got.intervals[index] = sample;
    }
}

} // namespace bw::engine::native
