// SPDX-License-Identifier: MIT
// PeerList: the peers seen over several rounds (the app's DiscoveryBridge runs the rounds).
#include "benchwire/discovery.h"
#include "discovery/prober.h"

#include <algorithm>

namespace bw::engine::discovery {

PeerList::PeerList(std::chrono::milliseconds refreshPeriod)
    : m_refresh(std::max(refreshPeriod, std::chrono::milliseconds(1)))
{
}

void PeerList::merge(const std::vector<Peer>& round)
{
    for (const Peer& p : round)
        mergeOne(p);
}

void PeerList::mergeOne(const Peer& p)
{
    for (const PeerAddress& a : p.addresses)
        mergeAnswer(m_peers, p.info, a);
    if (p.addresses.empty()) mergeAnswer(m_peers, p.info, PeerAddress{{}, {}, p.lastSeen});
    auto it = std::find_if(m_peers.begin(), m_peers.end(),
                           [&](const Peer& q) { return q.info.peerId == p.info.peerId; });
    // An address-less entry only keeps the peer itself alive.
    std::erase_if(it->addresses, [](const PeerAddress& a) { return a.address.empty(); });
}

bool PeerList::expire(Clock::time_point now)
{
    const auto limit = expiryTime();
    const std::size_t before = m_peers.size();
    for (Peer& p : m_peers)
        std::erase_if(p.addresses, [&](const PeerAddress& a) { return now - a.lastSeen > limit; });
    std::erase_if(m_peers,
                  [&](const Peer& p) { return now - p.lastSeen > limit || p.addresses.empty(); });
    return m_peers.size() != before;
}

} // namespace bw::engine::discovery
