// SPDX-License-Identifier: MIT
// The chart's bounded buffer, its time line across both-ways phases, axis scaling and units.
#include "models/units.h"
#include "plot/chartdata.h"
#include "plot/chartpair.h"
#include "plot/livechart.h"
#include "plot/niceaxis.h"

#include <QChart>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

#include <cmath>

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
    void busiestCoreBesideTheAverage();
    void bothWaysTimeLineContinues();
    void bothWaysClockRunsOn();
    void unitsScale();
    void niceScales();
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

// The CPU pane shows each host's busiest core beside its average: one core pegged at 100 %
// while the host's four cores average 25 % busy.
void ChartDataTest::busiestCoreBesideTheAverage()
{
    ChartData data;
    auto s = sample(0, 0, 1e9, Direction::Upload);
    s.localCpu.coreBusyPct = {100, 0, 0, 0};
    s.remoteCpu.valid = true;
    s.remoteCpu.idlePct = 40;
    s.remoteCpu.coreBusyPct = {55, 72.5};
    data.addSample(s);
    data.addSample(sample(0, 1, 1e9, Direction::Upload)); // no per-core figures: no point
    QCOMPARE(data.ring(SeriesId::LocalCpu).size(), 2);
    QCOMPARE(data.ring(SeriesId::LocalCpu).at(0).y(), 25.0);
    QCOMPARE(data.ring(SeriesId::LocalBusiestCore).size(), 1);
    QCOMPARE(data.ring(SeriesId::LocalBusiestCore).at(0).y(), 100.0);
    QCOMPARE(data.ring(SeriesId::RemoteCpu).at(0).y(), 60.0);
    QCOMPARE(data.ring(SeriesId::RemoteBusiestCore).at(0).y(), 72.5);

    // On the chart the pegged core's line stays inside the pane, above 100.
    ChartPair pair;
    pair.update(data);
    QLineSeries* busiest = pair.series(SeriesId::LocalBusiestCore);
    QCOMPARE(busiest->chart(), pair.cpuChart());
    QVERIFY(busiest->isVisible());
    QCOMPARE(busiest->pen().style(), Qt::DotLine);
    auto* axis = qobject_cast<QValueAxis*>(pair.cpuChart()->axes(Qt::Vertical).first());
    QVERIFY(axis->max() > 100);
    QCOMPARE(busiest->name(), QStringLiteral("Busiest core, this PC"));
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

// Every axis: ticks at 1, 2, 2.5 or 5 times a power of ten, a whole number of them (4 to 10),
// and a range that holds the data with at most 25 % headroom, over seven decades of data.
void ChartDataTest::niceScales()
{
    const auto nice = [](double step) {
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        for (double m : {1.0, 2.0, 2.5, 5.0})
            if (std::abs(mantissa - m) < 1e-9) return true;
        return false;
    };
    for (double data = 0.001; data < 1e5; data *= 1.0137) {
        const NiceScale s = niceScale(data);
        const double steps = s.max / s.step;
        QVERIFY2(nice(s.step), qPrintable(QString::number(s.step)));
        QVERIFY2(std::abs(steps - std::round(steps)) < 1e-6 && steps >= 4 - 1e-9 &&
                     steps <= 10 + 1e-9,
                 qPrintable(QStringLiteral("%1: %2 / %3").arg(data).arg(s.max).arg(s.step)));
        QVERIFY2(s.max >= data && s.max <= 1.25 * data,
                 qPrintable(QStringLiteral("%1: up to %2").arg(data).arg(s.max)));
    }
    // The cases of a review's charts: 46 Gbit/s peak, bars of 25-40, an 18 s run.
    QCOMPARE(niceScale(46).max, 50.0);
    QCOMPARE(niceScale(46).step, 10.0);
    QCOMPARE(niceScale(40).max, 45.0); // 9 steps of 5: less headroom than 5 of 10
    QCOMPARE(niceTimeScale(18).max, 18.0);
    QCOMPARE(niceTimeScale(18).step, 2.0);
    QCOMPARE(niceTimeScale(10).step, 2.0); // 10 in steps of 1 or of 2: fewer labels
    QCOMPARE(niceScale(0).max, 1.0);
    QCOMPARE(niceScale(-3).max, 1.0);
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
            // 2.5 Gbit/s: a range that holds it, in as many whole steps as the pane's height
            // labels (this chart is not shown, so it has room for few).
            const auto* axis = static_cast<QValueAxis*>(a);
            QVERIFY2(axis->max() >= 2.5 && axis->max() <= 5,
                     qPrintable(QString::number(axis->max())));
            const double steps = axis->max() / axis->tickInterval();
            QVERIFY2(steps == std::round(steps) && steps >= 2 && steps <= 10,
                     qPrintable(QString::number(axis->tickInterval())));
            QCOMPARE(a->titleText(), QStringLiteral("Gbit/s"));
        }
    }
    QCOMPARE(vertical, 1);
}

QTEST_MAIN(ChartDataTest)
#include "chartdata_test.moc"
