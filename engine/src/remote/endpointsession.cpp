// SPDX-License-Identifier: MIT
#include "remote/endpointsession.h"

#include "benchwire/client.h"
#include "benchwire/startgate.h"
#include "control/serverimpl.h"
#include "native/framing.h"
#include "remote/auth.h"
#include "remote/pairforwarder.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>

namespace bw::engine::remote {

namespace {

using std::chrono::microseconds;
using std::chrono::milliseconds;

net::Clock::time_point fromUs(std::int64_t us)
{
    return net::Clock::time_point(
        std::chrono::duration_cast<net::Clock::duration>(microseconds(us)));
}

// Waits until `at`, or less when `stop` is requested first.
void waitUntil(net::Clock::time_point at, std::stop_token stop)
{
    std::mutex mutex; // guards nothing: the wait needs one
    std::condition_variable_any wake;
    std::unique_lock lock(mutex);
    wake.wait_until(lock, stop, at, [] { return false; });
}

std::string pairText(const TestConfig& t)
{
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f s", t.durationMs / 1000.0);
    return "pair to " + t.host + " port " + std::to_string(t.port) + " (" +
           std::string(toString(t.mode)) + ", " + std::to_string(t.streams) + " " +
           std::string(toString(t.protocol)) + " stream" + (t.streams == 1 ? "" : "s") + ", " +
           seconds + ")";
}

} // namespace

EndpointSession::EndpointSession(control::ServerImpl& server, const ServerConfig& config,
                                 net::Socket control, std::string peer,
                                 const control::Cookie& cookie)
    : m_server(server), m_config(config), m_control(std::move(control)), m_peer(std::move(peer)),
      m_cookie(cookie)
{
}

void EndpointSession::offerData(net::Socket&, std::uint64_t, const std::uint8_t*)
{
    m_server.emitEvent(StreamEventKind::SessionRefused, m_peer,
                       "a data connection with a console's cookie; closed");
}

void EndpointSession::run(std::stop_token stop)
{
    if (m_config.controlKey.empty()) {
        refuse(
            RefusalKind::NoRemoteControl,
            {Errc::Refused,
             "this server does not accept remote control: start it with --control-key",
             "on that machine, run `benchwire-cli -s --control-key KEY` and give the console the "
             "same key",
             {}},
            "console refused: remote control is off (no --control-key)");
        return;
    }
    if (!authenticate(stop)) return;
    RunPair request;
    if (!awaitRun(stop, request) || !admit(request)) return;
    runPair(stop, request);
}

bool EndpointSession::authenticate(std::stop_token stop)
{
    const std::string nonce = makeNonce();
    if (!send(Challenge{kRemoteVersion, nonce})) return false;
    ToEndpoint m;
    if (!read(m, m_config.handshakeTimeoutMs, stop)) return false;
    const auto* auth = std::get_if<Auth>(&m);
    if (!auth || auth->nonce.size() != nonce.size()) {
        refuse(RefusalKind::Invalid,
               {Errc::ProtocolError,
                "the console did not answer the key challenge",
                "use benchwire-cli --plan of the same version as the endpoint",
                {}},
               "console refused: no answer to the key challenge");
        return false;
    }
    if (!proofMatches(consoleProof(m_config.controlKey, nonce, auth->nonce), auth->proof)) {
        // A guesser learns one bit per connection, and only this slowly.
        waitUntil(net::deadlineIn(1000), stop);
        refuse(RefusalKind::WrongKey,
               {Errc::Refused,
                "the control key does not match this endpoint's",
                "give the console the key this endpoint was started with (--control-key)",
                {}},
               "console refused: wrong control key");
        return false;
    }
    return send(Welcome{endpointProof(m_config.controlKey, nonce, auth->nonce)});
}

bool EndpointSession::awaitRun(std::stop_token stop, RunPair& request)
{
    for (int asks = 0; asks <= kMaxTimeAsks; ++asks) {
        ToEndpoint m;
        if (!read(m, kConsoleQuietMs, stop)) return false;
        if (const auto* ask = std::get_if<TimeAsk>(&m)) {
            const std::int64_t received = steadyNowUs();
            if (!send(TimeAnswer{ask->consoleSendUs, received, steadyNowUs()})) return false;
            continue;
        }
        if (auto* run = std::get_if<RunPair>(&m)) {
            request = std::move(*run);
            return true;
        }
        break; // a stop, or a message out of order
    }
    refuse(RefusalKind::Invalid,
           {Errc::ProtocolError,
            "the console sent no pair to run",
            "use benchwire-cli --plan of the same version as the endpoint",
            {}},
           "console refused: no pair asked for");
    return false;
}

bool EndpointSession::admit(RunPair& request)
{
    TestConfig& test = request.test;
    test.bindAddress.clear(); // the endpoint's own routing picks its address
    test.dialect = Dialect::Auto;
    std::string why = test.host.empty() ? "the pair names no target server" : test.validate();
    if (why.empty() && test.untilStopped()) why = "a pair needs a duration";
    if (why.empty() && test.findMaxRate) why = "a pair cannot search for the highest rate";
    if (!why.empty()) {
        refuse(RefusalKind::Invalid,
               {Errc::InvalidConfig, "invalid pair: " + why, "correct the pair in the plan", {}},
               "console refused: invalid pair: " + why);
        return false;
    }
    const std::int64_t aheadMs = (request.startAtUs - steadyNowUs()) / 1000;
    if (aheadMs > kMaxStartAheadMs || aheadMs < -kMaxStartLateMs) {
        const std::string text = "the pair's start time is " + std::to_string(aheadMs) +
                                 " ms from now on this endpoint's clock";
        refuse(
            RefusalKind::Invalid,
            {Errc::InvalidConfig, text, "run the console again: it measures the clocks anew", {}},
            "console refused: " + text);
        return false;
    }
    if (const auto breach = m_server.admitTest(*this, test)) {
        refuse(RefusalKind::Limits, {Errc::Refused, breach->message, breach->hint, {}},
               "console refused: " + breach->message);
        return false;
    }
    setExpectedEnd(fromUs(request.startAtUs) + milliseconds(test.warmupMs + test.durationMs));
    return send(Accepted{});
}

void EndpointSession::runPair(std::stop_token stop, const RunPair& request)
{
    std::stop_source ended;
    std::stop_callback relay(stop, [&ended] { ended.request_stop(); });
    const auto startAt = fromUs(request.startAtUs);
    auto gate = std::make_shared<StartGate>(1);
    gate->holdUntil(startAt);
    PairForwarder forwarder(m_control, ended, gate);
    // Connect to the target only a moment before the start, so that its handshake timeout
    // never runs out while the pair waits.
    waitUntil(startAt - milliseconds(1000), ended.get_token());
    m_server.emitEvent(StreamEventKind::SessionStarted, m_peer,
                       "console asked for a " + pairText(request.test));
    RunHandle run = Client::start(request.test, forwarder, gate);
    watchConsole(ended.get_token());
    run.stop(); // a no-op when it ended on its own
    run.wait();
    m_finishing.store(true);
    m_server.emitEvent(
        forwarder.consoleLost() ? StreamEventKind::SessionAborted : StreamEventKind::SessionEnded,
        m_peer, forwarder.consoleLost() ? "the console vanished; pair stopped" : "pair finished");
    // The console closes once it has the result; a short wait lets it read the last frame.
    ToEndpoint bye;
    read(bye, 2000, stop);
}

// Until the pair ends (or the session stops): a stop message or a closed connection from the
// console stops the pair.
void EndpointSession::watchConsole(std::stop_token ended)
{
    while (!ended.stop_requested()) {
        std::string payload;
        const auto r =
            native::readFrame(m_control, payload, net::deadlineIn(24 * 3600 * 1000), ended);
        if (r.error == native::FrameError::Cancelled) return;
        if (r.error != native::FrameError::None) return; // closed or broken: stop the pair
        ToEndpoint m;
        std::string why;
        if (!decode(payload, m, why) || std::holds_alternative<StopPair>(m)) return;
    }
}

bool EndpointSession::read(ToEndpoint& out, int timeoutMs, std::stop_token stop)
{
    std::string payload;
    const auto r = native::readFrame(m_control, payload, net::deadlineIn(timeoutMs), stop);
    if (r.error != native::FrameError::None) {
        if (r.error != native::FrameError::Cancelled)
            m_server.emitEvent(StreamEventKind::SessionAborted, m_peer,
                               "console: " + native::describe(r));
        return false;
    }
    std::string why;
    if (decode(payload, out, why)) return true;
    refuse(RefusalKind::Invalid,
           {Errc::ProtocolError,
            "the console sent a " + why,
            "use benchwire-cli --plan of the same version as the endpoint",
            {}},
           "console refused: " + why);
    return false;
}

bool EndpointSession::send(const ToConsole& m)
{
    const auto r = native::writeFrame(m_control, encode(m), net::deadlineIn(5000));
    return r.error == native::FrameError::None;
}

void EndpointSession::refuse(RefusalKind kind, const Error& why, const std::string& logLine)
{
    send(Refusal{kind, why});
    m_server.emitEvent(StreamEventKind::SessionRefused, m_peer, logLine);
}

void refuseConsole(net::Socket& sock, const Error& why)
{
    const RefusalKind kind =
        why.code == Errc::ServerBusy ? RefusalKind::Busy : RefusalKind::Invalid;
    native::writeFrame(sock, encode(ToConsole{Refusal{kind, why}}), net::deadlineIn(1000));
}

} // namespace bw::engine::remote
