// SPDX-License-Identifier: MIT
#include "benchwire/selftest.h"

#include "benchwire/client.h"
#include "benchwire/server.h"

#include <algorithm>
#include <mutex>
#include <optional>
#include <thread>

namespace bw::engine {

namespace {

// Keeps the run's end for the verdict and passes everything on to the observer's sink.
class CaptureSink : public Sink
{
public:
    explicit CaptureSink(Sink* next) : m_next(next) {}
    void onInterval(const IntervalSample& s) override
    {
        if (m_next) m_next->onInterval(s);
    }
    void onStreamEvent(const StreamEvent& e) override
    {
        if (m_next) m_next->onStreamEvent(e);
    }
    void onFinished(const TestResult& r) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_result = r;
        }
        if (m_next) m_next->onFinished(r);
    }
    void onFailed(const Error& e) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_error = e.describe();
        }
        if (m_next) m_next->onFailed(e);
    }
    void onPartialResult(const TestResult& r) override
    {
        if (m_next) m_next->onPartialResult(r);
    }
    std::optional<TestResult> result() const
    {
        std::lock_guard lock(m_mutex);
        return m_result;
    }
    std::string error() const
    {
        std::lock_guard lock(m_mutex);
        return m_error;
    }

private:
    Sink* m_next;
    mutable std::mutex m_mutex;
    std::optional<TestResult> m_result;
    std::string m_error;
};

class QuietSink : public Sink
{
};

// The verdict: every direction moved data, and the sender's and receiver's counts of the whole
// run are equal.
SelfTestRun judge(TestMode mode, const CaptureSink& sink)
{
    SelfTestRun run;
    run.mode = mode;
    const std::optional<TestResult> result = sink.result();
    if (!result) {
        run.problem = sink.error().empty() ? "the run ended without a result" : sink.error();
        return run;
    }
    const std::size_t expected = mode == TestMode::Bidirectional ? 2 : 1;
    for (const DirectionSummary& s : result->summaries) {
        run.receiverBytesTotal.push_back(s.receiverBytesTotal);
        run.receiverBitsPerSecond.push_back(s.receiverBitsPerSecond.mean);
        if (s.receiverBytes == 0 && run.problem.empty())
            run.problem = "no data arrived in the measured intervals";
        else if (s.senderBytesTotal != s.receiverBytesTotal && run.problem.empty())
            run.problem = "sent " + std::to_string(s.senderBytesTotal) + " bytes but received " +
                          std::to_string(s.receiverBytesTotal);
    }
    if (result->summaries.size() != expected && run.problem.empty())
        run.problem = "the result has " + std::to_string(result->summaries.size()) +
                      " directions, not " + std::to_string(expected);
    if (result->stoppedEarly && run.problem.empty()) run.problem = "stopped early";
    run.passed = run.problem.empty();
    return run;
}

} // namespace

int SelfTestReport::failures() const
{
    return int(
        std::count_if(runs.begin(), runs.end(), [](const SelfTestRun& r) { return !r.passed; }));
}

SelfTestReport runSelfTest(int durationMs, SelfTestObserver* observer, std::stop_token stop)
{
    SelfTestReport report;
    QuietSink serverSink;
    ServerConfig sc;
    sc.port = 0;
    sc.bindAddress = "127.0.0.1";
    Error error;
    Server server = Server::start(sc, serverSink, error);
    if (error) {
        report.error = error.describe();
        return report;
    }
    report.port = server.port();
    if (observer) observer->onServerStarted(report.port);
    for (TestMode mode : {TestMode::Upload, TestMode::Download, TestMode::Bidirectional}) {
        if (stop.stop_requested()) break;
        TestConfig tc;
        tc.host = "127.0.0.1";
        tc.port = report.port;
        tc.mode = mode;
        tc.durationMs = durationMs;
        tc.intervalMs = std::max(100, durationMs / 4);
        tc.streams = 2;
        CaptureSink sink(observer ? observer->beginRun(tc) : nullptr);
        RunHandle run = Client::start(tc, sink);
        std::stop_callback onStop(stop, [&run] { run.stop(); });
        run.wait();
        SelfTestRun verdict = judge(mode, sink);
        if (observer) observer->endRun(tc, verdict);
        report.runs.push_back(std::move(verdict));
    }
    report.stopped = stop.stop_requested();
    server.stop();
    return report;
}

struct SelfTestHandle::State
{
    std::jthread thread;
};

SelfTestHandle SelfTestHandle::start(int durationMs, std::function<void(SelfTestReport)> done)
{
    SelfTestHandle h;
    h.m_state = std::make_shared<State>(); // ~State stops and joins the thread
    h.m_state->thread = std::jthread([durationMs, done = std::move(done)](std::stop_token stop) {
        SelfTestReport report = runSelfTest(durationMs, nullptr, stop);
        if (done) done(std::move(report));
    });
    return h;
}

} // namespace bw::engine
