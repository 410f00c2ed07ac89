// SPDX-License-Identifier: MIT
#include "benchwire/server.h"

#include "iperf3/iperf3session.h"
#include "native/nativesession.h"
#include "control/serverimpl.h"
#include "flow/udpport.h"
#include "net/netio.h"

namespace bw::engine {

using namespace std::chrono_literals;

ServerImpl::ServerImpl(const ServerConfig& config, Sink& sink) : m_config(config), m_sink(sink) {}

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
    m_acceptThread = std::jthread([this](std::stop_token st) { acceptLoop(st); });
    if (m_udp)
        m_udp->start([this](flow::UdpPort& port, const net::Endpoint& from,
                            const std::uint8_t* data, std::size_t bytes, std::int64_t arrivalUs) {
            onUnknownDatagram(port, from, data, bytes, arrivalUs);
        });
}

bool ServerImpl::busy() const
{
    std::lock_guard lock(m_mutex);
    return m_session != nullptr || m_iperf3 != nullptr;
}

void ServerImpl::emitEvent(StreamEventKind kind, const std::string& peer, const std::string& message)
{
    std::lock_guard lock(m_sinkMutex);
    m_sink.onStreamEvent(StreamEvent{kind, peer, message, -1});
}

void ServerImpl::emitInterval(const IntervalSample& s)
{
    std::lock_guard lock(m_sinkMutex);
    m_sink.onInterval(s);
}

void ServerImpl::reapConnections()
{
    std::list<Conn> finished;
    {
        std::lock_guard lock(m_mutex);
        for (auto it = m_connections.begin(); it != m_connections.end();) {
            if (it->done->load()) finished.splice(finished.end(), m_connections, it++);
            else ++it;
        }
    }
    finished.clear(); // joins outside the lock
}

void ServerImpl::acceptLoop(std::stop_token st)
{
    while (!st.stop_requested() && m_running.load()) {
        reapConnections();
        auto ec = m_listener.waitReadable(100ms);
        if (ec) continue;
        net::Endpoint peer;
        net::Socket sock = m_listener.accept(&peer, ec);
        if (!sock.valid()) continue;
        if (m_pending.load() >= kMaxPending) {
            emitEvent(StreamEventKind::SessionRefused, peer.toString(),
                      "too many connections waiting for their hello; closed");
            continue;
        }
        m_pending.fetch_add(1);
        auto done = std::make_shared<std::atomic<bool>>(false);
        std::lock_guard lock(m_mutex);
        m_connections.push_back(Conn{
            std::jthread([this, done, s = std::move(sock), peer,
                          seq = m_acceptCount++](std::stop_token t) mutable {
                handleConnection(t, std::move(s), peer, seq);
                m_pending.fetch_sub(1);
                done->store(true);
            }),
            done});
    }
}

void ServerImpl::handleConnection(std::stop_token st, net::Socket sock, net::Endpoint peerEp,
                                  std::uint64_t acceptSequence)
{
    const std::string peer = peerEp.toString();
    sock.setNonBlocking(true);
    sock.setNoDelay(true);
    control::Cookie cookie{};
    std::atomic<bool> cancel{false};
    std::stop_callback onStop(st, [&] { cancel.store(true); });
    bool eof = false;
    auto deadline = net::deadlineIn(m_config.handshakeTimeoutMs);
    if (auto ec = net::readExact(sock, cookie.data(), cookie.size(), deadline, &cancel, &eof)) {
        emitEvent(StreamEventKind::SessionRefused, peer,
                  eof ? "closed before sending a hello" : "no hello within the handshake timeout");
        return;
    }
    if (offerIperf3Data(cookie, sock, peer, acceptSequence)) return;
    std::shared_ptr<control::NativeSession> session;
    {
        std::lock_guard lock(m_mutex);
        session = m_session;
    }
    // A client that starts its next test right after the last one may beat the end of the
    // finishing session by a moment: wait for it rather than answer "busy".
    for (int i = 0; session && session->finishing() && i < 100; ++i) {
        std::this_thread::sleep_for(20ms);
        std::lock_guard lock(m_mutex);
        session = m_session;
    }
    if (session && session->cookie() == cookie) {
        unsigned char idx[4];
        if (net::readExact(sock, idx, 4, deadline, &cancel)) return;
        if (!session->offerData(control::getU32(idx), sock))
            emitEvent(StreamEventKind::SessionRefused, peer, "unexpected data connection refused");
        return;
    }
    if (!control::isCookieShaped(cookie)) {
        emitEvent(StreamEventKind::SessionRefused, peer,
                  "not a Benchwire or iperf3 client (garbage instead of a hello); closed");
        return;
    }
    if (!control::isNativeCookie(cookie)) {
        serveIperf3(st, std::move(sock), peer, cookie);
        return;
    }
    bool busyNow = false;
    {
        std::lock_guard lock(m_mutex);
        if (m_session || m_iperf3) {
            busyNow = true;
        } else {
            m_session = std::make_shared<control::NativeSession>(*this, m_config, std::move(sock),
                                                                 peer, cookie);
        }
    }
    if (busyNow) { // busy: tell the client clearly
        Error busy{Errc::ServerBusy, "the server is running another test",
                   "wait for it to finish and try again", {}};
        control::writeFrame(sock, control::encodeError(busy), net::deadlineIn(1000));
        emitEvent(StreamEventKind::SessionRefused, peer, "refused: busy with another test");
        return;
    }
    std::shared_ptr<control::NativeSession> mine;
    {
        std::lock_guard lock(m_mutex);
        mine = m_session;
    }
    mine->run(st);
    {
        std::lock_guard lock(m_mutex);
        m_session.reset();
    }
    if (m_config.oneOff) m_running.store(false); // the accept loop sees it and ends
}

void ServerImpl::stop()
{
    m_acceptThread.request_stop();
    if (m_acceptThread.joinable() && m_acceptThread.get_id() != std::this_thread::get_id())
        m_acceptThread.join();
    std::list<Conn> all;
    {
        std::lock_guard lock(m_mutex);
        all.swap(m_connections);
    }
    for (auto& c : all) {
        if (c.thread.get_id() == std::this_thread::get_id()) c.thread.detach();
        else c.thread.request_stop();
    }
    all.clear();
    if (m_udp) m_udp->stop(); // after the sessions: they remove their routes
    m_listener.close();
    m_running.store(false);
}

void ServerImpl::wait()
{
    std::lock_guard lock(m_waitMutex);
    while (m_running.load()) std::this_thread::sleep_for(50ms);
    // A one-off server ends after its session: let its threads finish.
    stop();
}

Server::Server(std::unique_ptr<ServerImpl> impl) : m_impl(std::move(impl)) {}
Server::Server() = default;
Server::Server(Server&&) noexcept = default;
Server& Server::operator=(Server&&) noexcept = default;
Server::~Server() = default;

Server Server::start(const ServerConfig& config, Sink& sink, Error& error)
{
    auto impl = std::make_unique<ServerImpl>(config, sink);
    error = impl->listen();
    if (error) return Server();
    impl->startAccepting();
    return Server(std::move(impl));
}

std::uint16_t Server::port() const { return m_impl ? m_impl->port() : 0; }
bool Server::running() const { return m_impl && m_impl->running(); }
bool Server::busy() const { return m_impl && m_impl->busy(); }
void Server::stop() { if (m_impl) m_impl->stop(); }
void Server::wait() { if (m_impl) m_impl->wait(); }

} // namespace bw::engine
