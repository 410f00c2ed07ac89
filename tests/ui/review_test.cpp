// SPDX-License-Identifier: MIT
// The review matrix: a short plan against an in-process server on loopback yields its cells with
// mean and standard deviation over the repeats; the plan survives a restart; spread is flagged.
#include "guitestsupport.h"
#include "review/reviewplan.h"
#include "review/reviewrunner.h"

#include <QJsonArray>
#include <QSignalSpy>

#include <cmath>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {
double summedMean(const QJsonObject& result)
{
    double sum = 0;
    for (const QJsonValue& s : result.value(QStringLiteral("summaries")).toArray())
        sum += s.toObject()
                   .value(QStringLiteral("receiverBitsPerSecond"))
                   .toObject()
                   .value(QStringLiteral("mean"))
                   .toDouble();
    return sum;
}
} // namespace

class ReviewTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void shortReviewYieldsCells();
    void planIsSaved();
    void spreadIsFlagged();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
};

void ReviewTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
}

void ReviewTest::shortReviewYieldsCells()
{
    ReviewPlan plan;
    plan.durationMs = 300;
    plan.steps = {{ReviewKind::TcpUpload, 2}, {ReviewKind::TcpSimultaneous, 3}};
    bw::engine::TestConfig base;
    base.host = "127.0.0.1";
    base.port = m_server.port();
    base.intervalMs = 100;
    base.warmupMs = 0;
    ReviewRunner runner;
    QSignalSpy finished(&runner, &ReviewRunner::finished);
    QSignalSpy progress(&runner, &ReviewRunner::progressChanged);
    QVERIFY(runner.start(plan, base));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
    // Progress counted every run, with the time left going to zero at the end.
    QCOMPARE(progress.last().at(0).toInt(), 5);
    QCOMPARE(progress.last().at(1).toInt(), 5);
    QCOMPARE(progress.last().at(2).toLongLong(), 0);

    const ReviewGroup& group = runner.group();
    QCOMPARE(group.cells.size(), 2);
    QCOMPARE(group.results.size(), 5);
    int result = 0;
    for (const ReviewCell& cell : group.cells) {
        QCOMPARE(int(cell.values.size()), cell.step.repeats);
        std::vector<double> expected;
        for (int r = 0; r < cell.step.repeats; ++r, ++result) {
            const QJsonObject& json = group.results[result];
            QCOMPARE(json.value(QStringLiteral("label")).toString(), cell.name);
            expected.push_back(summedMean(json));
            QVERIFY(expected.back() > 0);
        }
        // Mean and population standard deviation of exactly those runs' figures.
        double mean = 0;
        for (double v : expected)
            mean += v / double(expected.size());
        double var = 0;
        for (double v : expected)
            var += (v - mean) * (v - mean) / double(expected.size());
        QVERIFY(std::abs(cell.stats.mean - mean) <= 1e-6 * mean);
        QVERIFY(std::abs(cell.stats.stddev - std::sqrt(var)) <= 1e-6 * mean);
        QCOMPARE(cell.stats.count, cell.step.repeats);
    }
    // Simultaneous runs carry both directions.
    QCOMPARE(group.results[2].value(QStringLiteral("summaries")).toArray().size(), 2);
}

void ReviewTest::planIsSaved()
{
    ReviewPlan plan;
    plan.durationMs = 4500;
    plan.steps = {{ReviewKind::UdpHighestCleanRate, 2}, {ReviewKind::TcpDownload, 5}};
    {
        QSettings s;
        plan.save(s);
    }
    QSettings s;
    const ReviewPlan back = ReviewPlan::load(s);
    QCOMPARE(back.durationMs, 4500);
    QCOMPARE(back.steps.size(), 2);
    QCOMPARE(back.steps[0].kind, ReviewKind::UdpHighestCleanRate);
    QCOMPARE(back.steps[0].repeats, 2);
    QCOMPARE(back.steps[1].kind, ReviewKind::TcpDownload);
    QCOMPARE(back.steps[1].repeats, 5);
    const bw::engine::TestConfig udp = back.configFor(back.steps[0], {});
    QVERIFY(udp.findMaxRate);
    QVERIFY(udp.protocol == bw::engine::Protocol::Udp);
}

void ReviewTest::spreadIsFlagged()
{
    ReviewCell steady;
    steady.values = {1000, 1040, 960}; // 8 % of the mean: not flagged
    steady.stats = bw::engine::computeStats(steady.values);
    QVERIFY(!steady.flagged());
    ReviewCell varying;
    varying.values = {1000, 1120}; // 11.3 %
    varying.stats = bw::engine::computeStats(varying.values);
    QVERIFY(varying.flagged());
    ReviewCell single;
    single.values = {5};
    single.stats = bw::engine::computeStats(single.values);
    QVERIFY(!single.flagged());
}

QTEST_MAIN(ReviewTest)
#include "review_test.moc"
