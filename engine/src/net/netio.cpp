// SPDX-License-Identifier: MIT
#include "net/netio.h"

#include <algorithm>

namespace bw::engine::net {

namespace {
std::chrono::milliseconds slice(Clock::time_point deadline)
{
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    return std::clamp(left, std::chrono::milliseconds(0), std::chrono::milliseconds(50));
}
} // namespace

std::error_code readExact(Socket& s, void* data, std::size_t len, Clock::time_point deadline,
                          const std::atomic<bool>* cancel, bool* eof)
{
    auto* p = static_cast<char*>(data);
    std::size_t got = 0;
    if (eof) *eof = false;
    while (got < len) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::make_error_code(std::errc::operation_canceled);
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
        if (Clock::now() >= deadline) return std::make_error_code(std::errc::timed_out);
        ec = s.waitReadable(slice(deadline));
        if (ec && ec != std::errc::timed_out) return ec;
    }
    return {};
}

std::error_code writeAll(Socket& s, const void* data, std::size_t len, Clock::time_point deadline,
                         const std::atomic<bool>* cancel)
{
    const auto* p = static_cast<const char*>(data);
    std::size_t sent = 0;
    while (sent < len) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::make_error_code(std::errc::operation_canceled);
        std::size_t n = 0;
        std::error_code ec = s.send(p + sent, len - sent, n);
        if (!ec) {
            sent += n;
            continue;
        }
        if (!isWouldBlock(ec)) return ec;
        if (Clock::now() >= deadline) return std::make_error_code(std::errc::timed_out);
        ec = s.waitWritable(slice(deadline));
        if (ec && ec != std::errc::timed_out) return ec;
    }
    return {};
}

} // namespace bw::engine::net
