// SPDX-License-Identifier: MIT
// POSIX half of net/cpus.h. Linux: the affinity mask and the cgroup v2 quota; elsewhere the
// online CPU count.
#include "net/cpus.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#ifdef __linux__
#include <sched.h>
#endif

namespace bw::engine::net {

namespace {

#ifdef __linux__
std::string readFile(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// cgroup v2 only ("0::/path" in /proc/self/cgroup); a v1 host has no cpu.max and no limit here.
int cgroupQuotaCpus()
{
    std::istringstream lines(readFile("/proc/self/cgroup"));
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("0::", 0) != 0) continue;
        return cpusFromCgroupPath(line.substr(3), [](std::string_view dir) {
            return readFile("/sys/fs/cgroup" + std::string(dir == "/" ? "" : dir) + "/cpu.max");
        });
    }
    return 0;
}

int affinityCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
    return 0;
}
#endif

int computeUsableCpus()
{
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    int cpus = online > 0 ? int(online) : 1;
#ifdef __linux__
    if (int mask = affinityCpus(); mask > 0) cpus = mask;
    if (int quota = cgroupQuotaCpus(); quota > 0) cpus = std::min(cpus, quota);
#endif
    return std::max(1, cpus);
}

} // namespace

int usableCpuCount()
{
    // Once per process: the UI asks for it when it shows a result, and the mask and the quota
    // of a running process rarely change (a later change applies from the next start).
    static const int cpus = computeUsableCpus();
    return cpus;
}

} // namespace bw::engine::net
