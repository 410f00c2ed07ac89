// SPDX-License-Identifier: MIT
#include "daemon.h"

#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>

namespace bw::cli {

namespace {
std::atomic<int> g_interrupts{0}; // written by the signal handler only

extern "C" void onSignal(int)
{
    g_interrupts.fetch_add(1);
}
} // namespace

void installInterruptHandler()
{
    struct sigaction sa
    {
    };
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    signal(SIGPIPE, SIG_IGN);
}

bool interrupted()
{
    return g_interrupts.load() > 0;
}

int interruptCount()
{
    return g_interrupts.load();
}

std::string daemonize(const std::string& logFile)
{
    pid_t pid = fork();
    if (pid < 0) return "fork failed";
    if (pid > 0) std::_Exit(0);
    if (setsid() < 0) return "setsid failed";
    pid = fork();
    if (pid < 0) return "fork failed";
    if (pid > 0) std::_Exit(0);
    umask(022);
    if (chdir("/") != 0) return "chdir / failed";
    int in = open("/dev/null", O_RDONLY);
    int out = logFile.empty() ? open("/dev/null", O_WRONLY)
                              : open(logFile.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (in < 0 || out < 0)
        return "cannot open " + (logFile.empty() ? std::string("/dev/null") : logFile);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    close(in);
    close(out);
    return {};
}

} // namespace bw::cli
