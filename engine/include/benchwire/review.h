// SPDX-License-Identifier: MIT
// The review matrix: steps (TCP upload, download, simultaneous, the UDP highest-clean-rate
// search), each repeated, their figures and when a step's repeats vary too much. The app's
// review window and `benchwire-cli --review PLAN` share these.
#pragma once

#include "benchwire/config.h"
#include "benchwire/samples.h"

#include <optional>
#include <string_view>

namespace bw::engine {

// What one row of the review matrix measures.
enum class ReviewKind
{
    TcpUpload,
    TcpDownload,
    TcpSimultaneous,
    UdpHighestCleanRate, // the rate search, upload
};
inline constexpr int kReviewKindCount = 4;
inline constexpr int kReviewMaxRepeats = 20;
// A cell is flagged when its repeats vary by more than this: (max − min) / mean, in percent.
inline constexpr double kReviewFlagSpreadPct = 10.0;

// Stable names ("tcp-upload", …) for saved plans: the enum's order may change, these may not.
std::string_view reviewKindKey(ReviewKind kind);

// The config of one run of a step: base (peer, streams, buffers) with the step's protocol and
// direction, and durationMs for TCP (the rate search keeps its own step length).
TestConfig reviewRunConfig(ReviewKind kind, int durationMs, TestConfig base);

// The figure a run contributes to its cell, bits per second: TCP the received mean (both
// directions summed when simultaneous), UDP the highest clean rate found. Nothing when the run
// has none (a failed search).
std::optional<double> reviewFigure(ReviewKind kind, const TestResult& result);

// (max − min) / mean of a cell's repeats in percent; 0 with fewer than two or no mean.
double reviewSpreadPct(const Stats& repeats);
bool reviewFlagged(const Stats& repeats);

} // namespace bw::engine
