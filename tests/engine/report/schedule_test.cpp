// SPDX-License-Identifier: MIT
// Tests engine/src/report/drops.cpp and schedule.cpp: a schedule's ticks, and the drop figures
// of a scheduled series (the CLI's --every with --alert-below, the app's overnight mode), on
// made-up runs and times whose answers are worked out by hand below.
#include "benchwire/drops.h"
#include "benchwire/schedule.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace bw::engine;

namespace {

// An interval of 1 s (index i, from i s) with the receiver's rate in one direction.
IntervalSample interval(int i, Direction d, double bitsPerSecond, bool warmup = false)
{
    IntervalSample s;
    s.index = i;
    s.startUs = std::int64_t(i) * 1'000'000;
    s.endUs = s.startUs + 1'000'000;
    s.warmup = warmup;
    DirectionSample ds;
    ds.direction = d;
    ds.haveReceiver = true;
    ds.receiverBitsPerSecond = bitsPerSecond;
    s.directions.push_back(ds);
    return s;
}

// A run whose intervals have these rates (the first `warmup` of them in warm-up) and whose
// summary's receiver mean is the mean of the rest.
TestResult run(Direction d, std::vector<double> rates, int warmup = 0, double loadedRttUs = 0)
{
    TestResult r;
    std::vector<double> counted;
    for (std::size_t i = 0; i < rates.size(); ++i) {
        r.intervals.push_back(interval(int(i), d, rates[i], int(i) < warmup));
        if (int(i) >= warmup) counted.push_back(rates[i]);
    }
    DirectionSummary s;
    s.direction = d;
    s.receiverBitsPerSecond = computeStats(counted);
    r.summaries.push_back(s);
    if (loadedRttUs > 0) {
        r.latency.valid = true;
        LoadedLatency l;
        l.rtt.count = 10;
        l.rtt.medianUs = loadedRttUs;
        r.latency.loaded.push_back(l);
    }
    return r;
}

} // namespace

class ScheduleTest : public QObject
{
    Q_OBJECT
private slots:
    // Every 10 s for 35 s: ticks at 0, 10, 20, 30.
    void ticks()
    {
        // Run 0 ended at 4 s: tick 1 at 10 s, on time.
        NextRun n = nextScheduledRun(10'000, 35'000, 0, 4'000);
        QVERIFY(n.starts);
        QCOMPARE(n.tick, std::int64_t(1));
        QCOMPARE(n.startMs, std::int64_t(10'000));
        QVERIFY(!n.late);
        QVERIFY(n.skipped.empty());
        // Run 1 overran to 23 s: tick 2 came during it, served late at 23 s.
        n = nextScheduledRun(10'000, 35'000, 1, 23'000);
        QVERIFY(n.starts && n.late);
        QCOMPARE(n.tick, std::int64_t(2));
        QCOMPARE(n.startMs, std::int64_t(23'000));
        QVERIFY(n.skipped.empty());
        // Run 1 overran to 31 s: ticks 2 and 3 came; 3 is served late, 2 is skipped.
        n = nextScheduledRun(10'000, 35'000, 1, 31'000);
        QCOMPARE(n.tick, std::int64_t(3));
        QCOMPARE(n.skipped, std::vector<std::int64_t>{2});
        // Run 3 ended at 33 s: tick 4 would be at 40 s, after the end.
        n = nextScheduledRun(10'000, 35'000, 3, 33'000);
        QVERIFY(!n.starts);
        // Run 2 overran past the end (to 36 s): tick 3 came and no run may start, so it is
        // skipped; nothing is late.
        n = nextScheduledRun(10'000, 35'000, 2, 36'000);
        QVERIFY(!n.starts && !n.late);
        QCOMPARE(n.skipped, std::vector<std::int64_t>{3});
    }

    void belowAThreshold()
    {
        // Run 1: 900, 400, 300, 900 (mean 625) -> 2 intervals below 500, a stall of 2 from 1 s.
        // Run 2: a warm-up interval at 0 (left out), then 600, 450, 600 (mean 550): 1 below.
        // Run 3: 100, 100, 100 (mean 100): the run mean and 3 intervals below, a stall of 3.
        const std::vector<TestResult> runs{
            run(Direction::Upload, {900e6, 400e6, 300e6, 900e6}, 0, 2000),
            run(Direction::Upload, {0, 600e6, 450e6, 600e6}, 1, 9000),
            run(Direction::Upload, {100e6, 100e6, 100e6}, 0, 5000)};
        const Drops d = findDrops(runs, {1, 2, 4}, 500e6);
        QCOMPARE(d.runsBelow.size(), std::size_t(1));
        QCOMPARE(d.runsBelow[0].run, 4); // numbered as given: run 3 of the schedule was lost
        QCOMPARE(d.runsBelow[0].bitsPerSecond, 100e6);
        QCOMPARE(d.intervalsBelow.size(), std::size_t(6));
        QCOMPARE(d.intervalsBelow[2].run, 2);
        QCOMPARE(d.intervalsBelow[2].index, 2);
        QCOMPARE(d.intervalsBelow[2].startSeconds, 2.0);
        QVERIFY(d.longestStall.has_value());
        QCOMPARE(d.longestStall->run, 4);
        QCOMPARE(d.longestStall->intervals, 3);
        QCOMPARE(d.longestStall->seconds, 3.0);
        QVERIFY(d.worstLatency.has_value());
        QCOMPARE(d.worstLatency->run, 2);
        QCOMPARE(d.worstLatency->medianRttUs, 9000.0);
    }

    void withoutAThresholdOnlyZeroIsAStall()
    {
        const std::vector<TestResult> runs{run(Direction::Download, {800e6, 0, 0, 800e6, 0}),
                                           run(Direction::Download, {10e6, 10e6})};
        const Drops d = findDrops(runs, {1, 2}, std::nullopt);
        QVERIFY(d.runsBelow.empty());
        QVERIFY(d.intervalsBelow.empty()); // listed only against a threshold
        QCOMPARE(d.longestStall->intervals, 2);
        QCOMPARE(d.longestStall->startSeconds, 1.0);
        QVERIFY(d.longestStall->direction == Direction::Download);
        QVERIFY(!d.worstLatency); // no run measured latency
        // Nothing at all below: no stall.
        QVERIFY(!findDrops({runs[1]}, {1}, std::nullopt).longestStall);
    }

    void asJson()
    {
        const Drops d = findDrops({run(Direction::Upload, {100e6, 700e6}, 0, 4000)}, {3}, 500e6);
        const auto j = nlohmann::json::parse(dropsToJson(d));
        QCOMPARE(j.at("alertBelowBitsPerSecond").get<double>(), 500e6);
        QCOMPARE(j.at("runsBelow").size(), std::size_t(1)); // the mean of 100 and 700
        QCOMPARE(j.at("runsBelow")[0].at("bitsPerSecond").get<double>(), 400e6);
        QCOMPARE(j.at("intervalsBelow").at("count").get<int>(), 1);
        QCOMPARE(j.at("intervalsBelow").at("intervals")[0].at("direction").get<std::string>(),
                 std::string("upload"));
        QCOMPARE(j.at("longestStall").at("run").get<int>(), 3);
        QCOMPARE(j.at("worstLatency").at("medianRttMs").get<double>(), 4.0);
        const auto none = nlohmann::json::parse(dropsToJson(findDrops({}, {}, std::nullopt)));
        QVERIFY(none.at("alertBelowBitsPerSecond").is_null());
        QVERIFY(none.at("longestStall").is_null());
        QVERIFY(none.at("worstLatency").is_null());
    }
};

QTEST_GUILESS_MAIN(ScheduleTest)
#include "schedule_test.moc"
