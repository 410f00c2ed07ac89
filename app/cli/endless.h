// SPDX-License-Identifier: MIT
// -t 0: a client test that runs until Ctrl+C (SIGINT), SIGTERM or, on Windows, Ctrl+Break.
// The stop itself is the one every run has (runToTheEnd: RunHandle::stop()); this file says
// what the plan line and the summary print for such a run.
#pragma once

#include "benchwire/config.h"

#include <string>

namespace bw::cli {

// How long the run goes on, for the plan line: "10.0 s", or "until stopped (Ctrl+C)".
std::string runLengthText(const engine::TestConfig& config);

// The summary heading's mark for a run the user stopped: a run until stopped ends that way
// ("stopped"), a timed one ended before its time ("stopped early").
const char* stoppedMark(const engine::TestConfig& config, bool stoppedEarly);

} // namespace bw::cli
