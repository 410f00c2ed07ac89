// SPDX-License-Identifier: MIT
// One phase of a client run: connect, handshake, data connections, measurement, results.
#include "benchwire/interfaces.h"
#include "control/clientrun.h"
#include "iperf3/iperf3client.h"
#include "control/text.h"
#include "flow/sampler.h"
#include "flow/streamsetup.h"
#include "flow/transfer.h"

namespace bw::engine {

using namespace control;
using namespace std::chrono_literals;

namespace {
constexpr auto kDrainTimeout = 5s;

std::string target(const TestConfig& c)
{
    return c.host + " port " + std::to_string(c.port);
}
} // namespace

Error ClientRun::connectError(std::error_code ec, const std::string& what) const
{
    const std::string port = std::to_string(m_config.port);
    if (net::isConnectionRefused(ec))
        return {Errc::ConnectionRefused, what + ": connection refused by " + target(m_config),
                "nothing listens on that port; start `benchwire-cli -s -p " + port +
                    "` (or the app's Serve mode) on " + m_config.host + ", or check the port",
                ec};
    if (ec == std::errc::timed_out)
        return {Errc::Timeout, what + ": no answer from " + target(m_config) + " within " +
                                   secondsText(m_config.connectTimeoutMs),
                "a firewall probably blocks it: allow TCP and UDP port " + port + " on " +
                    m_config.host + ", and check the address",
                ec};
    if (net::isUnreachable(ec))
        return {Errc::Unreachable, what + ": " + m_config.host + " is unreachable",
                "check the address, the cable or Wi-Fi, and the chosen local interface", ec};
    return {Errc::Io, what + " to " + target(m_config) + " failed", "check the address and port", ec};
}

Error ClientRun::bindLocal(net::Socket& s, const net::Endpoint& targetEp)
{
    if (m_config.bindAddress.empty()) return {};
    std::string address = m_config.bindAddress;
    // An interface name stands for its first address of the target's family.
    for (const auto& itf : listInterfaces()) {
        if (itf.name != address) continue;
        for (const auto& a : itf.addresses)
            if (a.ipv6 == targetEp.isV6()) {
                address = a.address;
                break;
            }
    }
    std::vector<net::Endpoint> eps;
    auto ec = net::resolve(address, 0, targetEp.isV6() ? IpFamily::V6 : IpFamily::V4, true, eps);
    if (!ec && !eps.empty()) ec = s.bind(eps.front());
    if (ec || eps.empty())
        return {Errc::BindFailed, "cannot use local address '" + m_config.bindAddress + "' to reach " +
                                      targetEp.address(),
                "choose an address or interface of this machine of the same IP version", ec};
    return {};
}

Error ClientRun::connectControl(Phase& p)
{
    std::vector<net::Endpoint> eps;
    if (auto ec = net::resolve(m_config.host, m_config.port, m_config.family, false, eps); ec || eps.empty())
        return {Errc::ResolveFailed, "cannot resolve '" + m_config.host + "'",
                "check the name, or type the server's IP address", ec};
    Error last;
    for (const auto& ep : eps) {
        std::error_code ec;
        net::Socket s = net::Socket::create(ep.storage.ss_family, net::Kind::Tcp, ec);
        if (ec) return {Errc::Io, "cannot create a socket", {}, ec};
        if (auto e = bindLocal(s, ep)) return e;
        ec = s.connect(ep, std::chrono::milliseconds(m_config.connectTimeoutMs));
        if (ec) {
            last = connectError(ec, "connect");
            continue;
        }
        s.setNonBlocking(true);
        s.setNoDelay(true);
        s.setKeepAlive(true);
        p.server = ep;
        net::Endpoint local;
        s.localEndpoint(local);
        p.localAddress = local.toString();
        p.remoteAddress = ep.toString();
        p.control = std::move(s);
        return {};
    }
    return last;
}

Error ClientRun::readMessage(Phase& p, Message& msg, int timeoutMs, const char* waitingFor)
{
    std::string text;
    FrameResult fr = readFrame(p.control, text, net::deadlineIn(timeoutMs));
    if (fr.error == FrameError::Timeout)
        return {Errc::Timeout, std::string("the server did not answer in time (waiting for ") + waitingFor + ")",
                "the server may be overloaded or stuck; try again", fr.system};
    if (fr.error == FrameError::Closed)
        return {Errc::PeerClosed, std::string("the server closed the connection (waiting for ") + waitingFor + ")",
                "the server may have been stopped; check it and try again", {}};
    if (fr.error != FrameError::None)
        return {Errc::ProtocolError, "bad message from the server: " + describe(fr), {}, fr.system};
    std::string error;
    if (!parseMessage(text, msg, error))
        return {Errc::ProtocolError, "bad message from the server: " + error, {}, {}};
    if (msg.type == "error") return msg.error;
    return {};
}

Error ClientRun::handshake(Phase& p)
{
    p.cookie = makeNativeCookie();
    // Exactly 37 bytes first: an iperf3 3.12 server reads them with no timeout.
    if (net::writeAll(p.control, p.cookie.data(), p.cookie.size(), net::deadlineIn(m_config.controlTimeoutMs)))
        return {Errc::PeerClosed, "the server closed the connection during the hello", {}, {}};
    unsigned char first = 0;
    bool eof = false;
    auto ec = net::readExact(p.control, &first, 1, net::deadlineIn(m_config.controlTimeoutMs), nullptr, &eof);
    if (ec == std::errc::timed_out)
        return {Errc::Timeout, "no hello from " + target(m_config),
                "is it a Benchwire or iperf3 server? check the port", ec};
    if (ec) return {Errc::PeerClosed, target(m_config) + " closed the connection without a hello",
                    "is it a Benchwire server? check the port", {}};
    if (first == 9) {
        if (m_config.dialect == Dialect::Native)
            return {Errc::Unsupported, target(m_config) + " is an iperf3 server",
                    "allow the iperf3 dialect, or run `benchwire-cli -s` there instead", {}};
        p.peer.product = "iperf3"; // a stock iperf3 server: go on in its dialect (runPhase)
        return {};
    }
    if (first == 0xff)
        return {Errc::ServerBusy, "the server is running another test", "wait for it to finish and try again", {}};
    if (first != 0)
        return {Errc::ProtocolError, target(m_config) + " is not a Benchwire server", "check the port", {}};
    unsigned char rest[3];
    std::string text;
    if (net::readExact(p.control, rest, 3, net::deadlineIn(m_config.controlTimeoutMs)))
        return {Errc::ProtocolError, "truncated hello from the server", {}, {}};
    std::uint32_t len = (std::uint32_t(rest[0]) << 16) | (std::uint32_t(rest[1]) << 8) | rest[2];
    if (len == 0 || len > kMaxMessageBytes)
        return {Errc::ProtocolError, "the server's hello has a bad length", {}, {}};
    text.resize(len);
    if (net::readExact(p.control, text.data(), len, net::deadlineIn(m_config.controlTimeoutMs)))
        return {Errc::ProtocolError, "truncated hello from the server", {}, {}};
    Message msg;
    std::string perr;
    if (!parseMessage(text, msg, perr)) return {Errc::ProtocolError, "bad hello from the server: " + perr, {}, {}};
    if (msg.type == "error") return msg.error;
    if (msg.type != "hello") return {Errc::ProtocolError, "expected a hello, got '" + msg.type + "'", {}, {}};
    p.peer = msg.hello.info;
    if (p.peer.protocolVersion < kMinProtocolVersion || kProtocolVersion < msg.hello.minProtocolVersion)
        return {Errc::VersionMismatch,
                "version mismatch: the server (Benchwire " + p.peer.version + ") speaks protocol " +
                    std::to_string(msg.hello.minProtocolVersion) + " to " + std::to_string(p.peer.protocolVersion) +
                    ", this client speaks " + std::to_string(kMinProtocolVersion) + " to " +
                    std::to_string(kProtocolVersion),
                "install the same Benchwire version on both machines", {}};
    SetupMsg setup;
    setup.protocolVersion = std::min(kProtocolVersion, p.peer.protocolVersion);
    setup.test = m_config;
    setup.test.mode = p.mode;
    if (m_config.protocol == Protocol::Udp)
        setup.test.datagramBytes = p.datagramBytes = resolveDatagramBytes(p);
    setup.client = localPeerInfo();
    if (writeFrame(p.control, encodeSetup(setup), net::deadlineIn(m_config.controlTimeoutMs)).error != FrameError::None)
        return {Errc::PeerClosed, "the server closed the connection during setup", {}, {}};
    Message reply;
    if (auto e = readMessage(p, reply, m_config.controlTimeoutMs, "the answer to the setup")) return e;
    if (reply.type != "accept") return {Errc::ProtocolError, "expected accept, got '" + reply.type + "'", {}, {}};
    return {};
}

Error ClientRun::openData(Phase& p, std::vector<net::Socket>& out)
{
    if (m_config.protocol == Protocol::Udp) return openUdpData(p, out);
    const int count = m_config.streams * (p.mode == TestMode::Bidirectional ? 2 : 1);
    for (int i = 0; i < count; ++i) {
        if (m_stopRequested.load()) return {Errc::Cancelled, "stopped before the test started", {}, {}};
        std::error_code ec;
        net::Socket s = net::Socket::create(p.server.storage.ss_family, net::Kind::Tcp, ec);
        if (ec) return {Errc::Io, "cannot create data socket " + std::to_string(i), "lower the stream count", ec};
        if (auto msg = flow::applyDataOptions(s, m_config); !msg.empty())
            return {Errc::InvalidConfig, msg, "choose another value or leave it on Auto", {}};
        if (auto e = bindLocal(s, p.server)) return e;
        if ((ec = s.connect(p.server, std::chrono::milliseconds(m_config.connectTimeoutMs))))
            return connectError(ec, "data connection " + std::to_string(i + 1) + " of " + std::to_string(count));
        s.setNonBlocking(true);
        unsigned char hello[kCookieBytes + 4];
        std::copy(p.cookie.begin(), p.cookie.end(), hello);
        putU32(hello + kCookieBytes, std::uint32_t(i));
        if ((ec = net::writeAll(s, hello, sizeof hello, net::deadlineIn(m_config.controlTimeoutMs))))
            return connectError(ec, "data connection " + std::to_string(i + 1));
        if (i == 0) p.localApplied = flow::readApplied(s);
        out.push_back(std::move(s));
    }
    return {};
}

Error ClientRun::awaitStart(Phase& p)
{
    Message msg;
    if (auto e = readMessage(p, msg, m_config.controlTimeoutMs, "the start of the test")) return e;
    if (msg.type != "start") return {Errc::ProtocolError, "expected start, got '" + msg.type + "'", {}, {}};
    p.remoteApplied = msg.applied;
    return {};
}

Error ClientRun::runPhase(Phase& p)
{
    Error connected = connectControl(p);
    // A stock iperf3 server re-creates its listener after each test: the second phase of a
    // both-ways run may come too early for it.
    for (int i = 0; i < 40 && p.index > 0 && connected.code == Errc::ConnectionRefused; ++i) {
        std::this_thread::sleep_for(50ms);
        connected = connectControl(p);
    }
    if (connected) return connected;
    if (m_config.dialect == Dialect::Iperf3) return control::Iperf3Client(*this, p).run(false);
    if (auto e = handshake(p)) return e;
    if (p.peer.product == "iperf3") return control::Iperf3Client(*this, p).run(true);
    std::vector<net::Socket> sockets;
    if (auto e = openData(p, sockets)) return e;
    if (auto e = awaitStart(p)) return e;
    return runData(p, std::move(sockets));
}

Error ClientRun::runData(Phase& p, std::vector<net::Socket> sockets)
{
    std::unique_ptr<flow::DataPath> path;
    if (m_config.protocol == Protocol::Udp) {
        path = makeUdpPath(p, std::move(sockets));
    } else {
        std::vector<flow::StreamSpec> specs;
        for (std::size_t i = 0; i < sockets.size(); ++i) {
            bool upload = p.mode == TestMode::Upload ||
                          (p.mode == TestMode::Bidirectional && int(i) < m_config.streams);
            specs.push_back({std::move(sockets[i]), int(i),
                             upload ? flow::Role::Send : flow::Role::Receive,
                             upload ? Direction::Upload : Direction::Download});
        }
        path = std::make_unique<flow::Transfer>(std::move(specs),
                                                flow::TransferOptions{m_config.effectiveThreads(),
                                                                      m_config.bufferBytes,
                                                                      m_config.rateBitsPerSecond});
    }
    flow::DataPath& transfer = *path;
    if (auto ec = transfer.start()) return {Errc::Io, "cannot start the data streams", {}, ec};
    flow::Sampler sampler(transfer, m_config.warmupMs, m_config.durationMs, m_config.intervalMs,
                          [this](const HostSample& h) {
                              std::lock_guard lock(m_queueMutex);
                              m_queue.push_back(h);
                          });
    sampler.start(std::chrono::steady_clock::now());
    Error error = measure(p, transfer, sampler);
    transfer.finishSending();
    if (!error) {
        writeFrame(p.control, encodeSimple("stop"), net::deadlineIn(m_config.controlTimeoutMs));
        transfer.waitReceiversDone(kDrainTimeout);
    }
    sampler.stop();
    p.localCpu = sampler.measuredCpu();
    flow::TransferTotals totals = transfer.totals();
    for (int d = 0; d < 2; ++d) {
        p.totals.clientSent[d] = totals.sent[d];
        p.totals.clientReceived[d] = totals.received[d];
        p.totals.clientUdp[d] = totals.udp[d];
    }
    transfer.stop();
    collectLocal(p);
    if (!error) error = collectResult(p);
    emitReady(p, true);
    return error;
}

// Until the last interval is sampled or the user stops: read the server's interval figures
// and pass merged intervals on.
Error ClientRun::measure(Phase& p, const flow::DataPath& transfer, const flow::Sampler& sampler)
{
    while (!sampler.finished()) {
        if (m_stopRequested.load()) {
            p.stoppedEarly = true;
            return {};
        }
        if (transfer.failedStreams() > 0)
            return {Errc::PeerClosed, "lost the peer mid-test: " + transfer.firstError(),
                    "the server or the network went away; the intervals so far are kept", {}};
        auto ec = p.control.waitReadable(50ms);
        if (!ec) {
            Message msg;
            if (auto e = readMessage(p, msg, m_config.controlTimeoutMs, "interval figures")) {
                if (e.code == Errc::PeerClosed)
                    e.message = "lost the peer mid-test: the server closed the control connection";
                return e;
            }
            if (msg.type == "interval") p.remote[msg.interval.index] = msg.interval;
        }
        emitReady(p, false);
    }
    return {};
}

Error ClientRun::collectResult(Phase& p)
{
    for (;;) {
        Message msg;
        if (auto e = readMessage(p, msg, m_config.controlTimeoutMs, "the server's result")) return e;
        if (msg.type == "interval") {
            p.remote[msg.interval.index] = msg.interval;
            emitReady(p, false);
            continue;
        }
        if (msg.type != "result") return {Errc::ProtocolError, "expected result, got '" + msg.type + "'", {}, {}};
        for (int d = 0; d < 2; ++d) {
            p.totals.serverSent[d] = msg.result.sentTotal[d];
            p.totals.serverReceived[d] = msg.result.receivedTotal[d];
            p.totals.serverUdp[d] = msg.result.udp[d];
        }
        p.gotResult = true;
        writeFrame(p.control, encodeSimple("done"), net::deadlineIn(1000));
        return {};
    }
}

} // namespace bw::engine
