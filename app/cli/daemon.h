// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bw::cli {

// Detaches from the terminal (POSIX: fork, setsid, stdio to /dev/null or the log file).
// Returns an empty string on success (in the child), else why it failed.
std::string daemonize(const std::string& logFile);
// Installs SIGINT/SIGTERM (Ctrl+C) handling; interrupted() then turns true.
void installInterruptHandler();
bool interrupted();
int interruptCount();

} // namespace bw::cli
