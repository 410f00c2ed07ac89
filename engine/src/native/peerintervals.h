// SPDX-License-Identifier: MIT
// The serving side's live intervals with the client's CPU, latency and Wi-Fi readings in them:
// a protocol-2 client sends its own interval figures over the control connection, a round trip
// after the server sampled the same interval. Pairs the two by interval index so that each
// interval reaches the sink once, with both hosts' figures.
#pragma once

#include "benchwire/samples.h"

#include <functional>
#include <map>
#include <mutex>
#include <optional>

namespace bw::engine::control {

class PeerIntervals
{
public:
    using Emit = std::function<void(const IntervalSample&)>;
    // clientSends: the client speaks protocol 2 or newer; without it, intervals go out at once.
    PeerIntervals(TestMode mode, bool clientSends, Emit emit);

    // The server's own figures (sampler thread). An interval waits for the client's figures
    // until the server's next-but-one interval: a lost or late frame delays the chart little.
    void addServer(const HostSample& server);
    // The client's figures (the session's control reader): its CPU and Wi-Fi reading, with its
    // latency figures so far where it sends them (from the client's point of view: up is
    // client to server).
    void addClient(const HostSample& client, const std::optional<LatencySample>& latency = {});
    // The end of the test: what still waits goes out without the client's CPU.
    void flush();

private:
    void emitUpTo(int index); // every waiting interval with an index up to `index`, in order

    TestMode m_mode;
    bool m_clientSends;
    Emit m_emit;
    std::mutex m_mutex;                      // guards the members below; held while emitting
    std::map<int, IntervalSample> m_waiting; // server intervals by index
    struct ClientPart
    {
        CpuSample cpu;
        LatencySample latency; // named from the server (served.h's servedView)
        WifiFacts wifi;        // the client's Wi-Fi reading in that interval (valid on Wi-Fi)
    };
    std::map<int, ClientPart> m_early; // client figures that came before the server's interval
    int m_lastEmitted = -1;
    int m_newestServer = -1; // the newest server interval's index
};

} // namespace bw::engine::control
