// SPDX-License-Identifier: MIT
// "Auto" threads for the TCP data path (flow/transfer.h, TransferOptions::growWithLoad). A
// fixed worker per CPU costs CPU where the link, not the worker, binds: on an emulated
// 1 Gbit/s link, 4 streams on one sending worker took 7.67 CPU-seconds where two took 8.61
// (fewer wake-ups, each with more to do; docs/benchmarks.md). Where the worker binds, one
// is too few: 8 loopback streams moved 53-55 Gbit/s on one and 97-106 on two. A busy worker
// does not tell the two apart: on that link one sending worker was busy 70 % of the time,
// because a write runs the shaper and the veth peer's receive path in the writer's context.
// So a transfer starts with one worker; a worker busy (not waiting in its poller) for most of
// two load windows in a row hands half of its live streams to a worker that has none, as a
// trial; and the new worker stays only if the whole transfer got faster by kGainToKeep.
// A trial that did not pay hands the streams back, and the next may come after a back-off:
// the two ends grow on their own, so a trial judged while the other end ran its own, or while
// the other end's one worker bound the test, can fail where a later one pays
// (docs/benchmarks.md, "Auto's second trial").
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace bw::engine::flow {

inline constexpr std::chrono::milliseconds kLoadWindow{100};
// The share of a load window a worker spent outside its poller's wait to count as busy, and
// how many busy windows in a row start a trial.
inline constexpr double kBusyToGrow = 0.75;
inline constexpr int kBusyWindowsToGrow = 2;
// A trial runs this long; the new worker stays if the transfer then moved at least
// kGainToKeep times its rate over the busy windows before.
inline constexpr std::chrono::milliseconds kTrialTime{300};
inline constexpr double kGainToKeep = 1.10;
// After a trial that did not pay, the next waits kTrialRetry, give or take a quarter (two ends
// that failed together do not try again together). After kTrialsReturnedMax trials that did not
// pay the transfer grows no more: where the link binds, each trial costs its 300 ms a tenth of
// the rate or more (the emulated 1 Gbit/s link: 0.94 -> 0.85 Gbit/s during one), and a retry
// that pays is the one that follows two ends' overlapping trials.
inline constexpr std::chrono::milliseconds kTrialRetry{1000};
inline constexpr int kTrialsReturnedMax = 2;

// Whether a worker that was busy for `busyWindows` load windows in a row, serving
// `liveStreams` streams that have not ended, may hand half of them to another worker.
inline bool shouldGrow(int busyWindows, std::size_t liveStreams)
{
    return liveStreams >= 2 && busyWindows >= kBusyWindowsToGrow;
}

// Whether a trial paid: the transfer's rate (bytes/s) after it against before.
inline bool growthPays(double before, double after, double gainToKeep = kGainToKeep)
{
    return after >= before * gainToKeep;
}

// How long after a trial that did not pay the next may start; unit in [0, 1) places it
// within a quarter either side of kTrialRetry.
inline std::chrono::milliseconds trialRetryDelay(double unit)
{
    return std::chrono::milliseconds(
        std::int64_t(double(kTrialRetry.count()) * (0.75 + 0.5 * unit)));
}

} // namespace bw::engine::flow
