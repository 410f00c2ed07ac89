// SPDX-License-Identifier: MIT
#include "net/netio.h"

#include <algorithm>

namespace bw::engine::net {

namespace {
enum class Wait { Readable, Writable };

// The one place that waits on a control socket: one slice of at most 50 ms, ended early when
// the socket is ready (ready set). Errors: timed_out past the deadline, operation_canceled once
// stop is requested, which takes effect within a slice.
std::error_code waitSlice(Socket& s, Wait what, Clock::time_point deadline, std::stop_token stop,
                          bool& ready)
{
    ready = false;
    if (stop.stop_requested()) return std::make_error_code(std::errc::operation_canceled);
    if (Clock::now() >= deadline) return std::make_error_code(std::errc::timed_out);
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    auto slice = std::clamp(left, std::chrono::milliseconds(0), std::chrono::milliseconds(50));
    std::error_code ec = what == Wait::Readable ? s.waitReadable(slice) : s.waitWritable(slice);
    if (ec == std::errc::timed_out) return {};
    ready = !ec;
    return ec;
}
} // namespace

std::error_code readExact(Socket& s, void* data, std::size_t len, Clock::time_point deadline,
                          std::stop_token stop, bool* eof)
{
    auto* p = static_cast<char*>(data);
    std::size_t got = 0;
    if (eof) *eof = false;
    while (got < len) {
        if (stop.stop_requested()) return std::make_error_code(std::errc::operation_canceled);
        std::size_t n = 0;
        std::error_code ec = s.recv(p + got, len - got, n);
        if (!ec && n == 0) {
            if (eof) *eof = true;
            return std::make_error_code(std::errc::connection_reset);
        }
        if (!ec) {
            got += n;
            continue;
        }
        if (!isWouldBlock(ec)) return ec;
        bool ready = false;
        if ((ec = waitSlice(s, Wait::Readable, deadline, stop, ready))) return ec;
    }
    return {};
}

std::error_code awaitReadable(Socket& s, Clock::time_point deadline, std::stop_token stop)
{
    for (bool ready = false; !ready;)
        if (auto ec = waitSlice(s, Wait::Readable, deadline, stop, ready)) return ec;
    return {};
}

std::error_code writeAll(Socket& s, const void* data, std::size_t len, Clock::time_point deadline,
                         std::stop_token stop)
{
    const auto* p = static_cast<const char*>(data);
    std::size_t sent = 0;
    while (sent < len) {
        if (stop.stop_requested()) return std::make_error_code(std::errc::operation_canceled);
        std::size_t n = 0;
        std::error_code ec = s.send(p + sent, len - sent, n);
        if (!ec) {
            sent += n;
            continue;
        }
        if (!isWouldBlock(ec)) return ec;
        bool ready = false;
        if ((ec = waitSlice(s, Wait::Writable, deadline, stop, ready))) return ec;
    }
    return {};
}

} // namespace bw::engine::net
