// SPDX-License-Identifier: MIT
// The platform-neutral half of net/cpus.h: reading a cgroup v2 cpu.max text.
#include "net/cpus.h"

#include <charconv>
#include <cstdint>

namespace bw::engine::net {

namespace {
bool parseUnsigned(std::string_view text, std::uint64_t& out)
{
    const auto* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && p == end;
}
} // namespace

int cpusFromCpuMax(std::string_view cpuMax)
{
    while (!cpuMax.empty() && (cpuMax.back() == '\n' || cpuMax.back() == ' '))
        cpuMax.remove_suffix(1);
    const auto space = cpuMax.find(' ');
    const std::string_view quota = cpuMax.substr(0, space);
    // The period is optional when writing cpu.max; the kernel always prints it (default 100 ms).
    const std::string_view period =
        space == std::string_view::npos ? std::string_view("100000") : cpuMax.substr(space + 1);
    std::uint64_t q = 0, p = 0;
    if (quota == "max" || !parseUnsigned(quota, q) || !parseUnsigned(period, p)) return 0;
    if (q == 0 || p == 0) return 0;
    const std::uint64_t cpus = (q + p - 1) / p; // a partial CPU still runs a worker part-time
    return cpus > 4096 ? 4096 : int(cpus);
}

} // namespace bw::engine::net
