// SPDX-License-Identifier: MIT
// The dialect registry: the one place that names both dialects (and remote control, whose
// console connections a server tells apart the same way). It maps a connection's first
// bytes to a dialect and makes that dialect's session, client driver and refusal, behind the
// core's seam in control/dialect.h. The core (control/) includes no dialect; a new dialect joins
// here.
#include "control/dialect.h"

#include "control/phasedriver.h"
#include "control/serverimpl.h"
#include "iperf3/iperf3client.h"
#include "iperf3/iperf3messages.h"
#include "iperf3/iperf3session.h"
#include "native/framing.h"
#include "native/messages.h"
#include "native/nativeclient.h"
#include "native/nativesession.h"
#include "remote/endpointsession.h"
#include "remote/messages.h"

namespace bw::engine::control {

Dialect cookieDialect(const Cookie& c)
{
    if (hasCookiePrefix(c, remote::kRemotePrefix)) return Dialect::Remote;
    return isNativeCookie(c) ? Dialect::Native : Dialect::Iperf3;
}

ServerAnswer classifyAnswer(unsigned char firstByte)
{
    if (firstByte == native::kFrameFirstByte) return ServerAnswer::Native;
    if (firstByte == iperf3::ParamExchange) return ServerAnswer::Iperf3;
    if (firstByte == iperf3::AccessDenied) return ServerAnswer::Busy;
    return ServerAnswer::Unknown;
}

std::unique_ptr<PhaseDriver> makePhaseDriver(Dialect dialect, PhaseContext& context, bool greeted)
{
    if (dialect == Dialect::Iperf3) return std::make_unique<iperf3::Iperf3Client>(context, greeted);
    return std::make_unique<native::NativeClient>(context);
}

std::shared_ptr<Session> openSession(Dialect dialect, ServerImpl& server,
                                     const ServerConfig& config, net::Socket control,
                                     const std::string& peer, const Cookie& cookie)
{
    if (dialect == Dialect::Iperf3)
        return std::make_shared<iperf3::Iperf3Session>(server, config, std::move(control), peer,
                                                       cookie);
    if (dialect == Dialect::Remote)
        return std::make_shared<remote::EndpointSession>(server, config, std::move(control), peer,
                                                         cookie);
    return std::make_shared<native::NativeSession>(server, config, std::move(control), peer,
                                                   cookie);
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
    if (dialect == Dialect::Remote) {
        remote::refuseConsole(sock, why);
        server.emitEvent(StreamEventKind::SessionRefused, peer, "console refused: " + why.message);
        return;
    }
    native::writeFrame(sock, native::encode(native::ErrorMsg{why}), net::deadlineIn(1000));
    server.emitEvent(StreamEventKind::SessionRefused, peer, "refused: " + why.message);
}

} // namespace bw::engine::control
