// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/firewall.h"
#include "benchwire/server.h"
#include "control/cookie.h"
#include "control/limits.h"
#include "net/cidr.h"
#include "net/socket.h"
#include "results/served.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

namespace bw::engine {
namespace flow {
class UdpPort;
}
namespace discovery {
class DiscoveryResponder;
class ServerAnnouncement;
struct BusyState;
} // namespace discovery
} // namespace bw::engine

namespace bw::engine::control {

class Session;

// Owns the listening socket, the accept thread (control/admission.h: it reads every new
// connection's hello, at most maxWaiting() at once, without a thread each) and the thread of
// each running session. At most ServerConfig::maxClients sessions run at once, in either
// dialect (control/session.h); each has its own limits, and they share the memory budget.
class ServerImpl
{
public:
    ServerImpl(const ServerConfig& config, Sink& sink);
    ~ServerImpl();

    Error listen();
    void startAccepting();
    std::uint16_t port() const { return m_port; }
    bool running() const { return m_running.load(); }
    bool busy() const; // as many sessions run as the server serves at once
    // For discovery answers: busy, and the running test's time left when known.
    discovery::BusyState busyState() const;
    std::string peerId() const; // Server::peerId
    void stop();
    void wait();

    // Called from the accept, session and UDP threads; serialized by m_sinkMutex.
    void emitEvent(StreamEventKind kind, const std::string& peer, const std::string& message);
    // The served calls below name their session by its peer (ServedTest::peer): several
    // sessions may run at once, each with its own served result.
    void emitInterval(const std::string& peer, const IntervalSample& s);
    // Before SessionStarted: what the client asked for. The server keeps the test's intervals
    // from here on and hands their result to the sink before SessionEnded.
    void emitServedTest(const ServedTest& test);
    // Before SessionEnded: the client's CPU over the whole test, when it gave only a total
    // (iperf3's results exchange); the served result's client CPU figure.
    void setServedClientCpu(const std::string& peer, const CpuSummary& cpu);
    // Before SessionEnded: what a native session learnt at the end of the test: the latency
    // figures and the totals the client sent, and the server's own totals.
    void setServedEnd(const std::string& peer, results::ClientLatency latency,
                      const results::EndTotals& client, const results::EndTotals& server);
    // Before SessionEnded: the test's intervals with both ends' figures (PeerIntervals::whole),
    // in place of those the live view had.
    void setServedIntervals(const std::string& peer, std::vector<IntervalSample> intervals);
    // The session's test against the server's limits (control/limits.h), with the memory the
    // other sessions' tests hold. A test that fits holds its buffers' share of the budget until
    // its session ends. Any session thread.
    std::optional<LimitBreach> admitTest(const Session& session, const TestConfig& test);

    // The firewall's state for the port, as last read (Unknown when not read, or switched off
    // in the config). Returns at once: any thread.
    firewall::Status firewallStatus() const;

    // The UDP socket on the test port; null when it could not be opened, and udpError() says
    // why.
    flow::UdpPort* udpPort() const { return m_udp.get(); }
    const std::string& udpError() const { return m_udpError; }
    // Why UDP tests cannot run here; empty when the UDP port is open.
    std::string udpClosed() const
    {
        if (m_udp) return {};
        return m_udpError.empty() ? "its UDP port is not open" : m_udpError;
    }

private:
    friend class Admission; // the accept thread's loop: the other half of accepting clients

    // The waiting room admits the largest bidirectional test this server allows with all its
    // data connections arriving at once, and 1,024 more: during a flood of silent connections a
    // real client's hello must come before that many newer ones push it out as the oldest
    // (a client scheduled late on a busy machine missed a slack of 64). The room shrinks when
    // descriptors run out (Admission::shrinkRoom).
    static constexpr int kWaitingSlack = 1024;
    int maxWaiting() const { return 2 * m_config.limits.maxStreams + kWaitingSlack; }
    bool allows(const net::Endpoint& peer) const { return m_allow.allows(peer.address()); }
    bool refuseStranger(net::Socket& sock, const net::Endpoint& peer, const control::Cookie& c);
    enum class Start
    {
        Started, // the session runs on a thread of its own, and holds sock
        Wait,    // another session is finishing, or has not begun a test yet: ask again soon
        Busy     // another session runs a test
    };
    Start startSession(net::Socket& sock, const std::string& peer, const control::Cookie& cookie);
    void runSession(std::stop_token st, const std::shared_ptr<control::Session>& session);
    // The running session that opened with this cookie, or null.
    std::shared_ptr<control::Session> sessionFor(const control::Cookie& cookie) const;
    std::vector<std::shared_ptr<control::Session>> sessions() const;
    int maxClients() const { return m_config.maxClients; }
    void reapConnections();
    void openUdp(const net::Endpoint& bound, bool dual);
    void answerDiscovery(const net::Endpoint& bound, bool dual);
    void onUnknownDatagram(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                           std::size_t bytes);
    void markStopped();

    ServerConfig m_config;
    Sink& m_sink;
    net::NetInit m_net;
    net::Socket m_listener;
    std::uint16_t m_port = 0;
    std::atomic<bool> m_running{false};
    net::AllowList m_allow;
    std::jthread m_acceptThread;
    std::stop_source m_acceptStop; // ends the accept loop: stop(), or a one-off session's end
    std::unique_ptr<firewall::StatusCache> m_firewall; // set in listen(), before the UDP thread
    // Before m_udp: the UDP thread answers probes through them until m_udp is gone.
    std::unique_ptr<discovery::ServerAnnouncement> m_announcement;
    std::unique_ptr<discovery::DiscoveryResponder> m_discovery;
    std::unique_ptr<flow::UdpPort> m_udp;
    std::string m_udpError;

    mutable std::mutex m_mutex; // guards m_sessions, m_held, m_connections
    std::vector<std::shared_ptr<control::Session>> m_sessions;
    std::map<const control::Session*, std::uint64_t> m_held; // each test's buffers (admitTest)
    struct Conn                                              // a session's thread
    {
        std::jthread thread;
        std::shared_ptr<std::atomic<bool>> done;
    };
    std::list<Conn> m_connections;
    std::mutex m_sinkMutex; // serializes sink calls; guards the m_served* members
    struct Served           // a running test's served result, as it grows
    {
        ServedTest test;
        std::string startedAtUtc;
        std::vector<IntervalSample> intervals;
        results::ServedFigures figures;
    };
    std::map<std::string, Served> m_served; // by peer
    std::mutex m_waitMutex;                 // one wait() at a time
    std::mutex m_stateMutex; // guards the change of m_running to false, for m_stopped
    std::condition_variable m_stopped;
};

} // namespace bw::engine::control
