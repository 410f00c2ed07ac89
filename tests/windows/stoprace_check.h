// SPDX-License-Identifier: MIT
// A check for platform_test.cpp (run under Wine): a stop that races the end of a wait never
// hangs the thread that waited.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <stop_token>
#include <string>
#include <thread>

namespace bw::test {

// Stop runs a std::stop_callback on the thread that asks to stop, while the waiting thread may
// be leaving its wait: the callback's destructor then waits for the callback to end. MinGW's
// libstdc++ 12 could lose that wake-up (its "proxy" atomic wait; the build uses sem_t instead),
// and the app hung on Stop. Many rounds, each callback a random few microseconds long, so the
// release lands at every point of the waiter's way to sleep; a watchdog reports a hang.
template <class Check, class Failures> void checkStopCallbackRace(Check check, Failures failures)
{
    using namespace std::chrono_literals;
    using Clock = std::chrono::steady_clock;
    constexpr int kRounds = 3000;
    std::atomic<int> done{0};
    std::thread worker([&] {
        unsigned seed = 1;
        for (int i = 0; i < kRounds; ++i) {
            seed = seed * 1103515245u + 12345u;
            const auto spin = std::chrono::microseconds((seed >> 16) % 300);
            std::stop_source source;
            std::atomic<bool> entered{false};
            std::thread stopper;
            {
                std::stop_callback onStop(source.get_token(), [&] {
                    entered.store(true);
                    const auto until = Clock::now() + spin;
                    while (Clock::now() < until) {
                    }
                });
                stopper = std::thread([&] { source.request_stop(); });
                while (!entered.load())
                    std::this_thread::yield();
            } // ~stop_callback waits here for the callback on the stopper's thread
            stopper.join();
            done.store(i + 1);
        }
    });
    int last = -1;
    auto progress = Clock::now();
    while (done.load() < kRounds) {
        std::this_thread::sleep_for(50ms);
        if (done.load() != last) {
            last = done.load();
            progress = Clock::now();
        } else if (Clock::now() - progress > 10s) {
            check(false, "stop callback race: a stop hung after " + std::to_string(last) +
                             " rounds (a lost wake-up in ~stop_callback)");
            std::printf("%d failure(s)\n", failures());
            std::fflush(stdout);
            std::_Exit(failures()); // the hung thread cannot be joined
        }
    }
    worker.join();
    check(true, "stop callback race: " + std::to_string(kRounds) + " stops, none hung");
}

} // namespace bw::test
