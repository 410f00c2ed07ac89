// SPDX-License-Identifier: MIT
// The real command runner on POSIX: /bin/sh -c through fork and exec, output through a pipe.
// The child closes every descriptor but stdio before exec: a server's listening socket must
// not live on in a detached remover that sleeps for minutes.
#include "benchwire/firewall.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <poll.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace bw::engine::firewall {

namespace {
using Clock = std::chrono::steady_clock;
constexpr int kSliceMs = 50; // how soon a bounded run sees its limit or a cancel

// In the child after fork: only async-signal-safe calls. A bounded command leads a process
// group of its own, so stopping it kills what it started too. An unbounded one stays in ours:
// pkexec's text agent reads the terminal, which a background group may not.
[[noreturn]] void execShell(int outFd, const char* command, bool ownGroup)
{
    if (ownGroup) setpgid(0, 0);
    dup2(outFd, STDOUT_FILENO);
    dup2(outFd, STDERR_FILENO);
    const long maxFd = sysconf(_SC_OPEN_MAX);
    for (long fd = 3; fd < (maxFd > 0 && maxFd < 65536 ? maxFd : 65536); ++fd)
        close(int(fd));
    execl("/bin/sh", "sh", "-c", command, static_cast<char*>(nullptr));
    _exit(127);
}

// Appends what fd holds; true at end of file.
bool drain(int fd, std::string& out)
{
    char buf[4096];
    for (;;) {
        const ssize_t n = read(fd, buf, sizeof buf);
        if (n > 0)
            out.append(buf, std::size_t(n));
        else if (n == 0)
            return true;
        else if (errno != EINTR)
            return errno != EAGAIN && errno != EWOULDBLOCK;
    }
}

int exitCodeOf(int status)
{
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
} // namespace

CommandResult ProcessRunner::run(const std::string& commandLine)
{
    CommandResult r;
    // The tools live in sbin, which an ordinary user's PATH may lack.
    const std::string line = "PATH=\"$PATH:/usr/sbin:/sbin\"; " + commandLine;
    int fds[2];
    if (pipe(fds) != 0) return r;
    const bool ownGroup = bounded();
    const pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return r;
    }
    if (pid == 0) {
        close(fds[0]);
        execShell(fds[1], line.c_str(), ownGroup);
    }
    if (ownGroup) setpgid(pid, pid); // as the child does: either may run first
    close(fds[1]);
    r.started = true;
    int status = 0;
    bool reaped = false;
    if (!ownGroup) {
        drain(fds[0], r.output);
    } else {
        // In slices: the limit and a cancel are seen at once. The shell's exit ends the read
        // even when something it left behind still holds the pipe.
        fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
        const auto deadline = Clock::now() + m_limit;
        bool eof = false;
        for (;;) {
            if (m_cancel.stop_requested() || (m_limit.count() > 0 && Clock::now() >= deadline)) {
                r.stopped = true;
                kill(-pid, SIGKILL);
                break;
            }
            pollfd p{fds[0], POLLIN, 0};
            if (poll(&p, eof ? 0 : 1, kSliceMs) > 0) {
                eof = drain(fds[0], r.output);
            } else if (waitpid(pid, &status, WNOHANG) == pid) {
                reaped = true;
                drain(fds[0], r.output);
                break;
            }
        }
    }
    close(fds[0]);
    while (!reaped && waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    r.exitCode = exitCodeOf(status);
    return r;
}

bool isElevated()
{
    return geteuid() == 0;
}

} // namespace bw::engine::firewall
