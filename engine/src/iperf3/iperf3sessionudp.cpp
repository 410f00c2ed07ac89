// SPDX-License-Identifier: MIT
// UDP streams of an iperf3 session. The server's UDP port (shared with the native dialect)
// takes each stream's 4-byte connect datagram from a new source, routes everything from that
// source to the stream from then on, and answers from the test port, as a stock server does.
#include "iperf3/iperf3meter.h"
#include "iperf3/iperf3session.h"
#include "iperf3/iperf3udp.h"
#include "control/serverimpl.h"

namespace bw::engine {

namespace control {

bool Iperf3Session::offerUdp(flow::UdpPort& port, const net::Endpoint& from, std::size_t bytes)
{
    std::lock_guard lock(m_mutex);
    // The stock server ignores the connect datagram's content; its size tells it from data.
    if (!m_acceptingData || m_test.protocol != Protocol::Udp || bytes != 4 ||
        arrivedLocked() >= m_expected)
        return false;
    const int index = arrivedLocked();
    std::shared_ptr<Iperf3UdpCounter> counter;
    if (iperf3::streamDirection(m_params, index) == Direction::Upload)
        counter = std::make_shared<Iperf3UdpCounter>(m_params.udpCounters64);
    port.addRoute(from, std::make_shared<Iperf3UdpPeer>(counter));
    port.sendTo(iperf3udp::kReply.data(), iperf3udp::kReply.size(), from);
    m_udpPort = &port;
    m_udpArrived.push_back({from, std::move(counter)});
    m_cv.notify_all();
    return true;
}

void Iperf3Session::releaseUdp()
{
    std::lock_guard lock(m_mutex);
    m_acceptingData = false;
    if (m_udpPort)
        for (const auto& a : m_udpArrived)
            m_udpPort->removeRoute(a.peer);
    m_udpArrived.clear();
}

void Iperf3Session::runUdp()
{
    std::vector<Iperf3UdpStream> streams;
    {
        std::lock_guard lock(m_mutex);
        for (std::size_t i = 0; i < m_udpArrived.size(); ++i) {
            Iperf3UdpStream s;
            const int id = iperf3::streamId(int(i));
            const Direction d = iperf3::streamDirection(m_params, int(i));
            s.layout = {d == Direction::Download, d, {.id = id}};
            s.shared = &m_udpPort->socket();
            s.peer = m_udpArrived[i].peer;
            s.counter = m_udpArrived[i].counter;
            streams.push_back(std::move(s));
        }
    }
    Iperf3UdpPath path(std::move(streams),
                       {m_test.bufferBytes, m_test.rateBitsPerSecond, m_params.udpCounters64});
    Iperf3Meter meter([&path] { return path.figures(); }, m_test.warmupMs);
    std::optional<iperf3::Results> ours = measure(path, meter);
    releaseUdp();
    if (ours) finishSession(*ours, meter.figures(), meter.seconds());
}

} // namespace control

bool ServerImpl::offerIperf3Datagram(flow::UdpPort& port, const net::Endpoint& from,
                                     std::size_t bytes)
{
    std::shared_ptr<control::Iperf3Session> session;
    {
        std::lock_guard lock(m_mutex);
        session = m_iperf3;
    }
    return session && session->offerUdp(port, from, bytes);
}

} // namespace bw::engine
