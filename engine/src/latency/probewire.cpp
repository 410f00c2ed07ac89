// SPDX-License-Identifier: MIT
#include "latency/probewire.h"

#include "flow/udpwire.h"
#include "net/bigendian.h"

#include <fstream>
#include <sstream>
#include <string>

namespace bw::engine::latency {

namespace {
constexpr std::uint8_t kVersion = 2;
} // namespace

std::array<std::uint8_t, kProbeBytes> encodeProbe(const Probe& p)
{
    std::array<std::uint8_t, kProbeBytes> out{};
    out[0] = 'B';
    out[1] = 'W';
    out[2] = kVersion;
    out[3] = p.echo ? 'Q' : 'P';
    net::putU32(&out[4], p.sequence);
    net::putU64(&out[8], p.token);
    net::putU64(&out[16], std::uint64_t(p.clientSendUs));
    net::putU64(&out[24], std::uint64_t(p.serverRecvUs));
    net::putU64(&out[32], std::uint64_t(p.serverSendUs));
    net::putU64(&out[40], p.serverClock);
    return out;
}

bool parseProbe(const std::uint8_t* data, std::size_t bytes, Probe& out)
{
    if (bytes != kProbeBytes || data[0] != 'B' || data[1] != 'W' || data[2] != kVersion ||
        (data[3] != 'P' && data[3] != 'Q'))
        return false;
    out.echo = data[3] == 'Q';
    out.sequence = net::getU32(data + 4);
    out.token = net::getU64(data + 8);
    out.clientSendUs = std::int64_t(net::getU64(data + 16));
    out.serverRecvUs = std::int64_t(net::getU64(data + 24));
    out.serverSendUs = std::int64_t(net::getU64(data + 32));
    out.serverClock = net::getU64(data + 40);
    return true;
}

bool echoProbe(const std::uint8_t* data, std::size_t bytes, std::uint64_t token,
               std::int64_t receivedUs, std::array<std::uint8_t, kProbeBytes>& out)
{
    Probe p;
    if (!parseProbe(data, bytes, p) || p.echo || p.token != token) return false;
    p.echo = true;
    p.serverRecvUs = receivedUs;
    p.serverClock = clockId();
    p.serverSendUs = flow::udpwire::nowUs();
    out = encodeProbe(p);
    return true;
}

std::uint64_t clockIdOf(std::string_view bootId, std::string_view timensOffsets)
{
    if (bootId.empty()) return 0;
    std::uint64_t h = 1469598103934665603ull; // FNV-1a
    auto mix = [&h](std::string_view text) {
        for (unsigned char c : text)
            h = (h ^ c) * 1099511628211ull;
    };
    mix(bootId);
    // Lines "monotonic <s> <ns>" and "boottime <s> <ns>" (man 7 time_namespaces); only
    // CLOCK_MONOTONIC matters: it is std::chrono::steady_clock.
    std::istringstream in{std::string(timensOffsets)};
    std::string clock;
    long long seconds = 0, nanoseconds = 0;
    while (in >> clock >> seconds >> nanoseconds)
        if (clock == "monotonic" && (seconds != 0 || nanoseconds != 0))
            mix(" monotonic " + std::to_string(seconds) + " " + std::to_string(nanoseconds));
    return h == 0 ? 1 : h;
}

std::uint64_t clockId()
{
    static const std::uint64_t id = [] {
        std::ifstream boot("/proc/sys/kernel/random/boot_id");
        std::string bootId;
        if (!std::getline(boot, bootId)) return std::uint64_t(0);
        std::ifstream timens("/proc/self/timens_offsets");
        std::ostringstream offsets;
        offsets << timens.rdbuf();
        return clockIdOf(bootId, offsets.str());
    }();
    return id;
}

} // namespace bw::engine::latency
