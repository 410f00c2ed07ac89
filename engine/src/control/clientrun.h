// SPDX-License-Identifier: MIT
// One client run on its own thread: one phase, or two for both-ways (upload, then download,
// each over its own control connection). Every Sink call comes from this thread.
#pragma once

#include "benchwire/client.h"
#include "native/framing.h"
#include "native/messages.h"
#include "results/summary.h"
#include "net/socket.h"

#include <atomic>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace bw::engine {

namespace flow {
class DataPath;
class Transfer;
class Sampler;
} // namespace flow
namespace control {
class RateSearch;
class Iperf3Client;
}

class ClientRun
{
public:
    ClientRun(const TestConfig& config, Sink& sink);
    ~ClientRun();
    void start();
    void stop();
    void wait();
    bool running() const { return m_running.load(); }

private:
    friend class control::Iperf3Client; // the iperf3 dialect's phase (iperf3client.cpp)
    struct Phase
    {
        int index = 0;
        TestMode mode = TestMode::Upload;
        std::int64_t offsetUs = 0;  // added to interval times so phases follow each other
        net::Socket control;
        net::Endpoint server;
        control::Cookie cookie{};
        PeerInfo peer;
        AppliedSettings localApplied, remoteApplied;
        std::map<int, HostSample> local, remote;
        int nextEmit = 0;
        control::PhaseTotals totals;
        CpuSummary localCpu;
        bool stoppedEarly = false;
        bool gotResult = false;
        std::string localAddress, remoteAddress;
        std::uint32_t datagramBytes = 0; // UDP: the size agreed in the setup
    };

    void run();
    Error runPhase(Phase& p);
    Error connectControl(Phase& p);
    Error handshake(Phase& p);
    Error openData(Phase& p, std::vector<net::Socket>& out);
    Error awaitStart(Phase& p);
    Error runData(Phase& p, std::vector<net::Socket> sockets);
    Error measure(Phase& p, const flow::DataPath& transfer, const flow::Sampler& sampler);
    Error collectResult(Phase& p);
    Error readMessage(Phase& p, control::Message& msg, int timeoutMs, const char* waitingFor);
    Error bindLocal(net::Socket& s, const net::Endpoint& target);
    void collectLocal(Phase& p);
    void emitReady(Phase& p, bool flush);
    IntervalSample merged(const Phase& p, const HostSample& local) const;
    Error connectError(std::error_code ec, const std::string& what) const;
    // UDP (clientudp.cpp)
    std::uint32_t resolveDatagramBytes(const Phase& p) const;
    Error openUdpData(Phase& p, std::vector<net::Socket>& out);
    Error udpHello(Phase& p, std::vector<net::Socket>& sockets);
    std::unique_ptr<flow::DataPath> makeUdpPath(Phase& p, std::vector<net::Socket> sockets);
    // Highest clean rate search (clientsearch.cpp): one step per phase.
    bool beginStep(control::RateSearch& search, std::size_t index, TestConfig& saved);
    void endStep(control::RateSearch& search, int phase, const std::vector<DirectionSummary>& sums);

    TestConfig m_config;
    Sink& m_sink;
    net::NetInit m_net;
    std::atomic<bool> m_stopRequested{false};
    std::atomic<bool> m_running{false};
    std::jthread m_thread;
    std::mutex m_queueMutex; // sampler thread -> run thread
    std::deque<HostSample> m_queue;
    std::vector<IntervalSample> m_emitted;
};

} // namespace bw::engine
