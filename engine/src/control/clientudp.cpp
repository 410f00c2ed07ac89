// SPDX-License-Identifier: MIT
// UDP on the client: the datagram size, one connected socket per stream, and the hello that
// tells the server where each stream's datagrams come from. The client sends first in every
// direction, so a download also passes NAT and needs only the server's port open.
#include "control/clientrun.h"
#include "native/nativeudppeer.h"
#include "flow/streamsetup.h"
#include "flow/udptransfer.h"
#include "flow/udpwire.h"
#include "net/poller.h"

namespace bw::engine {

using namespace control;
using namespace std::chrono_literals;
namespace udpwire = flow::udpwire;

namespace {
constexpr auto kHelloRepeat = 200ms;
constexpr int kSocketBufferBytes = 4 << 20;
} // namespace

// The largest datagram the path takes unfragmented, from the MTU of the route to the server.
std::uint32_t ClientRun::resolveDatagramBytes(const Phase& p) const
{
    if (m_config.datagramBytes) return m_config.datagramBytes;
    std::error_code ec;
    net::Socket probe = net::Socket::create(p.server.storage.ss_family, net::Kind::Udp, ec);
    int mtu = -1;
    if (!ec && !probe.connect(p.server, std::chrono::milliseconds(100))) mtu = probe.pathMtu();
    return flow::datagramBytesForMtu(mtu, p.server.isV6());
}

Error ClientRun::openUdpData(Phase& p, std::vector<net::Socket>& out)
{
    const int count = m_config.streams * (p.mode == TestMode::Bidirectional ? 2 : 1);
    for (int i = 0; i < count; ++i) {
        if (m_stopRequested.load())
            return {Errc::Cancelled, "stopped before the test started", {}, {}};
        std::error_code ec;
        net::Socket s = net::Socket::create(p.server.storage.ss_family, net::Kind::Udp, ec);
        if (ec)
            return {Errc::Io, "cannot create UDP socket " + std::to_string(i),
                    "lower the stream count", ec};
        if (m_config.socketBufferBytes == 0) { // best effort: room for bursts and scheduling gaps
            s.setReceiveBuffer(kSocketBufferBytes);
            s.setSendBuffer(kSocketBufferBytes);
        } else if (auto msg = flow::applyDataOptions(s, m_config); !msg.empty()) {
            return {Errc::InvalidConfig, msg, "choose another value or leave it on Auto", {}};
        }
        if (auto e = bindLocal(s, p.server)) return e;
        if ((ec = s.connect(p.server, std::chrono::milliseconds(m_config.connectTimeoutMs))))
            return connectError(ec, "UDP stream " + std::to_string(i + 1) + " of " +
                                        std::to_string(count));
        s.setNonBlocking(true);
        if (i == 0) {
            p.localApplied = flow::readApplied(s);
            p.localApplied.mssBytes = 0;
            p.localApplied.congestion.clear();
        }
        out.push_back(std::move(s));
    }
    return udpHello(p, out);
}

// Sends each stream's hello until the server acknowledges it (the hello or its ack may be lost),
// within the control timeout.
Error ClientRun::udpHello(Phase& p, std::vector<net::Socket>& sockets)
{
    std::error_code ec;
    auto poller = net::Poller::create(ec);
    if (!poller) return {Errc::Io, "cannot wait for the UDP streams", {}, ec};
    for (std::size_t i = 0; i < sockets.size(); ++i)
        poller->add(sockets[i].native(), net::PollIn, i);
    std::vector<bool> acked(sockets.size(), false);
    std::size_t left = sockets.size();
    const auto deadline = net::Clock::now() + std::chrono::milliseconds(m_config.controlTimeoutMs);
    const std::string port = std::to_string(m_config.port);
    const Error closed{
        Errc::ConnectionRefused,
        "the server's UDP port " + port + " is closed",
        "the server may be a Benchwire version without UDP, or a firewall rejects UDP "
        "port " +
            port,
        {}};
    auto nextSend = net::Clock::now();
    std::vector<net::PollEvent> events;
    while (left > 0) {
        if (m_stopRequested.load())
            return {Errc::Cancelled, "stopped before the test started", {}, {}};
        auto now = net::Clock::now();
        if (now >= deadline)
            return {Errc::Timeout,
                    "UDP to " + m_config.host + " port " + port + " gets no answer (" +
                        std::to_string(sockets.size() - left) + " of " +
                        std::to_string(sockets.size()) + " streams acknowledged)",
                    "a firewall probably blocks UDP port " + port +
                        " (TCP gets through): allow UDP port " + port + " on " + m_config.host,
                    {}};
        if (now >= nextSend) {
            for (std::size_t i = 0; i < sockets.size(); ++i) {
                if (acked[i]) continue;
                auto hello = udpwire::hello(std::uint32_t(i), std::span<const char, 37>(p.cookie));
                std::size_t n = 0;
                if (net::isConnectionRefused(sockets[i].send(hello.data(), hello.size(), n)))
                    return closed;
            }
            nextSend = now + kHelloRepeat;
        }
        auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::min(nextSend, deadline) - now);
        poller->wait(events, std::max(wait, 1ms));
        // Read no further than the ack: the server may already send a download stream's data,
        // which belongs to the test (the transfer's poller sees it queued).
        for (const auto& e : events) {
            std::uint8_t buf[64];
            std::size_t n = 0;
            while (!acked[e.token]) {
                auto rc = sockets[e.token].recv(buf, sizeof buf, n);
                if (net::isConnectionRefused(rc)) return closed;
                if (rc) break;
                auto parsed = udpwire::parse(buf, n);
                if (parsed.kind == udpwire::Kind::Ack && parsed.stream == e.token) {
                    acked[e.token] = true;
                    poller->remove(sockets[e.token].native());
                    --left;
                }
            }
        }
    }
    return {};
}

std::unique_ptr<flow::DataPath> ClientRun::makeUdpPath(Phase& p, std::vector<net::Socket> sockets)
{
    std::vector<flow::UdpStreamSpec> specs;
    TestConfig phaseConfig = m_config;
    phaseConfig.mode = p.mode;
    for (std::size_t i = 0; i < sockets.size(); ++i) {
        flow::UdpStreamSpec spec;
        spec.id = int(i);
        const bool upload = isUploadStream(phaseConfig, int(i));
        spec.role = upload ? flow::Role::Send : flow::Role::Receive;
        spec.direction = upload ? Direction::Upload : Direction::Download;
        spec.socket = std::move(sockets[i]);
        specs.push_back(std::move(spec));
    }
    const std::uint64_t rate = flow::udpStreamRate(m_config);
    p.totals.datagramBytes = p.datagramBytes;
    p.totals.udpTargetBitsPerSecond = double(rate) * m_config.streams;
    return std::make_unique<flow::UdpTransfer>(
        std::move(specs), flow::UdpOptions{m_config.effectiveThreads(), p.datagramBytes, rate});
}

} // namespace bw::engine
