// SPDX-License-Identifier: MIT
// The loopback self-test: its three runs on a private server, what an observer sees, and a stop
// that ends it early without a pass.
#include "benchwire/selftest.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

using namespace bw::engine;

namespace {

class CountingSink : public Sink
{
public:
    void onInterval(const IntervalSample&) override { ++intervals; }
    void onFinished(const TestResult&) override { ++finished; }
    std::atomic<int> intervals{0};
    std::atomic<int> finished{0};
};

class Recorder : public SelfTestObserver
{
public:
    void onServerStarted(std::uint16_t p) override { port = p; }
    Sink* beginRun(const TestConfig& tc) override
    {
        begun.push_back(tc);
        sinks.push_back(std::make_unique<CountingSink>());
        return sinks.back().get();
    }
    void endRun(const TestConfig&, const SelfTestRun& run) override { ended.push_back(run); }
    std::uint16_t port = 0;
    std::vector<TestConfig> begun;
    std::vector<std::unique_ptr<CountingSink>> sinks;
    std::vector<SelfTestRun> ended;
};

} // namespace

class SelfTestTest : public QObject
{
    Q_OBJECT
private slots:
    void threeRunsPassOnAPrivateServer();
    void aStopBeforeTheFirstRunIsNoPass();
    void aStopMidRunEndsItEarly();
};

void SelfTestTest::threeRunsPassOnAPrivateServer()
{
    Recorder rec;
    const SelfTestReport report = runSelfTest(600, &rec);
    QVERIFY2(report.error.empty(), report.error.c_str());
    QVERIFY(report.passed());
    QCOMPARE(report.failures(), 0);
    QVERIFY(report.port != 0);
    QCOMPARE(rec.port, report.port);
    QCOMPARE(rec.begun.size(), std::size_t(3));
    const TestMode modes[] = {TestMode::Upload, TestMode::Download, TestMode::Bidirectional};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(rec.begun[i].mode == modes[i]);
        QCOMPARE(rec.begun[i].host, std::string("127.0.0.1"));
        QCOMPARE(rec.begun[i].port, report.port);
        QCOMPARE(rec.begun[i].streams, 2);
        // The observer's sink saw the run itself, not a copy of the verdict.
        QVERIFY(rec.sinks[i]->intervals.load() > 0);
        QCOMPARE(rec.sinks[i]->finished.load(), 1);
        const SelfTestRun& run = report.runs[i];
        QVERIFY(run.mode == modes[i]);
        QVERIFY2(run.passed && run.problem.empty(), run.problem.c_str());
        const std::size_t directions = modes[i] == TestMode::Bidirectional ? 2 : 1;
        QCOMPARE(run.receiverBytesTotal.size(), directions);
        QCOMPARE(run.receiverBitsPerSecond.size(), directions);
        for (std::size_t d = 0; d < directions; ++d) {
            QVERIFY(run.receiverBytesTotal[d] > 0);
            // A rate the bytes can carry: at most every byte of the run in its measured time.
            QVERIFY(run.receiverBitsPerSecond[d] > 0);
            QVERIFY(run.receiverBitsPerSecond[d] <= run.receiverBytesTotal[d] * 8.0 / 0.3);
        }
        QCOMPARE(rec.ended[i].passed, run.passed);
        QCOMPARE(rec.ended[i].receiverBytesTotal, run.receiverBytesTotal);
    }
}

void SelfTestTest::aStopBeforeTheFirstRunIsNoPass()
{
    std::stop_source stop;
    stop.request_stop();
    const SelfTestReport report = runSelfTest(600, nullptr, stop.get_token());
    QVERIFY(report.stopped);
    QVERIFY(report.runs.empty());
    QVERIFY(!report.passed());
}

void SelfTestTest::aStopMidRunEndsItEarly()
{
    std::stop_source stop;
    std::jthread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        stop.request_stop();
    });
    const auto t0 = std::chrono::steady_clock::now();
    const SelfTestReport report = runSelfTest(20000, nullptr, stop.get_token());
    const auto took = std::chrono::steady_clock::now() - t0;
    QVERIFY(report.stopped);
    QVERIFY(!report.passed());
    QCOMPARE(report.runs.size(), std::size_t(1)); // the upload, cut short
    QVERIFY(!report.runs[0].passed);
    // Bounded, not timed: far less than the 60 s the three runs would take.
    QVERIFY(took < std::chrono::seconds(30));
}

QTEST_GUILESS_MAIN(SelfTestTest)
#include "selftest_test.moc"
