// SPDX-License-Identifier: MIT
// The server side of one native test: runs on the thread of the connection that opened it.
#pragma once

#include "benchwire/config.h"
#include "control/session.h"
#include "native/framing.h"
#include "native/messages.h"
#include "net/socket.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <vector>

namespace bw::engine {
namespace control {
class ServerImpl;
}
namespace flow {
class DataPath;
class Sampler;
class UdpPort;
} // namespace flow
} // namespace bw::engine

namespace bw::engine::native {

class CheckProbes;
class NativeUdpPeer;
class PeerIntervals;

class NativeSession : public control::Session
{
public:
    NativeSession(control::ServerImpl& server, const ServerConfig& config, net::Socket control,
                  std::string peer, control::Cookie cookie);

    const control::Cookie& cookie() const override { return m_cookie; }
    bool finishing() const override { return m_finishing.load(); }
    // A data connection sends its stream's index (4 bytes, big-endian) after the cookie.
    std::size_t dataHeaderBytes() const override { return 4; }
    // Refuses an index out of range, a duplicate, or a connection not expected now.
    void offerData(net::Socket& sock, std::uint64_t acceptSequence,
                   const std::uint8_t* header) override;
    // A UDP stream's hello: routes the stream's datagrams to the session and acknowledges.
    bool offerDatagram(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                       std::size_t bytes) override;
    void run(std::stop_token stop) override;

private:
    bool takeData(std::uint32_t index, net::Socket& sock);
    bool offerUdp(std::uint32_t index, const net::Endpoint& from, flow::UdpPort& port);
    bool handshake();
    bool sendAccept();                       // the accept, with this server's link facts
    bool versionFits(const SetupMsg& setup); // refuses the client when not
    void serveCheck(const CheckMsg& check);
    bool awaitCheckStop();
    bool waitForStreams();
    bool controlClosed();
    void runTest();
    bool awaitTestEnd(std::chrono::steady_clock::time_point t0, PeerIntervals& live,
                      std::string& why);
    // intervalsServed: how many intervals the test had (a test until stopped has no plan).
    void finishTest(flow::DataPath& path, const flow::Sampler& sampler,
                    std::size_t intervalsServed);
    void refuse(Errc code, const std::string& message, const std::string& hint);
    bool send(const std::string& payload);
    // What the native protocol cannot run, or a setting out of range (empty when it fits).
    std::string protocolShortfall(const TestConfig& t) const;
    std::unique_ptr<flow::DataPath> makeTcpPath(AppliedSettings& applied, int threads);
    std::unique_ptr<flow::DataPath> makeUdpPath(AppliedSettings& applied, int threads);
    void releaseUdp();
    void setCheckProbes(std::shared_ptr<CheckProbes> probes)
    {
        std::lock_guard lock(m_mutex);
        m_checkProbes = std::move(probes);
    }

    control::ServerImpl& m_server;
    ServerConfig m_config;
    net::Socket m_control;
    std::string m_peer;
    control::Cookie m_cookie;
    TestConfig m_test;
    std::string m_clientVersion; // from the setup message's PeerInfo
    int m_clientProtocol = 0;    // the client's own protocol version (its PeerInfo)
    LinkFacts m_link;            // this server's interface for the client
    LinkFacts m_clientLink;      // the client's, from its setup
    std::stop_token m_stop;      // set once, when run() starts (before any other thread reads it)
    std::atomic<bool> m_finishing{false};
    std::atomic<bool> m_probesSeen{false}; // a latency probe came since waitForStreams last looked

    std::mutex m_mutex; // guards the data-connection fields below
    std::condition_variable_any m_cv;
    bool m_acceptingData = false;
    int m_expected = 0;
    int m_arrived = 0;
    std::vector<net::Socket> m_data;
    std::vector<std::shared_ptr<NativeUdpPeer>> m_udpPeers; // UDP: by stream index
    flow::UdpPort* m_udpPort = nullptr;
    std::shared_ptr<CheckProbes> m_checkProbes; // a connection check's probes, while it runs
    std::mutex m_writeMutex; // control writes come from the session and the sampler thread
};

} // namespace bw::engine::native
