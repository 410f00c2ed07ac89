// SPDX-License-Identifier: MIT
// Deadline-bounded exact reads and writes, used on control connections (non-blocking sockets).
// Platform-independent: built only on the Socket interface.
#pragma once

#include "net/socket.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <system_error>

namespace bw::engine::net {

using Clock = std::chrono::steady_clock;

// Reads exactly len bytes before the deadline. Errors: timed_out, connection_reset on EOF
// (eof set), operation_canceled when cancel becomes true (checked every 50 ms).
std::error_code readExact(Socket& s, void* data, std::size_t len, Clock::time_point deadline,
                          const std::atomic<bool>* cancel = nullptr, bool* eof = nullptr);
std::error_code writeAll(Socket& s, const void* data, std::size_t len, Clock::time_point deadline,
                         const std::atomic<bool>* cancel = nullptr);

inline Clock::time_point deadlineIn(int ms)
{
    return Clock::now() + std::chrono::milliseconds(ms);
}

} // namespace bw::engine::net
