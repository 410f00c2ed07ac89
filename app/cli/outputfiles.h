// SPDX-License-Identifier: MIT
// The files benchwire-cli writes besides the terminal: --logfile and --csv. Each error names
// the flag and the path, and says what to do.
#pragma once

#include "benchwire/samples.h"

#include <optional>
#include <string>

namespace bw::cli {

// --logfile without -D: stdout and stderr go to the end of the file, as iperf3's --logfile.
// Empty when done, else why not (said while the terminal still shows it).
std::string redirectOutput(const std::string& path);

// --csv, before the test: empty when the file can be written, else why not.
std::string csvWritable(const std::string& path);
// --csv, after it: the run's intervals, as the app's Export > CSV writes them; a stopped or
// failed run's so far too.
std::string writeCsv(const std::string& path, const std::optional<engine::TestResult>& result);

} // namespace bw::cli
