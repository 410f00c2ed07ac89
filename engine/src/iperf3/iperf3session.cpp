// SPDX-License-Identifier: MIT
#include "iperf3/iperf3session.h"

#include "control/limits.h"
#include "control/pause.h"
#include "control/serverimpl.h"
#include "flow/sampler.h"
#include "flow/streamsetup.h"
#include "flow/transfer.h"
#include "iperf3/iperf3meter.h"
#include "iperf3/iperf3params.h"
#include "iperf3/iperf3text.h"
#include "iperf3/iperf3udp.h"
#include "iperf3/iperf3udppath.h"
#include "iperf3/iperf3udppeer.h"
#include "net/poller.h"
#include "results/interval.h"

#include <algorithm>

namespace bw::engine::iperf3 {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {
// How long past time + omit the server waits for TEST_END before it gives the client up.
constexpr auto kTestEndGrace = 15s;
// After TEST_END: the last wait for IPERF_DONE, and the longest drain of in-flight data.
constexpr int kDoneTimeoutMs = 5000;
constexpr auto kDrainLimit = 1000ms;
constexpr auto kDrainQuiet = 30ms;

std::string stateBytes(std::initializer_list<unsigned char> states)
{
    return std::string(states.begin(), states.end());
}
} // namespace

Iperf3Session::Iperf3Session(control::ServerImpl& server, const ServerConfig& config,
                             net::Socket control, std::string peer, control::Cookie cookie)
    : m_server(server), m_config(config), m_control(std::move(control)), m_peer(std::move(peer)),
      m_cookie(cookie)
{
    if (net::Endpoint client; !m_control.peerEndpoint(client)) m_clientAddress = client.address();
}

Iperf3Session::~Iperf3Session() = default;

bool Iperf3Session::sendBytes(const std::string& bytes)
{
    return !net::writeAll(m_control, bytes.data(), bytes.size(),
                          net::deadlineIn(m_config.handshakeTimeoutMs), m_stop);
}

void Iperf3Session::refuse(iperf3::ErrorCode code, const std::string& why)
{
    sendBytes(iperf3::serverErrorBytes(code));
    m_server.emitEvent(StreamEventKind::SessionRefused, m_peer, "iperf3 client refused: " + why);
}

void Iperf3Session::abort(const std::string& why)
{
    m_server.emitEvent(StreamEventKind::SessionAborted, m_peer, "iperf3 test aborted: " + why);
}

std::optional<std::pair<iperf3::ErrorCode, std::string>> Iperf3Session::checkLimits() const
{
    // A run without a time (-t 0, -n, -k): a server with a limit serves it up to the limit, so
    // only its warm-up is checked (as a shortest test); one without serves it until it ends.
    TestConfig asked = m_test;
    if (!m_params.timeSeconds && !m_test.untilStopped()) asked.durationMs = kMinDurationMs;
    const auto breach = m_server.admitTest(*this, asked);
    if (!breach) return std::nullopt;
    // An iperf3 client gets only the error code; the server's own log has the words.
    const std::string text = breach->message + "; " + breach->hint;
    switch (breach->limit) {
    case control::Limit::Udp:
        return std::pair{iperf3::IeProtocol, text};
    case control::Limit::Duration:
        return std::pair{iperf3::IeDuration, text};
    case control::Limit::Rate:
        return std::pair{iperf3::IeTotalRate, text};
    case control::Limit::Memory:
        return std::pair{iperf3::IeBlockSize, text};
    case control::Limit::Streams:
    case control::Limit::OpenFiles:
        break;
    }
    return std::pair{iperf3::IeNumStreams, text};
}

bool Iperf3Session::exchangeParams()
{
    if (!sendBytes(stateBytes({iperf3::ParamExchange}))) {
        abort("the client vanished before the parameter exchange");
        return false;
    }
    std::string text, why;
    std::uint32_t announced = 0;
    auto io = iperf3::readJson(m_control, text, iperf3::kMaxParamsBytes,
                               net::deadlineIn(m_config.handshakeTimeoutMs), m_stop, &announced);
    if (io != iperf3::JsonIo::Ok) {
        refuse(iperf3::IeRecvParams,
               "parameters: " + iperf3::describe(io, announced, iperf3::kMaxParamsBytes));
        return false;
    }
    if (auto code = iperf3::parseParams(text, m_params, why)) {
        refuse(*code, why);
        return false;
    }
    m_test = testConfigFor(m_params, m_peer, m_config.limits.maxDurationMs);
    if (auto limit = checkLimits()) {
        refuse(limit->first, limit->second);
        return false;
    }
    {
        std::lock_guard lock(m_mutex);
        m_expected = m_params.parallel * (m_params.bidirectional ? 2 : 1);
        m_acceptingData = true;
    }
    if (!sendBytes(stateBytes({iperf3::CreateStreams}))) {
        abort("the client vanished before creating its streams");
        return false;
    }
    return true;
}

void Iperf3Session::offerData(net::Socket& sock, std::uint64_t acceptSequence, const std::uint8_t*)
{
    if (takeData(acceptSequence, sock)) return;
    const unsigned char denied = iperf3::AccessDenied;
    std::size_t n = 0;
    sock.send(&denied, 1, n);
    m_server.emitEvent(StreamEventKind::SessionRefused, m_peer,
                       "unexpected iperf3 data connection refused");
}

bool Iperf3Session::takeData(std::uint64_t acceptSequence, net::Socket& sock)
{
    std::lock_guard lock(m_mutex);
    if (!m_acceptingData || m_test.protocol != Protocol::Tcp || arrivedLocked() >= m_expected)
        return false;
    m_arrived.emplace(acceptSequence, std::move(sock));
    if (m_arrivalWake) m_arrivalWake->wake();
    return true;
}

// Non-blocking look at the control connection while the server waits for something else.
bool Iperf3Session::controlClosed(std::string& why)
{
    if (m_control.waitReadable(0ms)) return false;
    unsigned char b = 0;
    std::size_t n = 0;
    auto ec = m_control.recv(&b, 1, n);
    if (ec && net::isWouldBlock(ec)) return false;
    if (ec || n == 0)
        why = "the client closed the control connection";
    else if (b == iperf3::ClientTerminate)
        why = "the client terminated the test";
    else
        why = "the client sent " + iperf3::stateName(b) + " out of turn (not iperf3 3.x?)";
    return true;
}

// Until every stream arrived, the latest one too long ago, the client gave up, or the server
// stops: each arrival and a stop wake the poller that watches the control connection.
bool Iperf3Session::waitForArrivals(net::Poller& poller, std::string& why)
{
    const auto timeout = std::chrono::milliseconds(m_config.handshakeTimeoutMs);
    // Streams arrive one after the other: the timeout runs from the latest one.
    auto deadline = Clock::now() + timeout;
    int seen = 0;
    std::vector<net::PollEvent> events;
    for (;;) {
        {
            std::lock_guard lock(m_mutex);
            if (arrivedLocked() >= m_expected) return true;
            if (arrivedLocked() != seen) {
                seen = arrivedLocked();
                deadline = Clock::now() + timeout;
            }
        }
        const auto now = Clock::now();
        if (m_stop.stop_requested() || now >= deadline) return false;
        poller.wait(events, std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now) +
                                std::chrono::milliseconds(1));
        if (!events.empty() && controlClosed(why)) return false;
    }
}

bool Iperf3Session::waitForStreams()
{
    std::error_code ec;
    auto poller = net::Poller::create(ec, 1);
    std::string why;
    bool all = false;
    if (!poller) {
        why = "cannot wait for the data connections: " + ec.message();
    } else {
        poller->add(m_control.native(), net::PollIn, 0);
        {
            std::lock_guard lock(m_mutex);
            m_arrivalWake = poller.get();
        }
        std::stop_callback onStop(m_stop, [&poller] { poller->wake(); });
        all = waitForArrivals(*poller, why);
    }
    std::unique_lock lock(m_mutex);
    m_arrivalWake = nullptr;
    m_acceptingData = false;
    const int arrived = arrivedLocked();
    for (auto& [seq, sock] : m_arrived)
        m_streams.push_back(std::move(sock));
    m_arrived.clear();
    lock.unlock();
    if (all) return true;
    if (!why.empty())
        abort(why);
    else if (m_stop.stop_requested())
        sendBytes(stateBytes({iperf3::ServerTerminate}));
    else
        refuse(iperf3::IeStreamAccept, "only " + std::to_string(arrived) + " of " +
                                           std::to_string(m_expected) +
                                           " data connections arrived");
    return false;
}

void Iperf3Session::run(std::stop_token stop)
{
    m_stop = stop;
    if (!exchangeParams() || !waitForStreams()) {
        releaseUdp();
        return;
    }
    m_link = controlLink(m_control);
    m_server.emitServedTest({m_peer, Dialect::Iperf3, m_params.clientVersion, m_test, m_link, {}});
    m_server.emitEvent(StreamEventKind::SessionStarted, m_peer, iperf3TestText(m_params, m_test));
    if (m_test.protocol == Protocol::Udp)
        runUdp();
    else
        runTcp();
}

void Iperf3Session::emitSample(const HostSample& h)
{
    // The server's own figures only: it sends downloads and receives uploads.
    IntervalSample iv = results::serverInterval(m_test.mode, h);
    for (const auto& ds : iv.directions)
        m_outputLines.push_back(iperf3IntervalLine(iv, ds));
    m_server.emitInterval(m_peer, iv);
}

bool Iperf3Session::awaitTestEnd(Clock::time_point t0, std::string& why)
{
    // Until stopped: an iperf3 client says nothing until TEST_END, so only it or a stop ends
    // the wait (docs/limits.md).
    const auto deadline =
        m_test.untilStopped() ? Clock::time_point::max() : measuredEnd(m_test, t0) + kTestEndGrace;
    unsigned char b = 0;
    bool eof = false;
    auto ec = net::readExact(m_control, &b, 1, deadline, m_stop, &eof);
    if (!ec && b == iperf3::TestEnd) return true;
    if (ec == std::errc::operation_canceled) {
        why = "the server was stopped";
        sendBytes(stateBytes({iperf3::ServerTerminate}));
    } else if (ec == std::errc::timed_out) {
        why = "no TEST_END from the client in time";
        sendBytes(iperf3::serverErrorBytes(iperf3::IeNoMsg));
    } else if (ec) {
        why = "the client closed the control connection";
    } else if (b == iperf3::ClientTerminate) {
        why = "the client terminated the test";
    } else {
        why = "the client sent " + iperf3::stateName(b) + " out of turn (not iperf3 3.x?)";
        sendBytes(iperf3::serverErrorBytes(iperf3::IeMessage));
    }
    return false;
}

// The client stopped writing before it sent TEST_END, but what it wrote last is still in
// flight. Counting it until the streams go quiet makes the server's figure match the client's
// sent bytes (a stock server closes at once and reports less).
void Iperf3Session::drainReceivers(const flow::DataPath& transfer) const
{
    if (m_test.mode == TestMode::Download) return;
    auto received = [&transfer] {
        auto t = transfer.totals();
        return t.received[0] + t.received[1];
    };
    const auto start = Clock::now();
    auto quietSince = start;
    auto last = received();
    while (Clock::now() - start < kDrainLimit && Clock::now() - quietSince < kDrainQuiet) {
        if (!control::pauseFor(5ms, m_stop)) return;
        if (auto now = received(); now != last) {
            last = now;
            quietSince = Clock::now();
        }
    }
}

void Iperf3Session::runTcp()
{
    std::vector<flow::StreamSpec> specs;
    std::vector<net::NativeSocket> natives;
    std::vector<iperf3::StreamFigures> layout;
    for (int i = 0; i < int(m_streams.size()); ++i) {
        flow::StreamSpec spec;
        spec.socket = std::move(m_streams[std::size_t(i)]);
        spec.id = iperf3::streamId(i);
        spec.direction = iperf3::streamDirection(m_params, i);
        const bool sends = spec.direction == Direction::Download;
        spec.role = sends ? flow::Role::Send : flow::Role::Receive;
        if (auto e = flow::applyDataOptions(spec.socket, m_test))
            m_server.emitEvent(StreamEventKind::Notice, m_peer,
                               "iperf3 stream " + std::to_string(spec.id) + ": " + e.describe());
        if (i == 0) m_congestionUsed = spec.socket.congestion();
        natives.push_back(spec.socket.native());
        layout.push_back({sends, spec.direction, {.id = spec.id}});
        specs.push_back(std::move(spec));
    }
    const int threads = m_config.threads > 0 ? m_config.threads : m_test.effectiveThreads();
    flow::Transfer transfer(std::move(specs), {threads, m_test.bufferBytes, m_test.tcpStreamRate(),
                                               m_config.threads == 0 && m_test.threads == 0});
    Iperf3Meter meter(tcpReader(transfer, std::move(layout), std::move(natives)), m_test.warmupMs);
    std::optional<iperf3::Results> ours = measure(transfer, meter);
    if (!ours) return;
    ours->congestionUsed = m_congestionUsed;
    finishSession(*ours, meter.figures(), meter.seconds());
}

// The measured part on any data path: TEST_START and TEST_RUNNING, data, TEST_END, then the
// senders stop and the receivers drain. Nothing (after abort()) when it did not end cleanly.
std::optional<iperf3::Results> Iperf3Session::measure(flow::DataPath& path, Iperf3Meter& meter)
{
    // TEST_START and TEST_RUNNING back to back: the client starts its timers and sends, and
    // this side starts its own data only now.
    if (!sendBytes(stateBytes({iperf3::TestStart, iperf3::TestRunning}))) {
        abort("the client vanished at the start of the test");
        return std::nullopt;
    }
    const auto t0 = Clock::now();
    if (auto ec = path.start()) {
        sendBytes(iperf3::serverErrorBytes(iperf3::IeStreamAccept));
        abort("cannot start the data streams: " + ec.message());
        return std::nullopt;
    }
    meter.start(t0);
    flow::Sampler sampler(path, m_test.warmupMs, m_test.durationMs, m_test.intervalMs,
                          [&](const HostSample& h) {
                              meter.onSample(h);
                              emitSample(h);
                          });
    if (m_link.kind == LinkType::WiFi) sampler.sampleWifi(m_link.interfaceName);
    sampler.start(t0);
    setExpectedEnd(measuredEnd(m_test, t0));
    std::string why;
    const bool clean = awaitTestEnd(t0, why);
    const auto testEnd = Clock::now();
    path.finishSending(); // never block on a data send after TEST_END
    if (clean) drainReceivers(path);
    sampler.stop();
    if (!clean) {
        path.stop();
        abort(why);
        return std::nullopt;
    }
    iperf3::Results ours = meter.finish(testEnd, m_test.protocol);
    path.stop(); // a stock server has closed its data sockets before EXCHANGE_RESULTS too
    return ours;
}

bool Iperf3Session::exchangeResults(iperf3::Results& ours, iperf3::Results& client,
                                    std::string& why)
{
    if (!sendBytes(stateBytes({iperf3::ExchangeResults}))) {
        why = "the client vanished before the results exchange";
        return false;
    }
    std::string text;
    std::uint32_t announced = 0;
    auto io = iperf3::readJson(m_control, text, iperf3::kMaxResultsBytes,
                               net::deadlineIn(m_config.handshakeTimeoutMs), m_stop, &announced);
    if (io != iperf3::JsonIo::Ok) {
        why = "client results: " + iperf3::describe(io, announced, iperf3::kMaxResultsBytes);
        return false;
    }
    if (!iperf3::parseResults(text, client, why)) {
        why = "client results: " + why;
        return false;
    }
    // A stock server echoes what the client measured on the streams the server sent.
    for (auto& s : ours.streams)
        for (const auto& c : client.streams)
            if (c.id == s.id && s.retransmits >= 0) {
                s.jitterSeconds = c.jitterSeconds;
                s.errors = c.errors;
            }
    if (!iperf3::writeJson(m_control, iperf3::encodeResults(ours),
                           stateBytes({iperf3::DisplayResults}),
                           net::deadlineIn(m_config.handshakeTimeoutMs), m_stop)) {
        why = "the client vanished during the results exchange";
        return false;
    }
    m_finishing.store(true);
    // IPERF_DONE, then close at once: a 3.21 client waits for our EOF before it exits.
    unsigned char done = 0;
    net::readExact(m_control, &done, 1, net::deadlineIn(kDoneTimeoutMs), m_stop);
    m_control.close();
    return true;
}

void Iperf3Session::finishSession(iperf3::Results ours,
                                  const std::vector<iperf3::StreamFigures>& figures, double seconds)
{
    if (m_params.getServerOutput)
        ours.serverOutputText = iperf3ServerOutput(iperf3TestText(m_params, m_test), m_outputLines,
                                                   m_test.mode, figures, seconds);
    iperf3::Results client;
    std::string why;
    if (!exchangeResults(ours, client, why)) {
        abort(why);
        return;
    }
    // A stock client's only CPU figure: its process's, over the test, in % of one core.
    CpuSummary clientCpu;
    clientCpu.valid = true;
    clientCpu.userPct = client.cpuUserPct;
    clientCpu.systemPct = client.cpuSystemPct;
    clientCpu.processPct = client.cpuTotalPct;
    clientCpu.idlePct = std::max(0.0, 100.0 - client.cpuTotalPct);
    m_server.setServedClientCpu(m_peer, clientCpu);
    m_server.emitEvent(StreamEventKind::SessionEnded, m_peer,
                       iperf3EndText(m_test.mode, figures, client, seconds));
}

// UDP streams: the server's UDP port (shared with the native dialect) takes each stream's 4-byte
// connect datagram, routes that source to the stream, and answers as a stock server does.
bool Iperf3Session::offerDatagram(flow::UdpPort& port, const net::Endpoint& from,
                                  const std::uint8_t*, std::size_t bytes)
{
    std::lock_guard lock(m_mutex);
    // The stock server ignores the connect datagram's content; its size tells it from data.
    if (!m_acceptingData || m_test.protocol != Protocol::Udp || bytes != 4 ||
        arrivedLocked() >= m_expected)
        return false;
    // It names no session: with several clients at once, take only those from our client.
    if (m_config.maxClients > 1 && from.address() != m_clientAddress) return false;
    const int index = arrivedLocked();
    std::shared_ptr<Iperf3UdpCounter> counter;
    if (iperf3::streamDirection(m_params, index) == Direction::Upload)
        counter = std::make_shared<Iperf3UdpCounter>(m_params.udpCounters64);
    port.addRoute(from, std::make_shared<Iperf3UdpPeer>(counter));
    port.sendTo(iperf3udp::kReply.data(), iperf3udp::kReply.size(), from);
    m_udpPort = &port;
    m_udpArrived.push_back({from, std::move(counter)});
    if (m_arrivalWake) m_arrivalWake->wake();
    return true;
}

void Iperf3Session::releaseUdp()
{
    std::lock_guard lock(m_mutex);
    m_acceptingData = false;
    if (m_udpPort)
        for (const auto& a : m_udpArrived)
            m_udpPort->removeRoute(a.peer);
    m_udpArrived.clear();
}

void Iperf3Session::runUdp()
{
    std::vector<Iperf3UdpStream> streams;
    {
        std::lock_guard lock(m_mutex);
        for (std::size_t i = 0; i < m_udpArrived.size(); ++i) {
            Iperf3UdpStream s;
            const int id = iperf3::streamId(int(i));
            const Direction d = iperf3::streamDirection(m_params, int(i));
            s.layout = {d == Direction::Download, d, {.id = id}};
            s.shared = &m_udpPort->socket();
            s.peer = m_udpArrived[i].peer;
            s.counter = m_udpArrived[i].counter;
            streams.push_back(std::move(s));
        }
    }
    Iperf3UdpPath path(std::move(streams),
                       {m_test.bufferBytes, m_test.rateBitsPerSecond, m_params.udpCounters64});
    Iperf3Meter meter([&path] { return path.figures(); }, m_test.warmupMs);
    std::optional<iperf3::Results> ours = measure(path, meter);
    releaseUdp();
    if (ours) finishSession(*ours, meter.figures(), meter.seconds());
}

} // namespace bw::engine::iperf3
