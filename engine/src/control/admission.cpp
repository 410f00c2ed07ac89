// SPDX-License-Identifier: MIT
#include "control/admission.h"

#include "control/dialect.h"
#include "control/serverimpl.h"
#include "control/session.h"

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <mutex>

namespace bw::engine::control {

using namespace std::chrono_literals;

namespace {
// Connections taken per look at the listener, so the bytes of those already waiting are read
// between batches even while a flood keeps the queue full.
constexpr int kAcceptBatch = 64;
// How many of the oldest waiting connections a search for a silent one looks at.
constexpr int kRoomSearch = 64;
// Out of descriptors, how many the waiting room leaves free for a session (as
// openfiles.cpp's spare files), and the fewest connections it then still holds.
constexpr std::size_t kDescriptorReserve = 64;
constexpr std::size_t kSmallestRoom = 8;
// The loop's longest rest: deadlines are checked at least this often.
constexpr auto kLongestWait = 100ms;
// While a client waits for the last session to end: how often the loop looks.
constexpr auto kParkedWait = 20ms;
// How long the loop rests when the process is out of descriptors and nothing can make room.
constexpr auto kDescriptorPause = 100ms;

std::string seconds(net::Clock::duration d)
{
    const auto tenths = std::chrono::duration_cast<std::chrono::milliseconds>(d).count() / 100;
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " s";
}
} // namespace

Admission::Admission(ServerImpl& server, net::Socket& listener, int maxWaiting,
                     int handshakeTimeoutMs)
    : m_server(server), m_listener(listener), m_maxWaiting(std::size_t(std::max(maxWaiting, 1))),
      m_room(m_maxWaiting), m_handshake(handshakeTimeoutMs)
{
}

void Admission::run(std::stop_token st)
{
    std::error_code ec;
    m_poller = net::Poller::create(ec);
    if (!m_poller || (ec = m_poller->add(m_listener.native(), net::PollIn, 0))) {
        m_server.emitEvent(StreamEventKind::SessionRefused,
                           "port " + std::to_string(m_server.port()),
                           "the server cannot watch its port (" + ec.message() +
                               "); it takes no clients. Restart it");
        return;
    }
    m_stop = st;
    std::stop_callback wake(st, [this] { m_poller->wake(); });
    std::vector<net::PollEvent> events;
    while (!st.stop_requested()) {
        m_server.reapConnections();
        const auto now = net::Clock::now();
        if ((ec = m_poller->wait(events, m_more ? 0ms : nextWait(now)))) {
            rest(); // a failing wait (out of resources): rest, then look again
            continue;
        }
        for (const net::PollEvent& e : events) {
            if (e.token == 0) continue; // the listener: looked at below, every round
            if (auto it = m_waiting.find(e.token); it != m_waiting.end()) read(it, e.events);
        }
        acceptSome();
        const auto after = net::Clock::now();
        expire(after);
        if (m_waiting.empty()) m_room = m_maxWaiting;
        checkParked(after);
        reportQuiet(false);
    }
    reportQuiet(true);
    for (auto& [token, w] : m_waiting)
        unwatch(w);
    m_waiting.clear(); // their clients see the close; the server is going away
    m_parked.clear();
}

std::chrono::milliseconds Admission::nextWait(net::Clock::time_point now) const
{
    auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(kLongestWait);
    if (!m_parked.empty()) wait = std::min<std::chrono::milliseconds>(wait, kParkedWait);
    if (!m_waiting.empty()) {
        const auto left =
            std::chrono::ceil<std::chrono::milliseconds>(m_waiting.begin()->second.deadline - now);
        wait = std::clamp(left, 0ms, wait);
    }
    return wait;
}

void Admission::acceptSome()
{
    m_more = false;
    for (int i = 0; i < kAcceptBatch; ++i) {
        std::error_code ec;
        net::Endpoint peer;
        net::Socket sock = m_listener.accept(&peer, ec);
        if (sock.valid()) {
            admit(std::move(sock), peer);
            continue;
        }
        if (!net::isOutOfDescriptors(ec)) return; // nothing waits (or a passing error)
        // Out of descriptors: the room shrinks so that the session keeps some, and the oldest
        // silent connections give theirs up.
        if (!shrinkRoom()) {
            shedOne();
            return;
        }
    }
    m_more = true;
}

// The process ran out of descriptors while `waiting` connections waited: from now on at
// most that many less a reserve wait, so a session that starts keeps descriptors for its
// pollers, counters and connections. The room grows back once nothing waits.
bool Admission::shrinkRoom()
{
    const std::size_t waiting = m_waiting.size();
    m_room =
        waiting > kDescriptorReserve + kSmallestRoom ? waiting - kDescriptorReserve : kSmallestRoom;
    bool made = false;
    while (m_waiting.size() >= m_room && makeRoom())
        made = true;
    return made;
}

void Admission::admit(net::Socket sock, const net::Endpoint& peer)
{
    if (m_waiting.size() >= m_room) makeRoom();
    sock.setNonBlocking(true);
    sock.setNoDelay(true);
    const std::uint64_t token = m_next++;
    const auto now = net::Clock::now();
    Waiting w;
    w.peer = peer;
    w.deadline = now + m_handshake;
    if (std::error_code ec = m_poller->add(sock.native(), net::PollIn, token)) {
        m_server.emitEvent(StreamEventKind::SessionRefused, peer.toString(),
                           "the server cannot watch this connection (" + ec.message() +
                               "); closed");
        return;
    }
    w.sock = std::move(sock);
    // The hello may be here already; reading now also serves an edge-triggered poller.
    read(m_waiting.emplace(token, std::move(w)).first, 0);
}

// Reads what the connection sent, up to what its stage needs; an edge-triggered poller raises
// no new edge for bytes left unread, so it reads until the socket would block or the stage is
// complete (and then the connection leaves the loop).
void Admission::read(Table::iterator it, std::uint32_t events)
{
    Waiting& w = it->second;
    for (;;) {
        while (w.have < w.need) {
            std::size_t n = 0;
            const std::error_code ec = w.sock.recv(w.bytes.data() + w.have, w.need - w.have, n);
            if (ec && net::isWouldBlock(ec)) {
                if (events & (net::PollHup | net::PollErr)) break; // reported below as a close
                return;
            }
            if (ec || n == 0) {
                gone(it);
                return;
            }
            w.have += n;
        }
        if (w.have < w.need) {
            gone(it);
            return;
        }
        if (!classify(it)) return;
    }
}

// The peer closed (or reset) the connection before its hello was complete.
void Admission::gone(Table::iterator it)
{
    if (it->second.have > 0) {
        close(it, "closed in the middle of its hello");
        return;
    }
    m_gone.add(it->second.peer);
    unwatch(it->second);
    m_waiting.erase(it);
}

// The stage's bytes are all here. A data connection of a running session repeats its
// session's cookie; anything else cookie-shaped opens a session.
bool Admission::classify(Table::iterator it)
{
    Waiting& w = it->second;
    if (w.session) { // the data connection's header is complete
        unwatch(w);
        w.session->offerData(w.sock, it->first, w.bytes.data() + control::kCookieBytes);
        m_waiting.erase(it);
        return false;
    }
    control::Cookie cookie{};
    std::memcpy(cookie.data(), w.bytes.data(), cookie.size());
    auto session = m_server.sessionFor(cookie);
    const bool data = session && session->cookie() == cookie;
    if (data && session->dataHeaderBytes() > 0 && m_server.allows(w.peer)) {
        w.session = std::move(session); // read on, still watched
        w.need += std::min(w.session->dataHeaderBytes(), kMaxHeader);
        return true;
    }
    unwatch(w);
    if (m_server.refuseStranger(w.sock, w.peer, cookie)) {
        m_waiting.erase(it);
        return false;
    }
    if (data) {
        session->offerData(w.sock, it->first, nullptr);
        m_waiting.erase(it);
        return false;
    }
    if (!control::isCookieShaped(cookie))
        m_server.emitEvent(StreamEventKind::SessionRefused, w.peer.toString(),
                           "not a Benchwire or iperf3 client (garbage instead of a hello); closed");
    else
        newSession(w, cookie);
    m_waiting.erase(it);
    return false;
}

void Admission::newSession(Waiting& w, const control::Cookie& cookie)
{
    const std::string peer = w.peer.toString();
    switch (m_server.startSession(w.sock, peer, cookie)) {
    case ServerImpl::Start::Started:
        return;
    case ServerImpl::Start::Wait:
        // A client that starts its next test right after the last one may beat the end of
        // the last session by a moment: it waits for it rather than hear "busy".
        m_parked.push_back(Parked{std::move(w.sock), peer, cookie, net::Clock::now() + kWaitGrace});
        return;
    case ServerImpl::Start::Busy:
        control::refuseBusy(control::cookieDialect(cookie), m_server, w.sock, peer,
                            m_server.maxClients());
        return;
    }
}

void Admission::checkParked(net::Clock::time_point now)
{
    for (auto it = m_parked.begin(); it != m_parked.end();) {
        const auto start = m_server.startSession(it->sock, it->peer, it->cookie);
        if (start == ServerImpl::Start::Wait && now < it->until) {
            ++it;
            continue;
        }
        if (start != ServerImpl::Start::Started)
            control::refuseBusy(control::cookieDialect(it->cookie), m_server, it->sock, it->peer,
                                m_server.maxClients());
        it = m_parked.erase(it);
    }
}

// Every connection has the same timeout from its accept, so the oldest expire first.
void Admission::expire(net::Clock::time_point now)
{
    while (!m_waiting.empty() && m_waiting.begin()->second.deadline <= now) {
        const auto it = m_waiting.begin();
        if (it->second.have > 0) {
            close(it, "only part of a hello within the handshake timeout (" + seconds(m_handshake) +
                          ")");
            continue;
        }
        m_expired.add(it->second.peer);
        unwatch(it->second);
        m_waiting.erase(it);
    }
}

// Closes the oldest connection that has sent nothing, after one last look at it (a real
// client's hello may have come since the poller last said); when none of the oldest is
// silent, the oldest of all. False when nothing waits.
bool Admission::makeRoom()
{
    int looked = 0;
    for (auto it = m_waiting.begin(); it != m_waiting.end() && looked < kRoomSearch; ++looked) {
        auto next = std::next(it);
        if (it->second.have == 0) {
            const std::uint64_t token = it->first;
            read(it, 0);
            if (m_waiting.count(token) == 0) return true; // classified or closed: room made
            if (it->second.have == 0) {
                m_dropped.add(it->second.peer);
                unwatch(it->second);
                m_waiting.erase(it);
                return true;
            }
        }
        it = next;
    }
    if (m_waiting.empty()) return false;
    close(m_waiting.begin(), "only part of a hello when the server needed room; closed");
    return true;
}

void Admission::Tally::add(const net::Endpoint& peer)
{
    if (count++ == 0) since = net::Clock::now();
    lastPeer = peer.toString();
}

// One connection is told as before, with its address; more as one line with the count.
void Admission::reportQuiet(bool force)
{
    const auto now = net::Clock::now();
    const std::string port = "port " + std::to_string(m_server.port());
    const auto report = [&](Tally& t, const std::string& one, const std::string& many) {
        if (t.count == 0 || (!force && now - t.since < 1s)) return;
        if (t.count == 1)
            m_server.emitEvent(StreamEventKind::SessionRefused, t.lastPeer, one);
        else
            m_server.emitEvent(StreamEventKind::SessionRefused, port,
                               "closed " + std::to_string(t.count) + " " + many +
                                   " (the last from " + t.lastPeer + ")");
        t = {};
    };
    const std::string timeout = "within the handshake timeout (" + seconds(m_handshake) + ")";
    const std::string room = std::to_string(m_waiting.size()) +
                             " were waiting for their hello, the most this server holds "
                             "(2 x --max-streams + 64) or as many as its open-file limit allows";
    report(m_gone, "closed before sending a hello",
           "connections whose peer closed them before sending a hello");
    report(m_expired, "no hello " + timeout, "connections that sent no hello " + timeout);
    report(m_dropped, "closed without a hello to make room for a new connection: " + room,
           "silent connection(s) to make room for new ones: " + room);
}

void Admission::close(Table::iterator it, const std::string& why)
{
    Waiting& w = it->second;
    unwatch(w);
    m_server.emitEvent(StreamEventKind::SessionRefused, w.peer.toString(), why);
    m_waiting.erase(it);
}

void Admission::unwatch(Waiting& w)
{
    if (w.sock.valid()) m_poller->remove(w.sock.native());
}

// Out of descriptors with nothing waiting to give one up, accept() fails while the connection
// stays queued and the listener stays readable: the loop would spin. The spare descriptor
// makes room to take the connection and close it (its client hears at once, rather than
// waiting for a timeout); then a pause lets sessions end and free theirs.
void Admission::shedOne()
{
    m_spare.release();
    std::error_code ec;
    net::Endpoint peer;
    net::Socket victim = m_listener.accept(&peer, ec);
    const bool shed = victim.valid();
    victim.close();
    m_spare.acquire();
    if (shed)
        m_server.emitEvent(StreamEventKind::SessionRefused, peer.toString(),
                           "out of file descriptors (raise the open-file limit); closed");
    rest();
}

void Admission::rest()
{
    std::mutex m;
    std::condition_variable_any cv;
    std::unique_lock lock(m);
    cv.wait_for(lock, m_stop, kDescriptorPause, [] { return false; });
}

} // namespace bw::engine::control
