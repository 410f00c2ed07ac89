// SPDX-License-Identifier: MIT
#include "daemon.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

namespace {
int g_readyFd = -1; // the write end of the pipe the command that started the daemon reads

// The command the user ran: reads the daemon's word and exits with it.
[[noreturn]] void awaitReady(int fd)
{
    std::string word;
    char buf[512];
    ssize_t n = 0;
    while ((n = read(fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
        if (n > 0) word.append(buf, std::size_t(n));
    if (word == "ok") std::_Exit(0);
    if (word.empty()) word = "the server ended before it listened; run it without -D to see why";
    std::fprintf(stderr, "benchwire-cli: %s\n", word.c_str());
    std::_Exit(1);
}

// Why -D could not detach, and what to do instead.
std::string detachFailed(const char* step, int error)
{
    return std::string("-D: cannot run in the background (") + step + ": " + std::strerror(error) +
           "); run without -D under a service manager (the package's benchwire-server "
           "service), or check the process limit (ulimit -u)";
}
} // namespace

std::string daemonize(const std::string& logFile)
{
    const std::string logPath = logFile.empty() ? std::string("/dev/null") : logFile;
    const int out = open(logPath.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (out < 0)
        return "--logfile " + logPath + ": cannot open it (" + std::strerror(errno) +
               "); give a file this user may write, or leave --logfile out";
    const int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
    int ready[2];
    if (in < 0 || pipe(ready) != 0) return detachFailed("pipe", errno);
    pid_t pid = fork();
    if (pid < 0) return detachFailed("fork", errno);
    if (pid > 0) {
        close(ready[1]);
        awaitReady(ready[0]);
    }
    close(ready[0]);
    if (setsid() < 0) return detachFailed("setsid", errno);
    pid = fork();
    if (pid < 0) return detachFailed("fork", errno);
    if (pid > 0) std::_Exit(0);
    umask(022);
    if (chdir("/") != 0) return detachFailed("chdir /", errno);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    close(in);
    close(out);
    g_readyFd = ready[1];
    return {};
}

void daemonReady(const std::string& error)
{
    if (g_readyFd < 0) return;
    const std::string word = error.empty() ? std::string("ok") : error;
    [[maybe_unused]] const ssize_t n = write(g_readyFd, word.data(), word.size());
    close(g_readyFd);
    g_readyFd = -1;
}

} // namespace bw::cli
