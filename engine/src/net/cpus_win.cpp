// SPDX-License-Identifier: MIT
// Windows half of net/cpus.h: the process affinity mask. (A job object's CPU rate limit is
// not read: it throttles time, and Windows reports no per-job core count to size by.)
#include "net/cpus.h"

#include <windows.h>

#include <algorithm>
#include <bit>
#include <thread>

namespace bw::engine::net {

namespace {
int computeUsableCpus()
{
    DWORD_PTR process = 0, system = 0;
    // The mask covers the process's processor group (at most 64 CPUs).
    if (GetProcessAffinityMask(GetCurrentProcess(), &process, &system) && process != 0)
        return std::popcount(static_cast<unsigned long long>(process));
    return int(std::max(1u, std::thread::hardware_concurrency()));
}
} // namespace

int usableCpuCount()
{
    static const int cpus = computeUsableCpus();
    return cpus;
}

} // namespace bw::engine::net
