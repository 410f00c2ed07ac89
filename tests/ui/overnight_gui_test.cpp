// SPDX-License-Identifier: MIT
// The overnight mode (File › Overnight run…) against a real in-process server: a schedule of
// 0.5 s runs every 2 s for 5 s make three runs at the ticks 0, 2 and 4 s, each a point on the
// chart and a row of the table; an alert far above loopback's rate flags every run and interval,
// and the drops summary and the saved document say so, with figures checked against the runs
// themselves. A peer with no server makes failed runs that show as gaps while the schedule goes
// on; Stop ends it at once; a plan whose runs cannot fit is refused with what to change. The
// duration fields read and take "1 h 30 min".
#include "guitestsupport.h"
#include "mainwindow.h"
#include "overnight/overnightchart.h"
#include "overnight/overnightrunner.h"
#include "overnight/overnightwindow.h"
#include "widgets/durationspin.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTcpServer>
#include <QValueAxis>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {

QList<QAbstractSeries*> seriesNamed(OvernightChart* chart, const QString& prefix)
{
    QList<QAbstractSeries*> out;
    for (QAbstractSeries* s : chart->chart()->series())
        if (s->name().startsWith(prefix)) out << s;
    return out;
}

int pointCount(const QList<QAbstractSeries*>& series)
{
    int n = 0;
    for (QAbstractSeries* s : series)
        n += static_cast<QXYSeries*>(s)->count();
    return n;
}

} // namespace

class OvernightGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        QVERIFY(m_server.start());
    }

    void durationsReadAsWritten()
    {
        QCOMPARE(DurationSpin::parse(QStringLiteral("1 h 30 min")), 5400);
        QCOMPARE(DurationSpin::parse(QStringLiteral("90s")), 90);
        QCOMPARE(DurationSpin::parse(QStringLiteral("2m 5 s")), 125);
        QCOMPARE(DurationSpin::parse(QStringLiteral("8 H")), 8 * 3600);
        QCOMPARE(DurationSpin::parse(QStringLiteral("10")), 600); // a plain number is minutes
        QCOMPARE(DurationSpin::parse(QStringLiteral("1.5 h")), 5400);
        QCOMPARE(DurationSpin::parse(QStringLiteral("ten minutes")), -1);
        QCOMPARE(DurationSpin::parse(QStringLiteral("5 weeks")), -1);
        QCOMPARE(DurationSpin::parse(QString()), -1);
        QCOMPARE(DurationSpin::format(5400), QStringLiteral("1 h 30 min"));
        QCOMPARE(DurationSpin::format(8 * 3600), QStringLiteral("8 h"));
        QCOMPARE(DurationSpin::format(125), QStringLiteral("2 min 5 s"));
        QCOMPARE(DurationSpin::format(0), QStringLiteral("0 s"));
    }

    void threeRunsBelowTheAlert()
    {
        MainWindow window;
        OvernightWindow* overnight = open(window, m_server.port());
        // Ticks at 0, 2 and 4 s; the next, at 6 s, is after the end.
        plan(overnight, QStringLiteral("2 s"), QStringLiteral("5 s"), QStringLiteral("400000"));
        OvernightRunner* runner = overnight->runner();
        QSignalSpy finished(runner, &OvernightRunner::finished);
        QTest::mouseClick(child<QPushButton>(overnight, "overnightStart"), Qt::LeftButton);
        QVERIFY2(runner->isRunning(), qPrintable(statusOf(overnight)));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 20000);

        const QList<OvernightPoint>& points = runner->points();
        QCOMPARE(points.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const OvernightPoint& p = points[i];
            QVERIFY2(p.failure.isEmpty(), qPrintable(p.failure));
            QCOMPARE(p.run, i + 1);
            // Never before its tick; on an idle loopback well within a second after it.
            QVERIFY2(p.offsetMs >= i * 2000 && p.offsetMs < i * 2000 + 1500,
                     qPrintable(QString::number(p.offsetMs)));
            QVERIFY(p.upload && *p.upload > 0);
            QVERIFY(!p.download);
            QVERIFY(p.below); // 400 Gbit/s is beyond loopback
        }
        QCOMPARE(runner->failedRuns(), 0);
        QCOMPARE(runner->skippedTicks(), 0);
        const bw::engine::Drops& drops = runner->drops();
        QCOMPARE(drops.runsBelow.size(), std::size_t(3));
        QCOMPARE(drops.runsBelow[1].bitsPerSecond, *points[1].upload);
        QVERIFY(drops.intervalsBelow.size() >= 3 * 2); // 0.5 s in 0.2 s intervals, each below
        QVERIFY(drops.longestStall && drops.longestStall->intervals >= 2);

        checkChartAndTable(overnight);
        checkSummaryAndFile(overnight, drops);
    }

    void failedRunsAreGapsAndTheScheduleGoesOn()
    {
        QTcpServer closed; // a port nothing listens on once it is closed
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        MainWindow window;
        OvernightWindow* overnight = open(window, port);
        plan(overnight, QStringLiteral("2 s"), QStringLiteral("3 s"), QStringLiteral("0"));
        OvernightRunner* runner = overnight->runner();
        QSignalSpy finished(runner, &OvernightRunner::finished);
        QVERIFY2(overnight->start(), qPrintable(statusOf(overnight)));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 20000);
        QCOMPARE(runner->points().size(), 2); // ticks 0 and 2
        QCOMPARE(runner->failedRuns(), 2);
        for (const OvernightPoint& p : runner->points())
            QVERIFY2(p.failure.contains(QStringLiteral("127.0.0.1")), qPrintable(p.failure));
        OvernightChart* chart = overnight->chart();
        QCOMPARE(pointCount(seriesNamed(chart, QStringLiteral("Failed run"))), 2);
        // Nothing measured: no line.
        QCOMPARE(seriesNamed(chart, QStringLiteral("Upload")).size(), 0);
        QVERIFY2(finished.first().first().toString().contains(QStringLiteral("2 failed")),
                 qPrintable(finished.first().first().toString()));
        auto* table = child<QTableWidget>(overnight, "overnightRuns");
        QVERIFY(table->item(0, 4)->text().startsWith(QStringLiteral("Failed: ")));
    }

    void stopEndsItAtOnce()
    {
        MainWindow window;
        OvernightWindow* overnight = open(window, m_server.port());
        plan(overnight, QStringLiteral("30 s"), QStringLiteral("10 min"), QStringLiteral("0"));
        OvernightRunner* runner = overnight->runner();
        QSignalSpy finished(runner, &OvernightRunner::finished);
        QVERIFY2(overnight->start(), qPrintable(statusOf(overnight)));
        QTRY_VERIFY_WITH_TIMEOUT(runner->points().size() == 1, 10000);
        QVERIFY(runner->isRunning()); // waiting for the tick at 30 s
        QTest::mouseClick(child<QPushButton>(overnight, "overnightStop"), Qt::LeftButton);
        QCOMPARE(finished.count(), 1);
        QVERIFY(runner->wasStopped());
        QVERIFY(finished.first().first().toString().contains(QStringLiteral("stopped early")));
        QVERIFY(child<QPushButton>(overnight, "overnightStart")->isEnabled());
        QFile file(runner->savedPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject schedule = QJsonDocument::fromJson(file.readAll())
                                         .object()
                                         .value(QStringLiteral("schedule"))
                                         .toObject();
        QCOMPARE(schedule.value(QStringLiteral("interrupted")).toBool(), true);
        QCOMPARE(schedule.value(QStringLiteral("runs")).toInt(), 1);
    }

    void aPlanThatCannotFitIsRefused()
    {
        MainWindow window;
        OvernightWindow* overnight = open(window, m_server.port());
        // A 0.5 s run and about 1 s to connect and report do not fit in 1 s.
        plan(overnight, QStringLiteral("1 s"), QStringLiteral("1 h"), QStringLiteral("0"));
        QVERIFY(!overnight->start());
        QVERIFY2(statusOf(overnight).contains(QStringLiteral("shorter than one run")),
                 qPrintable(statusOf(overnight)));
        QVERIFY(!overnight->runner()->isRunning());
        // A run until stopped has no end, so no tick would come.
        typeInto(child<QAbstractSpinBox>(&window, "durationSpin"), QStringLiteral("0"));
        plan(overnight, QStringLiteral("10 min"), QStringLiteral("8 h"), QStringLiteral("0"));
        QVERIFY(!overnight->start());
        QVERIFY2(statusOf(overnight).contains(QStringLiteral("Until stopped")),
                 qPrintable(statusOf(overnight)));
    }

private:
    // One upload point per run, the dashed threshold, every point ringed; the table's rows.
    static void checkChartAndTable(OvernightWindow* overnight)
    {
        // The chart: one upload point per run, the dashed threshold, every point ringed.
        OvernightChart* chart = overnight->chart();
        QCOMPARE(pointCount(seriesNamed(chart, QStringLiteral("Upload"))), 3);
        QCOMPARE(seriesNamed(chart, QStringLiteral("Download")).size(), 0);
        QCOMPARE(pointCount(seriesNamed(chart, QStringLiteral("Run below the alert"))), 3);
        QCOMPARE(seriesNamed(chart, QStringLiteral("Alert below")).size(), 1);
        QCOMPARE(seriesNamed(chart, QStringLiteral("Failed run")).size(), 0);
        // 5 s in seconds: 0 to 5 in steps of 1, the threshold inside the rate axis.
        QCOMPARE(chart->timeAxis()->min(), 0.0);
        QCOMPARE(chart->timeAxis()->max(), 5.0);
        QVERIFY(chart->rateAxis()->max() >= 400);
        auto* table = child<QTableWidget>(overnight, "overnightRuns");
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->item(2, 4)->text(), QStringLiteral("Below the alert"));
    }

    static void checkSummaryAndFile(OvernightWindow* overnight, const bw::engine::Drops& drops)
    {
        OvernightRunner* runner = overnight->runner();
        const QList<OvernightPoint>& points = runner->points();
        // The summary in view and the whole night on disk, as benchwire-cli --every -J writes.
        auto* summary = child<QLabel>(overnight, "overnightSummary");
        QVERIFY(summary->isVisible());
        QVERIFY2(summary->text().contains(QStringLiteral("3 run(s)")), qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QStringLiteral("3 run mean(s)")),
                 qPrintable(summary->text()));
        QFile file(runner->savedPath());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(runner->savedPath()));
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toString(),
                 QStringLiteral("benchwire-repeat"));
        QCOMPARE(doc.value(QStringLiteral("runs")).toArray().size(), 3);
        const QJsonObject schedule = doc.value(QStringLiteral("schedule")).toObject();
        QCOMPARE(schedule.value(QStringLiteral("runs")).toInt(), 3);
        QCOMPARE(schedule.value(QStringLiteral("everySeconds")).toDouble(), 2.0);
        QCOMPARE(schedule.value(QStringLiteral("alerts")).toArray().size(), 3);
        QCOMPARE(schedule.value(QStringLiteral("runsBelow")).toArray().size(), 3);
        QCOMPARE(schedule.value(QStringLiteral("intervalsBelow"))
                     .toObject()
                     .value(QStringLiteral("count"))
                     .toInt(),
                 int(drops.intervalsBelow.size()));
        QCOMPARE(schedule.value(QStringLiteral("interrupted")).toBool(), false);
        const QJsonArray summaries = doc.value(QStringLiteral("summary")).toArray();
        QCOMPARE(summaries.size(), 1);
        const double mean = (*points[0].upload + *points[1].upload + *points[2].upload) / 3;
        QVERIFY(qAbs(summaries[0].toObject().value(QStringLiteral("meanBitsPerSecond")).toDouble() -
                     mean) <= mean * 1e-9);
    }

    static QString statusOf(OvernightWindow* w)
    {
        return child<QLabel>(w, "overnightStatus")->text();
    }

    // The main window filled for 0.5 s upload runs with no idle phase, and its overnight window.
    static OvernightWindow* open(MainWindow& window, quint16 port)
    {
        window.show();
        fillShortRun(&window, port, QStringLiteral("0.5"));
        typeInto(child<QAbstractSpinBox>(&window, "idleSpin"), QStringLiteral("0"));
        child<QAction>(&window, "actionOvernight")->trigger();
        OvernightWindow* overnight = window.overnightWindow();
        auto* mode = child<QComboBox>(overnight, "overnightMode");
        mode->setCurrentIndex(mode->findData(int(bw::engine::TestMode::Upload)));
        return overnight;
    }

    static void plan(OvernightWindow* w, const QString& every, const QString& forTime,
                     const QString& alertMbps)
    {
        typeInto(child<QAbstractSpinBox>(w, "overnightEvery"), every);
        typeInto(child<QAbstractSpinBox>(w, "overnightFor"), forTime);
        typeInto(child<QAbstractSpinBox>(w, "overnightAlert"), alertMbps);
    }

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
};

QTEST_MAIN(OvernightGuiTest)
#include "overnight_gui_test.moc"
