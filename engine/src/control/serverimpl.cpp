// SPDX-License-Identifier: MIT
#include "control/serverimpl.h"

#include "control/admission.h"
#include "control/budget.h"
#include "control/dialect.h"
#include "control/session.h"
#include "discovery/localnet.h"
#include "discovery/serverannouncement.h"
#include "flow/udpport.h"
#include "net/netio.h"
#include "results/served.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace bw::engine::control {

using namespace std::chrono_literals;

namespace {
constexpr int kListenBacklog = 4096; // Linux caps it at net.core.somaxconn (4,096 by default)
} // namespace

ServerImpl::ServerImpl(const ServerConfig& config, Sink& sink)
    : m_config(config), m_sink(sink), m_allow(config.allow)
{
}

ServerImpl::~ServerImpl()
{
    stop();
}

Error ServerImpl::listen()
{
    if (auto msg = m_config.validate(); !msg.empty())
        return {Errc::InvalidConfig, msg, "change that setting and start the server again", {}};
    std::vector<net::Endpoint> eps;
    IpFamily family = m_config.family;
    // No address and no family: one IPv6 socket that also takes IPv4 (dual stack).
    bool dual = m_config.bindAddress.empty() && family == IpFamily::Any;
    if (dual) family = IpFamily::V6;
    std::error_code ec = net::resolve(m_config.bindAddress, m_config.port, family, true, eps);
    if ((ec || eps.empty()) && dual) {
        dual = false;
        ec = net::resolve({}, m_config.port, IpFamily::V4, true, eps);
    }
    if (ec || eps.empty())
        return {Errc::BindFailed, "cannot use the address '" + m_config.bindAddress + "'",
                "give an address of this machine or an empty one for all", ec};
    for (std::size_t attempt = 0; attempt < 2; ++attempt) {
        const net::Endpoint& ep = eps.front();
        net::Socket s = net::Socket::create(ep.storage.ss_family, net::Kind::Tcp, ec);
        if (!ec) {
            s.setReuseAddress(true);
            if (ep.isV6()) s.setV6Only(!dual);
            ec = s.bind(ep);
            // A deep queue: during a flood of connections, a real client's SYN waits in it
            // for the accept loop rather than being dropped (and retried only after 1 s).
            if (!ec) ec = s.listen(kListenBacklog);
            if (!ec) ec = s.setNonBlocking(true);
        }
        if (!ec) {
            net::Endpoint local;
            s.localEndpoint(local);
            m_port = local.port();
            if (m_config.firewallStatus)
                m_firewall = std::make_unique<firewall::StatusCache>(m_port);
            openUdp(local, dual);
            m_listener = std::move(s);
            m_running.store(true);
            return {};
        }
        if (!dual) break;
        dual = false; // IPv6 present but unusable: fall back to IPv4
        net::resolve({}, m_config.port, IpFamily::V4, true, eps);
    }
    return {Errc::BindFailed,
            "cannot listen on port " + std::to_string(m_config.port) +
                (m_config.bindAddress.empty() ? "" : " at " + m_config.bindAddress),
            "another program (another benchwire-cli -s or iperf3 -s?) may use that port; stop it "
            "or choose another port with -p",
            ec};
}

void ServerImpl::startAccepting()
{
    // The accept loop's own stop source, made with the server: session threads end the
    // loop through it (a one-off session), and nothing writes it once threads run.
    m_acceptThread = std::jthread([this] {
        Admission(*this, m_listener, maxWaiting(), m_config.handshakeTimeoutMs)
            .run(m_acceptStop.get_token());
    });
    if (m_udp)
        m_udp->start([this](flow::UdpPort& port, const net::Endpoint& from,
                            const std::uint8_t* data, std::size_t bytes,
                            std::int64_t) { onUnknownDatagram(port, from, data, bytes); });
}

std::shared_ptr<control::Session> ServerImpl::sessionFor(const control::Cookie& cookie) const
{
    std::lock_guard lock(m_mutex);
    for (const auto& s : m_sessions)
        if (s->cookie() == cookie) return s;
    return nullptr;
}

std::vector<std::shared_ptr<control::Session>> ServerImpl::sessions() const
{
    std::lock_guard lock(m_mutex);
    return m_sessions;
}

bool ServerImpl::busy() const
{
    return int(sessions().size()) >= m_config.maxClients;
}

// Busy when no more clients fit; then the time until the first running test is due to end.
discovery::BusyState ServerImpl::busyState() const
{
    discovery::BusyState state;
    const auto all = sessions();
    if (int(all.size()) < m_config.maxClients) return state;
    state.busy = true;
    std::optional<net::Clock::time_point> first;
    for (const auto& session : all)
        if (const auto end = session->expectedEnd(); end && (!first || *end < *first)) first = end;
    if (first) {
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(*first - net::Clock::now());
        state.msLeft = std::uint32_t(std::clamp<std::int64_t>(left.count(), 0, UINT32_MAX));
    }
    return state;
}

std::optional<LimitBreach> ServerImpl::admitTest(const Session& session, const TestConfig& test)
{
    std::lock_guard lock(m_mutex);
    HeldMemory held;
    for (const auto& [other, bytes] : m_held)
        if (other != &session) {
            held.bytes += bytes;
            ++held.tests;
        }
    auto breach = checkLimits(m_config, test, udpClosed(), held);
    if (!breach) m_held[&session] = serverBufferBytes(test, serverThreads(m_config, test));
    return breach;
}

void ServerImpl::emitEvent(StreamEventKind kind, const std::string& peer,
                           const std::string& message)
{
    std::lock_guard lock(m_sinkMutex);
    const auto served = m_served.find(peer);
    if (served != m_served.end()) {
        const Served& s = served->second;
        if (kind == StreamEventKind::SessionEnded)
            m_sink.onFinished(
                results::servedResult(s.test, s.startedAtUtc, s.intervals, s.figures));
        // A test that started can still be refused (its data streams would not start).
        if (kind == StreamEventKind::SessionEnded || kind == StreamEventKind::SessionAborted ||
            kind == StreamEventKind::SessionRefused)
            m_served.erase(served);
    }
    m_sink.onStreamEvent(StreamEvent{kind, peer, message, -1});
}

void ServerImpl::emitInterval(const std::string& peer, const IntervalSample& s)
{
    std::lock_guard lock(m_sinkMutex);
    // A native session hands over its whole list at the end (setServedIntervals; it spills
    // older intervals to a file as it runs), so only an iperf3 session's list grows here.
    if (const auto served = m_served.find(peer);
        served != m_served.end() && served->second.test.dialect != Dialect::Native)
        served->second.intervals.push_back(s);
    m_sink.onServedInterval(peer, s);
}

void ServerImpl::emitServedTest(const ServedTest& test)
{
    std::lock_guard lock(m_sinkMutex);
    m_served[test.peer] = Served{test, results::utcNowIso(), {}, {}};
    m_sink.onServedTest(test);
}

void ServerImpl::setServedClientCpu(const std::string& peer, const CpuSummary& cpu)
{
    std::lock_guard lock(m_sinkMutex);
    if (const auto served = m_served.find(peer); served != m_served.end())
        served->second.figures.clientCpu = cpu;
}

void ServerImpl::setServedEnd(const std::string& peer, results::ClientLatency latency,
                              const results::EndTotals& client, const results::EndTotals& server)
{
    std::lock_guard lock(m_sinkMutex);
    const auto served = m_served.find(peer);
    if (served == m_served.end()) return;
    served->second.figures.latency = std::move(latency);
    served->second.figures.clientTotals = client;
    served->second.figures.serverTotals = server;
}

void ServerImpl::setServedIntervals(const std::string& peer, std::vector<IntervalSample> intervals)
{
    std::lock_guard lock(m_sinkMutex);
    if (const auto served = m_served.find(peer); served != m_served.end())
        served->second.intervals = std::move(intervals);
}

void ServerImpl::reapConnections()
{
    std::list<Conn> finished;
    {
        std::lock_guard lock(m_mutex);
        for (auto it = m_connections.begin(); it != m_connections.end();) {
            if (it->done->load())
                finished.splice(finished.end(), m_connections, it++);
            else
                ++it;
        }
    }
    finished.clear(); // joins outside the lock
}

// A client outside the allow-list hears so in its dialect, before anything else happens.
bool ServerImpl::refuseStranger(net::Socket& sock, const net::Endpoint& peer,
                                const control::Cookie& cookie)
{
    if (m_allow.allows(peer.address())) return false;
    if (control::isCookieShaped(cookie))
        control::refuseClient(
            control::cookieDialect(cookie), *this, sock, peer.toString(),
            Error{Errc::Refused,
                  "this server accepts clients from " + m_allow.describe() + " only, not from " +
                      peer.address(),
                  "ask the server's owner to add your address to its allow-list (--allow)",
                  {}});
    else
        emitEvent(StreamEventKind::SessionRefused, peer.toString(),
                  "not on the allow-list; closed");
    return true;
}

ServerImpl::Start ServerImpl::startSession(net::Socket& sock, const std::string& peer,
                                           const control::Cookie& cookie)
{
    std::lock_guard lock(m_mutex);
    // When no more clients fit: a session that has not accepted a test yet may belong to a
    // client that already left (it sees the closed connection at its next read), so the
    // newcomer waits for its fate, as it waits for a finishing one, rather than hear "busy"
    // from a session about to end.
    if (int(m_sessions.size()) >= m_config.maxClients) {
        for (const auto& s : m_sessions)
            if (s->finishing() || !s->expectedEnd()) return Start::Wait;
        return Start::Busy;
    }
    auto session = control::openSession(control::cookieDialect(cookie), *this, m_config,
                                        std::move(sock), peer, cookie);
    m_sessions.push_back(session);
    auto done = std::make_shared<std::atomic<bool>>(false);
    m_connections.push_back(Conn{std::jthread([this, done, session](std::stop_token st) {
                                     runSession(st, session);
                                     done->store(true);
                                 }),
                                 done});
    return Start::Started;
}

void ServerImpl::runSession(std::stop_token st, const std::shared_ptr<control::Session>& session)
{
    session->run(st);
    {
        std::lock_guard lock(m_mutex);
        std::erase(m_sessions, session);
        m_held.erase(session.get());
    }
    if (m_config.oneOff) { // the server ends with its one session
        m_acceptStop.request_stop();
        markStopped();
    }
}

void ServerImpl::openUdp(const net::Endpoint& bound, bool dual)
{
    std::error_code ec;
    m_udp = flow::UdpPort::open(bound, !dual, ec);
    if (!m_udp) {
        m_udpError = "UDP port " + std::to_string(bound.port()) + " cannot be opened (" +
                     ec.message() + "); another program may use it";
        return;
    }
    if (m_config.discovery) answerDiscovery(bound, dual);
}

// Discovery answers come from the test port's own UDP socket (one port, one firewall rule):
// it joins the groups on the interfaces up now, and onUnknownDatagram hands probes over.
void ServerImpl::answerDiscovery(const net::Endpoint& bound, bool dual)
{
    m_announcement = std::make_unique<discovery::ServerAnnouncement>(
        m_port, m_config.limits, !m_config.controlKey.empty(), [this] { return busyState(); },
        [this] { return firewallStatus(); });
    m_discovery = std::make_unique<discovery::DiscoveryResponder>(*m_announcement);
    discovery::joinGroups(m_udp->socket(), discovery::localInterfaces({}), dual || !bound.isV6(),
                          bound.isV6());
}

std::string ServerImpl::peerId() const
{
    return m_announcement ? m_announcement->peerId() : std::string();
}

firewall::Status ServerImpl::firewallStatus() const
{
    if (m_firewall) return m_firewall->get();
    firewall::Status s;
    s.port = m_port;
    return s;
}

// A datagram from a source without a route: a UDP stream's opening datagram, or a stray.
void ServerImpl::onUnknownDatagram(flow::UdpPort& port, const net::Endpoint& from,
                                   const std::uint8_t* data, std::size_t bytes)
{
    const auto reply = [&](const std::uint8_t* answer, std::size_t answerBytes) {
        (void)port.sendTo(answer, answerBytes, from); // lost answers are the prober's to retry
    };
    if (!m_allow.allows(from.address())) return; // strangers get no answer, not even discovery
    if (m_discovery && m_discovery->handle(data, bytes, from.address(), reply)) return;
    for (const auto& session : sessions())
        if (session->offerDatagram(port, from, data, bytes)) return;
}

void ServerImpl::markStopped()
{
    {
        std::lock_guard lock(m_stateMutex);
        m_running.store(false);
    }
    m_stopped.notify_all();
}

void ServerImpl::stop()
{
    m_acceptStop.request_stop();
    if (m_acceptThread.joinable() && m_acceptThread.get_id() != std::this_thread::get_id())
        m_acceptThread.join();
    std::list<Conn> all;
    {
        std::lock_guard lock(m_mutex);
        all.swap(m_connections);
    }
    for (auto& c : all) {
        if (c.thread.get_id() == std::this_thread::get_id())
            c.thread.detach();
        else
            c.thread.request_stop();
    }
    all.clear();
    if (m_udp) m_udp->stop(); // after the sessions: they remove their routes
    m_listener.close();
    markStopped();
}

void ServerImpl::wait()
{
    std::lock_guard serial(m_waitMutex);
    {
        std::unique_lock lock(m_stateMutex);
        m_stopped.wait(lock, [this] { return !m_running.load(); });
    }
    // A one-off server ends after its session: let its threads finish.
    stop();
}

} // namespace bw::engine::control
