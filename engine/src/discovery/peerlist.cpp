// SPDX-License-Identifier: MIT
// PeerList (peers over several rounds) and PeerBrowser (rounds on a thread of its own).
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

PeerBrowser::PeerBrowser(ProbeOptions options, std::chrono::milliseconds refreshPeriod, Callback cb)
    : m_options(std::move(options)), m_refresh(refreshPeriod), m_callback(std::move(cb))
{
    m_thread = std::jthread([this](std::stop_token st) { run(st); });
}

PeerBrowser::~PeerBrowser()
{
    m_thread.request_stop();
    m_wake.notify_all();
}

void PeerBrowser::refreshNow()
{
    {
        std::lock_guard lock(m_mutex);
        m_wakeNow = true;
    }
    m_wake.notify_all();
}

void PeerBrowser::run(std::stop_token st)
{
    PeerList list(m_refresh);
    while (!st.stop_requested()) {
        std::error_code ec;
        // One round lasts options.durationMs; stopping waits for at most that.
        std::vector<Peer> round = discover(m_options, ec);
        list.merge(round);
        list.expire(Clock::now());
        if (m_callback) m_callback(list.peers());
        std::unique_lock lock(m_mutex);
        m_wake.wait_for(lock, st, m_refresh, [this] { return m_wakeNow; });
        m_wakeNow = false;
    }
}

} // namespace bw::engine::discovery
