// SPDX-License-Identifier: MIT
// --json-format iperf3: the -J document in iperf3 3.12's layout (start, intervals, end), filled
// from Benchwire's figures. A field iperf3 writes and Benchwire does not measure is left out,
// never filled with a guess; what Benchwire adds (and the whole Benchwire result) is under the
// one key "benchwire". docs/scripting.md lists what is left out and why.
#pragma once

#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <string>

namespace bw::cli {

// A finished (or stopped) client run. Upload, download (-R) and --bidir; the caller refuses
// --both and --find-max-rate, which iperf3 has no layout for.
std::string resultToIperf3Json(const engine::TestResult& result);
// A run that failed before it had a result: start, empty intervals and end, and "error", as
// iperf3 -J writes a failure.
std::string errorToIperf3Json(const engine::Error& error, const engine::TestConfig& config);

} // namespace bw::cli
