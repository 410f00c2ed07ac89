// SPDX-License-Identifier: MIT
// The real command runner on POSIX: /bin/sh -c through fork and exec, output through a pipe.
// The child closes every descriptor but stdio before exec: a server's listening socket must
// not live on in a detached remover that sleeps for minutes.
#include "benchwire/firewall.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace bw::engine::firewall {

namespace {
// In the child after fork: only async-signal-safe calls.
[[noreturn]] void execShell(int outFd, const char* command)
{
    dup2(outFd, STDOUT_FILENO);
    dup2(outFd, STDERR_FILENO);
    const long maxFd = sysconf(_SC_OPEN_MAX);
    for (long fd = 3; fd < (maxFd > 0 && maxFd < 65536 ? maxFd : 65536); ++fd)
        close(int(fd));
    execl("/bin/sh", "sh", "-c", command, static_cast<char*>(nullptr));
    _exit(127);
}
} // namespace

CommandResult ProcessRunner::run(const std::string& commandLine)
{
    CommandResult r;
    // The tools live in sbin, which an ordinary user's PATH may lack.
    const std::string line = "PATH=\"$PATH:/usr/sbin:/sbin\"; " + commandLine;
    int fds[2];
    if (pipe(fds) != 0) return r;
    const pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return r;
    }
    if (pid == 0) {
        close(fds[0]);
        execShell(fds[1], line.c_str());
    }
    close(fds[1]);
    r.started = true;
    char buf[4096];
    for (;;) {
        const ssize_t n = read(fds[0], buf, sizeof buf);
        if (n > 0)
            r.output.append(buf, std::size_t(n));
        else if (n == 0 || errno != EINTR)
            break;
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return r;
}

bool isElevated()
{
    return geteuid() == 0;
}

} // namespace bw::engine::firewall
