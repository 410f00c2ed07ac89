// SPDX-License-Identifier: MIT
// Fake peers for check_test: what a real Benchwire server on loopback cannot show. Each one
// serves one connection on 127.0.0.1 on a thread of its own.
#pragma once

#include "flow/udpwire.h"
#include "native/framing.h"
#include "native/messages.h"
#include "net/socket.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <set>
#include <thread>

namespace bw::test {

using namespace engine;
using namespace engine::control;
using namespace engine::native;

// A listener whose accept queue is full: the kernel drops further SYNs, as a firewall would.
class FullAcceptQueue
{
public:
    FullAcceptQueue()
    {
        std::error_code ec;
        m_listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        std::vector<net::Endpoint> eps;
        net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps);
        if (ec || eps.empty() || m_listener.bind(eps.front()) || m_listener.listen(0)) return;
        net::Endpoint bound;
        m_listener.localEndpoint(bound);
        for (int i = 0; i < 3; ++i) {
            m_fillers.push_back(net::Socket::create(AF_INET, net::Kind::Tcp, ec));
            m_fillers.back().connect(bound, std::chrono::milliseconds(300));
        }
        m_port = bound.port();
    }
    std::uint16_t port() const { return m_port; }

private:
    net::NetInit m_init;
    net::Socket m_listener;
    std::vector<net::Socket> m_fillers; // never accepted
    std::uint16_t m_port = 0;
};

class FakePeer
{
public:
    enum class Kind
    {
        Iperf3,   // answers the cookie with PARAM_EXCHANGE
        Old,      // a Benchwire hello without the "check" capability
        Refusing, // offers "check" but refuses it as an older server does
        Mute,     // counts the probes, never answers them
        Deaf,     // never reads its UDP port: counts none
    };

    explicit FakePeer(Kind kind) : m_kind(kind)
    {
        std::error_code ec;
        std::vector<net::Endpoint> eps;
        net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps);
        m_listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        if (ec || m_listener.bind(eps.front()) || m_listener.listen(4)) return;
        net::Endpoint bound;
        m_listener.localEndpoint(bound);
        m_port = bound.port();
        m_udp = net::Socket::create(AF_INET, net::Kind::Udp, ec);
        m_udp.bind(bound);
        m_udp.setNonBlocking(true);
        m_thread = std::jthread([this] { serve(); });
    }

    std::uint16_t port() const { return m_port; }
    bool sawCheck() const { return m_sawCheck.load(); }

private:
    static std::string hello(bool withCheck)
    {
        nlohmann::json j = nlohmann::json::parse(encode(HelloMsg{localPeerInfo(), 1, {}}));
        if (!withCheck) j["capabilities"] = {"tcp", "udp", "intervals", "cpu", "tcpinfo"};
        return j.dump();
    }

    bool readMessage(net::Socket& s, Message& msg, int ms)
    {
        std::string text, error;
        return readFrame(s, text, net::deadlineIn(ms)).error == FrameError::None &&
               parseMessage(text, msg, error);
    }

    void serve()
    {
        if (m_listener.waitReadable(std::chrono::milliseconds(10'000))) return;
        std::error_code ec;
        net::Socket s = m_listener.accept(nullptr, ec);
        if (ec) return;
        s.setNonBlocking(true);
        Cookie cookie{};
        if (net::readExact(s, cookie.data(), cookie.size(), net::deadlineIn(5000))) return;
        if (m_kind == Kind::Iperf3) {
            const unsigned char paramExchange = 9;
            net::writeAll(s, &paramExchange, 1, net::deadlineIn(1000));
            char byte;
            net::readExact(s, &byte, 1, net::deadlineIn(5000)); // until the client closes
            return;
        }
        writeFrame(s, hello(m_kind != Kind::Old), net::deadlineIn(1000));
        Message msg;
        if (!readMessage(s, msg, 5000)) return;
        m_sawCheck.store(msg.get<CheckMsg>() != nullptr);
        if (m_kind == Kind::Old) return;
        if (m_kind == Kind::Refusing) {
            const Error refusal{Errc::ProtocolError,
                                "malformed message: [json.exception.other_error.501] unknown "
                                "message type 'check'",
                                {},
                                {}};
            writeFrame(s, encode(ErrorMsg{refusal}), net::deadlineIn(1000));
            return;
        }
        writeFrame(s, encode(AcceptMsg{}), net::deadlineIn(1000));
        std::set<std::uint32_t> seen;
        for (Message m; !m.get<StopMsg>();) {
            if (m_kind == Kind::Mute) drainProbes(seen);
            if (net::awaitReadable(s, net::deadlineIn(10)) == std::errc::timed_out) continue;
            if (!readMessage(s, m, 1000)) return;
        }
        if (m_kind == Kind::Mute) drainProbes(seen); // what came in since the last look
        writeFrame(s, encode(CheckResultMsg{true, {}, int(seen.size())}), net::deadlineIn(1000));
        readMessage(s, msg, 2000); // "done"
    }

    void drainProbes(std::set<std::uint32_t>& seen)
    {
        std::uint8_t buf[128];
        std::size_t n = 0;
        while (!m_udp.recv(buf, sizeof buf, n)) {
            const auto p = flow::udpwire::parse(buf, n);
            if (p.kind == flow::udpwire::Kind::Hello) seen.insert(p.stream);
        }
    }

    Kind m_kind;
    net::NetInit m_init;
    net::Socket m_listener, m_udp;
    std::uint16_t m_port = 0;
    std::atomic<bool> m_sawCheck{false};
    std::jthread m_thread; // last: joins before the sockets close
};

} // namespace bw::test
