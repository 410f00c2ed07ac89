// SPDX-License-Identifier: MIT
// The connection check's TCP half, the server's identity and the path MTU; the UDP half is
// udpcheck.cpp.
#include "benchwire/check.h"
#include "benchwire/portstate.h"

#include "check/udpcheck.h"
#include "control/connect.h"
#include "control/dialect.h"
#include "control/text.h"
#include "native/messages.h"
#include "native/nativeclient.h"
#include "net/socket.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace bw::engine {

using namespace control;

namespace check {
namespace {

// The server's own view of its firewall for the port, from its hello ("" when it did not say).
std::string firewallView(const PeerInfo& info, int port)
{
    using firewall::PortState;
    if (info.firewallTcp == PortState::Unknown && info.firewallUdp == PortState::Unknown) return {};
    const std::string p = std::to_string(port);
    return "TCP " + p + " " + std::string(firewall::toString(info.firewallTcp)) + ", UDP " + p +
           " " + std::string(firewall::toString(info.firewallUdp));
}

TestConfig testConfigOf(const CheckConfig& c)
{
    TestConfig t;
    t.host = c.host;
    t.port = c.port;
    t.family = c.family;
    t.bindAddress = c.bindAddress;
    t.connectTimeoutMs = c.connectTimeoutMs;
    t.controlTimeoutMs = c.controlTimeoutMs;
    t.dialect = Dialect::Auto;
    return t;
}

void judgeConnectFailure(const CheckConfig& c, std::error_code ec, CheckReport& r)
{
    const std::string port = std::to_string(c.port);
    if (net::isConnectionRefused(ec)) {
        r.tcp = CheckStatus::Refused;
        r.tcpDetail = "nothing listens on " + c.host + " port " + port +
                      " (start `benchwire-cli -s -p " + port + "` there)";
    } else if (ec == std::errc::timed_out) {
        r.tcp = CheckStatus::NoAnswer;
        r.tcpDetail = "no answer from " + c.host + " port " + port + " within " +
                      control::secondsText(c.connectTimeoutMs) +
                      ": filtered by a firewall, or a wrong address or route";
    } else if (net::isUnreachable(ec)) {
        r.tcp = CheckStatus::Unreachable;
        r.tcpDetail = "no route to " + c.host +
                      ": check the address, the cable or Wi-Fi, and the local interface";
    } else {
        r.tcp = CheckStatus::Failed;
        r.tcpDetail = "connect to " + c.host + " port " + port + " failed: " + ec.message();
    }
}

// Connects p.control to the first address of the host that answers, and times it.
bool connectTcp(const CheckConfig& c, const TestConfig& tc, control::Phase& p, CheckReport& r)
{
    std::vector<net::Endpoint> eps;
    if (auto ec = net::resolve(c.host, c.port, c.family, false, eps); ec || eps.empty()) {
        r.tcp = CheckStatus::Failed;
        r.tcpDetail = "cannot resolve '" + c.host + "': check the name, or type the IP address";
        return false;
    }
    for (const auto& ep : eps) {
        std::error_code ec;
        net::Socket s = net::Socket::create(ep.storage.ss_family, net::Kind::Tcp, ec);
        Error bound = ec ? Error{} : control::bindLocal(tc, s, ep);
        if (ec || bound) {
            r.tcp = CheckStatus::Failed;
            r.tcpDetail = ec ? "cannot create a socket: " + ec.message() : bound.message;
            return false;
        }
        p.server = ep;
        r.address = ep.address();
        const auto t0 = std::chrono::steady_clock::now();
        if ((ec = s.connect(ep, std::chrono::milliseconds(c.connectTimeoutMs)))) {
            judgeConnectFailure(c, ec, r);
            continue;
        }
        r.tcpConnectMs =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        r.tcp = CheckStatus::Reachable;
        r.tcpDetail = "connected";
        s.setNonBlocking(true);
        s.setNoDelay(true);
        p.control = std::move(s);
        return true;
    }
    return false;
}

// What the OS knows of the path MTU to the server: a connected UDP socket asks for no packet.
void measureMtu(const net::Endpoint& server, CheckReport& r)
{
    std::error_code ec;
    net::Socket s = net::Socket::create(server.storage.ss_family, net::Kind::Udp, ec);
    if (!ec && !s.connect(server, std::chrono::milliseconds(100))) r.pathMtuBytes = s.pathMtu();
}

bool hasCapability(const native::HelloMsg& hello, const std::string& name)
{
    return std::find(hello.capabilities.begin(), hello.capabilities.end(), name) !=
           hello.capabilities.end();
}

void notTestable(CheckReport& r, CheckStatus status, std::string detail)
{
    r.udp = status;
    r.udpDetail = std::move(detail);
}

// After TCP connected: who answers, and, from a Benchwire server that counts probes, UDP.
void identifyAndProbe(const CheckConfig& c, const TestConfig& tc, control::Phase& p, CheckReport& r,
                      std::stop_token stop)
{
    Error e = control::greetServer(tc, p);
    native::HelloMsg hello;
    if (!e && p.dialect == Dialect::Iperf3) {
        r.serverKind = "iperf3";
        return notTestable(r, CheckStatus::NotTestable,
                           "against iperf3: it cannot count probes (TCP only)");
    }
    if (!e) e = native::readServerHello(p.control, c.controlTimeoutMs, hello);
    if (e.code == Errc::ServerBusy) {
        r.serverKind = "benchwire";
        return notTestable(r, CheckStatus::NotTested,
                           "the server is running another test; try again later");
    }
    if (e)
        return notTestable(r, CheckStatus::NotTestable,
                           "the server did not introduce itself (" + e.message + ")");
    r.serverKind = "benchwire";
    r.serverVersion = hello.info.version;
    r.peerFirewall = firewallView(hello.info, c.port);
    if (!hasCapability(hello, "check"))
        return notTestable(r, CheckStatus::NotTestable,
                           "the server (Benchwire " + hello.info.version +
                               ") predates the connection check and cannot count UDP probes; "
                               "update it");
    checkUdp(c, p, r, stop);
}
} // namespace
} // namespace check

CheckReport runCheck(const CheckConfig& config, std::stop_token stop)
{
    net::NetInit init;
    const auto t0 = std::chrono::steady_clock::now();
    CheckReport r;
    r.host = config.host;
    r.port = config.port;
    const TestConfig tc = check::testConfigOf(config);
    control::Phase p;
    if (check::connectTcp(config, tc, p, r)) {
        check::identifyAndProbe(config, tc, p, r, stop);
    } else {
        r.udp = CheckStatus::NotTested;
        r.udpDetail = "the UDP check needs the TCP connection to the server";
    }
    if (!r.address.empty()) check::measureMtu(p.server, r);
    r.elapsedMs = int(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0)
            .count());
    return r;
}

bool CheckReport::passed() const
{
    return tcp == CheckStatus::Reachable &&
           (udp == CheckStatus::Reachable || udp == CheckStatus::NotTestable ||
            udp == CheckStatus::NotTested);
}

struct CheckHandle::State
{
    std::atomic<bool> running{true};
    std::jthread thread; // last: joins before running goes away
};

CheckHandle CheckHandle::start(const CheckConfig& config, std::function<void(CheckReport)> done)
{
    CheckHandle h;
    h.m_state = std::make_shared<State>();
    State* state = h.m_state.get(); // outlives the thread: ~State joins it
    state->thread = std::jthread([config, done = std::move(done), state](std::stop_token stop) {
        CheckReport report = runCheck(config, stop);
        if (done) done(std::move(report));
        state->running.store(false);
    });
    return h;
}

bool CheckHandle::running() const
{
    return m_state && m_state->running.load();
}

void CheckHandle::wait()
{
    if (m_state && m_state->thread.joinable()) m_state->thread.join();
}

} // namespace bw::engine
