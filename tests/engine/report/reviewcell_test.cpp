// SPDX-License-Identifier: MIT
// Tests engine/src/report/review.cpp (a name apart from tests/ui/review_test): a review cell's
// figure from a run, and the flag on repeats that vary by more than 10 % ((max − min) / mean),
// on made-up numbers.
#include "benchwire/review.h"

#include <QTest>

#include <cmath>

using namespace bw::engine;

namespace {
DirectionSummary received(Direction d, double meanBitsPerSecond)
{
    DirectionSummary s;
    s.direction = d;
    s.receiverBitsPerSecond = computeStats({meanBitsPerSecond});
    return s;
}
} // namespace

class ReviewTest : public QObject
{
    Q_OBJECT
private slots:
    void flagOverTenPercent()
    {
        // 100 and 111: 11 / 105.5 = 10.4 % > 10; 100 and 110: 10 / 105 = 9.5 %.
        const Stats varies = computeStats({100e6, 111e6});
        QVERIFY(std::abs(reviewSpreadPct(varies) - 11.0 / 105.5 * 100) < 1e-9);
        QVERIFY(reviewFlagged(varies));
        QVERIFY(!reviewFlagged(computeStats({100e6, 110e6})));
        // The spread is of max − min, not of the neighbours: 100, 105, 111 varies too.
        QVERIFY(reviewFlagged(computeStats({100e6, 105e6, 111e6})));
        QVERIFY(!reviewFlagged(computeStats({100e6, 104e6, 109e6})));
        // Exactly 10 % is not over it.
        QVERIFY(!reviewFlagged(computeStats({95e6, 105e6})));
        // One repeat, or none, or no throughput, cannot vary.
        QCOMPARE(reviewSpreadPct(computeStats({100e6})), 0.0);
        QCOMPARE(reviewSpreadPct(computeStats({})), 0.0);
        QVERIFY(!reviewFlagged(computeStats({0, 0})));
    }

    void figureOfARun()
    {
        TestResult r;
        r.summaries = {received(Direction::Upload, 300e6), received(Direction::Download, 200e6)};
        QCOMPARE(*reviewFigure(ReviewKind::TcpSimultaneous, r), 500e6); // both summed
        r.summaries = {received(Direction::Download, 200e6)};
        QCOMPARE(*reviewFigure(ReviewKind::TcpDownload, r), 200e6);
        QVERIFY(!reviewFigure(ReviewKind::UdpHighestCleanRate, r)); // no search in it
        r.rateSearch.valid = true;
        r.rateSearch.foundBitsPerSecond = 80e6;
        QCOMPARE(*reviewFigure(ReviewKind::UdpHighestCleanRate, r), 80e6);
        QVERIFY(!reviewFigure(ReviewKind::TcpUpload, TestResult{}));
    }

    void runConfigOfEachKind()
    {
        TestConfig base;
        base.streams = 4;
        const TestConfig both = reviewRunConfig(ReviewKind::TcpSimultaneous, 1500, base);
        QVERIFY(both.mode == TestMode::Bidirectional);
        QCOMPARE(both.durationMs, 1500);
        QCOMPARE(both.streams, 4);
        QVERIFY(reviewRunConfig(ReviewKind::TcpDownload, 1500, base).mode == TestMode::Download);
        const TestConfig udp = reviewRunConfig(ReviewKind::UdpHighestCleanRate, 1500, base);
        QVERIFY(udp.findMaxRate);
        QVERIFY(udp.protocol == Protocol::Udp);
        QCOMPARE(reviewKindKey(ReviewKind::UdpHighestCleanRate), "udp-highest-clean-rate");
    }
};

QTEST_APPLESS_MAIN(ReviewTest)
#include "reviewcell_test.moc"
