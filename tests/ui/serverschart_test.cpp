// SPDX-License-Identifier: MIT
// The chart of a test to several servers (plot/serversdata.*, plot/serverschart.*): a line per
// server and direction named by the server, the sums drawn from the engine's IntervalSums, a
// missing interval a gap (a second series, not a line across it), a both-ways run's download
// half after its upload half, and round axes fitted to the data.
#include "models/units.h"
#include "plot/serverschart.h"

#include <QChart>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace bw::ui;
using bw::engine::Direction;

namespace {
// Interval `index` of 0.5 s, `phase` restarting its clock, at the given rate.
bw::engine::IntervalSample sample(int phase, int index, double bitsPerSecond, Direction d)
{
    bw::engine::IntervalSample s;
    s.phase = phase;
    s.index = index;
    s.startUs = std::int64_t(index) * 500'000;
    s.endUs = s.startUs + 500'000;
    bw::engine::DirectionSample ds;
    ds.direction = d;
    ds.haveReceiver = ds.haveSender = true;
    ds.receiverBitsPerSecond = bitsPerSecond;
    ds.senderBitsPerSecond = bitsPerSecond + 1e6; // sent differs: the lines plot received
    s.directions.push_back(ds);
    return s;
}

QValueAxis* axis(QChart* chart, Qt::Orientation o)
{
    return qobject_cast<QValueAxis*>(chart->axes(o).value(0));
}
} // namespace

class ServersChartTest : public QObject
{
    Q_OBJECT
private slots:
    void linesPerServerAndTheirSums()
    {
        ServersChart chart;
        chart.resize(800, 400);
        chart.reset({QStringLiteral("10.0.0.1"), QStringLiteral("10.0.0.2")}, 2);
        bw::engine::IntervalSums sums(2);
        for (int i = 0; i < 4; ++i) {
            const auto a = sample(0, i, 3e9 + i * 1e8, Direction::Upload);
            const auto b = sample(0, i, 1.5e9, Direction::Upload);
            chart.addSample(0, a);
            for (const auto& sum : sums.add(0, a))
                chart.addSum(sum);
            chart.addSample(1, b);
            for (const auto& sum : sums.add(1, b))
                chart.addSum(sum);
        }
        chart.refreshNow();
        const auto& lines = chart.data().lines();
        QCOMPARE(int(lines.size()), 3);
        QCOMPARE(chart.lineName(lines[0]), QStringLiteral("10.0.0.1"));
        QCOMPARE(chart.lineName(lines[1]), QStringLiteral("10.0.0.2"));
        QCOMPARE(chart.lineName(lines[2]), QStringLiteral("Sum of 2 servers"));
        const QList<QPointF> sum = chart.seriesOf(lines[2]).first()->points();
        QCOMPARE(sum.size(), 4);
        QCOMPARE(sum[3], QPointF(2.0, 4.8)); // Gbit/s: 3.3 + 1.5
        // Round steps from 0, a range fitted to 4.8 Gbit/s and to the 2 s planned.
        QCOMPARE(chart.rateUnitName(), rateUnitFor(4.8e9).name);
        QValueAxis* rate = axis(chart.chart(), Qt::Vertical);
        QCOMPARE(rate->min(), 0.0);
        QVERIFY(rate->max() >= 4.8 && rate->max() <= 4.8 * 1.25);
        QCOMPARE(axis(chart.chart(), Qt::Horizontal)->max(), 2.0);
    }

    void aMissingIntervalIsAGap()
    {
        ServersChart chart;
        chart.reset({QStringLiteral("a"), QStringLiteral("b")}, 3);
        for (int i : {0, 1, 3, 4}) // interval 2 never came
            chart.addSample(0, sample(0, i, 1e9, Direction::Upload));
        chart.refreshNow();
        const auto& line = chart.data().lines().front();
        const auto series = chart.seriesOf(line);
        QCOMPARE(series.size(), 2);
        QCOMPARE(series[0]->points(), (QList<QPointF>{{0.5, 1}, {1.0, 1}}));
        QCOMPARE(series[1]->points(), (QList<QPointF>{{2.0, 1}, {2.5, 1}}));
    }

    void bothWaysGoesOnAfterTheUploadHalfAndNamesTheDirections()
    {
        ServersChart chart;
        chart.reset({QStringLiteral("a"), QStringLiteral("b")}, 2);
        chart.addSample(0, sample(0, 0, 1e9, Direction::Upload));
        chart.addSample(0, sample(0, 1, 1e9, Direction::Upload));
        chart.addSample(0, sample(1, 0, 2e9, Direction::Download));
        chart.refreshNow();
        const auto& lines = chart.data().lines();
        QCOMPARE(int(lines.size()), 2);
        QCOMPARE(chart.lineName(lines[0]), QStringLiteral("a, upload"));
        QCOMPARE(chart.lineName(lines[1]), QStringLiteral("a, download"));
        QCOMPARE(chart.seriesOf(lines[1]).first()->points(), (QList<QPointF>{{1.5, 2}}));
    }
};

QTEST_MAIN(ServersChartTest)
#include "serverschart_test.moc"
