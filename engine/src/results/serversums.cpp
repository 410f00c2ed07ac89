// SPDX-License-Identifier: MIT
#include "benchwire/serversums.h"

#include <algorithm>

namespace bw::engine {

IntervalSums::IntervalSums(std::size_t servers) : m_pending(servers), m_ended(servers, false) {}

std::vector<IntervalSum> IntervalSums::add(std::size_t server, const IntervalSample& sample)
{
    if (server >= m_pending.size()) return {};
    m_pending[server].push_back(sample);
    return ready();
}

std::vector<IntervalSum> IntervalSums::end(std::size_t server)
{
    if (server >= m_ended.size()) return {};
    m_ended[server] = true;
    return ready();
}

std::vector<IntervalSum> IntervalSums::ready()
{
    std::vector<IntervalSum> out;
    for (;;) {
        std::vector<const IntervalSample*> row;
        for (std::size_t i = 0; i < m_pending.size(); ++i) {
            if (!m_pending[i].empty())
                row.push_back(&m_pending[i].front());
            else if (!m_ended[i])
                return out; // it may still measure this interval
        }
        if (row.empty()) return out;
        IntervalSum sum;
        sum.first = *row.front();
        sum.servers = row.size();
        for (const DirectionSample& d : sum.first.directions) {
            double bits = 0;
            for (const IntervalSample* s : row)
                for (const DirectionSample& other : s->directions)
                    if (other.direction == d.direction) bits += hereBitsPerSecond(other);
            sum.bitsPerSecond.push_back(bits);
        }
        for (auto& pending : m_pending)
            if (!pending.empty()) pending.pop_front();
        if (sum.servers >= 2) out.push_back(std::move(sum));
    }
}

std::vector<ServersAggregate>
aggregateServers(const std::vector<std::optional<TestResult>>& results)
{
    std::vector<ServersAggregate> out;
    for (const auto& r : results) {
        if (!r || !r->failure.empty()) return {};
        for (const DirectionSummary& d : r->summaries) {
            auto it = std::find_if(out.begin(), out.end(), [&](const ServersAggregate& a) {
                return a.direction == d.direction;
            });
            if (it == out.end()) {
                ServersAggregate a;
                a.direction = d.direction;
                it = out.insert(out.end(), std::move(a));
            }
            it->bitsPerSecond += hereBitsPerSecond(d);
            it->bytes += d.receiverBitsPerSecond.count > 0 ? d.receiverBytes : d.senderBytes;
            it->shares.push_back(hereBitsPerSecond(d));
        }
    }
    return out;
}

} // namespace bw::engine
