// SPDX-License-Identifier: MIT
// The endpoint's side of remote control: the session a console's control connection opens on
// a server started with a control key (ServerConfig::controlKey, docs/remote-control.md).
//
// It checks the console's proof of the key, answers its clock readings, and runs at most one
// pair: this host becomes a client (control/clientrun.h) of the target server the console
// names, so it sends test data only after that server completed a Benchwire or iperf3
// handshake. The pair obeys this server's limits (ServerImpl::admitTest) and holds one of its
// --max-clients places. Its intervals and result go back to the console as they come.
#pragma once

#include "benchwire/config.h"
#include "control/session.h"
#include "net/socket.h"
#include "remote/messages.h"

#include <atomic>
#include <stop_token>
#include <string>

namespace bw::engine::control {
class ServerImpl;
}

namespace bw::engine::remote {

class EndpointSession final : public control::Session
{
public:
    EndpointSession(control::ServerImpl& server, const ServerConfig& config, net::Socket control,
                    std::string peer, const control::Cookie& cookie);

    const control::Cookie& cookie() const override { return m_cookie; }
    bool finishing() const override { return m_finishing.load(); }
    std::size_t dataHeaderBytes() const override { return 0; }
    // A console opens no data connections: one that presents its cookie is closed.
    void offerData(net::Socket& sock, std::uint64_t acceptSequence,
                   const std::uint8_t* header) override;
    bool offerDatagram(flow::UdpPort&, const net::Endpoint&, const std::uint8_t*,
                       std::size_t) override
    {
        return false;
    }
    void run(std::stop_token stop) override;

    // How long an authenticated console may stay silent before it asks for its pair, and how
    // many clock readings it may ask for: a console holds a place only that long.
    static constexpr int kConsoleQuietMs = 30'000;
    static constexpr int kMaxTimeAsks = 64;
    // How far ahead of now a pair's start time may be, and how late.
    static constexpr int kMaxStartAheadMs = 10'000;
    static constexpr int kMaxStartLateMs = 1'000;

private:
    bool authenticate(std::stop_token stop);
    bool awaitRun(std::stop_token stop, RunPair& request);
    bool admit(RunPair& request);
    void runPair(std::stop_token stop, const RunPair& request);
    void watchConsole(std::stop_token ended);
    bool read(ToEndpoint& out, int timeoutMs, std::stop_token stop);
    bool send(const ToConsole& m);
    void refuse(RefusalKind kind, const Error& why, const std::string& logLine);

    control::ServerImpl& m_server;
    const ServerConfig& m_config;
    net::Socket m_control;
    const std::string m_peer;
    const control::Cookie m_cookie;
    std::atomic<bool> m_finishing{false};
};

// Says `why` to a console in its terms, before a session exists (busy, allow-list): the
// dialect registry's refusal for remote control.
void refuseConsole(net::Socket& sock, const Error& why);

} // namespace bw::engine::remote
