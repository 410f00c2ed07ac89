// SPDX-License-Identifier: MIT
#include "net/netio.h"

#include "net/stopwait.h"

#include <algorithm>

namespace bw::engine::net {

namespace {
enum class Wait
{
    Readable,
    Writable
};

// The one place that waits on a control socket: until it is ready (ready set), the deadline
// passes (timed_out) or stop is requested (operation_canceled, at once: net/stopwait.h).
std::error_code waitReady(Socket& s, Wait what, Clock::time_point deadline, std::stop_token stop,
                          bool& ready)
{
    ready = false;
    if (stop.stop_requested()) return std::make_error_code(std::errc::operation_canceled);
    if (Clock::now() >= deadline) return std::make_error_code(std::errc::timed_out);
    auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    std::error_code ec =
        what == Wait::Readable ? waitReadable(s, left, stop) : waitWritable(s, left, stop);
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
        if ((ec = waitReady(s, Wait::Readable, deadline, stop, ready))) return ec;
    }
    return {};
}

std::error_code awaitReadable(Socket& s, Clock::time_point deadline, std::stop_token stop)
{
    for (bool ready = false; !ready;)
        if (auto ec = waitReady(s, Wait::Readable, deadline, stop, ready)) return ec;
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
        if ((ec = waitReady(s, Wait::Writable, deadline, stop, ready))) return ec;
    }
    return {};
}

} // namespace bw::engine::net
