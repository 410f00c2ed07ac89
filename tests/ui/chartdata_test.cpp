// SPDX-License-Identifier: MIT
// The chart's bounded buffer, its time line across both-ways phases, axis scaling and units.
#include "models/units.h"
#include "plot/chartdata.h"
#include "plot/chartpair.h"
#include "plot/livechart.h"

#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace bw::ui;
using bw::engine::Direction;

namespace {
bw::engine::IntervalSample sample(int phase, int index, double bitsPerSecond, Direction d,
                                  std::int64_t phaseStartUs = 0)
{
    bw::engine::IntervalSample s;
    s.phase = phase;
    s.index = index;
    s.startUs = phaseStartUs + std::int64_t(index) * 100'000;
    s.endUs = s.startUs + 100'000;
    bw::engine::DirectionSample ds;
    ds.direction = d;
    ds.haveReceiver = ds.haveSender = true;
    ds.receiverBitsPerSecond = bitsPerSecond;
    ds.senderBitsPerSecond = bitsPerSecond * 1.01;
    s.directions.push_back(ds);
    s.localCpu.valid = true;
    s.localCpu.idlePct = 75;
    return s;
}
} // namespace

class ChartDataTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void ringIsBounded();
    void bothWaysTimeLineContinues();
    void bothWaysClockRunsOn();
    void unitsScale();
    void niceCeilings();
    void liveChartRepaintsFromTimer();
};

void ChartDataTest::ringIsBounded()
{
    ChartData data(100);
    for (int i = 0; i < 36'000; ++i) // an hour at 100 ms
        data.addSample(sample(0, i, 1e9, Direction::Upload));
    const PointRing& r = data.ring(SeriesId::UploadReceived);
    QCOMPARE(r.size(), 100);
    QCOMPARE(r.at(0).x(), 35'901 * 0.1);
    QCOMPARE(r.at(99).x(), 36'000 * 0.1);
    QCOMPARE(data.ring(SeriesId::LocalCpu).at(99).y(), 25.0);
    QCOMPARE(data.ring(SeriesId::DownloadReceived).size(), 0);
}

void ChartDataTest::bothWaysTimeLineContinues()
{
    ChartData data;
    for (int i = 0; i < 10; ++i)
        data.addSample(sample(0, i, 5e8, Direction::Upload));
    for (int i = 0; i < 10; ++i)
        data.addSample(sample(1, i, 4e8, Direction::Download));
    const PointRing& down = data.ring(SeriesId::DownloadReceived);
    QCOMPARE(down.size(), 10);
    QCOMPARE(down.at(0).x(), 1.1);
    QCOMPARE(data.lastX(), 2.0);
    QCOMPARE(data.maxRateBitsPerSecond(), 5e8 * 1.01);
}

void ChartDataTest::bothWaysClockRunsOn()
{
    // Phase 1 stamped from the start of the whole run: no extra offset, no gap.
    ChartData data;
    for (int i = 0; i < 10; ++i)
        data.addSample(sample(0, i, 5e8, Direction::Upload));
    for (int i = 0; i < 10; ++i)
        data.addSample(sample(1, i, 4e8, Direction::Download, 1'000'000));
    QCOMPARE(data.ring(SeriesId::DownloadReceived).at(0).x(), 1.1);
    QCOMPARE(data.lastX(), 2.0);
}

void ChartDataTest::unitsScale()
{
    QCOMPARE(rateUnitFor(9.4e8).divisor, 1e6);
    QCOMPARE(rateUnitFor(2.5e9).divisor, 1e9);
    QCOMPARE(formatBitsPerSecond(941.5e6), QStringLiteral("941.5 Mbit/s"));
    QCOMPARE(formatBitsPerSecond(2.5e9), QStringLiteral("2.50 Gbit/s"));
    QCOMPARE(formatBytes(1536), QStringLiteral("1.50 KiB"));
    QCOMPARE(formatBytes(128 * 1024), QStringLiteral("128 KiB"));
}

void ChartDataTest::niceCeilings()
{
    QCOMPARE(niceCeiling(0), 1.0);
    QCOMPARE(niceCeiling(0.9), 1.0);
    QCOMPARE(niceCeiling(1.3), 2.0);
    QCOMPARE(niceCeiling(3.3), 5.0);
    QCOMPARE(niceCeiling(940), 1000.0);
    QCOMPARE(niceCeiling(1035), 2000.0);
}

void ChartDataTest::liveChartRepaintsFromTimer()
{
    LiveChart chart;
    chart.setPlannedSeconds(2);
    for (int i = 0; i < 12; ++i)
        chart.addSample(sample(0, i, 2.5e9, Direction::Upload));
    // Nothing is drawn on arrival; the ~10 Hz timer copies the buffer into the series.
    QCOMPARE(chart.series(SeriesId::UploadReceived)->count(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(chart.series(SeriesId::UploadReceived)->count(), 12, 1000);
    QVERIFY(chart.series(SeriesId::UploadReceived)->isVisible());
    QVERIFY(!chart.series(SeriesId::DownloadReceived)->isVisible());
    // Gbit/s above 1 Gbit/s: the points are in the axis' unit.
    QCOMPARE(chart.series(SeriesId::UploadReceived)->at(0).y(), 2.5);
    const auto axes = chart.series(SeriesId::UploadReceived)->attachedAxes();
    int vertical = 0; // the checks below must run: exactly one value axis
    for (QAbstractAxis* a : axes) {
        if (a->orientation() == Qt::Vertical) {
            ++vertical;
            QCOMPARE(static_cast<QValueAxis*>(a)->max(), 5.0);
            QCOMPARE(a->titleText(), QStringLiteral("Gbit/s"));
        }
    }
    QCOMPARE(vertical, 1);
}

QTEST_MAIN(ChartDataTest)
#include "chartdata_test.moc"
