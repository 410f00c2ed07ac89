// SPDX-License-Identifier: MIT
#include "native/checkprobes.h"

#include "flow/udpport.h"
#include "flow/udpwire.h"

#include <algorithm>

namespace bw::engine::native {

CheckProbes::CheckProbes(const control::Cookie& cookie, int probes)
    : m_cookie(cookie), m_seen(std::size_t(std::max(probes, 0)), false)
{
}

bool CheckProbes::offer(flow::UdpPort& port, const net::Endpoint& from, const std::uint8_t* data,
                        std::size_t bytes)
{
    const flow::udpwire::Parsed p = flow::udpwire::parse(data, bytes);
    if (p.kind != flow::udpwire::Kind::Hello || p.stream >= m_seen.size()) return false;
    if (!std::equal(m_cookie.begin(), m_cookie.end(), p.cookie)) return false;
    {
        std::lock_guard lock(m_mutex);
        if (!m_seen[p.stream]) {
            m_seen[p.stream] = true;
            ++m_received;
        }
    }
    // Every copy is answered: the client times each answer for the round trip.
    const auto ack = flow::udpwire::ack(p.stream, flow::udpwire::sessionToken(m_cookie));
    port.sendTo(ack.data(), ack.size(), from);
    return true;
}

int CheckProbes::received() const
{
    std::lock_guard lock(m_mutex);
    return m_received;
}

} // namespace bw::engine::native
