// SPDX-License-Identifier: MIT
#include "options.h"

#include "benchwire/latency.h"
#include "benchwire/units.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace bw::cli {

using engine::parseScaled;

std::optional<std::uint64_t> parseSize(const std::string& text)
{
    double scale = 1;
    auto v = parseScaled(text, 1024, scale);
    if (!v || *v * scale > 1e18) return std::nullopt;
    return std::uint64_t(std::llround(*v * scale));
}

std::optional<int> parseSecondsMs(const std::string& text)
{
    double scale = 1;
    if (!text.empty() && std::isalpha(static_cast<unsigned char>(text.back()))) return std::nullopt;
    auto v = parseScaled(text, 1, scale);
    if (!v || *v > 1e7) return std::nullopt;
    return int(std::llround(*v * 1000));
}

std::optional<std::int64_t> parseScheduleMs(const std::string& text)
{
    constexpr std::int64_t kLongestScheduleMs = 400LL * 24 * 3600 * 1000;
    std::int64_t scale = 1;
    std::string number = text;
    if (text.size() > 1 && (text.back() == 'h' || text.back() == 'm' || text.back() == 's')) {
        scale = text.back() == 'h' ? 3600 : text.back() == 'm' ? 60 : 1;
        number.pop_back();
    }
    const auto ms = parseSecondsMs(number); // up to 10^7 of the unit
    if (!ms || *ms < 0 || std::int64_t(*ms) * scale > kLongestScheduleMs) return std::nullopt;
    return std::int64_t(*ms) * scale;
}

namespace {
std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.10g", v);
    return buf;
}

// As -l and -w take them: 16M, 64K, or bytes.
std::string size(double bytes)
{
    const auto b = std::uint64_t(bytes);
    if (b >= 1 << 20 && b % (1 << 20) == 0) return std::to_string(b >> 20) + "M";
    if (b >= 1024 && b % 1024 == 0) return std::to_string(b >> 10) + "K";
    return std::to_string(b);
}

std::string outsideSize(const char* flag, double v, double lo, double hi, const char* extra)
{
    if (v >= lo && v <= hi) return {};
    return std::string(flag) + " " + size(v) + ": give " + size(lo) + " to " + size(hi) + extra;
}

// "-t 100000: give 0.1 to 86400 seconds" when v (in the flag's unit) is outside lo to hi.
std::string outside(const char* flag, double v, double lo, double hi, const char* unit,
                    const char* extra = "")
{
    if (v >= lo && v <= hi) return {};
    return std::string(flag) + " " + number(v) + ": give " + number(lo) + " to " + number(hi) +
           " " + unit + extra;
}
} // namespace

std::string flagRangeError(const engine::TestConfig& c)
{
    using namespace engine;
    const bool udp = c.protocol == Protocol::Udp;
    const std::string checks[] = {
        c.untilStopped() ? std::string()
                         : outside("-t", c.durationMs / 1000.0, kMinDurationMs / 1000.0,
                                   kMaxDurationMs / 1000.0, "seconds", ", or 0 until stopped"),
        outside("-O", c.warmupMs / 1000.0, 0, kMaxWarmupMs / 1000.0, "seconds"),
        outside("-i", c.intervalMs / 1000.0, kMinIntervalMs / 1000.0, kMaxIntervalMs / 1000.0,
                "seconds"),
        outside("-P", c.streams, 1, kMaxStreams, "streams"),
        outside("--threads", c.threads, 0, kMaxStreams, "threads",
                " (0: one per stream, up to the cores)"),
        udp ? std::string()
            : outsideSize("-l", c.bufferBytes, kMinBufferBytes, kMaxBufferBytes, ""),
        udp && c.datagramBytes ? outside("-l", c.datagramBytes, kMinDatagramBytes,
                                         kMaxDatagramBytes, "bytes for a UDP datagram")
                               : std::string(),
        c.socketBufferBytes ? outsideSize("-w", c.socketBufferBytes, kMinSocketBufferBytes,
                                          kMaxSocketBufferBytes, ", or leave it out")
                            : std::string(),
        c.mssBytes
            ? outside("-M", c.mssBytes, kMinMssBytes, kMaxMssBytes, "bytes", ", or leave it out")
            : std::string(),
        c.findMaxRate ? outside("--step-time", c.searchStepMs / 1000.0, kMinSearchStepMs / 1000.0,
                                kMaxSearchStepMs / 1000.0, "seconds")
                      : std::string(),
        outside("--idle", c.idleMs / 1000.0, 0, kMaxIdleMs / 1000.0, "seconds"),
        outside("--probe-interval", c.probeIntervalMs, kMinProbeIntervalMs, kMaxProbeIntervalMs,
                "milliseconds"),
        c.connectTimeoutMs < 100 ? "--connect-timeout " + number(c.connectTimeoutMs / 1000.0) +
                                       ": give 0.1 seconds or more"
                                 : std::string(),
        c.congestion.size() > 15 ? "-C " + c.congestion +
                                       ": a congestion algorithm's name has at most 15 "
                                       "characters; give one this system offers, or leave -C out"
                                 : std::string(),
        c.findMaxRate && !(c.maxLossPct >= 0 && c.maxLossPct < 100)
            ? "--max-loss " + number(c.maxLossPct) + ": give 0 to below 100 percent"
            : std::string(),
        c.untilStopped() && (c.mode == TestMode::BothWays || c.findMaxRate)
            ? std::string(c.findMaxRate ? "--find-max-rate" : "--both") +
                  " with -t 0: a test until stopped is one phase; give a duration with -t, or "
                  "drop " +
                  (c.findMaxRate ? "--find-max-rate" : "--both")
            : std::string(),
        c.findMaxRate && c.mode == TestMode::BothWays
            ? "--find-max-rate and --both exclude each other: give -R, --bidir or neither (an "
              "upload)"
            : std::string(),
    };
    for (const std::string& why : checks)
        if (!why.empty()) return why;
    return {};
}

std::string checkConfig(const engine::TestConfig& c)
{
    if (auto range = flagRangeError(c); !range.empty()) return range;
    const std::string why = c.validate();
    return why.empty() ? std::string()
                       : "invalid setting: " + why + "; check the flags against --help";
}

std::string roleClash(bool server, bool client, bool console)
{
    if (server && client)
        return "-s and -c exclude each other: give -s to serve here, or -c HOST to test against "
               "a server";
    if (server && console)
        return "-s and --plan exclude each other: give -s --control-key KEY on each endpoint, "
               "and --plan FILE on the console, without -s";
    return {};
}

} // namespace bw::cli
