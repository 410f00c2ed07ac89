// SPDX-License-Identifier: MIT
#include "iperf3/iperf3clientudp.h"

#include "control/connect.h"
#include "control/text.h"
#include "flow/streamsetup.h"
#include "iperf3/iperf3udp.h"

#include <algorithm>

namespace bw::engine::iperf3 {

namespace {
// While a stream waits for its reply, a server that already sends (-R) may deliver data.
constexpr int kMaxEarlyDatagrams = 64;
} // namespace

Error openIperf3UdpStreams(const control::PhaseContext& context, const iperf3::Params& params,
                           control::Phase& p, std::vector<net::Socket>& out)
{
    const TestConfig& config = context.config;
    const int count = params.parallel * (params.bidirectional ? 2 : 1);
    std::vector<std::uint8_t> buffer(65536);
    for (int i = 0; i < count; ++i) {
        if (context.stop.stop_requested())
            return {Errc::Cancelled, "stopped before the test started", {}, {}};
        const std::string which =
            "UDP stream " + std::to_string(i + 1) + " of " + std::to_string(count);
        std::error_code ec;
        net::Socket s = net::Socket::create(p.server.storage.ss_family, net::Kind::Udp, ec);
        if (ec) return {Errc::Io, "cannot create " + which, "lower the stream count", ec};
        if (config.socketBufferBytes) {
            s.setSendBuffer(int(config.socketBufferBytes));
            s.setReceiveBuffer(int(config.socketBufferBytes));
        }
        if (auto e = control::bindLocal(config, s, p.server)) return e;
        if ((ec = s.connect(p.server, std::chrono::milliseconds(config.connectTimeoutMs))))
            return control::connectError(config, ec, which);
        s.setNonBlocking(true);
        std::size_t n = 0;
        if ((ec = s.send(iperf3udp::kConnect.data(), iperf3udp::kConnect.size(), n)))
            return control::connectError(config, ec, which);
        const auto deadline = net::deadlineIn(config.controlTimeoutMs);
        bool answered = false;
        for (int early = 0;
             !answered && early <= kMaxEarlyDatagrams && net::Clock::now() < deadline;) {
            if (net::awaitReadable(s, std::min(deadline, net::deadlineIn(50)), context.stop) ==
                std::errc::operation_canceled)
                return {Errc::Cancelled, "stopped before the test started", {}, {}};
            ec = s.recv(buffer.data(), buffer.size(), n);
            if (ec && net::isWouldBlock(ec)) continue;
            if (ec) return control::connectError(config, ec, which);
            answered = iperf3udp::isReply(buffer.data(), n);
            early += answered ? 0 : 1;
        }
        if (!answered)
            return control::udpBlockedError(
                config, "no answer to the connect datagram of " + which + " within " +
                            control::secondsText(config.controlTimeoutMs));
        if (i == 0) p.localApplied = flow::readApplied(s);
        out.push_back(std::move(s));
    }
    return {};
}

std::unique_ptr<Iperf3UdpPath> makeIperf3UdpPath(const iperf3::Params& params,
                                                 std::vector<net::Socket> sockets,
                                                 const std::vector<iperf3::StreamFigures>& layout)
{
    std::vector<Iperf3UdpStream> streams;
    for (std::size_t i = 0; i < sockets.size(); ++i) {
        Iperf3UdpStream s;
        s.layout = layout[i];
        s.own = std::move(sockets[i]);
        if (!s.layout.sender) s.counter = std::make_shared<Iperf3UdpCounter>(params.udpCounters64);
        streams.push_back(std::move(s));
    }
    return std::make_unique<Iperf3UdpPath>(
        std::move(streams),
        Iperf3UdpOptions{params.lenBytes, params.bandwidthBitsPerSecond, params.udpCounters64});
}

} // namespace bw::engine::iperf3
