// SPDX-License-Identifier: MIT
#include "control/dialect.h"

#include "control/connect.h"
#include "net/netio.h"

namespace bw::engine::control {

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

void refuseBusy(Dialect dialect, ServerImpl& server, net::Socket& sock, const std::string& peer,
                int running)
{
    // A server of one client at a time says it as it always did.
    refuseClient(dialect, server, sock, peer,
                 running > 1
                     ? Error{Errc::ServerBusy,
                             "the server is busy (" + std::to_string(running) + " clients running)",
                             "wait for one of them to finish and try again",
                             {}}
                     : Error{Errc::ServerBusy,
                             "the server is running another test",
                             "wait for it to finish and try again",
                             {}});
}

} // namespace bw::engine::control
