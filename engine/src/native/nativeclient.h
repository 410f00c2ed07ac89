// SPDX-License-Identifier: MIT
// The client side of one native phase, after the server's first byte said "native"
// (control/dialect.h): hello and setup, the data connections, the measurement with the
// server's live figures, and its result.
#pragma once

#include "control/phasedriver.h"
#include "latency/prober.h"
#include "native/messages.h"

#include <memory>
#include <mutex>
#include <vector>

namespace bw::engine::flow {
class DataPath;
class Sampler;
} // namespace bw::engine::flow

namespace bw::engine::native {

// Reads the rest of a native server's hello frame (its first byte, kFrameFirstByte, told the
// dialect). An error message the server sent instead comes back as the error.
Error readServerHello(net::Socket& control, int timeoutMs, HelloMsg& hello);

class NativeClient : public control::PhaseDriver
{
public:
    explicit NativeClient(control::PhaseContext& context);
    Error run(control::Phase& p) override;

private:
    Error readHello(control::Phase& p);
    Error sendSetup(control::Phase& p);
    Error openStreams(control::Phase& p, std::vector<net::Socket>& out);
    Error awaitStart(control::Phase& p);
    Error runData(control::Phase& p, std::vector<net::Socket> sockets);
    std::unique_ptr<flow::DataPath> makeTcpPath(const control::Phase& p,
                                                std::vector<net::Socket> sockets);
    Error measure(control::Phase& p, const flow::DataPath& transfer, const flow::Sampler& sampler);
    Error collectResult(control::Phase& p);
    Error readMessage(control::Phase& p, Message& msg, int timeoutMs, const char* waitingFor);
    void sendOwnIntervals(control::Phase& p);

    control::PhaseContext& m_context;
    const TestConfig& m_config;
    // This host's interval figures for the server (protocol 2), from the sampler thread; the
    // control connection is written from the phase's thread only.
    std::mutex m_outMutex; // guards m_outgoing
    std::vector<HostSample> m_outgoing;
    bool m_peerLatency = false;      // "latency" in the server's hello: it echoes probes
    bool m_peerTakesLatency = false; // "latencyreport": it keeps our figures in its result
    std::unique_ptr<latency::Prober> m_probes;
};

} // namespace bw::engine::native
