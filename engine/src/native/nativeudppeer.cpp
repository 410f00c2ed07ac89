// SPDX-License-Identifier: MIT
#include "native/nativeudppeer.h"

#include "flow/udpwire.h"

namespace bw::engine::native {

namespace udpwire = flow::udpwire;

void NativeUdpPeer::onDatagram(flow::UdpPort& port, const net::Endpoint& from,
                               const std::uint8_t* data, std::size_t bytes, std::int64_t arrivalUs)
{
    const udpwire::Parsed p = udpwire::parse(data, bytes);
    if ((p.kind == udpwire::Kind::Data || p.kind == udpwire::Kind::End) && p.token != m_token) {
        if (m_receiver) m_receiver->onForeign();
        return;
    }
    switch (p.kind) {
    case udpwire::Kind::Data:
        if (m_receiver) m_receiver->onData(p.sequence, p.sentUs, arrivalUs, bytes);
        break;
    case udpwire::Kind::End:
        if (m_receiver) m_receiver->onEnd(p.sequence, arrivalUs);
        break;
    case udpwire::Kind::Hello: {
        const auto ack = udpwire::ack(m_index, m_token);
        port.sendTo(ack.data(), ack.size(), from);
        break;
    }
    default:
        break;
    }
}

} // namespace bw::engine::native
