// SPDX-License-Identifier: MIT
// The real command runner on Windows: _popen through cmd.exe, stdout and stderr together.
#include "benchwire/firewall.h"

#include <cstdio>
#include <windows.h>

namespace bw::engine::firewall {

CommandResult ProcessRunner::run(const std::string& commandLine)
{
    CommandResult r;
    // cmd /c strips one pair of outer quotes: wrap the whole line in one more.
    const std::string line = "\"" + commandLine + " 2>&1\"";
    FILE* f = _popen(line.c_str(), "r");
    if (!f) return r;
    r.started = true;
    char buf[4096];
    std::size_t n = 0;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
        r.output.append(buf, n);
    r.exitCode = _pclose(f);
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
