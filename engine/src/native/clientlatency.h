// SPDX-License-Identifier: MIT
// The serving side's end of a native test: the client's "latency" messages (native/messages.h)
// until its "done", and the totals its "done" carries.
#pragma once

#include "net/netio.h"
#include "results/served.h"

#include <cstddef>
#include <stop_token>

namespace bw::engine::native {

struct ClientReport
{
    results::ClientLatency latency;
    results::EndTotals totals; // invalid: the client's "done" carried none (an older Benchwire)
};

// Reads frames until the client's "done", anything else, a malformed frame or the deadline,
// and keeps what its latency messages said: at most maxIntervals intervals (a bound on what a
// peer can make the server hold). An older client sends "done" alone: no summary, no totals.
ClientReport readClientReport(net::Socket& control, net::Clock::time_point deadline,
                              std::stop_token stop, std::size_t maxIntervals);

} // namespace bw::engine::native
