// SPDX-License-Identifier: MIT
// The server side of one test for a stock iperf3 client (3.12 and newer), on a thread of its
// own. Wire format: docs/iperf3-protocol.md.
//
//   C: cookie  S: 9  C: params  S: 10  [C opens the data streams]  S: 1 2  ...data...
//   C: 4  S: 13  C: results  S: results 14  C: 16  (close)
//
// Data connections present the session's cookie and reach offerData() from the server's
// accept thread; the accept sequence number puts them back into the order the client created them,
// which fixes their iperf3 stream IDs (1, 3, 4, ...) and, in --bidir, their direction.
#pragma once

#include "benchwire/config.h"
#include "benchwire/samples.h"
#include "control/session.h"
#include "iperf3/iperf3messages.h"
#include "net/socket.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace bw::engine {
namespace control {
class ServerImpl;
}
namespace flow {
class DataPath;
class UdpPort;
} // namespace flow
namespace net {
class Poller;
}
} // namespace bw::engine

namespace bw::engine::iperf3 {

class Iperf3Meter;
class Iperf3UdpCounter;

class Iperf3Session : public control::Session
{
public:
    Iperf3Session(control::ServerImpl& server, const ServerConfig& config, net::Socket control,
                  std::string peer, control::Cookie cookie);
    ~Iperf3Session() override;

    const control::Cookie& cookie() const override { return m_cookie; }
    // The results went out: only the client's IPERF_DONE and the close are left.
    bool finishing() const override { return m_finishing.load(); }
    // A TCP data connection that presented our cookie. Not expected now: ACCESS_DENIED, as a
    // stock server answers.
    std::size_t dataHeaderBytes() const override { return 0; } // the cookie only
    void offerData(net::Socket& sock, std::uint64_t acceptSequence,
                   const std::uint8_t* header) override;
    // The 4-byte connect datagram of the next UDP stream: routed and answered.
    bool offerDatagram(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                       std::size_t bytes) override;
    void run(std::stop_token stop) override;

private:
    bool takeData(std::uint64_t acceptSequence, net::Socket& sock);
    bool exchangeParams();
    std::optional<std::pair<iperf3::ErrorCode, std::string>> checkLimits() const;
    bool waitForStreams();
    bool waitForArrivals(net::Poller& poller, std::string& why);
    bool controlClosed(std::string& why);
    int arrivedLocked() const // m_mutex held
    {
        return int(m_test.protocol == Protocol::Udp ? m_udpArrived.size() : m_arrived.size());
    }
    void runTcp();
    void runUdp();
    void releaseUdp();
    bool awaitTestEnd(std::chrono::steady_clock::time_point t0, std::string& why);
    std::optional<iperf3::Results> measure(flow::DataPath& path, Iperf3Meter& meter);
    void drainReceivers(const flow::DataPath& path) const;
    void finishSession(iperf3::Results ours, const std::vector<iperf3::StreamFigures>& figures,
                       double seconds);
    bool exchangeResults(iperf3::Results& ours, iperf3::Results& client, std::string& why);
    void refuse(iperf3::ErrorCode code, const std::string& why);
    void abort(const std::string& why);
    bool sendBytes(const std::string& bytes);
    void emitSample(const HostSample& h);

    control::ServerImpl& m_server;
    ServerConfig m_config;
    net::Socket m_control;
    std::string m_peer;
    std::string m_clientAddress; // of the control connection, without its port
    control::Cookie m_cookie;
    iperf3::Params m_params;
    TestConfig m_test;      // the params in Benchwire's terms (for socket options, threads)
    LinkFacts m_link;       // this server's interface for the client
    std::stop_token m_stop; // set once, when run() starts (before any other thread reads it)
    std::atomic<bool> m_finishing{false};

    std::mutex m_mutex;                   // guards the data-connection fields below
    net::Poller* m_arrivalWake = nullptr; // while waitForStreams() waits on the control socket
    bool m_acceptingData = false;
    int m_expected = 0;
    std::map<std::uint64_t, net::Socket> m_arrived; // by accept sequence
    std::vector<net::Socket> m_streams;             // in creation order, once all arrived
    struct UdpArrival
    {
        net::Endpoint peer;
        std::shared_ptr<Iperf3UdpCounter> counter; // null on the streams the server sends
    };
    std::vector<UdpArrival> m_udpArrived; // in the order the client created them
    flow::UdpPort* m_udpPort = nullptr;
    std::string m_congestionUsed;

    // Sampler thread while the test runs; the session thread afterwards.
    std::vector<std::string> m_outputLines;
};

} // namespace bw::engine::iperf3
