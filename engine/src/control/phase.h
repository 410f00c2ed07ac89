// SPDX-License-Identifier: MIT
// The state of one client phase, shared by the run (control/clientrun.h) and the dialect that
// drives the phase (control/phasedriver.h). A plain struct: one thread (the run's) uses it.
#pragma once

#include "benchwire/samples.h"
#include "benchwire/types.h"
#include "control/cookie.h"
#include "net/socket.h"
#include "results/samplestore.h"
#include "results/summary.h"

#include <cstdint>
#include <map>
#include <string>

namespace bw::engine::latency {
class RunLatency;
}

namespace bw::engine::control {

struct Phase
{
    int index = 0;
    TestMode mode = TestMode::Upload;
    std::int64_t offsetUs = 0;         // added to interval times so phases follow each other
    Dialect dialect = Dialect::Native; // what the server answered in (never Auto)
    net::Socket control;
    net::Endpoint server;
    Cookie cookie{};
    PeerInfo peer;
    AppliedSettings localApplied, remoteApplied;
    // By interval index; a run until stopped spills the older ones (results/samplestore.h).
    results::SampleStore local, remote;
    int nextEmit = 0;
    results::PhaseTotals totals;
    CpuSummary localCpu;
    bool stoppedEarly = false;
    bool gotResult = false;
    std::string localAddress, remoteAddress;
    LinkFacts localLink, remoteLink;        // read at connect; the server's from its accept
    std::uint32_t datagramBytes = 0;        // UDP: the size agreed in the setup
    latency::RunLatency* latency = nullptr; // the run's latency probes (the run owns them)
};

} // namespace bw::engine::control
