// SPDX-License-Identifier: MIT
// The UDP half of the connection check, against a Benchwire server that counts probes (the
// "check" exchange in native/messages.h). The TCP half (connectioncheck.cpp) has connected the
// control connection and read the server's hello.
#pragma once

#include "benchwire/check.h"
#include "control/phase.h"

#include <stop_token>

namespace bw::engine::check {

// Asks the server to count probes, sends them from a socket of its own, and fills the report's
// UDP fields. Bounded by config.controlTimeoutMs per control read plus the probes' time.
void checkUdp(const CheckConfig& config, control::Phase& p, CheckReport& report,
              std::stop_token stop);

// The median of the values (none: -1).
double medianOf(std::vector<double> values);

} // namespace bw::engine::check
