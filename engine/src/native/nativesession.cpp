// SPDX-License-Identifier: MIT
#include "native/nativesession.h"

#include "benchwire/latency.h"
#include "control/limits.h"
#include "control/serverimpl.h"
#include "control/text.h"
#include "flow/sampler.h"
#include "flow/streamsetup.h"
#include "flow/transfer.h"
#include "flow/udptransfer.h"
#include "flow/udpwire.h"
#include "latency/echo.h"
#include "link/link.h"
#include "native/checkprobes.h"
#include "native/clientlatency.h"
#include "native/nativeudppeer.h"
#include "native/peerintervals.h"
#include "native/streamlayout.h"
#include "net/bigendian.h"
#include "results/interval.h"

#include <algorithm>
#include <thread>

namespace bw::engine::native {

using namespace std::chrono_literals;

namespace {
// How long past the agreed duration the server waits for the client's "stop" before it
// decides the client vanished.
constexpr int kStopGraceMs = 15'000;
constexpr auto kDrainTimeout = 5s;
constexpr int kDoneWaitMs = 3000;
// How often the wait for data connections looks whether the client closed its control
// connection: a vanished client frees the server within this.
constexpr auto kControlCheck = 100ms;
// An error's message and hint are cut to this: an echo of a 64 KiB field would not fit a frame.
constexpr std::size_t kMaxErrorText = 1024;

std::string clipped(const std::string& text)
{
    return text.size() <= kMaxErrorText ? text : text.substr(0, kMaxErrorText) + "...";
}

int streamCount(const TestConfig& t)
{
    return t.streams * (t.mode == TestMode::Bidirectional ? 2 : 1);
}

} // namespace

NativeSession::NativeSession(control::ServerImpl& server, const ServerConfig& config,
                             net::Socket control, std::string peer, control::Cookie cookie)
    : m_server(server), m_config(config), m_control(std::move(control)), m_peer(std::move(peer)),
      m_cookie(cookie)
{
}

bool NativeSession::send(const std::string& payload)
{
    std::lock_guard lock(m_writeMutex);
    return writeFrame(m_control, payload, net::deadlineIn(m_config.handshakeTimeoutMs), m_stop)
               .error == FrameError::None;
}

void NativeSession::refuse(Errc code, const std::string& message, const std::string& hint)
{
    send(encode(ErrorMsg{Error{code, clipped(message), clipped(hint), {}}}));
    m_server.emitEvent(StreamEventKind::SessionRefused, m_peer, "refused: " + clipped(message));
}

std::string NativeSession::protocolShortfall(const TestConfig& t) const
{
    if (t.mode == TestMode::BothWays) return "a session runs one phase; both-ways is two sessions";
    TestConfig copy = t;
    copy.host = "server";
    copy.port = 1;
    return copy.validate();
}

bool NativeSession::versionFits(const SetupMsg& setup)
{
    const int version = setup.protocolVersion;
    const int needed =
        setup.test.protocol == Protocol::Udp ? kMinUdpProtocolVersion : kMinProtocolVersion;
    if (version >= needed) return true;
    refuse(
        Errc::VersionMismatch,
        "client speaks protocol version " + std::to_string(version) + ", this server needs " +
            std::to_string(needed) + " or newer" +
            (needed > kMinProtocolVersion ? " for UDP (datagrams with the session's token)" : ""),
        "update Benchwire on the client");
    return false;
}

bool NativeSession::handshake()
{
    HelloMsg hello;
    hello.info = localPeerInfo();
    const firewall::Status fw = m_server.firewallStatus(); // cached: no command runs here
    hello.info.firewallTcp = fw.tcp.state;
    hello.info.firewallUdp = fw.udp.state;
    hello.minProtocolVersion = kMinProtocolVersion;
    if (!send(encode(hello))) return false;
    std::string text;
    FrameResult fr =
        readFrame(m_control, text, net::deadlineIn(m_config.handshakeTimeoutMs), m_stop);
    if (fr.error != FrameError::None) {
        if (fr.error == FrameError::TooLarge)
            refuse(Errc::ProtocolError, describe(fr), {});
        else
            m_server.emitEvent(StreamEventKind::SessionRefused, m_peer,
                               "handshake failed: " + describe(fr));
        return false;
    }
    Message msg;
    std::string error;
    const bool parsed = parseMessage(text, msg, error);
    if (const auto* check = parsed ? msg.get<CheckMsg>() : nullptr) {
        serveCheck(*check);
        return false; // a check is the whole session
    }
    const auto* setup = parsed ? msg.get<SetupMsg>() : nullptr;
    if (!setup) {
        refuse(Errc::ProtocolError,
               parsed ? "expected a setup message, got '" + std::string(typeName(msg.type())) + "'"
                      : error,
               {});
        return false;
    }
    if (!versionFits(*setup)) return false;
    m_test = setup->test;
    m_clientVersion = setup->client.version;
    m_clientProtocol = setup->client.protocolVersion;
    m_clientLink = setup->link.value_or(link::unavailableLink(link::kOlderPeer));
    if (auto why = protocolShortfall(m_test); !why.empty()) {
        refuse(Errc::Refused, why, "change the setting, or update Benchwire on both ends");
        return false;
    }
    if (auto breach = m_server.admitTest(*this, m_test)) {
        refuse(Errc::Refused, breach->message, breach->hint);
        return false;
    }
    {
        std::lock_guard lock(m_mutex);
        m_expected = streamCount(m_test);
        m_data.resize(std::size_t(m_expected));
        m_udpPeers.assign(std::size_t(m_expected), nullptr);
        m_acceptingData = true;
    }
    return sendAccept();
}

bool NativeSession::sendAccept()
{
    m_link = controlLink(m_control); // for the client's result and ours
    if (!send(encode(AcceptMsg{m_link}))) return false;
    // Busy until about then (discovery answers): the client's idle latency phase, if any, then
    // the test. Set again, exactly, when the data streams start.
    const int idleMs = m_test.latencyProbes ? std::max(m_test.idleMs, 0) : 0;
    setExpectedEnd(measuredEnd(m_test, net::Clock::now(), idleMs));
    return true;
}

void NativeSession::offerData(net::Socket& sock, std::uint64_t, const std::uint8_t* header)
{
    if (!takeData(net::getU32(header), sock))
        m_server.emitEvent(StreamEventKind::SessionRefused, m_peer,
                           "unexpected data connection refused");
}

bool NativeSession::takeData(std::uint32_t index, net::Socket& sock)
{
    std::lock_guard lock(m_mutex);
    if (!m_acceptingData || index >= std::uint32_t(m_expected) || m_data[index].valid())
        return false;
    m_data[index] = std::move(sock);
    ++m_arrived;
    m_cv.notify_all();
    return true;
}

// A closed control connection means the client is gone (peek: the bytes stay for readFrame).
bool NativeSession::controlClosed()
{
    char byte = 0;
    std::size_t n = 0;
    const std::error_code ec = m_control.peek(&byte, 1, n);
    return ec ? !net::isWouldBlock(ec) : n == 0;
}

bool NativeSession::waitForStreams()
{
    std::unique_lock lock(m_mutex);
    // The client opens its data connections one after the other, a round trip each: 2,048 of
    // them over a 5 ms Wi-Fi link take 10 s. So the timeout runs from the latest arrival.
    const auto timeout = std::chrono::milliseconds(m_config.handshakeTimeoutMs);
    auto quietUntil = std::chrono::steady_clock::now() + timeout;
    const auto idleLimit = quietUntil + std::chrono::milliseconds(kMaxIdleMs);
    int seen = m_arrived;
    bool gone = false;
    while (m_arrived < m_expected && !m_stop.stop_requested()) {
        const auto now = std::chrono::steady_clock::now();
        // The client's idle latency phase (probes only) comes before its data connections:
        // its probes show it is alive.
        if (m_arrived != seen) {
            seen = m_arrived;
            quietUntil = now + timeout;
        } else if (m_probesSeen.exchange(false)) { // at most the longest idle phase longer
            quietUntil = std::min(now + timeout, idleLimit);
        }
        if (now >= quietUntil || (gone = controlClosed())) break;
        m_cv.wait_until(lock, m_stop, std::min(quietUntil, now + kControlCheck),
                        [&] { return m_arrived != seen; });
    }
    m_acceptingData = false;
    if (m_arrived == m_expected) return true;
    std::string msg = "only " + std::to_string(m_arrived) + " of " + std::to_string(m_expected) +
                      " data connections arrived";
    lock.unlock();
    if (gone)
        m_server.emitEvent(StreamEventKind::SessionAborted, m_peer,
                           msg + ": the client closed its control connection");
    else
        refuse(Errc::Timeout, msg, "a firewall may block the data connections to this port");
    return false;
}

void NativeSession::run(std::stop_token stop)
{
    m_stop = stop;
    if (!handshake() || !waitForStreams()) return releaseUdp();
    m_server.emitServedTest(
        {m_peer, Dialect::Native, m_clientVersion, m_test, m_link, m_clientLink});
    m_server.emitEvent(StreamEventKind::SessionStarted, m_peer,
                       std::string(toString(m_test.mode)) + " test, " +
                           std::to_string(m_test.streams) + " stream(s), " +
                           (m_test.untilStopped() ? std::string("until the client stops")
                                                  : control::secondsText(m_test.durationMs)));
    runTest();
    releaseUdp();
}

std::unique_ptr<flow::DataPath> NativeSession::makeTcpPath(AppliedSettings& applied, int threads)
{
    std::vector<flow::StreamSpec> specs;
    for (int i = 0; i < m_expected; ++i) {
        auto spec = nativeStreamSpec(m_test, i, Side::Server, std::move(m_data[std::size_t(i)]));
        flow::applyDataOptions(spec.socket, m_test);
        if (i == 0) applied = flow::readApplied(spec.socket);
        specs.push_back(std::move(spec));
    }
    return std::make_unique<flow::Transfer>(
        std::move(specs), flow::TransferOptions{threads, m_test.bufferBytes, m_test.tcpStreamRate(),
                                                m_config.threads == 0 && m_test.threads == 0});
}

void NativeSession::runTest()
{
    AppliedSettings applied;
    int threads = m_config.threads > 0 ? m_config.threads : m_test.effectiveThreads();
    std::unique_ptr<flow::DataPath> path = m_test.protocol == Protocol::Udp
                                               ? makeUdpPath(applied, threads)
                                               : makeTcpPath(applied, threads);
    flow::DataPath& transfer = *path;
    // Both ends' intervals hold the same bytes however late "start" or this thread's sampler
    // comes (a loaded machine once took 200 ms: 3.5 % of an upload, then of a download, fell
    // outside one end's intervals). Where the server receives, its clock starts with the
    // client's first data (or after 3 s without). Where it only sends, it counts from its
    // first byte and stops at its last boundary; the client's clock starts with the data.
    const bool sendsOnly = m_test.mode == TestMode::Download;
    const auto sendStart = std::chrono::steady_clock::now();
    if (auto ec = transfer.start()) {
        refuse(Errc::Io, "cannot start the data streams: " + ec.message(), {});
        return;
    }
    if (!send(encode(StartMsg{applied}))) return;
    const auto t0 = sendsOnly ? sendStart : flow::awaitFirstData(transfer, 3s, m_stop);
    PeerIntervals live(m_test.mode, m_clientProtocol >= 2,
                       [this](const IntervalSample& s) { m_server.emitInterval(m_peer, s); });
    flow::Sampler sampler(transfer, m_test.warmupMs, m_test.durationMs, m_test.intervalMs,
                          [this, &live](const HostSample& h) {
                              send(encode(IntervalMsg{h, {}}));
                              live.addServer(h);
                          });
    if (m_link.kind == LinkType::WiFi) sampler.sampleWifi(m_link.interfaceName);
    if (sendsOnly) sampler.atLastBoundary([&transfer] { transfer.finishSending(); });
    sampler.start(t0, sendsOnly);
    setExpectedEnd(measuredEnd(m_test, t0, 0));
    std::string why;
    const bool clean = awaitTestEnd(t0, live, why);
    transfer.finishSending();
    if (clean) transfer.waitReceiversDone(kDrainTimeout);
    sampler.stop();
    live.flush();
    std::vector<IntervalSample> served = live.whole();
    const std::size_t intervalsServed = served.size();
    m_server.setServedIntervals(m_peer, std::move(served));
    if (!clean) {
        transfer.stop();
        m_server.emitEvent(StreamEventKind::SessionAborted, m_peer, "test aborted: " + why);
        return;
    }
    finishTest(transfer, sampler, intervalsServed);
}

// Waits for "stop". EOF or silence past the agreed time means the client is gone. A protocol-2
// client's "interval" figures on the way carry its CPU to the live view. A test until stopped
// has no agreed time: its client sends its figures every interval (only clients that know
// "untilstopped" ask for one, all protocol 2), so silence for an interval and the grace ends it.
bool NativeSession::awaitTestEnd(std::chrono::steady_clock::time_point t0, PeerIntervals& live,
                                 std::string& why)
{
    const auto silence = std::chrono::milliseconds(m_test.intervalMs + kStopGraceMs);
    auto deadline =
        m_test.untilStopped() ? net::Clock::now() + silence : measuredEnd(m_test, t0, kStopGraceMs);
    for (;;) {
        std::string text;
        FrameResult fr = readFrame(m_control, text, deadline, m_stop);
        if (fr.error != FrameError::None) {
            why = m_stop.stop_requested() ? "server stopped" : describe(fr);
            return false;
        }
        Message msg;
        std::string err;
        if (!parseMessage(text, msg, err)) {
            why = err;
            return false;
        }
        if (msg.get<StopMsg>()) return true;
        if (const auto* iv = msg.get<IntervalMsg>()) live.addClient(iv->sample, iv->latency);
        if (m_test.untilStopped()) deadline = net::Clock::now() + silence;
    }
}

void NativeSession::finishTest(flow::DataPath& transfer, const flow::Sampler& sampler,
                               std::size_t intervalsServed)
{
    ResultMsg result;
    flow::TransferTotals totals = transfer.totals();
    for (int d = 0; d < 2; ++d) {
        result.sentTotal[d] = totals.sent[d];
        result.receivedTotal[d] = totals.received[d];
        result.udp[d] = totals.udp[d];
    }
    result.cpu = sampler.measuredCpu();
    transfer.stop();
    m_finishing.store(true);
    send(encode(result));
    // The client's latency figures and its "done": the wait lets it read the result before we
    // close. It may still wait for its last probes' echoes (at most the probe timeout, 1 s),
    // and works out every interval's figures (a millisecond more per interval: long tests).
    const int intervalMs = std::max(m_test.intervalMs, 1);
    const int intervals =
        std::max((m_test.warmupMs + m_test.durationMs) / intervalMs, int(intervalsServed)) + 2;
    ClientReport client = readClientReport(m_control, net::deadlineIn(kDoneWaitMs + intervals),
                                           m_stop, std::size_t(intervals));
    results::EndTotals own{true, {}, {}, {result.udp[0], result.udp[1]}};
    for (int d = 0; d < 2; ++d) {
        own.sent[d] = result.sentTotal[d];
        own.received[d] = result.receivedTotal[d];
    }
    m_server.setServedEnd(m_peer, std::move(client.latency), client.totals, own);
    m_server.emitEvent(StreamEventKind::SessionEnded, m_peer, "test finished");
}

// A connection check: answers the client's UDP probes until its "stop", then says how many
// arrived. Runs on the session's thread; the probes come on the UDP port's thread.
void NativeSession::serveCheck(const CheckMsg& check)
{
    if (!m_server.udpPort()) {
        m_finishing.store(true);
        send(encode(CheckResultMsg{false, m_server.udpError(), 0}));
        m_server.emitEvent(StreamEventKind::SessionEnded, m_peer,
                           "connection check: UDP not available here");
        return;
    }
    auto probes = std::make_shared<CheckProbes>(m_cookie, check.probes);
    setCheckProbes(probes);
    const bool stopped = send(encode(AcceptMsg{})) && awaitCheckStop();
    setCheckProbes(nullptr);
    if (!stopped) return;
    m_finishing.store(true); // one who connects now waits for us (kWaitGrace)
    const int received = probes->received();
    send(encode(CheckResultMsg{true, {}, received}));
    std::string text;
    readFrame(m_control, text, net::deadlineIn(2000), m_stop); // the client's "done"
    m_server.emitEvent(StreamEventKind::SessionEnded, m_peer,
                       "connection check: " + std::to_string(received) + " of " +
                           std::to_string(check.probes) + " UDP probes arrived");
}

bool NativeSession::awaitCheckStop()
{
    std::string text;
    Message msg;
    std::string error;
    const FrameResult fr =
        readFrame(m_control, text, net::deadlineIn(m_config.handshakeTimeoutMs), m_stop);
    if (fr.error == FrameError::None && parseMessage(text, msg, error) && msg.get<StopMsg>())
        return true;
    m_server.emitEvent(StreamEventKind::SessionAborted, m_peer,
                       "connection check ended without a stop");
    return false;
}

// A datagram from a source without a route: a native stream's hello, a connection check's
// probe, or a stray.
bool NativeSession::offerDatagram(flow::UdpPort& port, const net::Endpoint& from,
                                  const std::uint8_t* data, std::size_t bytes)
{
    std::shared_ptr<CheckProbes> probes;
    {
        std::lock_guard lock(m_mutex);
        probes = m_checkProbes;
    }
    if (probes) return probes->offer(port, from, data, bytes);
    if (latency::answerProbe(port, from, data, bytes, m_cookie)) {
        m_probesSeen.store(true);
        return true;
    }
    const flow::udpwire::Parsed p = flow::udpwire::parse(data, bytes);
    if (p.kind != flow::udpwire::Kind::Hello) return false;
    control::Cookie cookie;
    std::copy(p.cookie, p.cookie + cookie.size(), cookie.begin());
    return cookie == m_cookie && offerUdp(p.stream, from, port);
}

bool NativeSession::offerUdp(std::uint32_t index, const net::Endpoint& from, flow::UdpPort& port)
{
    std::lock_guard lock(m_mutex);
    if (!m_acceptingData || m_test.protocol != Protocol::Udp ||
        index >= std::uint32_t(m_expected) || index >= m_udpPeers.size() || m_udpPeers[index])
        return false;
    auto receiver =
        isUploadStream(m_test, int(index)) ? std::make_shared<flow::UdpReceiver>() : nullptr;
    auto peer = std::make_shared<NativeUdpPeer>(index, from, flow::udpwire::sessionToken(m_cookie),
                                                std::move(receiver));
    m_udpPeers[index] = peer;
    m_udpPort = &port;
    port.addRoute(from, peer);
    const auto ack = flow::udpwire::ack(index, flow::udpwire::sessionToken(m_cookie));
    port.sendTo(ack.data(), ack.size(), from);
    ++m_arrived;
    m_cv.notify_all();
    return true;
}

void NativeSession::releaseUdp()
{
    std::lock_guard lock(m_mutex);
    m_acceptingData = false;
    for (auto& p : m_udpPeers)
        if (p && m_udpPort) m_udpPort->removeRoute(p->peer());
    m_udpPeers.clear();
}

std::unique_ptr<flow::DataPath> NativeSession::makeUdpPath(AppliedSettings& applied, int threads)
{
    std::vector<flow::UdpStreamSpec> specs;
    std::lock_guard lock(m_mutex);
    for (const auto& peer : m_udpPeers) {
        flow::UdpStreamSpec spec = nativeUdpStreamSpec(m_test, int(peer->index()), Side::Server);
        spec.receiver = peer->receiver();
        spec.shared = &m_udpPort->socket();
        spec.peer = peer->peer();
        specs.push_back(std::move(spec));
    }
    applied = flow::readApplied(m_udpPort->socket());
    applied.mssBytes = 0;
    applied.congestion.clear();
    std::uint32_t size =
        m_test.datagramBytes
            ? m_test.datagramBytes
            : flow::datagramBytesForMtu(-1, specs.empty() ? false : specs[0].peer.isV6());
    flow::UdpOptions options{threads, size, flow::udpStreamRate(m_test)};
    options.token = flow::udpwire::sessionToken(m_cookie);
    return std::make_unique<flow::UdpTransfer>(std::move(specs), options);
}

} // namespace bw::engine::native
