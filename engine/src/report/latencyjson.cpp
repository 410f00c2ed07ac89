// SPDX-License-Identifier: MIT
// The latency figures (latency.h) in JSON. Absent figures are absent: no "rtt" without probes,
// no "up"/"down" when the clocks could not be related (the summary says why in
// "oneWayUnavailable"), no "latency" at all without probes.
#include "report/jsonconv.h"
#include "report/jsonnum.h"

namespace bw::engine {

using json = nlohmann::json;
using report::jsonnum::opt;

namespace {
void putStats(json& j, const char* key, const DelayStats& s)
{
    if (s.count > 0) j[key] = s;
}

bool hasIdle(const LatencySummary& s)
{
    return s.idleRtt.count > 0;
}
} // namespace

void to_json(json& j, const DelayStats& v)
{
    j = json{{"count", v.count}, {"minUs", v.minUs}, {"medianUs", v.medianUs},
             {"p95Us", v.p95Us}, {"p99Us", v.p99Us}, {"maxUs", v.maxUs}};
}

void from_json(const json& j, DelayStats& v)
{
    opt(j, "count", v.count);
    opt(j, "minUs", v.minUs);
    opt(j, "medianUs", v.medianUs);
    opt(j, "p95Us", v.p95Us);
    opt(j, "p99Us", v.p99Us);
    opt(j, "maxUs", v.maxUs);
}

void to_json(json& j, const LatencySample& v)
{
    j = json{{"valid", v.valid},
             {"probesSent", v.probesSent},
             {"probesLost", v.probesLost},
             {"oneWayValid", v.oneWayValid}};
    putStats(j, "rtt", v.rtt);
    if (v.oneWayValid) {
        putStats(j, "up", v.up);
        putStats(j, "down", v.down);
    }
}

void from_json(const json& j, LatencySample& v)
{
    opt(j, "valid", v.valid);
    opt(j, "probesSent", v.probesSent);
    opt(j, "probesLost", v.probesLost);
    opt(j, "oneWayValid", v.oneWayValid);
    opt(j, "rtt", v.rtt);
    opt(j, "up", v.up);
    opt(j, "down", v.down);
}

void to_json(json& j, const LoadedLatency& v)
{
    j = json{{"phase", v.phase}, {"probesSent", v.probesSent}, {"probesLost", v.probesLost}};
    putStats(j, "rtt", v.rtt);
    putStats(j, "up", v.up);
    putStats(j, "down", v.down);
}

void from_json(const json& j, LoadedLatency& v)
{
    opt(j, "phase", v.phase);
    opt(j, "probesSent", v.probesSent);
    opt(j, "probesLost", v.probesLost);
    opt(j, "rtt", v.rtt);
    opt(j, "up", v.up);
    opt(j, "down", v.down);
    opt(j, "addedRttUs", v.addedRttUs);
    opt(j, "addedUpUs", v.addedUpUs);
    opt(j, "addedDownUs", v.addedDownUs);
}

// The added figures need the idle baseline: written only with it.
void latencyToJson(json& j, const LatencySummary& v)
{
    j = json{{"valid", v.valid}};
    if (!v.valid) {
        j["unavailable"] = v.unavailable;
        return;
    }
    j.update({{"idleMs", v.idleMs},
              {"probeIntervalMs", v.probeIntervalMs},
              {"oneWayValid", v.oneWayValid},
              {"clockSame", v.clockSame},
              {"clockOffsetUs", v.clockOffsetUs},
              {"clockUncertaintyUs", v.clockUncertaintyUs},
              {"probesSent", v.probesSent},
              {"probesLost", v.probesLost}});
    if (!v.oneWayValid) j["oneWayUnavailable"] = v.oneWayUnavailable;
    putStats(j, "idleRtt", v.idleRtt);
    if (v.oneWayValid) {
        putStats(j, "idleUp", v.idleUp);
        putStats(j, "idleDown", v.idleDown);
    }
    json loaded = json::array();
    for (const LoadedLatency& l : v.loaded) {
        json one = l;
        if (hasIdle(v) && l.rtt.count > 0) one["addedRttUs"] = l.addedRttUs;
        if (v.oneWayValid && v.idleUp.count > 0 && l.up.count > 0) {
            one["addedUpUs"] = l.addedUpUs;
            one["addedDownUs"] = l.addedDownUs;
        }
        loaded.push_back(std::move(one));
    }
    j["loaded"] = std::move(loaded);
}

void to_json(json& j, const LatencySummary& v)
{
    latencyToJson(j, v);
}

void from_json(const json& j, LatencySummary& v)
{
    opt(j, "valid", v.valid);
    opt(j, "unavailable", v.unavailable);
    opt(j, "idleMs", v.idleMs);
    opt(j, "probeIntervalMs", v.probeIntervalMs);
    opt(j, "oneWayValid", v.oneWayValid);
    opt(j, "oneWayUnavailable", v.oneWayUnavailable);
    opt(j, "clockSame", v.clockSame);
    opt(j, "clockOffsetUs", v.clockOffsetUs);
    opt(j, "clockUncertaintyUs", v.clockUncertaintyUs);
    opt(j, "probesSent", v.probesSent);
    opt(j, "probesLost", v.probesLost);
    opt(j, "idleRtt", v.idleRtt);
    opt(j, "idleUp", v.idleUp);
    opt(j, "idleDown", v.idleDown);
    opt(j, "loaded", v.loaded);
}

} // namespace bw::engine
