// SPDX-License-Identifier: MIT
#include "native/nativeclientudp.h"

#include "control/connect.h"
#include "control/text.h"
#include "flow/streamsetup.h"
#include "flow/udptransfer.h"
#include "flow/udpwire.h"
#include "native/streamlayout.h"
#include "net/netio.h"
#include "net/poller.h"

#include <span>

namespace bw::engine::native {

using namespace std::chrono_literals;
namespace udpwire = flow::udpwire;

namespace {
constexpr auto kHelloRepeat = 200ms;
constexpr int kSocketBufferBytes = 4 << 20;

Error cancelled()
{
    return {Errc::Cancelled, "stopped before the test started", {}, {}};
}

Error portClosed(const TestConfig& config)
{
    const std::string port = std::to_string(config.port);
    return {Errc::ConnectionRefused,
            "the server's UDP port " + port + " is closed",
            "the server may be a Benchwire version without UDP, or a firewall rejects UDP port " +
                port,
            {}};
}

// Sends the hello of every stream not acknowledged yet. False: the port is closed.
bool sendHellos(const control::Phase& p, std::vector<net::Socket>& sockets,
                const std::vector<bool>& acked)
{
    for (std::size_t i = 0; i < sockets.size(); ++i) {
        if (acked[i]) continue;
        auto hello = udpwire::hello(std::uint32_t(i), std::span<const char, 37>(p.cookie));
        std::size_t n = 0;
        if (net::isConnectionRefused(sockets[i].send(hello.data(), hello.size(), n))) return false;
    }
    return true;
}

// Reads no further than each ready stream's ack: the server may already send a download
// stream's data, which belongs to the test (the transfer's poller sees it queued). False: the
// port is closed.
bool readAcks(net::Poller& poller, const std::vector<net::PollEvent>& events,
              std::vector<net::Socket>& sockets, std::vector<bool>& acked, std::size_t& left,
              std::uint64_t token)
{
    for (const auto& e : events) {
        std::uint8_t buf[64];
        std::size_t n = 0;
        while (!acked[e.token]) {
            auto rc = sockets[e.token].recv(buf, sizeof buf, n);
            if (net::isConnectionRefused(rc)) return false;
            if (rc) break;
            auto parsed = udpwire::parse(buf, n);
            if (parsed.kind == udpwire::Kind::Ack && parsed.stream == e.token &&
                parsed.token == token) {
                acked[e.token] = true;
                poller.remove(sockets[e.token].native());
                --left;
            }
        }
    }
    return true;
}

// Sends each stream's hello until the server acknowledges it (the hello or its ack may be
// lost), within the control timeout.
Error udpHello(const control::PhaseContext& context, const control::Phase& p,
               std::vector<net::Socket>& sockets)
{
    const TestConfig& config = context.config;
    std::error_code ec;
    auto poller = net::Poller::create(ec);
    if (!poller)
        return {Errc::Io, "cannot wait for the UDP streams",
                "the system is out of descriptors: raise the open-file limit (ulimit -n) or close "
                "other programs",
                ec};
    for (std::size_t i = 0; i < sockets.size(); ++i)
        poller->add(sockets[i].native(), net::PollIn, i);
    std::stop_callback wake(context.stop, [&poller] { poller->wake(); });
    std::vector<bool> acked(sockets.size(), false);
    std::size_t left = sockets.size();
    const auto deadline = net::Clock::now() + std::chrono::milliseconds(config.controlTimeoutMs);
    auto nextSend = net::Clock::now();
    std::vector<net::PollEvent> events;
    while (left > 0) {
        if (context.stop.stop_requested()) return cancelled();
        auto now = net::Clock::now();
        if (now >= deadline)
            return control::udpBlockedError(
                config, "no answer to the UDP hellos within " +
                            control::secondsText(config.controlTimeoutMs) + ", " +
                            std::to_string(sockets.size() - left) + " of " +
                            std::to_string(sockets.size()) + " streams acknowledged");
        if (now >= nextSend) {
            if (!sendHellos(p, sockets, acked)) return portClosed(config);
            nextSend = now + kHelloRepeat;
        }
        auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::min(nextSend, deadline) - now);
        poller->wait(events, std::max(wait, 1ms));
        if (!readAcks(*poller, events, sockets, acked, left, udpwire::sessionToken(p.cookie)))
            return portClosed(config);
    }
    return {};
}
} // namespace

std::uint32_t resolveDatagramBytes(const TestConfig& config, const control::Phase& p)
{
    if (config.datagramBytes) return config.datagramBytes;
    std::error_code ec;
    net::Socket probe = net::Socket::create(p.server.storage.ss_family, net::Kind::Udp, ec);
    int mtu = -1;
    if (!ec && !probe.connect(p.server, std::chrono::milliseconds(100))) mtu = probe.pathMtu();
    return flow::datagramBytesForMtu(mtu, p.server.isV6());
}

Error openUdpStreams(const control::PhaseContext& context, control::Phase& p,
                     std::vector<net::Socket>& out)
{
    const TestConfig& config = context.config;
    const int count = config.streams * (p.mode == TestMode::Bidirectional ? 2 : 1);
    for (int i = 0; i < count; ++i) {
        if (context.stop.stop_requested()) return cancelled();
        std::error_code ec;
        net::Socket s = net::Socket::create(p.server.storage.ss_family, net::Kind::Udp, ec);
        if (ec)
            return {Errc::Io, "cannot create UDP socket " + std::to_string(i),
                    "lower the stream count", ec};
        if (config.socketBufferBytes == 0) { // best effort: room for bursts and scheduling gaps
            s.setReceiveBuffer(kSocketBufferBytes);
            s.setSendBuffer(kSocketBufferBytes);
        } else if (auto e = flow::applyDataOptions(s, config)) {
            return e;
        }
        if (auto e = control::bindLocal(config, s, p.server)) return e;
        if ((ec = s.connect(p.server, std::chrono::milliseconds(config.connectTimeoutMs))))
            return control::connectError(
                config, ec, "UDP stream " + std::to_string(i + 1) + " of " + std::to_string(count));
        s.setNonBlocking(true);
        if (i == 0) {
            p.localApplied = flow::readApplied(s);
            p.localApplied.mssBytes = 0;
            p.localApplied.congestion.clear();
        }
        out.push_back(std::move(s));
    }
    return udpHello(context, p, out);
}

std::unique_ptr<flow::DataPath> makeUdpPath(const TestConfig& config, control::Phase& p,
                                            std::vector<net::Socket> sockets)
{
    std::vector<flow::UdpStreamSpec> specs;
    TestConfig phase = config;
    phase.mode = p.mode;
    for (std::size_t i = 0; i < sockets.size(); ++i) {
        flow::UdpStreamSpec spec = nativeUdpStreamSpec(phase, int(i), Side::Client);
        spec.socket = std::move(sockets[i]);
        specs.push_back(std::move(spec));
    }
    const std::uint64_t rate = flow::udpStreamRate(config);
    p.totals.datagramBytes = p.datagramBytes;
    p.totals.udpTargetBitsPerSecond = double(rate) * config.streams;
    flow::UdpOptions options{config.effectiveThreads(), p.datagramBytes, rate};
    options.token = udpwire::sessionToken(p.cookie);
    return std::make_unique<flow::UdpTransfer>(std::move(specs), options);
}

} // namespace bw::engine::native
