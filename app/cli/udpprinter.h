// SPDX-License-Identifier: MIT
// Human output of UDP tests and of the highest-clean-rate search (cliprinter.cpp calls these).
#pragma once

#include "benchwire/config.h"
#include "benchwire/samples.h"

#include <cstdio>

namespace bw::cli {

bool isUdpSample(const engine::IntervalSample& s);
void printUdpIntervalHeader(std::FILE* out);
void printUdpIntervalRows(std::FILE* out, const engine::IntervalSample& s, bool withRemote);
// The UDP lines of one direction's summary: datagrams, loss, reordering, jitter, reconciliation.
void printUdpSummary(std::FILE* out, const engine::DirectionSummary& s);
// The search's curve, one line per step, and the rate found.
void printRateSearch(std::FILE* out, const engine::TestResult& r);
// Before a UDP test or search: its rate and datagram size (on stdout).
void printUdpPlan(const engine::TestConfig& c);

} // namespace bw::cli
