// SPDX-License-Identifier: MIT
#include "daemon.h"

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <atomic>

namespace bw::cli {

namespace {
std::atomic<int> g_interrupts{0}; // written by the console control handler only

BOOL WINAPI onConsoleEvent(DWORD)
{
    g_interrupts.fetch_add(1);
    return TRUE;
}
} // namespace

void installInterruptHandler()
{
    SetConsoleCtrlHandler(onConsoleEvent, TRUE);
}

bool interrupted()
{
    return g_interrupts.load() > 0;
}

int interruptCount()
{
    return g_interrupts.load();
}

std::string daemonize(const std::string&)
{
    return "-D is not available on Windows: start it with `start /b benchwire-cli -s` or as a "
           "scheduled task";
}

void daemonReady(const std::string&) {}

} // namespace bw::cli
