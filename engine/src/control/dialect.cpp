// SPDX-License-Identifier: MIT
#include "control/dialect.h"

#include "control/connect.h"
#include "control/phasedriver.h"
#include "control/serverimpl.h"
#include "iperf3/iperf3client.h"
#include "iperf3/iperf3messages.h"
#include "iperf3/iperf3session.h"
#include "native/framing.h"
#include "native/messages.h"
#include "native/nativeclient.h"
#include "native/nativesession.h"

namespace bw::engine::control {

Dialect cookieDialect(const Cookie& c)
{
    return isNativeCookie(c) ? Dialect::Native : Dialect::Iperf3;
}

ServerAnswer classifyAnswer(unsigned char firstByte)
{
    if (firstByte == kFrameFirstByte) return ServerAnswer::Native;
    if (firstByte == iperf3::ParamExchange) return ServerAnswer::Iperf3;
    if (firstByte == iperf3::AccessDenied) return ServerAnswer::Busy;
    return ServerAnswer::Unknown;
}

Error greetServer(const TestConfig& config, Phase& p)
{
    p.cookie = makeNativeCookie();
    // Exactly 37 bytes first: an iperf3 3.12 server reads them with no timeout.
    if (net::writeAll(p.control, p.cookie.data(), p.cookie.size(),
                      net::deadlineIn(config.controlTimeoutMs)))
        return {Errc::PeerClosed,
                "the server closed the connection during the hello",
                "the server may be full or stopping: see its log, and try again in a moment",
                {}};
    unsigned char first = 0;
    bool eof = false;
    auto ec =
        net::readExact(p.control, &first, 1, net::deadlineIn(config.controlTimeoutMs), {}, &eof);
    const std::string target = serverText(config);
    if (ec == std::errc::timed_out)
        return {Errc::Timeout, "no hello from " + target,
                "is it a Benchwire or iperf3 server? check the port", ec};
    if (ec)
        return {Errc::PeerClosed,
                target + " closed the connection without a hello",
                "is it a Benchwire server? check the port",
                {}};
    switch (classifyAnswer(first)) {
    case ServerAnswer::Native:
        p.dialect = Dialect::Native;
        return {};
    case ServerAnswer::Iperf3:
        if (config.dialect == Dialect::Native)
            return {Errc::Unsupported,
                    target + " is an iperf3 server",
                    "allow the iperf3 dialect, or run `benchwire-cli -s` there instead",
                    {}};
        p.dialect = Dialect::Iperf3; // a stock iperf3 server: go on in its dialect
        return {};
    case ServerAnswer::Busy:
        return {Errc::ServerBusy,
                "the server is running another test",
                "wait for it to finish and try again",
                {}};
    case ServerAnswer::Unknown:
        break;
    }
    return {Errc::ProtocolError, target + " is not a Benchwire server", "check the port", {}};
}

std::unique_ptr<PhaseDriver> makePhaseDriver(Dialect dialect, PhaseContext& context, bool greeted)
{
    if (dialect == Dialect::Iperf3) return std::make_unique<Iperf3Client>(context, greeted);
    return std::make_unique<NativeClient>(context);
}

std::shared_ptr<Session> openSession(Dialect dialect, ServerImpl& server,
                                     const ServerConfig& config, net::Socket control,
                                     const std::string& peer, const Cookie& cookie)
{
    if (dialect == Dialect::Iperf3)
        return std::make_shared<Iperf3Session>(server, config, std::move(control), peer, cookie);
    return std::make_shared<NativeSession>(server, config, std::move(control), peer, cookie);
}

void refuseClient(Dialect dialect, ServerImpl& server, net::Socket& sock, const std::string& peer,
                  const Error& why)
{
    if (dialect == Dialect::Iperf3) {
        // ACCESS_DENIED is the refusal every iperf3 version understands.
        const unsigned char denied = iperf3::AccessDenied;
        std::size_t n = 0;
        sock.send(&denied, 1, n);
        server.emitEvent(StreamEventKind::SessionRefused, peer,
                         "iperf3 client refused: " + why.message);
        return;
    }
    writeFrame(sock, encode(ErrorMsg{why}), net::deadlineIn(1000));
    server.emitEvent(StreamEventKind::SessionRefused, peer, "refused: " + why.message);
}

void refuseBusy(Dialect dialect, ServerImpl& server, net::Socket& sock, const std::string& peer)
{
    refuseClient(dialect, server, sock, peer,
                 Error{Errc::ServerBusy,
                       "the server is running another test",
                       "wait for it to finish and try again",
                       {}});
}

} // namespace bw::engine::control
