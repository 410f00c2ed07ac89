// SPDX-License-Identifier: MIT
// Socket waits that a std::stop_token ends at once. The wait runs on a one-socket Poller
// (poller.h: poll(2) + eventfd on Linux, WSAPoll + a wake datagram on Windows) and a
// std::stop_callback wakes it, so a stopped test or server leaves a blocking control read
// within the wake's latency rather than at the end of a polling slice. Platform-independent.
#pragma once

#include "net/socket.h"

#include <chrono>
#include <stop_token>
#include <system_error>

namespace bw::engine::net {

// {} once the socket is readable (or writable), also on an error or hang-up condition (the
// next call on the socket reports it); std::errc::timed_out when the timeout passed first
// (negative: no timeout); std::errc::operation_canceled when stop was requested before or
// during the wait. Without a stop source it is exactly Socket::waitReadable/waitWritable.
std::error_code waitReadable(const Socket& s, std::chrono::milliseconds timeout,
                             std::stop_token stop);
std::error_code waitWritable(const Socket& s, std::chrono::milliseconds timeout,
                             std::stop_token stop);

} // namespace bw::engine::net
