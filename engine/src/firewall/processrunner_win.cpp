// SPDX-License-Identifier: MIT
// The real command runner on Windows: cmd.exe with stdout and stderr on one pipe, started
// without a console window and inheriting that pipe only (not our sockets: a PowerShell that
// outlives us must not keep the server's port). The command and everything it starts run in
// a job object, so stopping a bounded run ends netsh or PowerShell too, not only cmd.exe.
#include "benchwire/firewall.h"

#include <windows.h>

namespace bw::engine::firewall {

namespace {
using Clock = std::chrono::steady_clock;
constexpr DWORD kSliceMs = 50; // how soon a bounded run sees its limit or a cancel
constexpr DWORD kPipeBytes = 1 << 20;

// Closes a handle when it goes.
struct Handle
{
    HANDLE h = nullptr;
    Handle() = default;
    explicit Handle(HANDLE handle) : h(handle == INVALID_HANDLE_VALUE ? nullptr : handle) {}
    Handle(const Handle&) = delete;
    Handle& operator=(const Handle&) = delete;
    ~Handle() { reset(); }
    void reset()
    {
        if (h) CloseHandle(h);
        h = nullptr;
    }
};

std::string systemCmd()
{
    char dir[MAX_PATH];
    const UINT n = GetSystemDirectoryA(dir, MAX_PATH);
    return n > 0 && n < MAX_PATH ? std::string(dir, n) + "\\cmd.exe" : "cmd.exe";
}

// Starts cmd.exe /d /s /c "commandLine" with out as its stdout and stderr, inheriting only out
// where the system allows the list (else every inheritable handle, as _popen would).
bool startShell(const std::string& commandLine, HANDLE out, HANDLE nul, PROCESS_INFORMATION& pi)
{
    std::string line = "cmd.exe /d /s /c \"" + commandLine + "\"";
    STARTUPINFOEXA si{};
    si.StartupInfo.cb = sizeof si;
    si.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    si.StartupInfo.hStdInput = nul;
    si.StartupInfo.hStdOutput = out;
    si.StartupInfo.hStdError = out;
    HANDLE inherit[2] = {out, nul};
    SIZE_T size = 0;
    InitializeProcThreadAttributeList(nullptr, 1, 0, &size);
    std::string storage(size, '\0');
    auto* list = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(storage.data());
    DWORD flags = CREATE_NO_WINDOW | CREATE_SUSPENDED;
    bool haveList = size > 0 && InitializeProcThreadAttributeList(list, 1, 0, &size);
    if (haveList && UpdateProcThreadAttribute(list, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherit,
                                              sizeof inherit, nullptr, nullptr)) {
        si.lpAttributeList = list;
        flags |= EXTENDED_STARTUPINFO_PRESENT;
    }
    const std::string app = systemCmd();
    const BOOL ok = CreateProcessA(app.c_str(), line.data(), nullptr, nullptr, TRUE, flags, nullptr,
                                   nullptr, &si.StartupInfo, &pi);
    if (haveList) DeleteProcThreadAttributeList(list);
    return ok != FALSE;
}

// Appends what the pipe holds now, without blocking; true when it held something.
bool drainAvailable(HANDLE pipe, std::string& out)
{
    char buf[16384];
    DWORD avail = 0, n = 0;
    bool got = false;
    while (PeekNamedPipe(pipe, nullptr, 0, nullptr, &avail, nullptr) && avail > 0 &&
           ReadFile(pipe, buf, DWORD(sizeof buf), &n, nullptr) && n > 0) {
        out.append(buf, n);
        got = true;
    }
    return got;
}
} // namespace

CommandResult ProcessRunner::run(const std::string& commandLine)
{
    CommandResult r;
    SECURITY_ATTRIBUTES inheritable{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE readRaw = nullptr, writeRaw = nullptr;
    // A large pipe: "show rule name=all verbose" writes megabytes on a busy machine.
    if (!CreatePipe(&readRaw, &writeRaw, &inheritable, kPipeBytes)) return r;
    Handle readEnd(readRaw), writeEnd(writeRaw);
    SetHandleInformation(readEnd.h, HANDLE_FLAG_INHERIT, 0);
    Handle nul(CreateFileA("NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &inheritable,
                           OPEN_EXISTING, 0, nullptr));
    // Only a bounded run gets a job (killed with it): an unbounded one may start a remover
    // that is meant to outlive us.
    Handle job(bounded() ? CreateJobObjectA(nullptr, nullptr) : nullptr);
    if (job.h) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        SetInformationJobObject(job.h, JobObjectExtendedLimitInformation, &limits, sizeof limits);
    }
    PROCESS_INFORMATION pi{};
    if (!startShell(commandLine, writeEnd.h, nul.h, pi)) return r;
    Handle process(pi.hProcess), thread(pi.hThread);
    if (job.h) AssignProcessToJobObject(job.h, process.h); // before it runs: children join too
    ResumeThread(thread.h);
    writeEnd.reset(); // the pipe closes when the command's side of it does
    r.started = true;
    if (!bounded()) {
        // As _popen did: read to the end, then wait for the shell.
        char buf[4096];
        DWORD n = 0;
        while (ReadFile(readEnd.h, buf, DWORD(sizeof buf), &n, nullptr) && n > 0)
            r.output.append(buf, n);
        WaitForSingleObject(process.h, INFINITE);
    } else {
        // In slices: the limit and a cancel are seen at once. The shell's exit ends the read
        // even when something it started still holds the pipe.
        const auto deadline = Clock::now() + m_limit;
        for (;;) {
            if (m_cancel.stop_requested() || (m_limit.count() > 0 && Clock::now() >= deadline)) {
                r.stopped = true;
                if (job.h) TerminateJobObject(job.h, 1);
                TerminateProcess(process.h, 1);
                WaitForSingleObject(process.h, 5000);
                break;
            }
            // While output flows, read on without pausing; else wait a slice for the exit.
            const bool got = drainAvailable(readEnd.h, r.output);
            if (WaitForSingleObject(process.h, got ? 0 : kSliceMs) == WAIT_OBJECT_0) {
                drainAvailable(readEnd.h, r.output);
                break;
            }
        }
    }
    DWORD code = 1;
    GetExitCodeProcess(process.h, &code);
    r.exitCode = r.stopped ? 128 + 9 : int(code);
    return r;
}

bool isElevated()
{
    HANDLE token = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token)) return false;
    TOKEN_ELEVATION elevation{};
    DWORD bytes = 0;
    const bool ok =
        GetTokenInformation(token, TokenElevation, &elevation, sizeof elevation, &bytes);
    CloseHandle(token);
    return ok && elevation.TokenIsElevated != 0;
}

} // namespace bw::engine::firewall
