// SPDX-License-Identifier: MIT
// The loopback self-test: upload, download and both ways, two streams each, against a private
// server on 127.0.0.1 (a port the OS picks). It measures this machine alone and shows that the
// engine moves data and that both ends' counts reconcile. The CLI's --self-test and the app's
// own-server entry run it.
#pragma once

#include "benchwire/config.h"
#include "benchwire/sink.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <stop_token>
#include <string>
#include <vector>

namespace bw::engine {

// What one of the three runs showed.
struct SelfTestRun
{
    TestMode mode = TestMode::Upload;
    bool passed = false;
    // Per direction of the run (one, or two for both ways): bytes the receiver counted over
    // the whole run, and its mean rate over the measured intervals.
    std::vector<std::uint64_t> receiverBytesTotal;
    std::vector<double> receiverBitsPerSecond;
    std::string problem; // English; empty when passed
};

struct SelfTestReport
{
    std::uint16_t port = 0; // of the private server; 0 when it did not start
    std::string error;      // English: why the server did not start; empty when it did
    std::vector<SelfTestRun> runs;
    bool stopped = false; // stopped before the last run ended
    int failures() const;
    bool passed() const { return error.empty() && !stopped && !runs.empty() && failures() == 0; }
};

// Sees the self-test as it goes (the CLI prints each run's intervals).
class SelfTestObserver
{
public:
    virtual ~SelfTestObserver() = default;
    virtual void onServerStarted(std::uint16_t /*port*/) {}
    // The sink that also sees this run's samples and result; nullptr: none.
    virtual Sink* beginRun(const TestConfig&) { return nullptr; }
    virtual void endRun(const TestConfig&, const SelfTestRun&) {}
};

// Runs the self-test on the calling thread: about 3 x durationMs. Stop ends it early.
SelfTestReport runSelfTest(int durationMs, SelfTestObserver* observer = nullptr,
                           std::stop_token stop = {});

// Runs the self-test on an engine thread and calls done there with the report. Destroying the
// handle stops the self-test and waits for the thread.
class SelfTestHandle
{
public:
    SelfTestHandle() = default;
    SelfTestHandle(SelfTestHandle&&) noexcept = default;
    SelfTestHandle& operator=(SelfTestHandle&&) noexcept = default;
    ~SelfTestHandle() = default;
    static SelfTestHandle start(int durationMs, std::function<void(SelfTestReport)> done);

private:
    struct State;
    std::shared_ptr<State> m_state;
};

} // namespace bw::engine
