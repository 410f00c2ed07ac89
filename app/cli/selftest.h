// SPDX-License-Identifier: MIT
#pragma once

#include <cstdio>

namespace bw::cli {

// Starts a server in-process on 127.0.0.1 and runs a short upload, download and bidirectional
// test against it. Prints the reports; returns 0 only if every direction moved data and the
// sender's and receiver's byte totals match.
int runSelfTest(std::FILE* out, int durationMs);

} // namespace bw::cli
