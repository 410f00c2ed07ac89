// SPDX-License-Identifier: MIT
// Tests engine/src/results/fairness.cpp (Jain's fairness index, the streams' measured totals)
// and how engine/src/results/interval.cpp and summary.cpp carry each stream's bytes. Every
// expected value is worked out by hand in the comment beside it; the inputs are picked so that
// a neighbouring mistake (n - 1 for n, (sum x)^2 for sum x^2, warm-up counted) gives another.
#include "benchwire/fairness.h"
#include "results/summary.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::results;

namespace {
IntervalSample interval(int phase, bool warmup, std::vector<std::uint64_t> streams)
{
    IntervalSample iv;
    iv.phase = phase;
    iv.warmup = warmup;
    iv.endUs = 1'000'000;
    DirectionSample ds;
    ds.direction = Direction::Upload;
    ds.perStream = {true, std::move(streams)};
    iv.directions.push_back(ds);
    return iv;
}

HostSample host(std::vector<std::uint64_t> upload, std::vector<std::uint64_t> download)
{
    HostSample h;
    h.endUs = 1'000'000;
    h.streamBytes[0] = std::move(upload);
    h.streamBytes[1] = std::move(download);
    return h;
}
} // namespace

class FairnessTest : public QObject
{
    Q_OBJECT
private slots:
    void equalStreamsGiveOne()
    {
        // (4 * 5)^2 / (4 * 4 * 25) = 400 / 400
        QCOMPARE(*jainIndex({5, 5, 5, 5}), 1.0);
    }
    void oneStreamCarryingAllGivesOneOverN()
    {
        // 8^2 / (4 * 64) = 0.25; with n - 1 it would read 1/3. Idle streams count in n.
        QCOMPARE(*jainIndex({0, 8, 0, 0}), 0.25);
    }
    void unevenStreams()
    {
        // sum 10, sum of squares 30: 100 / (4 * 30) = 5/6. With n - 1: 100 / 90 > 1; with the
        // square of the sum in the denominator: 100 / 400 = 0.25.
        QVERIFY(qAbs(*jainIndex({1, 2, 3, 4}) - 5.0 / 6.0) < 1e-12);
        // 2 streams, 3 and 1: 16 / (2 * 10) = 0.8
        QVERIFY(qAbs(*jainIndex({3, 1}) - 0.8) < 1e-12);
    }
    void largeCountsDoNotOverflow()
    {
        // Streams of a = 2^40 and 2a bytes, whose squares would wrap in 64 bits:
        // (3a)^2 / (2 * (a^2 + 4a^2)) = 9 / 10
        const std::uint64_t a = std::uint64_t(1) << 40;
        QVERIFY(qAbs(*jainIndex({a, 2 * a}) - 0.9) < 1e-12);
    }
    void undefinedWithoutStreamsOrBytes()
    {
        QVERIFY(!jainIndex({}).has_value());
        QVERIFY(!jainIndex({0, 0, 0}).has_value());
    }
    void measuredTotalsLeaveOutWarmupAndOtherPhases()
    {
        // Measured: [3, 1] + [1, 3] = [4, 4], J = 1. Counting the warm-up [100, 0] would give
        // [104, 4]: 108^2 / (2 * (104^2 + 16)) = 11664 / 21664, about 0.54; counting phase 1's
        // [0, 50] would give [4, 54].
        const std::vector<IntervalSample> ivs = {
            interval(0, true, {100, 0}), interval(0, false, {3, 1}), interval(0, false, {1, 3}),
            interval(1, false, {0, 50})};
        const PerStreamBytes total = measuredStreamBytes(ivs, 0, Direction::Upload);
        QCOMPARE(total.bytes, (std::vector<std::uint64_t>{4, 4}));
        QVERIFY(total.atSender);
        QCOMPARE(*jainIndex(total.bytes), 1.0);
        QVERIFY(measuredStreamBytes(ivs, 0, Direction::Download).bytes.empty());
    }
    void disagreeingStreamCountsGiveNothing()
    {
        const std::vector<IntervalSample> ivs = {interval(0, false, {3, 1}),
                                                 interval(0, false, {1, 3, 5})};
        QVERIFY(measuredStreamBytes(ivs, 0, Direction::Upload).bytes.empty());
    }
    void summaryCarriesStreamsAndIndex()
    {
        // The measured intervals give [6, 2]: 64 / (2 * 40) = 0.8.
        const std::vector<IntervalSample> ivs = {
            interval(0, true, {0, 9}), interval(0, false, {3, 1}), interval(0, false, {3, 1})};
        const auto sums = summarizePhase(0, TestMode::Upload, ivs, {}, {}, {});
        QCOMPARE(sums.size(), std::size_t(1));
        QCOMPARE(sums[0].perStream.bytes, (std::vector<std::uint64_t>{6, 2}));
        QVERIFY(qAbs(*sums[0].jainIndex - 0.8) < 1e-12);
    }
    void runIndexIsTheLowestDirection()
    {
        TestResult r;
        r.summaries.resize(3);
        r.summaries[0].jainIndex = 0.9;
        r.summaries[2].jainIndex = 0.6;
        QCOMPARE(*runJainIndex(r), 0.6);
        QVERIFY(!runJainIndex(TestResult{}).has_value());
    }
    void eachEndKeepsItsOwnCountsLabelled()
    {
        // The client sends the upload and receives the download.
        const HostSample client = host({1, 2}, {3, 4, 5});
        const HostSample server = host({10, 20}, {30, 40, 50});
        IntervalSample iv = mergeInterval(0, TestMode::Bidirectional, client, &server);
        QCOMPARE(iv.directions.size(), std::size_t(2));
        QCOMPARE(iv.directions[0].perStream.bytes, (std::vector<std::uint64_t>{1, 2}));
        QVERIFY(iv.directions[0].perStream.atSender);
        QCOMPARE(iv.directions[1].perStream.bytes, (std::vector<std::uint64_t>{3, 4, 5}));
        QVERIFY(!iv.directions[1].perStream.atSender);
        // The server's view: it receives the upload and sends the download.
        for (const IntervalSample& s : {servedInterval(TestMode::Bidirectional, server, &client),
                                        serverInterval(TestMode::Bidirectional, server)}) {
            QCOMPARE(s.directions[0].perStream.bytes, (std::vector<std::uint64_t>{10, 20}));
            QVERIFY(!s.directions[0].perStream.atSender);
            QCOMPARE(s.directions[1].perStream.bytes, (std::vector<std::uint64_t>{30, 40, 50}));
            QVERIFY(s.directions[1].perStream.atSender);
        }
    }
};

QTEST_APPLESS_MAIN(FairnessTest)
#include "fairness_test.moc"
