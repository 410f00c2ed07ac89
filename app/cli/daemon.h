// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bw::cli {

// Detaches from the terminal (POSIX: fork, setsid, stdio to /dev/null or the log file). The log
// file is opened first, by the path as typed (relative to the directory the command ran in),
// and a failure is returned before anything detaches. Returns an empty string in the detached
// process, else why it failed. The command the user ran waits until daemonReady() says how
// the start went, and exits with it: 0 once the server listens, 1 with the reason otherwise.
std::string daemonize(const std::string& logFile);
// In the detached process: the start went well (empty) or failed (why). Only the first call
// counts; without one, the waiting command says the server ended before it listened.
void daemonReady(const std::string& error);
// Installs SIGINT/SIGTERM (Ctrl+C) handling; interrupted() then turns true.
void installInterruptHandler();
bool interrupted();
int interruptCount();

} // namespace bw::cli
