// SPDX-License-Identifier: MIT
// Windows CPU counters. Host times are in 100 ns units: GetSystemTimes for user, kernel and
// idle; NtQuerySystemInformation for the per-core times and the interrupt + DPC share of
// kernel time.
#include "metrics/cpu.h"

#include <windows.h>
#include <winternl.h>

#include <algorithm>
#include <vector>

namespace bw::engine::metrics {

namespace {

// SystemProcessorPerformanceInformation (class 8). winternl.h names the DPC and interrupt
// fields "Reserved"; this is their documented layout.
struct ProcessorPerformance
{
    LARGE_INTEGER idleTime;
    LARGE_INTEGER kernelTime; // includes idle, DPC and interrupt time
    LARGE_INTEGER userTime;
    LARGE_INTEGER dpcTime;
    LARGE_INTEGER interruptTime;
    ULONG interruptCount;
};
static_assert(sizeof(ProcessorPerformance) == sizeof(SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION));

constexpr int kSystemProcessorPerformanceInformation = 8;

using NtQuerySystemInformationFn = LONG(WINAPI*)(int, void*, ULONG, ULONG*);

std::uint64_t ticks(const FILETIME& ft)
{
    return (std::uint64_t(ft.dwHighDateTime) << 32) | ft.dwLowDateTime;
}

// Per-processor times of the calling thread's processor group (all logical processors up
// to 64). Empty when the call is not available.
std::vector<ProcessorPerformance> processorTimes()
{
    HMODULE ntdll = ::GetModuleHandleW(L"ntdll.dll");
    auto query = ntdll ? reinterpret_cast<NtQuerySystemInformationFn>(reinterpret_cast<void*>(
                             ::GetProcAddress(ntdll, "NtQuerySystemInformation")))
                       : nullptr;
    if (!query) return {};
    std::vector<ProcessorPerformance> perCore(std::size_t(std::max(1, cpuCount())));
    ULONG returned = 0;
    const LONG status = query(kSystemProcessorPerformanceInformation, perCore.data(),
                              ULONG(perCore.size() * sizeof(ProcessorPerformance)), &returned);
    if (status < 0) return {};
    perCore.resize(std::min<std::size_t>(perCore.size(), returned / sizeof(ProcessorPerformance)));
    return perCore;
}

} // namespace

HostCpuTimes readHostCpu()
{
    HostCpuTimes t;
    FILETIME idle, kernel, user;
    if (!::GetSystemTimes(&idle, &kernel, &user)) return t;
    t.idle = ticks(idle);
    t.user = ticks(user);
    const std::uint64_t kernelBusy = ticks(kernel) > t.idle ? ticks(kernel) - t.idle : 0;
    std::uint64_t interrupts = 0;
    for (const ProcessorPerformance& p : processorTimes()) {
        interrupts += std::uint64_t(p.dpcTime.QuadPart) + std::uint64_t(p.interruptTime.QuadPart);
        // Kernel time includes idle time, as in GetSystemTimes.
        t.cores.push_back(
            {std::uint64_t(p.idleTime.QuadPart),
             std::uint64_t(p.kernelTime.QuadPart) + std::uint64_t(p.userTime.QuadPart)});
    }
    t.irq = std::min(interrupts, kernelBusy);
    t.system = kernelBusy - t.irq;
    t.total = t.user + t.system + t.irq + t.idle;
    t.valid = t.total > 0;
    return t;
}

ProcessCpuTimes readProcessCpu()
{
    ProcessCpuTimes t;
    FILETIME created, exited, kernel, user;
    if (!::GetProcessTimes(::GetCurrentProcess(), &created, &exited, &kernel, &user)) return t;
    t.userUs = ticks(user) / 10;
    t.systemUs = ticks(kernel) / 10;
    t.valid = true;
    return t;
}

int cpuCount()
{
    const DWORD n = ::GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
    if (n > 0) return int(n);
    SYSTEM_INFO info;
    ::GetSystemInfo(&info);
    return int(info.dwNumberOfProcessors);
}

double cpuMHz()
{
    // The nominal clock the firmware reported at boot, as Task Manager's "Base speed".
    DWORD mhz = 0;
    DWORD size = sizeof mhz;
    if (::RegGetValueW(HKEY_LOCAL_MACHINE, L"HARDWARE\\DESCRIPTION\\System\\CentralProcessor\\0",
                       L"~MHz", RRF_RT_REG_DWORD, nullptr, &mhz, &size) == ERROR_SUCCESS)
        return double(mhz);
    return 0.0;
}

} // namespace bw::engine::metrics
