// SPDX-License-Identifier: MIT
// UDP on the server: the port next to the TCP listener, the native hello, and a native
// session's UDP streams.
#include "native/nativeudppeer.h"

#include "native/nativesession.h"
#include "control/serverimpl.h"
#include "flow/streamsetup.h"
#include "flow/udptransfer.h"
#include "flow/udpwire.h"

#include <algorithm>

namespace bw::engine {

namespace udpwire = flow::udpwire;

namespace control {

bool isUploadStream(const TestConfig& test, int index)
{
    return test.mode == TestMode::Upload ||
           (test.mode == TestMode::Bidirectional && index < test.streams);
}

void NativeUdpPeer::onDatagram(flow::UdpPort& port, const net::Endpoint& from,
                               const std::uint8_t* data, std::size_t bytes, std::int64_t arrivalUs)
{
    const udpwire::Parsed p = udpwire::parse(data, bytes);
    switch (p.kind) {
    case udpwire::Kind::Data:
        if (m_receiver) m_receiver->onData(p.sequence, p.sentUs, arrivalUs, bytes);
        break;
    case udpwire::Kind::End:
        if (m_receiver) m_receiver->onEnd(p.sequence, arrivalUs);
        break;
    case udpwire::Kind::Hello: {
        const auto ack = udpwire::ack(m_index);
        port.sendTo(ack.data(), ack.size(), from);
        break;
    }
    default:
        break;
    }
}

bool NativeSession::offerUdp(std::uint32_t index, const net::Endpoint& from, flow::UdpPort& port)
{
    std::lock_guard lock(m_mutex);
    if (!m_acceptingData || m_test.protocol != Protocol::Udp ||
        index >= std::uint32_t(m_expected) || index >= m_udpPeers.size() || m_udpPeers[index])
        return false;
    auto receiver =
        isUploadStream(m_test, int(index)) ? std::make_shared<flow::UdpReceiver>() : nullptr;
    auto peer = std::make_shared<NativeUdpPeer>(index, from, std::move(receiver));
    m_udpPeers[index] = peer;
    m_udpPort = &port;
    port.addRoute(from, peer);
    const auto ack = udpwire::ack(index);
    port.sendTo(ack.data(), ack.size(), from);
    ++m_arrived;
    m_cv.notify_all();
    return true;
}

void NativeSession::releaseUdp()
{
    std::lock_guard lock(m_mutex);
    m_acceptingData = false;
    for (auto& p : m_udpPeers)
        if (p && m_udpPort) m_udpPort->removeRoute(p->peer());
    m_udpPeers.clear();
}

std::unique_ptr<flow::DataPath> NativeSession::makeUdpPath(AppliedSettings& applied, int threads)
{
    std::vector<flow::UdpStreamSpec> specs;
    std::lock_guard lock(m_mutex);
    for (const auto& peer : m_udpPeers) {
        flow::UdpStreamSpec spec;
        spec.id = int(peer->index());
        const bool upload = isUploadStream(m_test, spec.id);
        spec.role = upload ? flow::Role::Receive : flow::Role::Send;
        spec.direction = upload ? Direction::Upload : Direction::Download;
        spec.receiver = peer->receiver();
        spec.shared = &m_udpPort->socket();
        spec.peer = peer->peer();
        specs.push_back(std::move(spec));
    }
    applied = flow::readApplied(m_udpPort->socket());
    applied.mssBytes = 0;
    applied.congestion.clear();
    std::uint32_t size =
        m_test.datagramBytes
            ? m_test.datagramBytes
            : flow::datagramBytesForMtu(-1, specs.empty() ? false : specs[0].peer.isV6());
    return std::make_unique<flow::UdpTransfer>(
        std::move(specs), flow::UdpOptions{threads, size, flow::udpStreamRate(m_test)});
}

} // namespace control

void ServerImpl::openUdp(const net::Endpoint& bound, bool dual)
{
    std::error_code ec;
    m_udp = flow::UdpPort::open(bound, !dual, ec);
    if (!m_udp)
        m_udpError = "UDP port " + std::to_string(bound.port()) + " cannot be opened (" +
                     ec.message() + "); another program may use it";
}

// A datagram from a source without a route: a native stream's hello, or a stray.
void ServerImpl::onUnknownDatagram(flow::UdpPort& port, const net::Endpoint& from,
                                   const std::uint8_t* data, std::size_t bytes, std::int64_t)
{
    if (offerIperf3Datagram(port, from, bytes)) return; // an iperf3 UDP stream's connect datagram
    const udpwire::Parsed p = udpwire::parse(data, bytes);
    if (p.kind != udpwire::Kind::Hello) return;
    std::shared_ptr<control::NativeSession> session;
    {
        std::lock_guard lock(m_mutex);
        session = m_session;
    }
    if (!session) return;
    control::Cookie cookie;
    std::copy(p.cookie, p.cookie + cookie.size(), cookie.begin());
    if (session->cookie() == cookie) session->offerUdp(p.stream, from, port);
}

} // namespace bw::engine
