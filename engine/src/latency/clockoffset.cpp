// SPDX-License-Identifier: MIT
#include "latency/clockoffset.h"

#include "latency/stats.h"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace bw::engine::latency {

namespace {
double roundTripUs(const Exchange& e)
{
    return double((e.clientRecvUs - e.clientSendUs) - (e.serverSendUs - e.serverRecvUs));
}

// The offset if the path were symmetric: the NTP estimate.
double symmetricOffsetUs(const Exchange& e)
{
    return (double(e.serverRecvUs - e.clientSendUs) + double(e.serverSendUs - e.clientRecvUs)) /
           2.0;
}

struct Bounds
{
    double lowUs = -std::numeric_limits<double>::infinity();
    double highUs = std::numeric_limits<double>::infinity();
};

// Every exchange: offset <= t2 - t1 (the way out took no less than 0) and offset >= t3 - t4.
Bounds boundsOf(const std::vector<Exchange>& exchanges)
{
    Bounds b;
    for (const Exchange& e : exchanges) {
        b.highUs = std::min(b.highUs, double(e.serverRecvUs - e.clientSendUs));
        b.lowUs = std::max(b.lowUs, double(e.serverSendUs - e.clientRecvUs));
    }
    return b;
}
} // namespace

std::string oneWayUnavailableReason(const ClockOffset& clock)
{
    if (!clock.valid) return "n/a: no probe came back to relate the clocks";
    if (clock.uncertaintyUs <= kOneWayMaxUncertaintyUs) return {};
    char buf[200];
    std::snprintf(buf, sizeof buf,
                  "n/a: the clock offset is known only to ±%.2f ms (one-way figures need "
                  "±%.0f ms); round trips cannot tell an asymmetric path from a clock offset",
                  clock.uncertaintyUs / 1000.0, kOneWayMaxUncertaintyUs / 1000.0);
    return buf;
}

ClockOffset estimateOffset(const std::vector<Exchange>& exchanges)
{
    ClockOffset out;
    if (exchanges.empty()) return out;
    std::vector<const Exchange*> byRtt;
    for (const Exchange& e : exchanges)
        byRtt.push_back(&e);
    std::sort(byRtt.begin(), byRtt.end(), [](const Exchange* a, const Exchange* b) {
        return roundTripUs(*a) < roundTripUs(*b);
    });
    const std::size_t keep = std::max<std::size_t>(1, byRtt.size() / 3);
    std::vector<double> offsets;
    for (std::size_t i = 0; i < keep; ++i)
        offsets.push_back(symmetricOffsetUs(*byRtt[i]));
    std::sort(offsets.begin(), offsets.end());
    out.valid = true;
    out.offsetUs = percentileOf(offsets, 50);
    const Bounds b = boundsOf(exchanges);
    // Crossed bounds: the clocks drifted apart during the probes, or a peer's timestamps are
    // wrong. Then no bound holds, and half the fastest round trip is the best that can be said.
    if (b.lowUs > b.highUs) {
        out.uncertaintyUs = roundTripUs(*byRtt.front()) / 2.0 + (b.lowUs - b.highUs);
        return out;
    }
    out.offsetUs = std::clamp(out.offsetUs, b.lowUs, b.highUs);
    out.uncertaintyUs = std::max(b.highUs - out.offsetUs, out.offsetUs - b.lowUs);
    return out;
}

ClockOffset sameClockOffset(const std::vector<Exchange>& exchanges)
{
    // The kernel's receive stamps reach the steady clock through two realtime reads around a
    // steady one: exact only to the time between them, which a loaded or instrumented machine
    // stretches (TSan: 9-154 us). A contradiction within the bound one-way figures need anyway
    // does not refute one clock (the clock id already names a time namespace's shift).
    constexpr double kToleranceUs = kOneWayMaxUncertaintyUs;
    const Bounds b = boundsOf(exchanges);
    if (exchanges.empty() || (b.lowUs <= kToleranceUs && -kToleranceUs <= b.highUs)) {
        ClockOffset out;
        out.valid = true;
        out.sameClock = true;
        return out;
    }
    return estimateOffset(exchanges);
}

} // namespace bw::engine::latency
