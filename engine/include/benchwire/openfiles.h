// SPDX-License-Identifier: MIT
// Open files and streams: every data stream is one socket, and on POSIX every socket counts
// against the process's open-file limit (RLIMIT_NOFILE, soft limit usually 1,024). The apps
// raise that limit at start-up, and a test that still would not fit is refused before it
// starts, with the numbers, rather than failing mid-run with "Too many open files".
#pragma once

#include "benchwire/config.h"

#include <cstdint>
#include <string>

namespace bw::engine {

// The OS sets no bound a test could reach (Windows: sockets are not CRT files).
inline constexpr std::uint64_t kNoFileLimit = UINT64_MAX;

struct OpenFileLimit
{
    std::uint64_t soft = kNoFileLimit; // what this process may open now
    std::uint64_t hard = kNoFileLimit; // how far an unprivileged process may raise it
};

// The limits in force now.
OpenFileLimit openFileLimit();

// Raises the soft limit as far as the hard limit allows, up to 65,536 (far more than the
// largest test needs). Call once at start-up, before any thread opens sockets. Returns the
// limits in force afterwards.
OpenFileLimit raiseOpenFileLimit();

// About how many files the client side of a test opens at once: one socket per stream and
// direction, each worker's readiness handles, and a fixed spare for the control connection,
// standard streams, CPU counters and a GUI toolkit's own files.
int clientFilesNeeded(const TestConfig& test);

// The same for a server running this test with `threads` workers (0: automatic). UDP
// streams share the server's one UDP socket.
int serverFilesNeeded(const TestConfig& test, int threads);

// Empty when `needed` fits `limit`; else an English sentence naming the streams, the number
// of files needed and the limits, e.g. "1,024 streams in each direction need about 2,116 open
// files; this process may open 1,024 (hard limit 1,024)". who: "this process", "the server".
std::string openFileShortfall(const TestConfig& test, int needed, const OpenFileLimit& limit,
                              const std::string& who);

// What to do about it: the ulimit command and the service unit setting, with a value that fits.
std::string openFileHint(int needed);

} // namespace bw::engine
