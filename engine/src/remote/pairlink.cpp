// SPDX-License-Identifier: MIT
#include "remote/pairlink.h"

#include "control/connect.h"
#include "control/cookie.h"
#include "control/phase.h"
#include "native/framing.h"
#include "net/netio.h"
#include "remote/auth.h"

#include <algorithm>

namespace bw::engine::remote {

using std::chrono::microseconds;
using std::chrono::milliseconds;

PairLink::~PairLink()
{
    stop();
    wait();
}

std::string PairLink::where() const
{
    return "the endpoint at " + m_spec.endpointHost;
}

Error PairLink::open()
{
    TestConfig c;
    c.host = m_spec.endpointHost;
    c.port = m_spec.endpointPort;
    c.family = m_spec.family;
    c.connectTimeoutMs = m_spec.connectTimeoutMs;
    control::Phase p;
    if (Error e = control::connectControl(c, p)) {
        e.message = "endpoint " + m_spec.endpointHost + ": " + e.message;
        return e;
    }
    m_sock = std::move(p.control);
    const control::Cookie cookie = control::makeCookie(kRemotePrefix);
    if (auto ec = net::writeAll(m_sock, cookie.data(), cookie.size(),
                                net::deadlineIn(m_spec.connectTimeoutMs)))
        return {Errc::Io, "cannot write to " + where(), "check the address and port", ec};
    if (Error e = authenticate()) return e;
    return measureClock();
}

Error PairLink::authenticate()
{
    ToConsole m;
    if (Error e = read(m, net::deadlineIn(m_spec.connectTimeoutMs))) return e;
    if (const auto* r = std::get_if<Refusal>(&m)) return refusalError(*r);
    const auto* challenge = std::get_if<Challenge>(&m);
    if (!challenge) return notAnEndpoint("no key challenge");
    if (challenge->version != kRemoteVersion)
        return {Errc::VersionMismatch,
                where() + " speaks remote-control version " + std::to_string(challenge->version) +
                    ", this console " + std::to_string(kRemoteVersion),
                "run the same Benchwire version on the console and the endpoints",
                {}};
    const std::string theirs = challenge->nonce; // m is read into again below
    const std::string nonce = makeNonce();
    if (Error e = send(Auth{nonce, consoleProof(m_spec.key, theirs, nonce)})) return e;
    if (Error e = read(m, net::deadlineIn(m_spec.connectTimeoutMs + 2000))) return e;
    if (const auto* r = std::get_if<Refusal>(&m)) return refusalError(*r);
    const auto* welcome = std::get_if<Welcome>(&m);
    if (!welcome || !proofMatches(endpointProof(m_spec.key, theirs, nonce), welcome->proof))
        return {Errc::ProtocolError,
                where() + " could not prove that it holds the control key",
                "check that the address names the endpoint you started",
                {}};
    return {};
}

Error PairLink::measureClock()
{
    std::vector<latency::Exchange> readings;
    for (int i = 0; i < kClockReadings; ++i) {
        const std::int64_t sent = steadyNowUs();
        if (Error e = send(TimeAsk{sent})) return e;
        ToConsole m;
        if (Error e = read(m, net::deadlineIn(m_spec.connectTimeoutMs))) return e;
        const std::int64_t received = steadyNowUs();
        const auto* a = std::get_if<TimeAnswer>(&m);
        if (!a || a->consoleSendUs != sent) return notAnEndpoint("a wrong clock reading");
        readings.push_back({sent, a->endpointRecvUs, a->endpointSendUs, received});
    }
    m_clock = latency::estimateOffset(readings);
    double best = -1;
    for (const auto& r : readings) {
        const double rtt =
            double((r.clientRecvUs - r.clientSendUs) - (r.serverSendUs - r.serverRecvUs));
        if (best < 0 || rtt < best) best = rtt;
    }
    m_roundTripUs = std::max(best, 0.0);
    return {};
}

Error PairLink::start(Clock::time_point at, Sink& sink)
{
    const std::int64_t atUs =
        std::chrono::duration_cast<microseconds>(at.time_since_epoch()).count() +
        std::int64_t(m_clock.offsetUs);
    if (Error e = send(RunPair{m_spec.test, atUs})) return e;
    ToConsole m;
    if (Error e = read(m, net::deadlineIn(m_spec.connectTimeoutMs))) return e;
    if (const auto* r = std::get_if<Refusal>(&m)) return refusalError(*r);
    if (!std::holds_alternative<Accepted>(m)) return notAnEndpoint("no answer to the pair");
    m_sink = &sink;
    m_running.store(true);
    m_thread = std::jthread([this, at] { readLoop(at); });
    return {};
}

// The pair's thread: every frame until the result (or an error), each handed to the sink.
void PairLink::readLoop(Clock::time_point at)
{
    const int quietMs = m_spec.test.intervalMs + m_spec.test.controlTimeoutMs;
    for (;;) {
        ToConsole m;
        const auto from = std::max(Clock::now(), at);
        if (Error e = read(m, from + milliseconds(quietMs + m_spec.connectTimeoutMs))) {
            m_sink->onFailed(e);
            break;
        }
        if (!handle(m)) break;
    }
    {
        std::lock_guard lock(m_sendMutex);
        m_sock = net::Socket(); // the endpoint's last read sees the close
    }
    m_running.store(false);
}

bool PairLink::handle(const ToConsole& m)
{
    if (const auto* i = std::get_if<PairInterval>(&m)) {
        m_intervals.push_back(i->sample);
        m_sink->onInterval(i->sample);
        return true;
    }
    if (const auto* e = std::get_if<PairEvent>(&m)) {
        m_sink->onStreamEvent(
            StreamEvent{StreamEventKind::Notice, m_spec.endpointHost, e->message, -1});
        return true;
    }
    if (const auto* r = std::get_if<PairResult>(&m)) {
        if (r->dataStartUs != 0) {
            std::lock_guard lock(m_mutex);
            m_dataStart = Clock::time_point(std::chrono::duration_cast<Clock::duration>(
                microseconds(r->dataStartUs - std::int64_t(m_clock.offsetUs))));
        }
        TestResult result = r->result;
        result.intervals = std::move(m_intervals);
        m_sink->onFinished(result);
        return false;
    }
    if (const auto* f = std::get_if<PairFailed>(&m)) {
        Error e = f->error;
        e.message = "endpoint " + m_spec.endpointHost + ": " + e.message;
        m_sink->onFailed(e);
        return false;
    }
    m_sink->onFailed(notAnEndpoint("a message out of order"));
    return false;
}

void PairLink::stop()
{
    if (!m_running.load()) return;
    send(StopPair{});
}

void PairLink::wait()
{
    if (m_thread.joinable()) m_thread.join();
}

std::optional<PairLink::Clock::time_point> PairLink::dataStartedAt() const
{
    std::lock_guard lock(m_mutex);
    return m_dataStart;
}

Error PairLink::read(ToConsole& out, Clock::time_point deadline, std::stop_token stop)
{
    std::string payload;
    const auto r = native::readFrame(m_sock, payload, deadline, stop);
    if (r.error == native::FrameError::Timeout)
        return {Errc::Timeout,
                where() + " did not answer in time",
                "check that it still runs and that the network between you works",
                {}};
    if (r.error == native::FrameError::Closed)
        return {Errc::PeerClosed,
                where() + " closed the control connection",
                "look at the endpoint's output for why",
                {}};
    if (r.error != native::FrameError::None) return notAnEndpoint(native::describe(r));
    std::string why;
    if (!decode(payload, out, why)) return notAnEndpoint(why);
    return {};
}

Error PairLink::send(const ToEndpoint& m)
{
    std::lock_guard lock(m_sendMutex);
    const auto r = native::writeFrame(m_sock, encode(m), net::deadlineIn(m_spec.connectTimeoutMs));
    if (r.error == native::FrameError::None) return {};
    return {Errc::PeerClosed,
            "cannot write to " + where() + ": " + native::describe(r),
            "check that it still runs",
            {}};
}

Error PairLink::refusalError(const Refusal& r) const
{
    Error e = r.error;
    switch (r.kind) {
    case RefusalKind::NoRemoteControl:
        e.message = where() + " does not accept remote control: start it with --control-key";
        break;
    case RefusalKind::WrongKey:
        e.message = "the control key does not match the one " + where() + " was started with";
        e.hint = "give the key of its `benchwire-cli -s --control-key` in the plan's \"key\" or "
                 "with --control-key";
        break;
    case RefusalKind::Busy:
    case RefusalKind::Limits:
    case RefusalKind::Invalid:
        e.message = where() + " refused: " + e.message;
        break;
    }
    return e;
}

Error PairLink::notAnEndpoint(const std::string& saw) const
{
    return {Errc::ProtocolError,
            m_spec.endpointHost + " port " + std::to_string(m_spec.endpointPort) +
                " is not a Benchwire endpoint (" + saw + ")",
            "check the address and port; an iperf3 server or an older Benchwire cannot be "
            "controlled",
            {}};
}

} // namespace bw::engine::remote
