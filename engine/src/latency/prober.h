// SPDX-License-Identifier: MIT
// The client's probe stream of one phase: a UDP socket of its own, connected to the server's
// test port, sends a probe every probe interval and keeps the echoes in the run's records.
#pragma once

#include "benchwire/config.h"
#include "latency/runlatency.h"
#include "net/socket.h"

#include <atomic>
#include <stop_token>
#include <system_error>
#include <thread>

namespace bw::engine::latency {

class Prober
{
public:
    Prober(RunLatency& run, int phase, std::uint64_t token, int intervalMs);
    ~Prober();
    Prober(const Prober&) = delete;
    Prober& operator=(const Prober&) = delete;

    // The socket: bound like the data connections (config.bindAddress), connected to server.
    std::error_code open(const TestConfig& config, const net::Endpoint& server);
    void start();
    // Stops sending, waits for the echoes still on their way (at most the probe timeout; not at
    // all when none ever came back), then stops.
    void finish(std::stop_token stop);

private:
    void loop(std::stop_token st);
    void sendOne();
    void readEchoes();

    RunLatency& m_run;
    int m_phase;
    std::uint64_t m_token;
    int m_intervalMs;
    net::NetInit m_net;
    net::Socket m_socket;
    bool m_kernelStamps = false; // the socket gives each echo the kernel's receive time
    std::atomic<bool> m_sending{true};
    std::jthread m_thread;
};

} // namespace bw::engine::latency
