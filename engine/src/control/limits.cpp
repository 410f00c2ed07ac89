// SPDX-License-Identifier: MIT
#include "control/limits.h"

#include "benchwire/openfiles.h"
#include "control/budget.h"
#include "control/text.h"

#include <cstdio>

namespace bw::engine::control {
namespace {

std::string mbits(std::uint64_t bitsPerSecond)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g Mbit/s", double(bitsPerSecond) / 1e6);
    return buf;
}

} // namespace

std::optional<LimitBreach> checkLimits(const ServerConfig& config, const TestConfig& t,
                                       const std::string& udpClosed, HeldMemory held)
{
    const ServerLimits& l = config.limits;
    if (t.protocol == Protocol::Udp && !udpClosed.empty())
        return LimitBreach{Limit::Udp, "UDP tests are not available on this server: " + udpClosed,
                           "run a TCP test against this server"};
    const std::int64_t total = std::int64_t(t.durationMs) + t.warmupMs;
    if (t.untilStopped() && l.maxDurationMs > 0)
        return LimitBreach{Limit::Duration,
                           "a test until stopped (-t 0) has no end, and this server's limit is " +
                               secondsText(l.maxDurationMs) + " (duration plus warm-up)",
                           "give a duration (-t, at most " + secondsText(l.maxDurationMs) +
                               " with the warm-up), or start the server with --max-duration 0 "
                               "(no limit)"};
    if (l.maxDurationMs > 0 && total > l.maxDurationMs)
        return LimitBreach{Limit::Duration,
                           "duration plus warm-up of " + secondsText(int(total)) +
                               " exceeds this server's limit of " + secondsText(l.maxDurationMs),
                           "shorten the test or its warm-up, or raise the server's --max-duration"};
    if (t.streams > l.maxStreams)
        return LimitBreach{Limit::Streams,
                           std::to_string(t.streams) + " streams exceed this server's limit of " +
                               std::to_string(l.maxStreams),
                           "use fewer streams, or raise the server's --max-streams"};
    if (l.maxRateBitsPerSecond &&
        (t.rateBitsPerSecond == 0 || t.rateBitsPerSecond > l.maxRateBitsPerSecond))
        return LimitBreach{Limit::Rate,
                           "this server allows at most " + mbits(l.maxRateBitsPerSecond) +
                               " per stream",
                           "ask for a rate at or below it (-b), or raise the server's --max-rate"};
    const int threads = serverThreads(config, t);
    if (auto why = memoryShortfall(t, threads, config.memoryBudgetBytes(), held); !why.empty())
        return LimitBreach{
            Limit::Memory, why,
            std::string("use smaller buffers, fewer streams or fewer threads, ") +
                (held.tests > 0 ? "try again when the other clients' tests end, " : "") +
                "or raise the server's --max-memory"};
    const int files = serverFilesNeeded(t, config.threads);
    if (auto why = openFileShortfall(t, files, openFileLimit(), "the server"); !why.empty())
        return LimitBreach{Limit::OpenFiles, why,
                           "on the server, " + openFileHint(files) + "; or use fewer streams"};
    return std::nullopt;
}

} // namespace bw::engine::control
