// SPDX-License-Identifier: MIT
#include "latencycli.h"

#include "options.h"

#include <CLI/CLI.hpp>

#include <cmath>

namespace bw::cli {

using namespace bw::engine;

namespace {
std::string ms(double us)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f ms", us / 1000.0);
    return buf;
}

std::string signedMs(double us)
{
    return (us > -5 ? "+" : "-") + ms(std::fabs(us)); // -0.00 would read as a gain
}

std::string loadedLine(const LatencySummary& s, const LoadedLatency& l, const std::string& what)
{
    std::string line = "  under load " + what + ": ";
    if (l.rtt.count == 0) return line + "n/a (no probe came back under load)\n";
    line +=
        "median " + ms(l.rtt.medianUs) + ", p95 " + ms(l.rtt.p95Us) + ", p99 " + ms(l.rtt.p99Us);
    if (s.idleRtt.count > 0) line += " (" + signedMs(l.addedRttUs) + " over idle)";
    if (s.oneWayValid && l.up.count > 0 && l.down.count > 0) {
        line += "; one-way up " + ms(l.up.medianUs) + ", down " + ms(l.down.medianUs);
        if (s.idleUp.count > 0)
            line += " (" + signedMs(l.addedUpUs) + " / " + signedMs(l.addedDownUs) + ")";
    }
    return line + "\n";
}
} // namespace

void addLatencyFlags(CLI::App& app, LatencyArgs& a)
{
    app.add_option("--idle", a.idle,
                   "Latency: idle phase before the load, probes only (e.g. 2, 500ms; default 2 "
                   "s; 0 turns it off)");
    app.add_option("--probe-interval", a.probeIntervalMs,
                   "Latency: milliseconds between probes, 10 to 50 (default 20)");
    app.add_flag("--no-latency", a.off, "Latency: no probes and no idle phase");
}

std::optional<int> parseDurationMs(const std::string& text)
{
    if (text.size() > 2 && text.ends_with("ms")) {
        auto s = parseSecondsMs(text.substr(0, text.size() - 2));
        if (!s || *s % 1000 != 0) return std::nullopt;
        return *s / 1000;
    }
    if (text.size() > 1 && text.ends_with("s"))
        return parseSecondsMs(text.substr(0, text.size() - 1));
    return parseSecondsMs(text);
}

std::string applyLatencyArgs(const LatencyArgs& a, TestConfig& c)
{
    c.latencyProbes = !a.off;
    if (!a.idle.empty()) {
        auto idle = parseDurationMs(a.idle);
        if (!idle) return "--idle: '" + a.idle + "' is not a duration (e.g. 2, 500ms, 0)";
        c.idleMs = *idle;
    }
    if (a.probeIntervalMs != 0) c.probeIntervalMs = a.probeIntervalMs;
    return checkConfig(c);
}

std::string latencyText(const LatencySummary& s, TestMode mode)
{
    if (!s.valid)
        return "Latency: " + (s.unavailable.empty() ? std::string("n/a") : s.unavailable) + "\n";
    std::string text =
        "Latency: idle " + (s.idleRtt.count > 0 ? ms(s.idleRtt.medianUs) : "n/a (no idle phase)");
    if (s.oneWayValid && s.idleUp.count > 0)
        text += " (one-way up " + ms(s.idleUp.medianUs) + ", down " + ms(s.idleDown.medianUs) + ")";
    text += "\n";
    for (const LoadedLatency& l : s.loaded) {
        const TestMode m = mode != TestMode::BothWays ? mode
                           : l.phase == 0             ? TestMode::Upload
                                                      : TestMode::Download;
        text += loadedLine(s, l, std::string(toString(m)));
    }
    const std::string clock =
        s.clockSame ? std::string("one clock (both ends on this machine)")
                    : "clock offset " + ms(s.clockOffsetUs) + " ± " + ms(s.clockUncertaintyUs);
    char buf[160];
    std::snprintf(buf, sizeof buf, "  probes lost %u of %u, every %d ms; %s\n", s.probesLost,
                  s.probesSent, s.probeIntervalMs, clock.c_str());
    text += buf;
    // Why there is no "up"/"down" above, in the engine's words ("n/a: the clock offset is
    // known only to ±1.40 ms …").
    if (!s.oneWayValid)
        text += "  one-way: " +
                (s.oneWayUnavailable.empty() ? std::string("n/a") : s.oneWayUnavailable) + "\n";
    return text;
}

void printLatency(std::FILE* out, const LatencySummary& s, TestMode mode)
{
    std::fputs(latencyText(s, mode).c_str(), out);
}

} // namespace bw::cli
