// SPDX-License-Identifier: MIT
#include "control/serverimpl.h"

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

namespace bw::engine {

using namespace std::chrono_literals;

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
    if (auto msg = m_config.validate(); !msg.empty()) return {Errc::InvalidConfig, msg, {}, {}};
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
            if (!ec) ec = s.listen(128);
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
    // The accept loop's own stop source, made with the server: connection threads end the
    // loop through it (a one-off session), and nothing writes it once threads run.
    m_acceptThread = std::jthread([this] { acceptLoop(m_acceptStop.get_token()); });
    if (m_udp)
        m_udp->start([this](flow::UdpPort& port, const net::Endpoint& from,
                            const std::uint8_t* data, std::size_t bytes,
                            std::int64_t) { onUnknownDatagram(port, from, data, bytes); });
}

std::shared_ptr<control::Session> ServerImpl::currentSession() const
{
    std::lock_guard lock(m_mutex);
    return m_session;
}

bool ServerImpl::busy() const
{
    return currentSession() != nullptr;
}

discovery::BusyState ServerImpl::busyState() const
{
    discovery::BusyState state;
    const auto session = currentSession();
    if (!session) return state;
    state.busy = true;
    if (const auto end = session->expectedEnd()) {
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(*end - net::Clock::now());
        state.msLeft = std::uint32_t(std::clamp<std::int64_t>(left.count(), 0, UINT32_MAX));
    }
    return state;
}

void ServerImpl::emitEvent(StreamEventKind kind, const std::string& peer,
                           const std::string& message)
{
    std::lock_guard lock(m_sinkMutex);
    if (kind == StreamEventKind::SessionEnded && m_servedTest)
        m_sink.onFinished(control::servedResult(*m_servedTest, m_servedStartedAtUtc,
                                                m_servedIntervals, m_servedFigures));
    // A test that started can still be refused (its data streams would not start).
    const bool refusedServed =
        kind == StreamEventKind::SessionRefused && m_servedTest && m_servedTest->peer == peer;
    if (kind == StreamEventKind::SessionEnded || kind == StreamEventKind::SessionAborted ||
        refusedServed) {
        m_servedTest.reset();
        m_servedIntervals.clear();
    }
    m_sink.onStreamEvent(StreamEvent{kind, peer, message, -1});
}

void ServerImpl::emitInterval(const IntervalSample& s)
{
    std::lock_guard lock(m_sinkMutex);
    if (m_servedTest) m_servedIntervals.push_back(s);
    m_sink.onInterval(s);
}

void ServerImpl::emitServedTest(const ServedTest& test)
{
    std::lock_guard lock(m_sinkMutex);
    m_servedTest = test;
    m_servedStartedAtUtc = control::utcNowIso();
    m_servedIntervals.clear();
    m_servedFigures = {};
    m_sink.onServedTest(test);
}

void ServerImpl::setServedClientCpu(const CpuSummary& cpu)
{
    std::lock_guard lock(m_sinkMutex);
    m_servedFigures.clientCpu = cpu;
}

void ServerImpl::setServedEnd(control::ClientLatency latency, const control::EndTotals& client,
                              const control::EndTotals& server)
{
    std::lock_guard lock(m_sinkMutex);
    m_servedFigures.latency = std::move(latency);
    m_servedFigures.clientTotals = client;
    m_servedFigures.serverTotals = server;
}

void ServerImpl::setServedIntervals(std::vector<IntervalSample> intervals)
{
    std::lock_guard lock(m_sinkMutex);
    if (m_servedTest) m_servedIntervals = std::move(intervals);
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

void ServerImpl::acceptLoop(std::stop_token st)
{
    net::SpareDescriptor spare;
    while (!st.stop_requested()) {
        reapConnections();
        std::error_code ec = net::awaitReadable(m_listener, net::deadlineIn(100), st);
        if (ec) {
            // Out of descriptors even the wait fails (it needs an eventfd): rest all the same.
            if (ec != std::errc::timed_out && ec != std::errc::operation_canceled)
                shedOne(spare, st);
            continue;
        }
        net::Endpoint peer;
        net::Socket sock = m_listener.accept(&peer, ec);
        if (sock.valid())
            dispatch(std::move(sock), peer);
        else if (net::isOutOfDescriptors(ec))
            shedOne(spare, st);
    }
}

void ServerImpl::dispatch(net::Socket sock, const net::Endpoint& peer)
{
    const bool overflow = m_pending.load() >= maxPending();
    if (overflow && m_overflow.load() >= kMaxOverflow) {
        emitEvent(StreamEventKind::SessionRefused, peer.toString(),
                  "too many connections waiting for their hello; closed");
        return;
    }
    std::atomic<int>& count = overflow ? m_overflow : m_pending;
    count.fetch_add(1);
    auto done = std::make_shared<std::atomic<bool>>(false);
    std::lock_guard lock(m_mutex);
    m_connections.push_back(
        Conn{std::jthread([this, done, overflow, &count, s = std::move(sock), peer,
                           seq = m_acceptCount++](std::stop_token t) mutable {
                 if (overflow)
                     answerOverflow(t, std::move(s), peer);
                 else
                     handleConnection(t, std::move(s), peer, seq);
                 count.fetch_sub(1);
                 done->store(true);
             }),
             done});
}

// Out of descriptors, accept() fails while the connection waits in the queue, and the listener
// stays readable: the loop would spin. The spare descriptor makes room to take the connection
// and close it (its client hears at once, rather than waiting for a timeout); then a pause
// lets sessions end and free theirs.
void ServerImpl::shedOne(net::SpareDescriptor& spare, std::stop_token st)
{
    spare.release();
    std::error_code ec;
    net::Endpoint peer;
    net::Socket victim = m_listener.accept(&peer, ec);
    const bool shed = victim.valid();
    victim.close();
    spare.acquire();
    if (shed)
        emitEvent(StreamEventKind::SessionRefused, peer.toString(),
                  "out of file descriptors (raise the open-file limit); closed");
    std::mutex m;
    std::condition_variable_any rest;
    std::unique_lock lock(m);
    rest.wait_for(lock, st, kDescriptorPause, [] { return false; });
}

// Past the cap a client still hears why, in its dialect: "busy", not a silent close.
void ServerImpl::answerOverflow(std::stop_token st, net::Socket sock, const net::Endpoint& peer)
{
    sock.setNonBlocking(true);
    control::Cookie cookie{};
    const auto deadline = net::deadlineIn(std::min(m_config.handshakeTimeoutMs, 1000));
    if (net::readExact(sock, cookie.data(), cookie.size(), deadline, st)) return;
    if (!control::isCookieShaped(cookie)) return;
    control::refuseClient(
        control::cookieDialect(cookie), *this, sock, peer.toString(),
        Error{Errc::ServerBusy,
              "the server has too many connections waiting (" + std::to_string(maxPending()) + ")",
              "try again in a moment",
              {}});
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

// Every connection opens with a cookie: a data connection of the running session repeats
// its cookie, anything else cookie-shaped opens a session.
void ServerImpl::handleConnection(std::stop_token st, net::Socket sock, net::Endpoint peerEp,
                                  std::uint64_t acceptSequence)
{
    const std::string peer = peerEp.toString();
    sock.setNonBlocking(true);
    sock.setNoDelay(true);
    control::Cookie cookie{};
    bool eof = false;
    const auto deadline = net::deadlineIn(m_config.handshakeTimeoutMs);
    if (net::readExact(sock, cookie.data(), cookie.size(), deadline, st, &eof)) {
        emitEvent(StreamEventKind::SessionRefused, peer,
                  eof ? "closed before sending a hello" : "no hello within the handshake timeout");
        return;
    }
    if (refuseStranger(sock, peerEp, cookie)) return;
    if (auto session = currentSession(); session && session->cookie() == cookie) {
        session->offerData(sock, acceptSequence, deadline, st);
        return;
    }
    if (!control::isCookieShaped(cookie)) {
        emitEvent(StreamEventKind::SessionRefused, peer,
                  "not a Benchwire or iperf3 client (garbage instead of a hello); closed");
        return;
    }
    serveSession(st, std::move(sock), peer, cookie);
}

void ServerImpl::serveSession(std::stop_token st, net::Socket sock, const std::string& peer,
                              const control::Cookie& cookie)
{
    const Dialect dialect = control::cookieDialect(cookie);
    std::shared_ptr<control::Session> mine;
    {
        std::unique_lock lock(m_mutex);
        // A client that starts its next test right after the last one may beat the end of the
        // finishing session by a moment: wait for it rather than answer "busy".
        m_sessionEnded.wait_for(lock, st, kFinishingGrace,
                                [this] { return !m_session || !m_session->finishing(); });
        if (!m_session)
            m_session = mine =
                control::openSession(dialect, *this, m_config, std::move(sock), peer, cookie);
    }
    if (!mine) {
        control::refuseBusy(dialect, *this, sock, peer);
        return;
    }
    mine->run(st);
    {
        std::lock_guard lock(m_mutex);
        m_session.reset();
    }
    m_sessionEnded.notify_all();
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
        m_port, m_config.limits, [this] { return busyState(); },
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
    if (auto session = currentSession()) session->offerDatagram(port, from, data, bytes);
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

} // namespace bw::engine
