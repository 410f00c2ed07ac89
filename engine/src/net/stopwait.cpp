// SPDX-License-Identifier: MIT
#include "net/stopwait.h"

#include "net/poller.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace bw::engine::net {

namespace {

std::error_code canceled()
{
    return std::make_error_code(std::errc::operation_canceled);
}

std::error_code waitFor(const Socket& s, std::uint32_t interest, std::chrono::milliseconds timeout,
                        const std::stop_token& stop)
{
    if (!stop.stop_possible())
        return interest == PollIn ? s.waitReadable(timeout) : s.waitWritable(timeout);
    if (stop.stop_requested()) return canceled();
    std::error_code ec;
    // Declared before the callback: ~stop_callback waits for a wake() running on another
    // thread, so the poller outlives every call into it.
    std::unique_ptr<Poller> poller = Poller::create(ec, 1);
    if (ec) return ec;
    if ((ec = poller->add(s.native(), interest, 0))) return ec;
    std::stop_callback onStop(stop, [&poller] { poller->wake(); });
    // An interrupted or spuriously woken wait returns empty: wait again for what is left.
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + timeout;
    std::vector<PollEvent> ready;
    for (bool first = true; ready.empty() && !ec && !stop.stop_requested(); first = false) {
        auto slice = timeout;
        if (timeout.count() >= 0) {
            slice = std::max(std::chrono::milliseconds(0),
                             std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()));
            if (!first && slice.count() == 0) break;
        }
        ec = poller->wait(ready, slice);
    }
    // A failed removal changes nothing for the caller: the socket stays open and usable.
    (void)poller->remove(s.native());
    if (stop.stop_requested()) return canceled();
    if (ec) return ec;
    if (ready.empty()) return std::make_error_code(std::errc::timed_out);
    return {};
}

} // namespace

std::error_code waitReadable(const Socket& s, std::chrono::milliseconds timeout,
                             std::stop_token stop)
{
    return waitFor(s, PollIn, timeout, stop);
}

std::error_code waitWritable(const Socket& s, std::chrono::milliseconds timeout,
                             std::stop_token stop)
{
    return waitFor(s, PollOut, timeout, stop);
}

} // namespace bw::engine::net
