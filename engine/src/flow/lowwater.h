// SPDX-License-Identifier: MIT
// A receiving TCP stream's low-water mark (SO_RCVLOWAT). Woken for every segment, a
// fast reader reads a few KiB at a time, and each read sends the peer a window update: on
// loopback a stock iperf3 client (BBR) sent 0.94x as fast to Benchwire's server as to
// iperf3's. Woken only once a couple of milliseconds of its rate are queued, it reads in whole
// buffers: 1.3-1.4x iperf3's server (docs/benchmarks.md). The mark follows the stream's rate,
// so a slow stream is read as it arrives; the worker reads every marked stream at least every
// kLowWaterPoll, so bytes under the mark are counted late by at most that, whatever the rate.
// The mark is one poll's worth of the rate (2 ms): then a stream slower than a read buffer per
// poll wakes about once per poll. With 4 streams on a 1 Gbit/s link a millisecond's mark took
// 1.07x (tbf-shaped veth) and 1.25x (emulated) the CPU per GB at the same rate
// (docs/benchmarks.md, 2026-12-03).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>

namespace bw::engine::flow {

// How often a stream's mark follows its rate, and how long bytes under it may wait.
inline constexpr std::chrono::milliseconds kLowWaterWindow{10};
inline constexpr std::chrono::milliseconds kLowWaterPoll{2};
// The mark holds back at most this much of the stream's rate: one poll's worth.
inline constexpr double kLowWaterSeconds = std::chrono::duration<double>(kLowWaterPoll).count();
// Below this a mark saves too few wake-ups to be worth it: off (a mark of 1 byte).
inline constexpr std::uint32_t kLowWaterMinBytes = 16 * 1024;
// A receiving thread reads into a buffer of at least this much, whatever the senders write
// (-l). At 128 KiB a fast stream wakes its reader every 128 KiB: on loopback with BBR at
// 8 streams, 512 KiB reads (and a mark up to that) ran 1.35x the rate at 0.75x the CPU per GB;
// on a shaped and an emulated 1 Gbit/s link the rate was the same (docs/benchmarks.md,
// 2026-12-07).
inline constexpr std::uint32_t kMinReadBytes = 512 * 1024;

// The read buffer for streams whose senders write `bufferBytes` at a time (-l).
inline std::uint32_t readBytesFor(std::uint32_t bufferBytes)
{
    return std::max(bufferBytes, kMinReadBytes);
}

// The mark for a stream that received `bytes` in `seconds`: 2 ms of its rate, at most
// one read buffer and a quarter of the socket's receive buffer (a small fixed window must
// still fill it), 1 (off) when that is under kLowWaterMinBytes.
inline std::uint32_t lowWaterFor(std::uint64_t bytes, double seconds, std::uint32_t readBytes,
                                 std::uint32_t socketBytes)
{
    if (seconds <= 0) return 1;
    const double held = double(bytes) / seconds * kLowWaterSeconds;
    const double cap = std::min<double>(readBytes, socketBytes / 4.0);
    const double mark = std::min(held, cap);
    return mark < kLowWaterMinBytes ? 1 : std::uint32_t(mark);
}

// Whether to move the mark from current to target: on or off always, otherwise only for a
// change of more than a quarter (a system call per stream every kLowWaterWindow at most).
inline bool lowWaterChanges(std::uint32_t current, std::uint32_t target)
{
    if ((current > 1) != (target > 1)) return true;
    const std::uint32_t diff = current > target ? current - target : target - current;
    return diff > current / 4;
}

} // namespace bw::engine::flow
