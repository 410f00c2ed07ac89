// SPDX-License-Identifier: MIT
// A pause that a stop request ends at once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>

namespace bw::engine::control {

// Waits for `duration` unless stop is requested first; false when it was.
template <class Rep, class Period>
bool pauseFor(std::chrono::duration<Rep, Period> duration, std::stop_token stop)
{
    std::mutex mutex; // guards nothing: condition_variable_any needs a lock to wait on
    std::condition_variable_any cv;
    std::unique_lock lock(mutex);
    cv.wait_for(lock, stop, duration, [] { return false; });
    return !stop.stop_requested();
}

} // namespace bw::engine::control
