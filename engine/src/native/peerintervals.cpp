// SPDX-License-Identifier: MIT
#include "native/peerintervals.h"

#include "results/interval.h"
#include "results/served.h"

#include <algorithm>

namespace bw::engine::control {

namespace {
// How many later server intervals an interval waits through for the client's figures.
constexpr int kWaitIntervals = 2;
// How far ahead of the server's newest interval the client's figures may be and still be kept
// for it: a round trip apart, a client is one or two ahead; a hostile one sending indexes far
// ahead would otherwise grow the waiting map without bound.
constexpr int kMaxClientAhead = 8;
} // namespace

PeerIntervals::PeerIntervals(TestMode mode, bool clientSends, Emit emit)
    : m_mode(mode), m_clientSends(clientSends), m_emit(std::move(emit))
{
}

void PeerIntervals::addServer(const HostSample& server)
{
    std::lock_guard lock(m_mutex);
    m_newestServer = std::max(m_newestServer, server.index);
    IntervalSample iv = serverInterval(m_mode, server);
    if (!m_clientSends) {
        m_emit(iv);
        return;
    }
    if (auto it = m_early.find(server.index); it != m_early.end()) {
        iv.remoteCpu = it->second.cpu;
        iv.latency = it->second.latency;
        iv.remoteWifi = it->second.wifi;
        m_early.erase(it);
    }
    m_waiting[server.index] = iv;
    if (iv.remoteCpu.valid)
        emitUpTo(server.index);
    else
        emitUpTo(server.index - kWaitIntervals);
}

void PeerIntervals::addClient(const HostSample& client, const std::optional<LatencySample>& latency)
{
    std::lock_guard lock(m_mutex);
    if (client.index <= m_lastEmitted) return; // too late: that interval is on the chart already
    if (client.index > m_newestServer + kMaxClientAhead) return; // no such interval yet
    const ClientPart part{client.cpu, latency ? servedView(*latency) : LatencySample{},
                          client.wifi};
    auto it = m_waiting.find(client.index);
    if (it == m_waiting.end()) {
        m_early[client.index] = part;
        return;
    }
    it->second.remoteCpu = part.cpu;
    it->second.latency = part.latency;
    it->second.remoteWifi = part.wifi;
    emitUpTo(client.index);
}

void PeerIntervals::flush()
{
    std::lock_guard lock(m_mutex);
    if (!m_waiting.empty()) emitUpTo(m_waiting.rbegin()->first);
    m_early.clear();
}

void PeerIntervals::emitUpTo(int index)
{
    while (!m_waiting.empty() && m_waiting.begin()->first <= index) {
        m_lastEmitted = m_waiting.begin()->first;
        m_emit(m_waiting.begin()->second);
        m_waiting.erase(m_waiting.begin());
    }
}

} // namespace bw::engine::control
