// SPDX-License-Identifier: MIT
// How many CPUs this process may actually run on: "Auto" worker threads are sized by it, so a
// run pinned to one core (taskset, a container's cpuset) or held to a CPU quota (cgroup v2
// cpu.max) does not start more busy workers than it can run at once. More workers than that
// only take turns on the same cores and pay for the switches.
#pragma once

#include <string_view>

namespace bw::engine::net {

// The affinity mask's CPU count (Linux: sched_getaffinity; Windows: GetProcessAffinityMask),
// capped by the cgroup v2 CPU quota of this process's cgroup and its ancestors (Linux). At
// least 1. Computed once per process (the platform file says where).
int usableCpuCount();

// CPUs a cgroup v2 cpu.max text ("QUOTA PERIOD", or "max PERIOD" for none) allows, rounded up:
// 150000 100000 gives 2. 0 when it sets no limit or does not parse.
int cpusFromCpuMax(std::string_view cpuMax);

// The lowest limit along a cgroup path ("/a/b": /a/b, then /a, then the root), each level's
// cpu.max read by readCpuMax(directory) ("" when that level has none). 0 when none limits.
template <class Read> int cpusFromCgroupPath(std::string_view path, Read readCpuMax)
{
    int lowest = 0;
    for (;;) {
        const int here = cpusFromCpuMax(readCpuMax(path));
        if (here > 0 && (lowest == 0 || here < lowest)) lowest = here;
        if (path.empty() || path == "/") return lowest;
        const auto slash = path.rfind('/');
        path = slash == std::string_view::npos || slash == 0 ? std::string_view("/")
                                                             : path.substr(0, slash);
    }
}

} // namespace bw::engine::net
