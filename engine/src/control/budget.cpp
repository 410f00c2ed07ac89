// SPDX-License-Identifier: MIT
#include "control/budget.h"

#include "flow/lowwater.h"

#include <algorithm>
#include <cstdio>

namespace bw::engine::control {

int serverThreads(const ServerConfig& server, const TestConfig& test)
{
    return server.threads > 0 ? server.threads : test.effectiveThreads();
}

std::uint64_t serverBufferBytes(const TestConfig& test, int threads)
{
    const std::uint64_t streams = std::uint64_t(std::max(1, test.streams));
    const bool bidir = test.mode == TestMode::Bidirectional;
    const bool receives = bidir || test.mode == TestMode::Upload;
    const bool sends = bidir || test.mode == TestMode::Download;
    const std::uint64_t workers = std::uint64_t(std::max(1, threads));
    if (test.protocol == Protocol::Udp) {
        // The server's UDP receivers share its port's one buffer; senders hold a datagram each.
        const std::uint64_t datagram = test.datagramBytes ? test.datagramBytes : 9000;
        return sends ? std::min(workers, streams) * (datagram + 64 * 32) : 0;
    }
    const std::uint64_t readers = receives ? std::min(workers, streams) : 0;
    return readers * flow::readBytesFor(test.bufferBytes) + (sends ? test.bufferBytes : 0);
}

std::string bytesText(std::uint64_t bytes)
{
    char buf[32];
    const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1024 && u < 4) {
        v /= 1024;
        ++u;
    }
    if (u == 0 || v == double(std::uint64_t(v)))
        std::snprintf(buf, sizeof buf, "%llu %s", static_cast<unsigned long long>(v), units[u]);
    else
        std::snprintf(buf, sizeof buf, "%.1f %s", v, units[u]);
    return buf;
}

std::string memoryShortfall(const TestConfig& test, int threads, std::uint64_t budgetBytes,
                            HeldMemory held)
{
    const std::uint64_t need = serverBufferBytes(test, threads);
    const std::uint64_t left = budgetBytes - std::min(budgetBytes, held.bytes);
    if (need <= left) return {};
    const int workers = std::min(std::max(1, threads), std::max(1, test.streams));
    std::string how = test.protocol == Protocol::Udp
                          ? std::to_string(workers) + " sending threads"
                          : std::to_string(workers) + " threads x " +
                                bytesText(flow::readBytesFor(test.bufferBytes));
    std::string limit = "this server's memory limit (--max-memory) of " + bytesText(budgetBytes);
    if (held.tests > 0 && need <= budgetBytes)
        limit = "the " + bytesText(left) + " left of " + limit + " (" + std::to_string(held.tests) +
                " other client" + (held.tests == 1 ? "" : "s") + "' tests hold " +
                bytesText(held.bytes) + ")";
    return "the test needs " + bytesText(need) + " of buffers (" + how + "), more than " + limit;
}

} // namespace bw::engine::control
