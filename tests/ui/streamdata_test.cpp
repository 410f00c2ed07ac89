// SPDX-License-Identifier: MIT
// Tests ui/plot/streamdata.cpp and ui/plot/streamchart.cpp: each stream's rate from this end's
// counts, the cap on drawn lines and its word in the title, and the fairness index the title
// shows (warm-up left out, the lowest direction), each worked out by hand.
#include "plot/streamchart.h"

#include <QChart>
#include <QLineSeries>
#include <QTest>

using namespace bw::ui;
namespace engine = bw::engine;

namespace {
// One interval of `seconds` with per-stream counts for each given direction (empty: absent).
engine::IntervalSample interval(double seconds, bool warmup, std::vector<std::uint64_t> upload,
                                std::vector<std::uint64_t> download = {})
{
    engine::IntervalSample iv;
    iv.endUs = std::int64_t(seconds * 1e6);
    iv.warmup = warmup;
    if (!upload.empty()) {
        engine::DirectionSample ds;
        ds.direction = engine::Direction::Upload;
        ds.perStream = {true, std::move(upload)};
        iv.directions.push_back(ds);
    }
    if (!download.empty()) {
        engine::DirectionSample ds;
        ds.direction = engine::Direction::Download;
        ds.perStream = {false, std::move(download)};
        iv.directions.push_back(ds);
    }
    return iv;
}

int visibleLines(const StreamChart& chart)
{
    int n = 0;
    for (int i = 0; i < StreamData::kMaxLines; ++i)
        n += chart.series(i)->isVisible() ? 1 : 0;
    return n;
}
} // namespace

class StreamDataTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void eachStreamItsOwnRate()
    {
        StreamData data;
        // 1,000 and 3,000 bytes in 0.5 s: 16,000 and 48,000 bit/s.
        data.addSample(interval(0.5, false, {1000, 3000}, {250}), 0.5);
        QCOMPARE(data.lines().size(), std::size_t(3));
        QCOMPARE(data.lines()[0].points.at(0), QPointF(0.5, 16000));
        QCOMPARE(data.lines()[1].points.at(0), QPointF(0.5, 48000));
        QCOMPARE(data.lines()[2].points.at(0), QPointF(0.5, 4000));
        QVERIFY(data.lines()[0].atSender && !data.lines()[2].atSender);
        QVERIFY(data.lines()[2].direction == engine::Direction::Download);
        QCOMPARE(data.lines()[2].stream, 0);
        QCOMPARE(data.streamCount(), 3);
        QCOMPARE(data.maxBitsPerSecond(), 48000.0);
    }

    void atMostSixteenLinesAndTheTitleSaysSo()
    {
        StreamChart chart;
        chart.addSample(interval(1, false, std::vector<std::uint64_t>(20, 100)), 1);
        chart.update(1, 10);
        QCOMPARE(int(chart.data().lines().size()), StreamData::kMaxLines);
        QCOMPARE(chart.data().streamCount(), 20);
        QCOMPARE(visibleLines(chart), 16);
        QCOMPARE(chart.shownHeading(),
                 QStringLiteral("Per stream, Mbit/s: the first 16 of 20 streams "
                                "drawn · Fairness (Jain) 1.00"));
        chart.clear();
        chart.update(0, 10);
        QCOMPARE(visibleLines(chart), 0);
        QCOMPARE(chart.shownHeading(), QString());
    }

    void fairnessOfTheMeasuredTotalsLowestDirection()
    {
        StreamChart chart;
        // Warm-up [100, 0] left out: upload [3, 1] + [3, 1] = [6, 2], 64 / (2 * 40) = 0.80 (with
        // the warm-up, [106, 2]: 0.52); download [5, 5]: 1. The title shows the lower.
        chart.addSample(interval(1, true, {100, 0}, {0, 9}), 1);
        chart.addSample(interval(1, false, {3, 1}, {2, 3}), 2);
        chart.addSample(interval(1, false, {3, 1}, {3, 2}), 3);
        chart.update(3, 10);
        QVERIFY(qAbs(*chart.data().fairness() - 0.8) < 1e-12);
        QCOMPARE(visibleLines(chart), 4);
        QCOMPARE(chart.seriesName(3), QStringLiteral("Download, stream 2"));
        QCOMPARE(chart.shownHeading(), QStringLiteral("Per stream, Mbit/s · Fairness (Jain) 0.80"));
    }

    void noMeasuredBytesNoIndex()
    {
        StreamChart chart;
        chart.addSample(interval(1, true, {100, 50}), 1);
        chart.addSample(interval(1, false, {0, 0}), 2);
        chart.update(2, 10);
        QVERIFY(!chart.data().fairness().has_value());
        QCOMPARE(chart.shownHeading(), QStringLiteral("Per stream, Mbit/s"));
    }
};

QTEST_MAIN(StreamDataTest)
#include "streamdata_test.moc"
