// SPDX-License-Identifier: MIT
#include "iperf3/iperf3client.h"

#include "control/connect.h"
#include "control/pause.h"
#include "control/text.h"
#include "flow/sampler.h"
#include "flow/streamsetup.h"
#include "flow/transfer.h"
#include "flow/udptransfer.h"
#include "iperf3/iperf3clientudp.h"
#include "iperf3/iperf3meter.h"
#include "iperf3/iperf3params.h"
#include "net/bigendian.h"

#include <algorithm>
#include <random>

namespace bw::engine::iperf3 {

using namespace std::chrono_literals;

namespace {
constexpr auto kDrainTimeout = 3s;
constexpr int kCloseTimeoutMs = 1000;
constexpr auto kRelistenPause = 250ms;
// A server that leaves iperf3's script: what to try next.
constexpr const char* kOffScriptHint =
    "the server went off iperf3's script: check that it is iperf3 3.x (iperf3 -v there) and "
    "that it serves this port, or run benchwire-cli -s there instead";

control::Cookie randomCookie()
{
    // The alphabet of iperf3's make_cookie(); no "benchwire" prefix, so a Benchwire server
    // also serves this connection in the iperf3 dialect.
    static constexpr char kAlphabet[] = "abcdefghijklmnopqrstuvwxyz234567";
    std::random_device rd;
    control::Cookie c{};
    for (std::size_t i = 0; i + 1 < c.size(); ++i)
        c[i] = kAlphabet[rd() % 32];
    c.back() = '\0';
    return c;
}
} // namespace

void fillIperf3PeerTotals(std::vector<DirectionSummary>& summaries)
{
    for (auto& s : summaries) {
        const double secs = double(s.durationUs) / 1e6;
        if (s.direction == Direction::Upload && s.receiverBytes == 0) {
            s.receiverBytes = s.receiverBytesTotal;
            s.receiverBitsPerSecond = Stats{};
            if (secs > 0) s.receiverBitsPerSecond.mean = 8.0 * double(s.receiverBytes) / secs;
        }
        if (s.direction == Direction::Download && s.senderBytes == 0) {
            s.senderBytes = s.senderBytesTotal;
            s.senderBitsPerSecond = secs > 0 ? 8.0 * double(s.senderBytes) / secs : 0.0;
        }
    }
}

Iperf3Client::Iperf3Client(control::PhaseContext& context, bool cookieSent)
    : m_context(context), m_config(context.config), m_cookieSent(cookieSent)
{
}

void Iperf3Client::completeSummaries(std::vector<DirectionSummary>& summaries) const
{
    fillIperf3PeerTotals(summaries);
}

void Iperf3Client::notice(const std::string& message)
{
    m_context.sink.onStreamEvent(
        StreamEvent{StreamEventKind::Notice, m_p->remoteAddress, message, -1});
}

Error Iperf3Client::readState(unsigned char& state, const char* waitingFor)
{
    bool eof = false;
    auto ec = net::readExact(m_p->control, &state, 1, net::deadlineIn(m_config.controlTimeoutMs),
                             {}, &eof);
    if (ec == std::errc::timed_out)
        return {Errc::Timeout,
                std::string("the iperf3 server did not answer in time (waiting for ") + waitingFor +
                    ")",
                "the server may be overloaded or stuck; try again", ec};
    if (ec)
        return {Errc::PeerClosed,
                std::string("the iperf3 server closed the connection (waiting for ") + waitingFor +
                    ")",
                "the server may have been stopped; check it and try again",
                {}};
    if (state == iperf3::ServerError) {
        unsigned char codes[8] = {};
        net::readExact(m_p->control, codes, sizeof codes, net::deadlineIn(1000));
        return {Errc::Refused,
                "the iperf3 server refused the test: " +
                    iperf3::describeError(std::int32_t(net::getU32(codes)),
                                          std::int32_t(net::getU32(codes + 4))),
                "change the settings, or check the server's limits",
                {}};
    }
    if (state == iperf3::AccessDenied)
        return {Errc::ServerBusy,
                "the iperf3 server is running another test",
                "wait for it to finish and try again",
                {}};
    if (state == iperf3::ServerTerminate)
        return {Errc::PeerClosed,
                "the iperf3 server was stopped",
                "start iperf3 -s there again, and run the test again",
                {}};
    return {};
}

Error Iperf3Client::expect(unsigned char want, const char* waitingFor)
{
    unsigned char state = 0;
    if (auto e = readState(state, waitingFor)) return e;
    if (state != want)
        return {Errc::ProtocolError,
                "the iperf3 server sent " + iperf3::stateName(state) +
                    " while Benchwire waited for " + waitingFor,
                kOffScriptHint,
                {}};
    return {};
}

Error Iperf3Client::sendCookie()
{
    m_p->cookie = randomCookie();
    if (net::writeAll(m_p->control, m_p->cookie.data(), m_p->cookie.size(),
                      net::deadlineIn(m_config.controlTimeoutMs)))
        return {Errc::PeerClosed,
                "the server closed the connection during the hello",
                "the server may be full or stopping: see its output, and try again in a moment",
                {}};
    unsigned char state = 0;
    if (auto e = readState(state, "the answer to the cookie")) return e;
    if (state != iperf3::ParamExchange)
        return {Errc::ProtocolError,
                m_config.host + " is not an iperf3 server",
                "leave out --iperf3 for a Benchwire server, or check the port",
                {}};
    return {};
}

Error Iperf3Client::openStreams(std::vector<net::Socket>& out)
{
    if (m_config.protocol == Protocol::Udp)
        return openIperf3UdpStreams(m_context, m_params, *m_p, out);
    const int count = m_params.parallel * (m_params.bidirectional ? 2 : 1);
    // iperf3 numbers the streams itself: each sends the cookie alone.
    const control::Cookie cookie = m_p->cookie;
    return control::openTcpStreams(
        m_config, *m_p, count, m_context.stop,
        [&cookie](int) { return std::vector<unsigned char>(cookie.begin(), cookie.end()); }, out);
}

Error Iperf3Client::run(control::Phase& p)
{
    m_p = &p;
    std::string why;
    m_params = iperf3ParamsFor(m_config, m_p->mode, why);
    if (!why.empty()) return {Errc::InvalidConfig, why, "change the setting for this peer", {}};
    if (!m_cookieSent)
        if (auto e = sendCookie()) return e;
    m_p->peer = PeerInfo{};
    m_p->peer.product = "iperf3";
    m_p->peer.version = "3.x";
    notice("iperf3 3.x peer: only end-of-test figures, no live remote CPU");
    if (!iperf3::writeJson(m_p->control, iperf3::encodeParams(m_params), {},
                           net::deadlineIn(m_config.controlTimeoutMs)))
        return {Errc::PeerClosed,
                "the iperf3 server closed the connection during setup",
                "the iperf3 server may have refused the settings: its output says why (iperf3 -s "
                "prints it)",
                {}};
    if (auto e = expect(iperf3::CreateStreams, "the answer to the parameters")) return e;
    std::vector<net::Socket> sockets;
    Error e = control::awaitTheGroup(m_context);
    if (!e) e = openStreams(sockets);
    if (!e) e = expect(iperf3::TestStart, "the start of the test");
    if (!e) e = expect(iperf3::TestRunning, "the start of the test");
    if (e) {
        // Tell the server at once instead of leaving it to its timeouts.
        const unsigned char term = iperf3::ClientTerminate;
        net::writeAll(m_p->control, &term, 1, net::deadlineIn(kCloseTimeoutMs));
        return e;
    }
    return runData(std::move(sockets));
}

// Until the last interval is sampled or the user stops. The server says nothing while the
// test runs, so anything on the control connection now is an error or a goodbye.
Error Iperf3Client::watch(const flow::DataPath& transfer, const flow::Sampler& sampler,
                          std::chrono::steady_clock::time_point end)
{
    while (!sampler.finished()) {
        if (m_context.stop.stop_requested()) {
            m_p->stoppedEarly = true;
            return {};
        }
        if (transfer.failedStreams() > 0)
            return {Errc::PeerClosed,
                    "lost the peer mid-test: " + transfer.firstError(),
                    "the server or the network went away; the intervals so far are kept",
                    {}};
        // Short waits near the end: TEST_END should leave right after the last interval.
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            end - std::chrono::steady_clock::now());
        if (!net::awaitReadable(m_p->control,
                                std::chrono::steady_clock::now() + std::clamp(left, 1ms, 50ms),
                                m_context.stop)) {
            unsigned char state = 0;
            if (auto e = readState(state, "the end of the test")) return e;
            return {Errc::ProtocolError,
                    "the iperf3 server sent " + iperf3::stateName(state) +
                        " in the middle of the test",
                    kOffScriptHint,
                    {}};
        }
        m_context.feed.emitReady(*m_p, true);
    }
    return {};
}

Error Iperf3Client::runData(std::vector<net::Socket> sockets)
{
    std::vector<flow::StreamSpec> specs;
    std::vector<net::NativeSocket> natives;
    std::vector<iperf3::StreamFigures> layout;
    for (std::size_t i = 0; i < sockets.size(); ++i) {
        const Direction d = iperf3::streamDirection(m_params, int(i));
        layout.push_back({d == Direction::Upload, d, {.id = iperf3::streamId(int(i))}});
    }
    if (m_config.protocol == Protocol::Udp) {
        auto path = makeIperf3UdpPath(m_params, std::move(sockets), layout);
        Iperf3Meter meter([&path] { return path->figures(); }, m_config.warmupMs);
        return measure(*path, meter);
    }
    for (std::size_t i = 0; i < sockets.size(); ++i) {
        natives.push_back(sockets[i].native());
        specs.push_back({std::move(sockets[i]), layout[i].wire.id,
                         layout[i].sender ? flow::Role::Send : flow::Role::Receive,
                         layout[i].direction});
    }
    flow::Transfer transfer(std::move(specs), {m_config.effectiveThreads(), m_config.bufferBytes,
                                               m_config.tcpStreamRate(), m_config.threads == 0});
    Iperf3Meter meter(tcpReader(transfer, std::move(layout), std::move(natives)),
                      m_config.warmupMs);
    return measure(transfer, meter);
}

// The measured part on either data path, then the results exchange.
Error Iperf3Client::measure(flow::DataPath& path, Iperf3Meter& meter)
{
    flow::Sampler sampler(path, m_config.warmupMs, m_config.durationMs, m_config.intervalMs,
                          [this, &meter](const HostSample& h) {
                              meter.onSample(h);
                              m_context.feed.push(h);
                          });
    const auto t0 = std::chrono::steady_clock::now();
    if (auto ec = path.start())
        return {Errc::Io, "cannot start the data streams", control::kStreamsHint, ec};
    meter.start(t0);
    control::noteDataStarted(m_context, t0);
    if (m_p->localLink.kind == LinkType::WiFi) sampler.sampleWifi(m_p->localLink.interfaceName);
    sampler.start(t0);
    Error error =
        watch(path, sampler,
              m_config.untilStopped()
                  ? std::chrono::steady_clock::time_point::max()
                  : t0 + std::chrono::milliseconds(m_config.warmupMs + m_config.durationMs));
    const auto testEnd = std::chrono::steady_clock::now();
    path.finishSending();
    if (!error) {
        const unsigned char end = iperf3::TestEnd;
        if (net::writeAll(m_p->control, &end, 1, net::deadlineIn(m_config.controlTimeoutMs)))
            error = {Errc::PeerClosed,
                     "the iperf3 server closed the connection at the end of the test",
                     "the iperf3 server stopped early: its output says why; run the test again",
                     {}};
        else
            path.waitReceiversDone(kDrainTimeout); // a stock server closes its streams on TEST_END
    }
    sampler.stop();
    m_p->localCpu = sampler.measuredCpu();
    iperf3::Results ours = meter.finish(testEnd, m_config.protocol);
    path.stop();
    m_context.feed.collect(*m_p);
    iperf3::Results server;
    if (!error) error = exchangeResults(ours, server);
    if (!error) takeTotals(meter.figures(), server);
    m_context.feed.emitReady(*m_p, true);
    return error;
}

Error Iperf3Client::exchangeResults(const iperf3::Results& ours, iperf3::Results& server)
{
    if (auto e = expect(iperf3::ExchangeResults, "the results exchange")) return e;
    if (!iperf3::writeJson(m_p->control, iperf3::encodeResults(ours), {},
                           net::deadlineIn(m_config.controlTimeoutMs)))
        return {Errc::PeerClosed,
                "the iperf3 server closed the connection during the results exchange",
                "the iperf3 server stopped early: its output says why; run the test again",
                {}};
    std::string text, why;
    std::uint32_t announced = 0;
    auto io = iperf3::readJson(m_p->control, text, iperf3::kMaxResultsBytes,
                               net::deadlineIn(m_config.controlTimeoutMs), {}, &announced);
    if (io != iperf3::JsonIo::Ok)
        return {Errc::ProtocolError,
                "the iperf3 server's results: " +
                    iperf3::describe(io, announced, iperf3::kMaxResultsBytes),
                "use iperf3 3.12 or newer there, or run benchwire-cli -s there instead",
                {}};
    if (!iperf3::parseResults(text, server, why))
        return {Errc::ProtocolError,
                "the iperf3 server's results: " + why,
                "use iperf3 3.12 or newer there, or run benchwire-cli -s there instead",
                {}};
    if (auto e = expect(iperf3::DisplayResults, "the end of the results exchange")) return e;
    const unsigned char done = iperf3::IperfDone;
    net::writeAll(m_p->control, &done, 1, net::deadlineIn(kCloseTimeoutMs));
    // The server closes once it has read IPERF_DONE (as 3.21 clients do, wait for that).
    m_p->control.shutdownWrite();
    char rest[64];
    const auto deadline = net::deadlineIn(kCloseTimeoutMs);
    while (!net::readExact(m_p->control, rest, sizeof rest, deadline)) {
    }
    m_p->control.close();
    // A stock server closes its listener after a test and opens a new one: the download
    // phase of a both-ways run must not reach the old one.
    if (m_config.mode == TestMode::BothWays && m_p->index == 0)
        control::pauseFor(kRelistenPause, m_context.stop);
    return {};
}

// The phase's totals are iperf3's end-of-test figures on both sides: the omit period excluded.
void Iperf3Client::takeTotals(const std::vector<iperf3::StreamFigures>& mine,
                              const iperf3::Results& server)
{
    int clientReceivers[2] = {}, serverReceivers[2] = {}; // for each direction's mean jitter
    for (const auto& f : mine) {
        const auto d = std::size_t(f.direction);
        (f.sender ? m_p->totals.clientSent[d] : m_p->totals.clientReceived[d]) += f.wire.bytes;
        addUdp(m_p->totals.clientUdp[d], clientReceivers[d], f.sender, f.wire);
        for (const auto& s : server.streams) {
            if (s.id != f.wire.id) continue;
            (f.sender ? m_p->totals.serverReceived[d] : m_p->totals.serverSent[d]) += s.bytes;
            addUdp(m_p->totals.serverUdp[d], serverReceivers[d], !f.sender, s);
        }
    }
    if (m_config.protocol == Protocol::Udp) {
        m_p->totals.datagramBytes = m_params.lenBytes;
        m_p->totals.udpTargetBitsPerSecond =
            double(m_params.bandwidthBitsPerSecond) * m_params.parallel;
        m_p->datagramBytes = m_params.lenBytes;
    }
    // Only the results' number format hints at the server's version.
    m_p->peer.version = server.sawOmittedFields ? "3.14 or newer" : "3.13 or older";
    m_p->gotResult = true;
}

void Iperf3Client::addUdp(UdpSample& total, int& receivers, bool sender,
                          const iperf3::StreamResult& s) const
{
    if (m_config.protocol == Protocol::Udp) addUdpResult(total, receivers, sender, s);
}

} // namespace bw::engine::iperf3
