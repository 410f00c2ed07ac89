// SPDX-License-Identifier: MIT
// Deadline-bounded exact reads and writes, used on control connections (non-blocking sockets).
// Platform-independent: built only on the Socket interface.
#pragma once

#include "net/socket.h"

#include <chrono>
#include <cstddef>
#include <stop_token>
#include <system_error>

namespace bw::engine::net {

using Clock = std::chrono::steady_clock;

// Reads exactly len bytes before the deadline. Errors: timed_out, connection_reset on EOF
// (eof set), operation_canceled once stop is requested.
std::error_code readExact(Socket& s, void* data, std::size_t len, Clock::time_point deadline,
                          std::stop_token stop = {}, bool* eof = nullptr);
std::error_code writeAll(Socket& s, const void* data, std::size_t len, Clock::time_point deadline,
                         std::stop_token stop = {});

// Waits until s is readable: {} then, timed_out at the deadline, operation_canceled once stop
// is requested. For a socket a thread only watches (a listener, a quiet control connection).
std::error_code awaitReadable(Socket& s, Clock::time_point deadline, std::stop_token stop = {});

inline Clock::time_point deadlineIn(int ms)
{
    return Clock::now() + std::chrono::milliseconds(ms);
}

} // namespace bw::engine::net
