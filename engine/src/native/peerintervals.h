// SPDX-License-Identifier: MIT
// The serving side's intervals with the client's figures in them (its bytes, UDP counts, CPU,
// latency and Wi-Fi): a protocol-2 client sends its own interval figures over the control
// connection, a round trip after the server sampled the same interval. Pairs the two by
// interval index so that each interval reaches the live view once, with both hosts' figures,
// and keeps them all for the served result.
#pragma once

#include "benchwire/samples.h"
#include "results/samplestore.h"

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <vector>

namespace bw::engine::native {

class PeerIntervals
{
public:
    using Emit = std::function<void(const IntervalSample&)>;
    // clientSends: the client speaks protocol 2 or newer; without it, intervals go out at once.
    PeerIntervals(TestMode mode, bool clientSends, Emit emit);

    // The server's own figures (sampler thread). An interval waits for the client's figures
    // until the server's next-but-one interval: a lost or late frame delays the chart little.
    void addServer(const HostSample& server);
    // The client's figures (the session's control reader), with its latency figures so far
    // where it sends them (from the client's point of view: up is client to server). Figures
    // that come after their interval went to the live view still reach whole().
    void addClient(const HostSample& client, const std::optional<LatencySample>& latency = {});
    // The end of the test: what still waits goes out without the client's figures.
    void flush();
    // Every server interval so far, in order, with the client's figures where they came: the
    // served result's intervals.
    std::vector<IntervalSample> whole();
    // The server's and the client's samples in memory (the rest are spilled): a long test holds
    // about kKeptIntervals of each.
    std::size_t heldSamples();

private:
    void emitUpTo(int index); // every waiting interval with an index up to `index`, in order
    IntervalSample build(int index) const;

    TestMode m_mode;
    bool m_clientSends;
    Emit m_emit;
    std::mutex m_mutex; // guards the members below; held while emitting
    // Every server interval, by index; those kKeptIntervals behind the oldest waiting one are
    // spilled to a file (results/spillmap.h), and whole() reads them back.
    results::SampleStore m_server;
    std::set<int> m_waiting; // indexes not yet emitted
    // The client's figures by index, spilled as the server's are: at most the server's
    // intervals and kMaxClientAhead more (addClient). Its latency is named from the server
    // (served.h's servedView).
    results::SampleStore m_client;
    results::SpillMap<LatencySample> m_clientLatency;
    int m_newestServer = -1; // the newest server interval's index
};

} // namespace bw::engine::native
