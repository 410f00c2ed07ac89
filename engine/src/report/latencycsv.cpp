// SPDX-License-Identifier: MIT
#include "report/latencycsv.h"

#include <cstdio>

namespace bw::engine::report {

namespace {
std::string ms(double us)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", us / 1000.0);
    return buf;
}

std::string stats(const DelayStats& s, bool withTail)
{
    if (s.count == 0) return withTail ? ",," : "";
    return ms(s.medianUs) + (withTail ? "," + ms(s.p95Us) + "," + ms(s.p99Us) : std::string());
}
} // namespace

std::string latencyCsvHeader()
{
    return "latency_probes_sent,latency_probes_lost,latency_rtt_median_ms,latency_rtt_p95_ms,"
           "latency_rtt_p99_ms,latency_up_median_ms,latency_down_median_ms";
}

std::string latencyCsvColumns(const LatencySample& s)
{
    if (!s.valid) return ",,,,,,";
    const bool oneWay = s.oneWayValid;
    return std::to_string(s.probesSent) + "," + std::to_string(s.probesLost) + "," +
           stats(s.rtt, true) + "," + (oneWay ? stats(s.up, false) : "") + "," +
           (oneWay ? stats(s.down, false) : "");
}

} // namespace bw::engine::report
