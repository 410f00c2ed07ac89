// SPDX-License-Identifier: MIT
// The native dialect's side of the server's UDP port: one handler per UDP stream, routed from
// the stream's source address after its hello.
#pragma once

#include "flow/udpport.h"
#include "flow/udpreceiver.h"

#include <memory>

namespace bw::engine::native {

// Runs on the UDP port's thread. Answers repeated hellos (our ack was lost) and feeds the
// receiver of an upload stream. Download streams have no receiver: the client sends only hellos.
class NativeUdpPeer : public flow::DatagramHandler
{
public:
    NativeUdpPeer(std::uint32_t index, const net::Endpoint& peer, std::uint64_t token,
                  std::shared_ptr<flow::UdpReceiver> receiver)
        : m_index(index), m_peer(peer), m_token(token), m_receiver(std::move(receiver))
    {
    }
    void onDatagram(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                    std::size_t bytes, std::int64_t arrivalUs) override;

    std::uint32_t index() const { return m_index; }
    const net::Endpoint& peer() const { return m_peer; }
    const std::shared_ptr<flow::UdpReceiver>& receiver() const { return m_receiver; }

private:
    std::uint32_t m_index;
    net::Endpoint m_peer;
    std::uint64_t m_token; // the session's: data and end datagrams without it are dropped
    std::shared_ptr<flow::UdpReceiver> m_receiver;
};

} // namespace bw::engine::native
