// SPDX-License-Identifier: MIT
// CPU counters behind one interface: cpu_linux.cpp, cpu_win.cpp.
#pragma once

#include "benchwire/samples.h"

#include <cstdint>
#include <istream>
#include <vector>

namespace bw::engine::metrics {

// One logical processor's cumulative counters.
struct CoreCpuTimes
{
    std::uint64_t idle = 0, total = 0;
};

// Cumulative counters; any unit, as long as one snapshot's fields share it.
struct HostCpuTimes
{
    bool valid = false;
    std::uint64_t user = 0, system = 0, irq = 0, idle = 0, total = 0;
    std::vector<CoreCpuTimes> cores; // per logical processor; empty where the OS gives none
};

struct ProcessCpuTimes
{
    bool valid = false;
    std::uint64_t userUs = 0, systemUs = 0;
};

HostCpuTimes readHostCpu();
// The cpu lines of Linux's /proc/stat: user is user + nice, irq is irq + softirq, idle is idle
// + iowait, total adds steal too; one core per "cpuN" line. Plain text, so it is portable.
HostCpuTimes parseProcStat(std::istream& in);
ProcessCpuTimes readProcessCpu();
int cpuCount();  // logical processors
double cpuMHz(); // nominal clock, 0 when unknown

// Percentages between two snapshots taken wallUs apart.
CpuSample cpuBetween(const HostCpuTimes& a, const HostCpuTimes& b, const ProcessCpuTimes& pa,
                     const ProcessCpuTimes& pb, std::int64_t wallUs);

} // namespace bw::engine::metrics
