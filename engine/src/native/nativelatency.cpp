// SPDX-License-Identifier: MIT
#include "native/nativelatency.h"

#include "control/pause.h"
#include "flow/udpwire.h"
#include "latency/runlatency.h"

#include <span>
#include <string>

namespace bw::engine::native {

std::unique_ptr<latency::Prober> startLatency(control::PhaseContext& context, control::Phase& p,
                                              bool peerHasLatency)
{
    if (!p.latency || p.latency->unavailable()) return nullptr;
    if (!peerHasLatency) {
        p.latency->setUnavailable("n/a: the server is an older Benchwire (no latency probes)");
        return nullptr;
    }
    const std::uint64_t token =
        flow::udpwire::sessionToken(std::span<const char, 37>(p.cookie.data(), 37));
    auto prober = std::make_unique<latency::Prober>(*p.latency, p.index, token,
                                                    context.config.probeIntervalMs);
    if (auto ec = prober->open(context.config, p.server)) {
        p.latency->setUnavailable("n/a: cannot open the probe socket: " + ec.message());
        return nullptr;
    }
    prober->start();
    if (p.index == 0 && context.config.idleMs > 0) {
        const int ms = context.config.idleMs;
        const std::string seconds =
            ms % 1000 == 0 ? std::to_string(ms / 1000)
                           : std::to_string(ms / 1000) + "." + std::to_string(ms % 1000 / 100);
        context.sink.onStreamEvent(
            {StreamEventKind::IdleStarted,
             {},
             "measuring the idle latency for " + seconds + " s before the load",
             -1});
        const std::int64_t fromUs = flow::udpwire::nowUs();
        control::pauseFor(std::chrono::milliseconds(context.config.idleMs), context.stop);
        p.latency->setIdle(fromUs, flow::udpwire::nowUs());
    }
    return prober;
}

void latencyLoadStarts(control::Phase& p)
{
    if (p.latency) p.latency->setLoadStart(p.index, flow::udpwire::nowUs());
}

void finishLatency(control::PhaseContext& context, control::Phase& p,
                   std::unique_ptr<latency::Prober>& prober)
{
    if (!prober) return;
    prober->finish(context.stop);
    prober.reset();
    std::int64_t fromUs = -1, toUs = 0;
    for (const auto& [index, h] : p.local) {
        if (h.warmup) continue;
        if (fromUs < 0) fromUs = h.startUs;
        toUs = std::max(toUs, h.endUs);
    }
    if (fromUs < 0) return; // no measured interval: no load to report
    p.latency->setLoadEnd(p.index, fromUs, toUs);
}

std::optional<LatencySample> intervalLatency(const control::Phase& p, const HostSample& h)
{
    if (!p.latency) return std::nullopt;
    LatencySample s = p.latency->intervalSample(p.index, h.startUs, h.endUs);
    return s.valid ? std::optional(s) : std::nullopt;
}

std::vector<LatencyMsg> latencyReport(const control::Phase& p)
{
    if (!p.latency) return {};
    std::vector<LatencyMsg> out(1);
    out[0].summary = latency::phaseLatency(p.latency->summary(), p.index);
    for (const auto& [index, h] : p.local) {
        const auto s = intervalLatency(p, h);
        if (!s) continue;
        if (out.back().intervals.size() == kLatencyIntervalsPerMessage) out.emplace_back();
        out.back().intervals.emplace_back(index, *s);
    }
    return out;
}

} // namespace bw::engine::native
