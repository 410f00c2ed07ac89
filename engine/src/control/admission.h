// SPDX-License-Identifier: MIT
// The server's accept thread: one readiness loop over the listening socket and every
// connection that has not said who it is yet. It reads each one's cookie (and a data
// connection's header) within the handshake timeout, and only then hands it on: to the running
// session, to a new session on a thread of its own, or to a refusal in the client's dialect.
// A flood of silent connections therefore costs a descriptor and a few bytes each, never a
// thread. When the waiting room is full, or the process is out of descriptors, the oldest
// silent connection makes room, so a real client is always answered.
#pragma once

#include "control/cookie.h"
#include "net/host.h"
#include "net/netio.h"
#include "net/poller.h"
#include "net/socket.h"

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <stop_token>
#include <string>
#include <vector>

namespace bw::engine::control {

class ServerImpl;
class Session;

class Admission
{
public:
    Admission(ServerImpl& server, net::Socket& listener, int maxWaiting, int handshakeTimeoutMs);
    // Until the stop token fires. Returns at once when the readiness API cannot be opened,
    // after saying so through the server's events.
    void run(std::stop_token st);

    // How long a new client waits for a session that is finishing, or has not begun its test,
    // to end instead of hearing "busy".
    static constexpr auto kWaitGrace = std::chrono::seconds(2);
    // The most header bytes any dialect's data connection sends after its cookie.
    static constexpr std::size_t kMaxHeader = 16;

private:
    struct Waiting
    {
        net::Socket sock;
        net::Endpoint peer;
        net::Clock::time_point deadline;
        std::array<std::uint8_t, control::kCookieBytes + kMaxHeader> bytes{};
        std::size_t have = 0;
        std::size_t need = control::kCookieBytes;
        std::shared_ptr<control::Session> session; // a data connection of this session
    };
    using Table = std::map<std::uint64_t, Waiting>; // by accept order: the first is the oldest
    struct Parked // a new client waiting for the last session to end
    {
        net::Socket sock;
        std::string peer;
        control::Cookie cookie{};
        net::Clock::time_point until;
    };

    void acceptSome();
    void admit(net::Socket sock, const net::Endpoint& peer);
    void read(Table::iterator it, std::uint32_t events);
    bool classify(Table::iterator it); // true: it needs more bytes and stays
    void gone(Table::iterator it);
    void newSession(Waiting& w, const control::Cookie& cookie);
    void checkParked(net::Clock::time_point now);
    void expire(net::Clock::time_point now);
    bool makeRoom();
    bool shrinkRoom();
    void close(Table::iterator it, const std::string& why);
    void unwatch(Waiting& w);
    void reportQuiet(bool force);
    void shedOne();
    void rest();
    std::chrono::milliseconds nextWait(net::Clock::time_point now) const;

    ServerImpl& m_server;
    net::Socket& m_listener;
    const std::size_t m_maxWaiting;
    std::size_t m_room; // at most m_maxWaiting; less after the process ran out of descriptors
    const std::chrono::milliseconds m_handshake;
    std::stop_token m_stop;
    std::unique_ptr<net::Poller> m_poller;
    Table m_waiting;
    std::vector<Parked> m_parked;
    net::SpareDescriptor m_spare;
    std::uint64_t m_next = 1; // accept order; token 0 is the listener
    bool m_more = false;      // the last accept batch was full: look again at once
    // Silent connections closed to make room, at their deadline, or by their peer: under a
    // flood, one event a second for each kind rather than one per connection.
    struct Tally
    {
        std::uint64_t count = 0;
        net::Clock::time_point since{};
        std::string lastPeer;
        void add(const net::Endpoint& peer);
    };
    Tally m_dropped; // closed to make room
    Tally m_expired; // closed at their deadline
    Tally m_gone;    // closed by their peer
};

} // namespace bw::engine::control
