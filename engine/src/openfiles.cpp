// SPDX-License-Identifier: MIT
#include "benchwire/openfiles.h"

#include "net/socket.h"

#include <algorithm>

namespace bw::engine {

namespace {
// The control connection, a path-MTU probe, the listening and UDP sockets of a server,
// standard streams, CPU counter files, a log file and a GUI toolkit's own descriptors
// (display connection, event handles, fonts). Generous on purpose: a test that passes this
// check must not then fail mid-run for want of one descriptor.
constexpr int kSpareFiles = 64;
// Each worker waits in its own poller: an epoll instance and its wake eventfd on Linux.
constexpr int kFilesPerWorker = 2;
// Enough for the largest test (about 2,100 files with 1,024 streams each way) many times
// over; a bounded soft limit keeps what child processes inherit ordinary.
constexpr std::uint64_t kRaiseCeiling = 65'536;

int directions(const TestConfig& t)
{
    return t.mode == TestMode::Bidirectional ? 2 : 1;
}

std::string grouped(std::uint64_t n)
{
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

std::string limitText(std::uint64_t v)
{
    return v == kNoFileLimit ? "unlimited" : grouped(v);
}
} // namespace

OpenFileLimit openFileLimit()
{
    return net::openFileLimit();
}

OpenFileLimit raiseOpenFileLimit()
{
    return net::raiseOpenFileLimit(kRaiseCeiling);
}

int clientFilesNeeded(const TestConfig& t)
{
    return t.streams * directions(t) + kFilesPerWorker * t.effectiveThreads() + kSpareFiles;
}

int serverFilesNeeded(const TestConfig& t, int threads)
{
    const int data = t.streams * directions(t);
    const int workers = std::clamp(threads > 0 ? threads : t.effectiveThreads(), 1, data);
    const int sockets = t.protocol == Protocol::Tcp ? data : 0;
    return sockets + kFilesPerWorker * workers + kSpareFiles;
}

std::string openFileShortfall(const TestConfig& t, int needed, const OpenFileLimit& limit,
                              const std::string& who)
{
    if (limit.soft == kNoFileLimit || std::uint64_t(needed) <= limit.soft) return {};
    const std::string streams = grouped(std::uint64_t(t.streams)) +
                                (t.streams == 1 ? " stream" : " streams") +
                                (directions(t) == 2 ? " in each direction" : "");
    return streams + (t.streams == 1 && directions(t) == 1 ? " needs" : " need") + " about " +
           grouped(std::uint64_t(needed)) + " open files; " + who + " may open " +
           limitText(limit.soft) + " (hard limit " + limitText(limit.hard) + ")";
}

std::string openFileHint(int needed)
{
    std::uint64_t fits = 1024;
    while (fits < std::uint64_t(needed))
        fits *= 2;
    const std::string n = std::to_string(fits);
    return "raise the open-file limit to " + n + ": `ulimit -n " + n +
           "` in the shell that starts it (above the hard limit only as root), or LimitNOFILE=" +
           n + " in its service unit";
}

} // namespace bw::engine
