// SPDX-License-Identifier: MIT
// UDP streams of the iperf3 client phase: one connected socket per stream, each opened with
// the 4-byte connect datagram and its reply before the next one (the server numbers the
// streams in that order).
#include "iperf3/iperf3client.h"
#include "iperf3/iperf3udp.h"
#include "flow/streamsetup.h"

namespace bw::engine::control {

namespace {
// While a stream waits for its reply, a server that already sends (-R) may deliver data.
constexpr int kMaxEarlyDatagrams = 64;
} // namespace

Error Iperf3Client::openUdpStreams(std::vector<net::Socket>& out)
{
    const int count = m_params.parallel * (m_params.bidirectional ? 2 : 1);
    std::vector<std::uint8_t> buffer(65536);
    for (int i = 0; i < count; ++i) {
        if (m_run.m_stopRequested.load())
            return {Errc::Cancelled, "stopped before the test started", {}, {}};
        const std::string which =
            "UDP stream " + std::to_string(i + 1) + " of " + std::to_string(count);
        std::error_code ec;
        net::Socket s = net::Socket::create(m_p.server.storage.ss_family, net::Kind::Udp, ec);
        if (ec) return {Errc::Io, "cannot create " + which, "lower the stream count", ec};
        if (m_config.socketBufferBytes) {
            s.setSendBuffer(int(m_config.socketBufferBytes));
            s.setReceiveBuffer(int(m_config.socketBufferBytes));
        }
        if (auto e = m_run.bindLocal(s, m_p.server)) return e;
        if ((ec = s.connect(m_p.server, std::chrono::milliseconds(m_config.connectTimeoutMs))))
            return m_run.connectError(ec, which);
        s.setNonBlocking(true);
        std::size_t n = 0;
        if ((ec = s.send(iperf3udp::kConnect.data(), iperf3udp::kConnect.size(), n)))
            return m_run.connectError(ec, which);
        const auto deadline = net::deadlineIn(m_config.controlTimeoutMs);
        bool answered = false;
        for (int early = 0;
             !answered && early <= kMaxEarlyDatagrams && net::Clock::now() < deadline;) {
            s.waitReadable(std::chrono::milliseconds(50));
            ec = s.recv(buffer.data(), buffer.size(), n);
            if (ec && net::isWouldBlock(ec)) continue;
            if (ec) return m_run.connectError(ec, which);
            answered = iperf3udp::isReply(buffer.data(), n);
            early += answered ? 0 : 1;
        }
        if (!answered)
            return {Errc::Timeout,
                    "no answer to the connect datagram of " + which,
                    "a firewall may block UDP port " + std::to_string(m_config.port) + " on " +
                        m_config.host,
                    {}};
        if (i == 0) m_p.localApplied = flow::readApplied(s);
        out.push_back(std::move(s));
    }
    return {};
}

std::unique_ptr<Iperf3UdpPath>
Iperf3Client::makeUdpPath(std::vector<net::Socket> sockets,
                          const std::vector<iperf3::StreamFigures>& layout)
{
    std::vector<Iperf3UdpStream> streams;
    for (std::size_t i = 0; i < sockets.size(); ++i) {
        Iperf3UdpStream s;
        s.layout = layout[i];
        s.own = std::move(sockets[i]);
        if (!s.layout.sender)
            s.counter = std::make_shared<Iperf3UdpCounter>(m_params.udpCounters64);
        streams.push_back(std::move(s));
    }
    return std::make_unique<Iperf3UdpPath>(
        std::move(streams), Iperf3UdpOptions{m_params.lenBytes, m_params.bandwidthBitsPerSecond,
                                             m_params.udpCounters64});
}

} // namespace bw::engine::control
