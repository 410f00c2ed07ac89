// SPDX-License-Identifier: MIT
#include "iperf3/iperf3session.h"

#include "benchwire/openfiles.h"
#include "iperf3/iperf3meter.h"
#include "control/serverimpl.h"
#include "results/summary.h"
#include "flow/sampler.h"
#include "flow/streamsetup.h"
#include "flow/transfer.h"

#include <cstdio>
#include <thread>

namespace bw::engine::control {

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

std::string mbits(std::uint64_t bytes, double seconds)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f Mbit/s",
                  seconds > 0 ? 8.0 * double(bytes) / seconds / 1e6 : 0.0);
    return buf;
}
} // namespace

Iperf3Session::Iperf3Session(ServerImpl& server, const ServerConfig& config, net::Socket control,
                             std::string peer, Cookie cookie)
    : m_server(server), m_config(config), m_control(std::move(control)), m_peer(std::move(peer)),
      m_cookie(cookie)
{
}

Iperf3Session::~Iperf3Session() = default;

bool Iperf3Session::sendBytes(const std::string& bytes)
{
    return !net::writeAll(m_control, bytes.data(), bytes.size(),
                          net::deadlineIn(m_config.handshakeTimeoutMs), &m_cancel);
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

std::string Iperf3Session::describeTest() const
{
    std::string v = m_params.clientVersion.empty() ? "" : " " + m_params.clientVersion;
    return "iperf3" + v + " client: " + std::string(toString(m_test.protocol)) + " " +
           std::string(toString(m_test.mode)) + ", " + std::to_string(m_params.parallel) +
           " stream(s), " +
           (m_params.timeSeconds ? std::to_string(m_params.timeSeconds) + " s" : "until -n/-k") +
           (m_params.omitSeconds ? " after " + std::to_string(m_params.omitSeconds) + " s omitted"
                                 : "");
}

std::optional<std::pair<iperf3::ErrorCode, std::string>> Iperf3Session::checkLimits() const
{
    const ServerLimits& l = m_config.limits;
    if (m_params.parallel > l.maxStreams)
        return std::pair{iperf3::IeNumStreams, std::to_string(m_params.parallel) +
                                                   " streams exceed this server's limit of " +
                                                   std::to_string(l.maxStreams)};
    if ((std::int64_t(m_params.timeSeconds) + m_params.omitSeconds) * 1000 > l.maxDurationMs)
        return std::pair{iperf3::IeDuration, "time plus omit exceeds this server's limit of " +
                                                 std::to_string(l.maxDurationMs / 1000) + " s"};
    if (l.maxRateBitsPerSecond &&
        (m_test.rateBitsPerSecond == 0 || m_test.rateBitsPerSecond > l.maxRateBitsPerSecond))
        return std::pair{iperf3::IeTotalRate, "this server allows at most " +
                                                  std::to_string(l.maxRateBitsPerSecond) +
                                                  " bit/s per stream; ask for it with -b"};
    if (m_params.protocol == Protocol::Udp && !m_server.udpPort())
        return std::pair{iperf3::IeProtocol, "no UDP on this server: " + m_server.udpError()};
    // An iperf3 client gets only the error code; the server's own log has the numbers.
    const int files = serverFilesNeeded(m_test, m_config.threads);
    if (auto why = openFileShortfall(m_test, files, openFileLimit(), "the server"); !why.empty())
        return std::pair{iperf3::IeNumStreams, why + ": " + openFileHint(files)};
    return std::nullopt;
}

void Iperf3Session::configureTest()
{
    const iperf3::Params& p = m_params;
    m_test.host = m_peer;
    m_test.protocol = p.protocol;
    m_test.mode = p.bidirectional ? TestMode::Bidirectional
                  : p.reverse     ? TestMode::Download
                                  : TestMode::Upload;
    // Without a time (-n / -k) the client ends the test; the server's limit bounds it.
    m_test.durationMs = p.timeSeconds ? p.timeSeconds * 1000 : m_config.limits.maxDurationMs;
    m_test.warmupMs = p.omitSeconds * 1000;
    m_test.intervalMs = 1000;
    m_test.streams = p.parallel;
    m_test.bufferBytes = p.lenBytes                    ? p.lenBytes
                         : p.protocol == Protocol::Udp ? iperf3::kDefaultUdpLen
                                                       : iperf3::kDefaultTcpLen;
    m_test.socketBufferBytes = p.windowBytes;
    m_test.noDelay = p.noDelay;
    m_test.mssBytes = p.mssBytes;
    m_test.congestion = p.congestion;
    m_test.rateBitsPerSecond = p.bandwidthBitsPerSecond;
    if (p.protocol == Protocol::Udp && !m_test.rateBitsPerSecond)
        m_test.rateBitsPerSecond = iperf3::kDefaultUdpRate;
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
                               net::deadlineIn(m_config.handshakeTimeoutMs), &m_cancel, &announced);
    if (io != iperf3::JsonIo::Ok) {
        refuse(iperf3::IeRecvParams,
               "parameters: " + iperf3::describe(io, announced, iperf3::kMaxParamsBytes));
        return false;
    }
    if (auto code = iperf3::parseParams(text, m_params, why)) {
        refuse(*code, why);
        return false;
    }
    configureTest();
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

int Iperf3Session::arrivedLocked() const
{
    return int(m_test.protocol == Protocol::Udp ? m_udpArrived.size() : m_arrived.size());
}

bool Iperf3Session::offerData(std::uint64_t acceptSequence, net::Socket& sock)
{
    std::lock_guard lock(m_mutex);
    if (!m_acceptingData || m_test.protocol != Protocol::Tcp || arrivedLocked() >= m_expected)
        return false;
    m_arrived.emplace(acceptSequence, std::move(sock));
    m_cv.notify_all();
    return true;
}

// Non-blocking look at the control connection while the server waits for something else.
bool Iperf3Session::controlGone(std::string& why)
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
        why = "unexpected state byte " + std::to_string(b) + " from the client";
    return true;
}

bool Iperf3Session::waitForStreams(std::stop_token st)
{
    std::unique_lock lock(m_mutex);
    // Streams arrive one after the other: the timeout runs from the latest one.
    auto deadline = Clock::now() + std::chrono::milliseconds(m_config.handshakeTimeoutMs);
    std::size_t seen = 0;
    std::string why;
    while (arrivedLocked() < m_expected && !st.stop_requested()) {
        m_cv.wait_for(lock, 50ms);
        if (std::size_t(arrivedLocked()) != seen) {
            seen = std::size_t(arrivedLocked());
            deadline = Clock::now() + std::chrono::milliseconds(m_config.handshakeTimeoutMs);
        }
        if (Clock::now() >= deadline) break;
        lock.unlock();
        bool gone = controlGone(why);
        lock.lock();
        if (gone) break;
    }
    m_acceptingData = false;
    const int arrived = arrivedLocked();
    for (auto& [seq, sock] : m_arrived)
        m_streams.push_back(std::move(sock));
    m_arrived.clear();
    lock.unlock();
    if (arrived == m_expected) return true;
    if (!why.empty())
        abort(why);
    else if (st.stop_requested())
        sendBytes(stateBytes({iperf3::ServerTerminate}));
    else
        refuse(iperf3::IeStreamAccept, "only " + std::to_string(arrived) + " of " +
                                           std::to_string(m_expected) +
                                           " data connections arrived");
    return false;
}

void Iperf3Session::run(std::stop_token st)
{
    std::stop_callback onStop(st, [this] {
        m_cancel.store(true);
        m_cv.notify_all();
    });
    if (!exchangeParams() || !waitForStreams(st)) {
        releaseUdp();
        return;
    }
    m_server.emitEvent(StreamEventKind::SessionStarted, m_peer, describeTest());
    if (m_test.protocol == Protocol::Udp)
        runUdp();
    else
        runTcp();
}

void Iperf3Session::emitSample(const HostSample& h)
{
    // The server's own figures only: it sends downloads and receives uploads.
    IntervalSample iv = mergeInterval(0, m_test.mode, h, &h);
    iv.remoteCpu = {};
    for (auto& ds : iv.directions) {
        if (ds.direction == Direction::Download) {
            ds.haveReceiver = false;
            ds.receiverBytes = 0;
            ds.receiverBitsPerSecond = 0;
        } else {
            ds.haveSender = false;
            ds.senderBytes = 0;
            ds.senderBitsPerSecond = 0;
        }
        char line[128];
        std::snprintf(
            line, sizeof line, "[%6.2f-%6.2f sec] %s %s %llu bytes  %s%s\n",
            double(h.startUs) / 1e6, double(h.endUs) / 1e6,
            std::string(toString(ds.direction)).c_str(), ds.haveSender ? "sent" : "received",
            static_cast<unsigned long long>(ds.haveSender ? ds.senderBytes : ds.receiverBytes),
            mbits(ds.haveSender ? ds.senderBytes : ds.receiverBytes, iv.durationSeconds()).c_str(),
            h.warmup ? "  (omitted)" : "");
        m_outputLines.push_back(line);
    }
    m_server.emitInterval(iv);
}

bool Iperf3Session::awaitTestEnd(Clock::time_point t0, std::string& why)
{
    auto deadline = t0 +
                    std::chrono::milliseconds(std::int64_t(m_test.warmupMs) + m_test.durationMs) +
                    kTestEndGrace;
    unsigned char b = 0;
    bool eof = false;
    auto ec = net::readExact(m_control, &b, 1, deadline, &m_cancel, &eof);
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
        why = "unexpected state byte " + std::to_string(b) + " from the client";
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
        std::this_thread::sleep_for(5ms);
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
        if (auto msg = flow::applyDataOptions(spec.socket, m_test); !msg.empty())
            m_server.emitEvent(StreamEventKind::Notice, m_peer,
                               "iperf3 stream " + std::to_string(spec.id) + ": " + msg);
        if (i == 0) m_congestionUsed = spec.socket.congestion();
        natives.push_back(spec.socket.native());
        layout.push_back({sends, spec.direction, {.id = spec.id}});
        specs.push_back(std::move(spec));
    }
    const int threads = m_config.threads > 0 ? m_config.threads : m_test.effectiveThreads();
    flow::Transfer transfer(std::move(specs),
                            {threads, m_test.bufferBytes, m_test.rateBitsPerSecond});
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
    sampler.start(t0);
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

std::string Iperf3Session::summaryText(const std::vector<iperf3::StreamFigures>& figures,
                                       double seconds) const
{
    std::string out =
        "Benchwire " + std::string(engineVersion()) + " serving " + describeTest() + "\n";
    for (const auto& line : m_outputLines)
        out += line;
    std::uint64_t total[2][2] = {{0, 0}, {0, 0}}; // [direction][sender]
    for (const auto& f : figures)
        total[std::size_t(f.direction)][f.sender ? 1 : 0] += f.wire.bytes;
    for (Direction d : activeDirections(m_test.mode)) {
        const bool sends = d == Direction::Download;
        const std::uint64_t bytes = total[std::size_t(d)][sends ? 1 : 0];
        char line[160];
        std::snprintf(line, sizeof line,
                      "[%6.2f-%6.2f sec] %s %s %llu bytes  %s  (total, omit excluded)\n", 0.0,
                      seconds, std::string(toString(d)).c_str(), sends ? "sent" : "received",
                      static_cast<unsigned long long>(bytes), mbits(bytes, seconds).c_str());
        out += line;
    }
    return out;
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
                               net::deadlineIn(m_config.handshakeTimeoutMs), &m_cancel, &announced);
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
                           net::deadlineIn(m_config.handshakeTimeoutMs), &m_cancel)) {
        why = "the client vanished during the results exchange";
        return false;
    }
    m_finishing.store(true);
    // IPERF_DONE, then close at once: a 3.21 client waits for our EOF before it exits.
    unsigned char done = 0;
    net::readExact(m_control, &done, 1, net::deadlineIn(kDoneTimeoutMs), &m_cancel);
    m_control.close();
    return true;
}

void Iperf3Session::finishSession(iperf3::Results ours,
                                  const std::vector<iperf3::StreamFigures>& figures, double seconds)
{
    if (m_params.getServerOutput) ours.serverOutputText = summaryText(figures, seconds);
    iperf3::Results client;
    std::string why;
    if (!exchangeResults(ours, client, why)) {
        abort(why);
        return;
    }
    std::uint64_t mine[2] = {0, 0}, theirs[2] = {0, 0};
    for (const auto& f : figures) {
        mine[std::size_t(f.direction)] += f.wire.bytes;
        for (const auto& c : client.streams)
            if (c.id == f.wire.id) theirs[std::size_t(f.direction)] += c.bytes;
    }
    std::string msg = "iperf3 test finished in " + std::to_string(seconds).substr(0, 5) + " s:";
    for (Direction d : activeDirections(m_test.mode)) {
        const auto i = std::size_t(d);
        const bool sends = d == Direction::Download;
        msg += std::string(" ") + std::string(toString(d)) + (sends ? " sent " : " received ") +
               std::to_string(mine[i]) + " bytes (" + mbits(mine[i], seconds) + "), client " +
               (sends ? "received " : "sent ") + std::to_string(theirs[i]) + " bytes;";
    }
    msg.pop_back();
    m_server.emitEvent(StreamEventKind::SessionEnded, m_peer, msg);
}

} // namespace bw::engine::control

namespace bw::engine {

// A data connection of the running iperf3 session: true when it was ours (taken, or refused
// with ACCESS_DENIED as a stock server does when it does not expect one).
bool ServerImpl::offerIperf3Data(const control::Cookie& cookie, net::Socket& sock,
                                 const std::string& peer, std::uint64_t acceptSequence)
{
    std::shared_ptr<control::Iperf3Session> session;
    {
        std::lock_guard lock(m_mutex);
        session = m_iperf3;
    }
    if (!session || session->cookie() != cookie) return false;
    if (!session->offerData(acceptSequence, sock)) {
        const unsigned char denied = control::iperf3::AccessDenied;
        std::size_t n = 0;
        sock.send(&denied, 1, n);
        emitEvent(StreamEventKind::SessionRefused, peer,
                  "unexpected iperf3 data connection refused");
    }
    return true;
}

void ServerImpl::serveIperf3(std::stop_token st, net::Socket sock, const std::string& peer,
                             const control::Cookie& cookie)
{
    std::shared_ptr<control::Iperf3Session> mine;
    // A client that starts its next test right after the last one may beat the end of the
    // finishing session by a moment: wait for it rather than answer "busy".
    for (int i = 0; i < 100; ++i) {
        {
            std::lock_guard lock(m_mutex);
            if (!m_iperf3 || !m_iperf3->finishing()) break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    {
        std::lock_guard lock(m_mutex);
        if (!m_session && !m_iperf3)
            m_iperf3 = mine = std::make_shared<control::Iperf3Session>(
                *this, m_config, std::move(sock), peer, cookie);
    }
    if (!mine) {
        // Busy: ACCESS_DENIED is the answer every iperf3 version understands.
        const unsigned char denied = control::iperf3::AccessDenied;
        std::size_t n = 0;
        sock.send(&denied, 1, n);
        emitEvent(StreamEventKind::SessionRefused, peer,
                  "iperf3 client refused: busy with another test");
        return;
    }
    mine->run(st);
    {
        std::lock_guard lock(m_mutex);
        m_iperf3.reset();
    }
    if (m_config.oneOff) m_running.store(false); // the accept loop sees it and ends
}

} // namespace bw::engine
