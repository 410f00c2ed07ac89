// SPDX-License-Identifier: MIT
#include "native/nativeclient.h"

#include "control/connect.h"
#include "control/text.h"
#include "flow/sampler.h"
#include "flow/streamsetup.h"
#include "flow/transfer.h"
#include "link/link.h"
#include "native/framing.h"
#include "native/nativeclientudp.h"
#include "native/nativelatency.h"
#include "native/streamlayout.h"
#include "net/bigendian.h"

namespace bw::engine::native {

using namespace std::chrono_literals;

namespace {
constexpr auto kDrainTimeout = 5s;

Error unexpected(const char* wanted, const Message& got)
{
    return {Errc::ProtocolError,
            std::string("expected ") + wanted + ", got '" + std::string(typeName(got.type())) + "'",
            control::kSameVersionHint,
            {}};
}
} // namespace

NativeClient::NativeClient(control::PhaseContext& context)
    : m_context(context), m_config(context.config)
{
}

Error NativeClient::run(control::Phase& p)
{
    if (auto e = readHello(p)) return e;
    if (auto e = sendSetup(p)) return e;
    m_probes = startLatency(m_context, p, m_peerLatency);
    if (auto e = control::awaitTheGroup(m_context)) return e;
    std::vector<net::Socket> sockets;
    if (auto e = openStreams(p, sockets)) return e;
    if (auto e = awaitStart(p)) return e;
    return runData(p, std::move(sockets));
}

Error NativeClient::readMessage(control::Phase& p, Message& msg, int timeoutMs,
                                const char* waitingFor)
{
    std::string text;
    FrameResult fr = readFrame(p.control, text, net::deadlineIn(timeoutMs));
    if (fr.error == FrameError::Timeout)
        return {Errc::Timeout,
                std::string("the server did not answer in time (waiting for ") + waitingFor + ")",
                "the server may be overloaded or stuck; try again", fr.system};
    if (fr.error == FrameError::Closed)
        return {Errc::PeerClosed,
                std::string("the server closed the connection (waiting for ") + waitingFor + ")",
                "the server may have been stopped; check it and try again",
                {}};
    if (fr.error != FrameError::None)
        return {Errc::ProtocolError, "bad message from the server: " + describe(fr),
                control::kSameVersionHint, fr.system};
    std::string error;
    if (!parseMessage(text, msg, error))
        return {Errc::ProtocolError,
                "bad message from the server: " + error,
                control::kSameVersionHint,
                {}};
    if (auto* e = msg.get<ErrorMsg>()) return e->error;
    return {};
}

Error readServerHello(net::Socket& control, int timeoutMs, HelloMsg& hello)
{
    unsigned char rest[3];
    std::string text;
    if (net::readExact(control, rest, 3, net::deadlineIn(timeoutMs)))
        return {
            Errc::ProtocolError, "truncated hello from the server", control::kSameVersionHint, {}};
    std::uint32_t len = (std::uint32_t(rest[0]) << 16) | (std::uint32_t(rest[1]) << 8) | rest[2];
    if (len == 0 || len > kMaxMessageBytes)
        return {Errc::ProtocolError,
                "the server's hello has a bad length",
                control::kSameVersionHint,
                {}};
    text.resize(len);
    if (net::readExact(control, text.data(), len, net::deadlineIn(timeoutMs)))
        return {
            Errc::ProtocolError, "truncated hello from the server", control::kSameVersionHint, {}};
    Message msg;
    std::string perr;
    if (!parseMessage(text, msg, perr))
        return {Errc::ProtocolError,
                "bad hello from the server: " + perr,
                control::kSameVersionHint,
                {}};
    if (auto* e = msg.get<ErrorMsg>()) return e->error;
    const auto* got = msg.get<HelloMsg>();
    if (!got) return unexpected("a hello", msg);
    hello = *got;
    return {};
}

// The rest of the server's hello frame: its first byte (kFrameFirstByte) told the dialect.
Error NativeClient::readHello(control::Phase& p)
{
    HelloMsg helloMsg;
    if (auto e = readServerHello(p.control, m_config.controlTimeoutMs, helloMsg)) return e;
    const auto* hello = &helloMsg;
    p.peer = hello->info;
    const auto& caps = hello->capabilities;
    m_peerLatency = std::find(caps.begin(), caps.end(), "latency") != caps.end();
    m_peerTakesLatency = std::find(caps.begin(), caps.end(), "latencyreport") != caps.end();
    if (p.peer.protocolVersion < kMinProtocolVersion ||
        kProtocolVersion < hello->minProtocolVersion)
        return {Errc::VersionMismatch,
                "version mismatch: the server (Benchwire " + p.peer.version + ") speaks protocol " +
                    std::to_string(hello->minProtocolVersion) + " to " +
                    std::to_string(p.peer.protocolVersion) + ", this client speaks " +
                    std::to_string(kMinProtocolVersion) + " to " + std::to_string(kProtocolVersion),
                "install the same Benchwire version on both machines",
                {}};
    // An older server would take duration 0 as a test that is already over.
    if (m_config.untilStopped() &&
        std::find(caps.begin(), caps.end(), "untilstopped") == caps.end())
        return {Errc::VersionMismatch,
                "the server (Benchwire " + p.peer.version +
                    ") cannot run a test until stopped (-t 0)",
                "give a duration with -t, or update Benchwire on the server",
                {}};
    return {};
}

Error NativeClient::sendSetup(control::Phase& p)
{
    SetupMsg setup;
    setup.protocolVersion = std::min(kProtocolVersion, p.peer.protocolVersion);
    setup.test = m_config;
    setup.test.mode = p.mode;
    if (m_config.protocol == Protocol::Udp && p.peer.protocolVersion < kMinUdpProtocolVersion)
        return {Errc::VersionMismatch,
                "the server (Benchwire " + p.peer.version +
                    ") runs UDP tests without the datagram token of protocol 2",
                "install the same Benchwire version on both machines",
                {}};
    if (m_config.protocol == Protocol::Udp)
        setup.test.datagramBytes = p.datagramBytes = resolveDatagramBytes(m_config, p);
    setup.client = localPeerInfo();
    setup.link = p.localLink;
    if (writeFrame(p.control, encode(setup), net::deadlineIn(m_config.controlTimeoutMs)).error !=
        FrameError::None)
        return {Errc::PeerClosed,
                "the server closed the connection during setup",
                "the server may have refused the test or stopped: see its log, and try again",
                {}};
    Message reply;
    if (auto e = readMessage(p, reply, m_config.controlTimeoutMs, "the answer to the setup"))
        return e;
    const auto* accept = reply.get<AcceptMsg>();
    if (!accept) return unexpected("accept", reply);
    p.remoteLink = accept->link.value_or(link::unavailableLink(link::kOlderPeer));
    return {};
}

Error NativeClient::openStreams(control::Phase& p, std::vector<net::Socket>& out)
{
    if (m_config.protocol == Protocol::Udp) return openUdpStreams(m_context, p, out);
    const int count = m_config.streams * (p.mode == TestMode::Bidirectional ? 2 : 1);
    // The session's cookie, then the stream's number.
    const control::Cookie cookie = p.cookie;
    return control::openTcpStreams(
        m_config, p, count, m_context.stop,
        [&cookie](int i) {
            std::vector<unsigned char> hello(cookie.begin(), cookie.end());
            hello.resize(cookie.size() + 4);
            net::putU32(hello.data() + cookie.size(), std::uint32_t(i));
            return hello;
        },
        out);
}

Error NativeClient::awaitStart(control::Phase& p)
{
    Message msg;
    if (auto e = readMessage(p, msg, m_config.controlTimeoutMs, "the start of the test")) return e;
    const auto* start = msg.get<StartMsg>();
    if (!start) return unexpected("start", msg);
    p.remoteApplied = start->applied;
    return {};
}

std::unique_ptr<flow::DataPath> NativeClient::makeTcpPath(const control::Phase& p,
                                                          std::vector<net::Socket> sockets)
{
    TestConfig phase = m_config;
    phase.mode = p.mode;
    std::vector<flow::StreamSpec> specs;
    for (std::size_t i = 0; i < sockets.size(); ++i)
        specs.push_back(nativeStreamSpec(phase, int(i), Side::Client, std::move(sockets[i])));
    return std::make_unique<flow::Transfer>(
        std::move(specs), flow::TransferOptions{m_config.effectiveThreads(), m_config.bufferBytes,
                                                m_config.tcpStreamRate(), m_config.threads == 0});
}

Error NativeClient::runData(control::Phase& p, std::vector<net::Socket> sockets)
{
    std::unique_ptr<flow::DataPath> path = m_config.protocol == Protocol::Udp
                                               ? makeUdpPath(m_config, p, std::move(sockets))
                                               : makeTcpPath(p, std::move(sockets));
    flow::DataPath& transfer = *path;
    // A version-1 server would ignore them, but it cannot show them either: send to 2 or newer.
    const bool sendOwn = p.peer.protocolVersion >= 2;
    flow::Sampler sampler(transfer, m_config.warmupMs, m_config.durationMs, m_config.intervalMs,
                          [this, sendOwn](const HostSample& h) {
                              m_context.feed.push(h);
                              if (!sendOwn) return;
                              std::lock_guard lock(m_outMutex);
                              m_outgoing.push_back(h);
                          });
    if (p.localLink.kind == LinkType::WiFi) sampler.sampleWifi(p.localLink.interfaceName);
    // The senders send inside the intervals and nowhere else: counting starts before the
    // streams do and they stop at the last boundary. A receiving end starts its clock with the
    // first data (flow::awaitFirstData; the server's in nativesession.cpp), so both ends'
    // intervals hold the same bytes however far apart the two started.
    sampler.atLastBoundary([&transfer] { transfer.finishSending(); });
    latencyLoadStarts(p);
    const bool receivesOnly = p.mode == TestMode::Download;
    if (!receivesOnly) {
        const auto t0 = std::chrono::steady_clock::now();
        sampler.start(t0);
        control::noteDataStarted(m_context, t0);
    }
    if (auto ec = transfer.start()) {
        sampler.stop();
        return {Errc::Io, "cannot start the data streams", control::kStreamsHint, ec};
    }
    if (receivesOnly) {
        const auto t0 = flow::awaitFirstData(transfer, std::chrono::seconds(3), m_context.stop);
        sampler.start(t0, true);
        control::noteDataStarted(m_context, t0);
    }
    Error error = measure(p, transfer, sampler);
    transfer.finishSending();
    if (!error) {
        sendOwnIntervals(p);
        writeFrame(p.control, encode(StopMsg{}), net::deadlineIn(m_config.controlTimeoutMs));
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
    m_context.feed.collect(p);
    finishLatency(m_context, p, m_probes);
    if (!error) error = collectResult(p);
    m_context.feed.emitReady(p, true);
    return error;
}

// Until the last interval is sampled or the user stops: read the server's interval figures
// and pass merged intervals on.
Error NativeClient::measure(control::Phase& p, const flow::DataPath& transfer,
                            const flow::Sampler& sampler)
{
    while (!sampler.finished()) {
        if (m_context.stop.stop_requested()) {
            p.stoppedEarly = true;
            return {};
        }
        if (transfer.failedStreams() > 0)
            return {Errc::PeerClosed,
                    "lost the peer mid-test: " + transfer.firstError(),
                    "the server or the network went away; the intervals so far are kept",
                    {}};
        if (!net::awaitReadable(p.control, net::deadlineIn(50), m_context.stop)) {
            Message msg;
            if (auto e = readMessage(p, msg, m_config.controlTimeoutMs, "interval figures")) {
                if (e.code == Errc::PeerClosed)
                    e.message = "lost the peer mid-test: the server closed the control connection";
                return e;
            }
            if (auto* iv = msg.get<IntervalMsg>()) p.remote[iv->sample.index] = iv->sample;
        }
        sendOwnIntervals(p);
        m_context.feed.emitReady(p, false);
    }
    return {};
}

// The client's interval figures, as the server sends its own: the serving machine shows the
// client's CPU, and latency where it keeps it, from them. Best effort: a write that fails
// shows up as the next read's error.
void NativeClient::sendOwnIntervals(control::Phase& p)
{
    std::vector<HostSample> out;
    {
        std::lock_guard lock(m_outMutex);
        out.swap(m_outgoing);
    }
    for (const HostSample& h : out) {
        IntervalMsg msg{h, {}};
        if (m_peerTakesLatency) msg.latency = intervalLatency(p, h);
        writeFrame(p.control, encode(msg), net::deadlineIn(m_config.controlTimeoutMs));
    }
}

Error NativeClient::collectResult(control::Phase& p)
{
    for (;;) {
        Message msg;
        if (auto e = readMessage(p, msg, m_config.controlTimeoutMs, "the server's result"))
            return e;
        if (auto* iv = msg.get<IntervalMsg>()) {
            p.remote[iv->sample.index] = iv->sample;
            m_context.feed.emitReady(p, false);
            continue;
        }
        const auto* result = msg.get<ResultMsg>();
        if (!result) return unexpected("result", msg);
        for (int d = 0; d < 2; ++d) {
            p.totals.serverSent[d] = result->sentTotal[d];
            p.totals.serverReceived[d] = result->receivedTotal[d];
            p.totals.serverUdp[d] = result->udp[d];
        }
        p.gotResult = true;
        if (m_peerTakesLatency) // best effort, as the "done"
            for (const LatencyMsg& m : latencyReport(p))
                writeFrame(p.control, encode(m), net::deadlineIn(1000));
        DoneMsg done;
        done.totals.valid = true;
        for (int d = 0; d < 2; ++d) {
            done.totals.sent[d] = p.totals.clientSent[d];
            done.totals.received[d] = p.totals.clientReceived[d];
            done.totals.udp[d] = p.totals.clientUdp[d];
        }
        writeFrame(p.control, encode(done), net::deadlineIn(1000));
        return {};
    }
}

} // namespace bw::engine::native
