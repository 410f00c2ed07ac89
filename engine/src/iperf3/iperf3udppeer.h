// SPDX-License-Identifier: MIT
#pragma once

#include "flow/udpport.h"
#include "iperf3/iperf3udpcounter.h"

#include <memory>

namespace bw::engine::iperf3 {

// The server's handler of one stream's datagrams on the shared UDP port (port thread).
class Iperf3UdpPeer : public flow::DatagramHandler
{
public:
    explicit Iperf3UdpPeer(std::shared_ptr<Iperf3UdpCounter> counter)
        : m_counter(std::move(counter))
    {
    }
    void onDatagram(flow::UdpPort&, const net::Endpoint&, const std::uint8_t* data,
                    std::size_t bytes, std::int64_t arrivalUs) override
    {
        if (m_counter) m_counter->onDatagram(data, bytes, arrivalUs);
    }

private:
    std::shared_ptr<Iperf3UdpCounter> m_counter; // null on a stream the server sends
};

} // namespace bw::engine::iperf3
