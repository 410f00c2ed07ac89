// SPDX-License-Identifier: MIT
#include "native/nativesession.h"

#include "benchwire/openfiles.h"
#include "control/serverimpl.h"
#include "native/nativeudppeer.h"
#include "control/text.h"
#include "flow/sampler.h"
#include "flow/streamsetup.h"
#include "flow/transfer.h"

#include <thread>

namespace bw::engine::control {

using namespace std::chrono_literals;

namespace {
// How long past the agreed duration the server waits for the client's "stop" before it
// decides the client vanished.
constexpr int kStopGraceMs = 15'000;
constexpr auto kDrainTimeout = 5s;

int streamCount(const TestConfig& t)
{
    return t.streams * (t.mode == TestMode::Bidirectional ? 2 : 1);
}
} // namespace

NativeSession::NativeSession(ServerImpl& server, const ServerConfig& config, net::Socket control,
                             std::string peer, Cookie cookie)
    : m_server(server), m_config(config), m_control(std::move(control)), m_peer(std::move(peer)),
      m_cookie(cookie)
{
}

bool NativeSession::send(const std::string& payload)
{
    std::lock_guard lock(m_writeMutex);
    return writeFrame(m_control, payload, net::deadlineIn(m_config.handshakeTimeoutMs), &m_cancel)
               .error == FrameError::None;
}

void NativeSession::refuse(Errc code, const std::string& message, const std::string& hint)
{
    send(encodeError(Error{code, message, hint, {}}));
    m_server.emitEvent(StreamEventKind::SessionRefused, m_peer, "refused: " + message);
}

std::string NativeSession::checkLimits(const TestConfig& t) const
{
    const ServerLimits& l = m_config.limits;
    if (t.mode == TestMode::BothWays) return "a session runs one phase; both-ways is two sessions";
    if (t.protocol == Protocol::Udp && !m_server.udpPort())
        return "UDP tests are not available on this server: " + m_server.udpError();
    if (std::int64_t(t.durationMs) + t.warmupMs > l.maxDurationMs)
        return "duration plus warm-up of " + std::to_string((t.durationMs + t.warmupMs) / 1000) +
               " s exceeds this server's limit of " + std::to_string(l.maxDurationMs / 1000) + " s";
    if (t.streams > l.maxStreams)
        return std::to_string(t.streams) + " streams exceed this server's limit of " +
               std::to_string(l.maxStreams);
    if (l.maxRateBitsPerSecond &&
        (t.rateBitsPerSecond == 0 || t.rateBitsPerSecond > l.maxRateBitsPerSecond))
        return "this server allows at most " + std::to_string(l.maxRateBitsPerSecond / 1'000'000) +
               " Mbit/s per stream; ask for a rate (-b) at or below it";
    TestConfig copy = t;
    copy.host = "server";
    copy.port = 1;
    return copy.validate();
}

bool NativeSession::handshake()
{
    HelloMsg hello;
    hello.info = localPeerInfo();
    hello.minProtocolVersion = kMinProtocolVersion;
    if (!send(encodeHello(hello))) return false;
    std::string text;
    FrameResult fr = readFrame(m_control, text, net::deadlineIn(m_config.handshakeTimeoutMs), &m_cancel);
    if (fr.error != FrameError::None) {
        if (fr.error == FrameError::TooLarge) refuse(Errc::ProtocolError, describe(fr), {});
        else m_server.emitEvent(StreamEventKind::SessionRefused, m_peer, "handshake failed: " + describe(fr));
        return false;
    }
    Message msg;
    std::string error;
    if (!parseMessage(text, msg, error) || msg.type != "setup") {
        refuse(Errc::ProtocolError, error.empty() ? "expected a setup message, got '" + msg.type + "'" : error, {});
        return false;
    }
    if (msg.setup.protocolVersion < kMinProtocolVersion) {
        refuse(Errc::VersionMismatch,
               "client speaks protocol version " + std::to_string(msg.setup.protocolVersion) +
                   ", this server needs " + std::to_string(kMinProtocolVersion) + " or newer",
               "update Benchwire on the client");
        return false;
    }
    m_test = msg.setup.test;
    if (auto why = checkLimits(m_test); !why.empty()) {
        refuse(Errc::Refused, why, "change the setting, or the server's limits");
        return false;
    }
    const int files = serverFilesNeeded(m_test, m_config.threads);
    if (auto why = openFileShortfall(m_test, files, openFileLimit(), "the server"); !why.empty()) {
        refuse(Errc::Refused, why,
               "on the server, " + openFileHint(files) + "; or use fewer streams");
        return false;
    }
    {
        std::lock_guard lock(m_mutex);
        m_expected = streamCount(m_test);
        m_data.resize(std::size_t(m_expected));
        m_udpPeers.assign(std::size_t(m_expected), nullptr);
        m_acceptingData = true;
    }
    return send(encodeAccept());
}

bool NativeSession::offerData(std::uint32_t index, net::Socket& sock)
{
    std::lock_guard lock(m_mutex);
    if (!m_acceptingData || index >= std::uint32_t(m_expected) || m_data[index].valid()) return false;
    m_data[index] = std::move(sock);
    ++m_arrived;
    m_cv.notify_all();
    return true;
}

bool NativeSession::waitForData(std::stop_token st)
{
    std::unique_lock lock(m_mutex);
    // The client opens its data connections one after the other, a round trip each: 2,048 of
    // them over a 5 ms Wi-Fi link take 10 s. So the timeout runs from the latest arrival.
    const auto timeout = std::chrono::milliseconds(m_config.handshakeTimeoutMs);
    auto deadline = std::chrono::steady_clock::now() + timeout;
    int seen = m_arrived;
    while (m_arrived < m_expected && !st.stop_requested()) {
        if (m_cv.wait_until(lock, deadline) == std::cv_status::timeout && m_arrived == seen) break;
        if (m_arrived != seen) {
            seen = m_arrived;
            deadline = std::chrono::steady_clock::now() + timeout;
        }
    }
    m_acceptingData = false;
    if (m_arrived == m_expected) return true;
    std::string msg = "only " + std::to_string(m_arrived) + " of " + std::to_string(m_expected) +
                      " data connections arrived";
    lock.unlock();
    refuse(Errc::Timeout, msg, "a firewall may block the data connections to this port");
    return false;
}

void NativeSession::run(std::stop_token st)
{
    std::stop_callback onStop(st, [this] { m_cancel.store(true); });
    if (!handshake() || !waitForData(st)) return releaseUdp();
    m_server.emitEvent(StreamEventKind::SessionStarted, m_peer,
                       std::string(toString(m_test.mode)) + " test, " +
                           std::to_string(m_test.streams) + " stream(s), " +
                           secondsText(m_test.durationMs));
    runTest(st);
    releaseUdp();
}

void NativeSession::runTest(std::stop_token st)
{
    AppliedSettings applied;
    int threads = m_config.threads > 0 ? m_config.threads : m_test.effectiveThreads();
    std::unique_ptr<flow::DataPath> path;
    if (m_test.protocol == Protocol::Udp) {
        path = makeUdpPath(applied, threads);
    } else {
        std::vector<flow::StreamSpec> specs;
        for (int i = 0; i < m_expected; ++i) {
            flow::StreamSpec spec;
            spec.socket = std::move(m_data[std::size_t(i)]);
            spec.id = i;
            // Upload streams come first in a bidirectional test.
            bool upload = isUploadStream(m_test, i);
            spec.direction = upload ? Direction::Upload : Direction::Download;
            spec.role = upload ? flow::Role::Receive : flow::Role::Send;
            flow::applyDataOptions(spec.socket, m_test);
            if (i == 0) applied = flow::readApplied(spec.socket);
            specs.push_back(std::move(spec));
        }
        path = std::make_unique<flow::Transfer>(
            std::move(specs),
            flow::TransferOptions{threads, m_test.bufferBytes, m_test.rateBitsPerSecond});
    }
    flow::DataPath& transfer = *path;
    if (auto ec = transfer.start()) {
        refuse(Errc::Io, "cannot start the data streams: " + ec.message(), {});
        return;
    }
    auto t0 = std::chrono::steady_clock::now();
    if (!send(encodeStart(applied))) return;
    flow::Sampler sampler(transfer, m_test.warmupMs, m_test.durationMs, m_test.intervalMs,
                          [this](const HostSample& h) {
                              send(encodeInterval(h));
                              IntervalSample iv;
                              iv.index = h.index;
                              iv.startUs = h.startUs;
                              iv.endUs = h.endUs;
                              iv.warmup = h.warmup;
                              iv.localCpu = h.cpu;
                              double secs = double(h.endUs - h.startUs) / 1e6;
                              for (int d = 0; d < 2; ++d) {
                                  if (!h.sentBytes[d] && !h.receivedBytes[d]) continue;
                                  DirectionSample ds;
                                  ds.direction = Direction(d);
                                  ds.haveSender = h.sentBytes[d] > 0;
                                  ds.haveReceiver = h.receivedBytes[d] > 0;
                                  ds.senderBytes = h.sentBytes[d];
                                  ds.receiverBytes = h.receivedBytes[d];
                                  ds.senderBitsPerSecond = secs > 0 ? 8.0 * double(h.sentBytes[d]) / secs : 0;
                                  ds.receiverBitsPerSecond = secs > 0 ? 8.0 * double(h.receivedBytes[d]) / secs : 0;
                                  ds.tcp = h.tcp[d];
                                  ds.udp = h.udp[d];
                                  iv.directions.push_back(ds);
                              }
                              m_server.emitInterval(iv);
                          });
    sampler.start(t0);

    // Wait for "stop". EOF or silence past the agreed time means the client is gone.
    auto deadline = t0 + std::chrono::milliseconds(m_test.warmupMs + m_test.durationMs + kStopGraceMs);
    bool clean = false;
    std::string why;
    for (;;) {
        std::string text;
        FrameResult fr = readFrame(m_control, text, deadline, &m_cancel);
        if (fr.error != FrameError::None) {
            why = st.stop_requested() ? "server stopped" : describe(fr);
            break;
        }
        Message msg;
        std::string err;
        if (!parseMessage(text, msg, err)) {
            why = err;
            break;
        }
        if (msg.type == "stop") {
            clean = true;
            break;
        }
    }
    transfer.finishSending();
    if (clean) transfer.waitReceiversDone(kDrainTimeout);
    sampler.stop();
    if (!clean) {
        transfer.stop();
        m_server.emitEvent(StreamEventKind::SessionAborted, m_peer, "test aborted: " + why);
        return;
    }
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
    send(encodeResult(result));
    // Wait briefly for "done" so the client reads the result before we close.
    std::string text;
    readFrame(m_control, text, net::deadlineIn(2000), &m_cancel);
    m_server.emitEvent(StreamEventKind::SessionEnded, m_peer, "test finished");
}

} // namespace bw::engine::control
