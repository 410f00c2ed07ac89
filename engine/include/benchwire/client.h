// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"
#include "benchwire/sink.h"

#include <memory>

namespace bw::engine {

namespace control {
class ClientRun;
}
class StartGate;

// Handle of a running client test. Destroying it stops the test and waits for its threads.
class RunHandle
{
public:
    RunHandle() = default;
    explicit RunHandle(std::shared_ptr<control::ClientRun> run);
    RunHandle(RunHandle&&) noexcept = default;
    RunHandle& operator=(RunHandle&&) noexcept;
    ~RunHandle();

    // Ends the test early. The run still finishes cleanly and reports what it measured
    // (TestResult::stoppedEarly) or, before data flowed, onFailed(Cancelled). Thread-safe.
    void stop();
    // Blocks until the sink got onFinished or onFailed.
    void wait();
    bool running() const;
    explicit operator bool() const { return bool(m_run); }

private:
    std::shared_ptr<control::ClientRun> m_run;
};

class Client
{
public:
    // Validates the config (invalid: onFailed(InvalidConfig) from the engine thread) and
    // starts the run on engine threads. The sink must outlive the returned handle.
    static RunHandle start(const TestConfig& config, Sink& sink);
    // The same, as one run of a group that starts its data together (one test to several
    // servers): the run waits at `gate` before its data connections open and leaves the group
    // when it ends. Every run of the group gets the same gate.
    static RunHandle start(const TestConfig& config, Sink& sink, std::shared_ptr<StartGate> gate);
};

} // namespace bw::engine
