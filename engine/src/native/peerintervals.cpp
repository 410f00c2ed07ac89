// SPDX-License-Identifier: MIT
#include "native/peerintervals.h"

#include "results/interval.h"
#include "results/served.h"

#include <algorithm>

namespace bw::engine::native {

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
    m_server[server.index] = server;
    m_waiting.insert(server.index);
    if (!m_clientSends || m_client.count(server.index))
        emitUpTo(server.index);
    else
        emitUpTo(server.index - kWaitIntervals);
}

void PeerIntervals::addClient(const HostSample& client, const std::optional<LatencySample>& latency)
{
    std::lock_guard lock(m_mutex);
    if (client.index < 0 || client.index > m_newestServer + kMaxClientAhead) return;
    m_client[client.index] = client;
    m_clientLatency[client.index] = latency ? results::servedView(*latency) : LatencySample{};
    if (m_waiting.count(client.index)) emitUpTo(client.index);
}

void PeerIntervals::flush()
{
    std::lock_guard lock(m_mutex);
    if (!m_waiting.empty()) emitUpTo(*m_waiting.rbegin());
}

std::vector<IntervalSample> PeerIntervals::whole()
{
    std::lock_guard lock(m_mutex);
    std::vector<IntervalSample> out;
    out.reserve(m_server.size());
    for (const auto& entry : m_server)
        out.push_back(build(entry.first));
    return out;
}

std::size_t PeerIntervals::heldSamples()
{
    std::lock_guard lock(m_mutex);
    return m_server.held() + m_client.held();
}

IntervalSample PeerIntervals::build(int index) const
{
    const HostSample& server = m_server.find(index)->second;
    const auto client = m_client.find(index);
    if (client == m_client.end()) return results::servedInterval(m_mode, server, nullptr);
    IntervalSample iv = results::servedInterval(m_mode, server, &client->second);
    if (auto latency = m_clientLatency.find(index); latency != m_clientLatency.end())
        iv.latency = latency->second;
    return iv;
}

void PeerIntervals::emitUpTo(int index)
{
    while (!m_waiting.empty() && *m_waiting.begin() <= index) {
        m_emit(build(*m_waiting.begin()));
        m_waiting.erase(m_waiting.begin());
    }
    const int oldest = m_waiting.empty() ? m_newestServer + 1 : *m_waiting.begin();
    m_server.spillBelow(oldest - results::kKeptIntervals);
    m_client.spillBelow(oldest - results::kKeptIntervals);
    m_clientLatency.spillBelow(oldest - results::kKeptIntervals);
}

} // namespace bw::engine::native
