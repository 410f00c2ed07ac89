// SPDX-License-Identifier: MIT
// Linux CPU counters: /proc/stat for the host, getrusage for this process.
#include "metrics/cpu.h"

#include <sys/resource.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <thread>

namespace bw::engine::metrics {

HostCpuTimes readHostCpu()
{
    std::ifstream f("/proc/stat");
    return parseProcStat(f);
}

ProcessCpuTimes readProcessCpu()
{
    ProcessCpuTimes p;
    rusage ru{};
    if (getrusage(RUSAGE_SELF, &ru) != 0) return p;
    p.valid = true;
    p.userUs = std::uint64_t(ru.ru_utime.tv_sec) * 1'000'000 + std::uint64_t(ru.ru_utime.tv_usec);
    p.systemUs = std::uint64_t(ru.ru_stime.tv_sec) * 1'000'000 + std::uint64_t(ru.ru_stime.tv_usec);
    return p;
}

int cpuCount()
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n > 0) return int(n);
    return int(std::max(1u, std::thread::hardware_concurrency()));
}

double cpuMHz()
{
    // The nominal maximum, as ntttcp uses for cycles per byte; else what /proc/cpuinfo reports.
    std::ifstream maxf("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
    double khz = 0;
    if (maxf >> khz && khz > 0) return khz / 1000.0;
    std::ifstream f("/proc/cpuinfo");
    std::string line;
    while (std::getline(f, line)) {
        if (line.rfind("cpu MHz", 0) == 0) {
            auto colon = line.find(':');
            if (colon != std::string::npos) return std::stod(line.substr(colon + 1));
        }
    }
    return 0;
}

} // namespace bw::engine::metrics
