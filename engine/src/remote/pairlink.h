// SPDX-License-Identifier: MIT
// The console's control connection to one endpoint (benchwire/remote.h is its public face):
// the cookie, the key proof both ways, the clock readings, the pair request, and the thread
// that reads the pair's intervals and result and hands them to the console's Sink.
#pragma once

#include "benchwire/remote.h"
#include "latency/clockoffset.h"
#include "net/host.h"
#include "net/socket.h"
#include "remote/messages.h"

#include <atomic>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

namespace bw::engine::remote {

class PairLink
{
public:
    using Clock = std::chrono::steady_clock;

    explicit PairLink(RemotePairSpec spec) : m_spec(std::move(spec)) {}
    ~PairLink();

    Error open();
    Error start(Clock::time_point at, Sink& sink);
    void stop();
    void wait();
    bool running() const { return m_running.load(); }
    double clockOffsetUs() const { return m_clock.offsetUs; }
    double roundTripUs() const { return m_roundTripUs; }
    std::optional<Clock::time_point> dataStartedAt() const;

    // Clock readings per endpoint: the estimate keeps the fastest of them.
    static constexpr int kClockReadings = 8;

private:
    Error authenticate();
    Error measureClock();
    void readLoop(Clock::time_point at);
    bool handle(const ToConsole& m); // false once the pair ended
    Error read(ToConsole& out, Clock::time_point deadline, std::stop_token stop = {});
    Error send(const ToEndpoint& m);
    Error refusalError(const Refusal& r) const;
    Error notAnEndpoint(const std::string& saw) const;
    std::string where() const; // "the endpoint at HOST"

    RemotePairSpec m_spec;
    // Winsock started before m_sock and ended after it: a console may hold no other engine
    // object that starts it.
    net::NetInit m_net;
    net::Socket m_sock;
    latency::ClockOffset m_clock;
    double m_roundTripUs = 0;
    Sink* m_sink = nullptr;
    std::jthread m_thread;
    std::atomic<bool> m_running{false};
    std::mutex m_sendMutex;     // guards writes to m_sock (start, stop)
    mutable std::mutex m_mutex; // guards m_dataStart
    std::optional<Clock::time_point> m_dataStart;
    std::vector<IntervalSample> m_intervals; // the run thread's: joined to the result
};

} // namespace bw::engine::remote
