// SPDX-License-Identifier: MIT
// The start gate of runs that start together (benchwire/startgate.h): nobody passes before the
// last run still in the group arrives, a run that leaves is not waited for, a stop frees its
// own waiter only, each phase meets again, and the skew is the widest data start gap.
#include "benchwire/startgate.h"

#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace bw::engine;
using namespace std::chrono_literals;

namespace {
// Waits up to 2 s for `done` to reach `want`.
bool reaches(const std::atomic<int>& done, int want)
{
    for (int i = 0; i < 200 && done.load() != want; ++i)
        std::this_thread::sleep_for(10ms);
    return done.load() == want;
}

// Two runs at the gate; each counts itself in `passed` when it goes through.
std::vector<std::jthread> twoWaiting(StartGate& gate, std::atomic<int>& passed)
{
    std::vector<std::jthread> runs;
    for (int i = 0; i < 2; ++i)
        runs.emplace_back([&] {
            if (gate.arriveAndWait({})) ++passed;
        });
    return runs;
}
} // namespace

class StartGateTest : public QObject
{
    Q_OBJECT
private slots:
    void nobodyPassesBeforeTheLast()
    {
        StartGate gate(3);
        std::atomic<int> passed{0};
        std::vector<std::jthread> runs = twoWaiting(gate, passed);
        std::this_thread::sleep_for(100ms);
        QCOMPARE(passed.load(), 0);
        QVERIFY(gate.arriveAndWait({})); // the third arrives: all three go
        QVERIFY(reaches(passed, 2));
    }

    void aRunThatLeavesIsNotWaitedFor()
    {
        StartGate gate(3);
        std::atomic<int> passed{0};
        std::vector<std::jthread> runs = twoWaiting(gate, passed);
        std::this_thread::sleep_for(100ms);
        QCOMPARE(passed.load(), 0);
        gate.leave(); // the third failed before it got there
        QVERIFY(reaches(passed, 2));
        QCOMPARE(gate.runs(), 2);
    }

    void aStopFreesOnlyItsOwnWaiter()
    {
        StartGate gate(3);
        std::stop_source stopOne;
        std::atomic<int> passed{0}, stopped{0};
        std::jthread a([&] { gate.arriveAndWait(stopOne.get_token()) ? ++passed : ++stopped; });
        std::jthread b([&] { gate.arriveAndWait({}) ? ++passed : ++stopped; });
        std::this_thread::sleep_for(100ms);
        stopOne.request_stop();
        QVERIFY(reaches(stopped, 1));
        QCOMPARE(passed.load(), 0); // b still waits for the third run
        gate.leave();               // a's run ends, as a stopped run does
        std::this_thread::sleep_for(100ms);
        QCOMPARE(passed.load(), 0); // a's arrival no longer counts: b waits for the third
        gate.leave();               // which never comes
        QVERIFY(reaches(passed, 1));
    }

    void eachPhaseMeetsAgainAndTheSkewIsTheWidestGap()
    {
        StartGate gate(2);
        QVERIFY(gate.startSkewMs() < 0);
        const auto t0 = StartGate::Clock::now();
        std::jthread other([&] {
            gate.arriveAndWait({});
            gate.dataStarted(t0 + 3ms);
            gate.arriveAndWait({}); // the second phase
            gate.dataStarted(t0 + 1007ms);
            gate.leave();
        });
        gate.arriveAndWait({});
        gate.dataStarted(t0);
        gate.arriveAndWait({});
        gate.dataStarted(t0 + 1000ms);
        gate.leave();
        other.join();
        QVERIFY(qAbs(gate.startSkewMs() - 7.0) < 1e-6); // the second phase's 7 ms, not 3
        QCOMPARE(gate.runs(), 0);
    }

    void aPhaseNotAllStartedGivesNoSkew()
    {
        StartGate gate(2);
        std::jthread other([&] {
            gate.arriveAndWait({});
            gate.leave(); // its streams failed to open
        });
        gate.arriveAndWait({});
        gate.dataStarted(StartGate::Clock::now());
        other.join();
        QVERIFY(gate.startSkewMs() < 0);
    }
};

QTEST_APPLESS_MAIN(StartGateTest)
#include "startgate_test.moc"
