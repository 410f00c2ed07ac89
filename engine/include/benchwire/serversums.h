// SPDX-License-Identifier: MIT
// One test to several servers at once (benchwire-cli -c A -c B, the app's several servers): the
// servers' intervals lined up and summed per direction, and the aggregate of their results. The
// CLI and the app share these, so both sum the same way.
#pragma once

#include "benchwire/samples.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

namespace bw::engine {

// One interval summed over the servers that measured it, per direction, by hereBitsPerSecond.
struct IntervalSum
{
    IntervalSample first;              // the first server's sample (times, phase, warm-up)
    std::size_t servers = 0;           // how many servers' samples the sum holds
    std::vector<double> bitsPerSecond; // per direction, in the order of first.directions
};

// Lines the servers' intervals up in the order each server measured them. A sum is ready once
// every server has measured that interval, or will not because its run ended. Not thread-safe:
// the caller serializes (the CLI under a mutex, the app on its GUI thread).
class IntervalSums
{
public:
    explicit IntervalSums(std::size_t servers);
    // The sums this sample completes (of two servers or more; one server's alone is no sum).
    std::vector<IntervalSum> add(std::size_t server, const IntervalSample& sample);
    // The run to this server ended: the sums it held up.
    std::vector<IntervalSum> end(std::size_t server);

private:
    std::vector<IntervalSum> ready();

    std::vector<std::deque<IntervalSample>> m_pending; // per server: not yet in a sum
    std::vector<bool> m_ended;
};

// The whole run of one direction over every server.
struct ServersAggregate
{
    Direction direction = Direction::Upload;
    double bitsPerSecond = 0;   // the sum of each server's mean, received where known
    std::uint64_t bytes = 0;    // received in the measured intervals, where known, else sent
    std::vector<double> shares; // each server's mean, in the servers' order
};

// Per direction; empty unless every server has a whole result (a failed run leaves no
// aggregate, so that none mixes different spans of time).
std::vector<ServersAggregate>
aggregateServers(const std::vector<std::optional<TestResult>>& results);

} // namespace bw::engine
