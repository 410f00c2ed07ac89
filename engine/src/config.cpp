// SPDX-License-Identifier: MIT
#include "benchwire/config.h"
#include "benchwire/latency.h"

#include "net/cidr.h"
#include "net/cpus.h"
#include "net/host.h"

#include <algorithm>
#include <string>

namespace bw::engine {

namespace {
std::string range(const char* what, long long v, long long lo, long long hi, const char* unit)
{
    return std::string(what) + " " + std::to_string(v) + unit + " is out of range (" +
           std::to_string(lo) + unit + " to " + std::to_string(hi) + unit + ")";
}
} // namespace

std::string TestConfig::validate() const
{
    if (host.empty()) return "no server address given";
    if (port == 0) return "port 0 is not a valid server port";
    if (!untilStopped() && (durationMs < kMinDurationMs || durationMs > kMaxDurationMs))
        return range("duration", durationMs, kMinDurationMs, kMaxDurationMs, " ms");
    if (untilStopped() && (mode == TestMode::BothWays || findMaxRate))
        return "a test until stopped (duration 0) runs one phase: upload, download or "
               "bidirectional, without the highest clean rate search";
    if (warmupMs < 0 || warmupMs > kMaxWarmupMs)
        return range("warm-up", warmupMs, 0, kMaxWarmupMs, " ms");
    if (idleMs < 0 || idleMs > kMaxIdleMs) return range("idle phase", idleMs, 0, kMaxIdleMs, " ms");
    if (probeIntervalMs < kMinProbeIntervalMs || probeIntervalMs > kMaxProbeIntervalMs)
        return range("probe interval", probeIntervalMs, kMinProbeIntervalMs, kMaxProbeIntervalMs,
                     " ms");
    if (intervalMs < kMinIntervalMs || intervalMs > kMaxIntervalMs)
        return range("report interval", intervalMs, kMinIntervalMs, kMaxIntervalMs, " ms");
    if (streams < 1 || streams > kMaxStreams) return range("streams", streams, 1, kMaxStreams, "");
    if (threads < 0 || threads > kMaxStreams) return range("threads", threads, 0, kMaxStreams, "");
    if (bufferBytes < kMinBufferBytes || bufferBytes > kMaxBufferBytes)
        return range("buffer", bufferBytes, kMinBufferBytes, kMaxBufferBytes, " bytes");
    if (socketBufferBytes != 0 &&
        (socketBufferBytes < kMinSocketBufferBytes || socketBufferBytes > kMaxSocketBufferBytes))
        return range("socket buffer", socketBufferBytes, kMinSocketBufferBytes,
                     kMaxSocketBufferBytes, " bytes");
    if (mssBytes != 0 && (mssBytes < kMinMssBytes || mssBytes > kMaxMssBytes))
        return range("MSS", mssBytes, kMinMssBytes, kMaxMssBytes, " bytes");
    if (congestion.size() > 15) return "congestion algorithm name '" + congestion + "' is too long";
    if (connectTimeoutMs < 100 || controlTimeoutMs < 100) return "timeouts must be at least 100 ms";
    if (datagramBytes != 0 &&
        (datagramBytes < kMinDatagramBytes || datagramBytes > kMaxDatagramBytes))
        return range("datagram size", datagramBytes, kMinDatagramBytes, kMaxDatagramBytes,
                     " bytes");
    if (findMaxRate) {
        if (protocol != Protocol::Udp) return "the highest clean rate search needs a UDP test";
        if (mode == TestMode::BothWays)
            return "the highest clean rate search runs upload, download or bidirectional, not both "
                   "ways";
        if (!(maxLossPct >= 0 && maxLossPct < 100))
            return "maximum loss must be from 0 to below 100 %";
        if (searchStepMs < kMinSearchStepMs || searchStepMs > kMaxSearchStepMs)
            return range("search step", searchStepMs, kMinSearchStepMs, kMaxSearchStepMs, " ms");
    }
    return {};
}

int TestConfig::effectiveThreads() const
{
    if (threads > 0) return std::min(threads, streams * (mode == TestMode::Bidirectional ? 2 : 1));
    // A worker per CPU this process may run on (affinity mask, cgroup quota), not per host
    // CPU: extra workers on the same cores only take turns with each other.
    int active = streams * (mode == TestMode::Bidirectional ? 2 : 1);
    return std::max(1, std::min(active, net::usableCpuCount()));
}

std::uint64_t TestConfig::tcpStreamRate() const
{
    if (!rateIsTotal || rateBitsPerSecond == 0) return rateBitsPerSecond;
    return std::max<std::uint64_t>(rateBitsPerSecond / std::uint64_t(std::max(1, streams)), 1);
}

std::string ServerConfig::validate() const
{
    if (limits.maxDurationMs != 0 && limits.maxDurationMs < 1000)
        return "maximum duration must be at least 1 s, or 0 for no limit";
    if (limits.maxStreams < 1 || limits.maxStreams > kMaxStreams)
        return range("maximum streams", limits.maxStreams, 1, kMaxStreams, "");
    if (handshakeTimeoutMs < 100) return "handshake timeout must be at least 100 ms";
    if (maxClients < 1 || maxClients > kMaxServerClients)
        return range("clients at once", maxClients, 1, kMaxServerClients, "");
    if (threads < 0 || threads > kMaxStreams) return range("threads", threads, 0, kMaxStreams, "");
    if (maxMemoryBytes != 0 && maxMemoryBytes < kMinServerMemoryBytes)
        return "maximum memory must be at least " + std::to_string(kMinServerMemoryBytes >> 20) +
               " MiB";
    for (const auto& entry : allow)
        if (auto why = checkAddressRange(entry); !why.empty()) return why;
    if (!controlKey.empty() && controlKey.size() < kMinControlKeyBytes)
        return "the control key must be at least " + std::to_string(kMinControlKeyBytes) +
               " characters long; choose a longer one";
    return {};
}

std::uint64_t ServerConfig::memoryBudgetBytes() const
{
    return maxMemoryBytes ? maxMemoryBytes : defaultServerMemoryBytes();
}

std::uint64_t defaultServerMemoryBytes()
{
    const std::uint64_t physical = net::physicalMemoryBytes();
    if (physical == 0) return 256ull << 20;
    return std::clamp<std::uint64_t>(physical / 8, 64ull << 20, 512ull << 20);
}

std::string checkAddressRange(const std::string& range)
{
    if (net::parseCidr(range)) return {};
    return "'" + range +
           "' is not an address range (give one like 192.168.1.0/24, fd00::/8 or 10.0.0.7)";
}

std::string subnetOf(const std::string& address, int prefixLength)
{
    auto a = net::parseAddress(address);
    if (!a || prefixLength < 0 || prefixLength > (a->v6 ? 128 : 32)) return {};
    auto c = net::parseCidr(address + "/" + std::to_string(prefixLength));
    return c ? net::toString(*c) : std::string();
}

} // namespace bw::engine
