// SPDX-License-Identifier: MIT
// The client's latency probes in a native phase (latency/prober.h): started after the setup
// was accepted, with the idle phase (probes only) before the first phase's load, and finished
// once the load is over.
#pragma once

#include "control/phasedriver.h"
#include "latency/prober.h"
#include "native/messages.h"

#include <memory>
#include <optional>
#include <vector>

namespace bw::engine::native {

// Null when the run has no probes (turned off, the server lacks them, no socket): the reason
// is then in the run's latency records. peerHasLatency: "latency" in the server's hello.
std::unique_ptr<latency::Prober> startLatency(control::PhaseContext& context, control::Phase& p,
                                              bool peerHasLatency);
// Just before the sampler starts: the phase's intervals are timed from here.
void latencyLoadStarts(control::Phase& p);
// After the load, with every interval of the phase in p.local.
void finishLatency(control::PhaseContext& context, control::Phase& p,
                   std::unique_ptr<latency::Prober>& prober);
// The figures of the interval h as far as its probes' echoes came (final after
// finishLatency); absent without probes.
std::optional<LatencySample> intervalLatency(const control::Phase& p, const HostSample& h);
// After finishLatency: the phase's final figures for a server that keeps them ("latencyreport"):
// the summary (latency::phaseLatency) in the first message, then every interval with probes.
std::vector<LatencyMsg> latencyReport(const control::Phase& p);

} // namespace bw::engine::native
