// SPDX-License-Identifier: MIT
// The Repeat setting against a real in-process server: one click on Upload with Repeat 3 and
// 1 s runs gives three runs in History and, at the end, a summary whose mean is the mean of the
// three runs' means (worked out here from the results), shown under the results table and
// saved as a benchwire-repeat document beside the history. The choice outlives the window, and
// "Until stopped" turns it off (such a run has no end). Stop in the pause between runs ends the
// series at once.
#include "guitestsupport.h"
#include "history/historymodel.h"
#include "history/historypanel.h"
#include "mainwindow.h"
#include "models/units.h"
#include "run/seriescontroller.h"
#include "widgets/settingspanel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSpinBox>

using namespace bw::ui;
using namespace bw::ui::test;
namespace engine = bw::engine;

class RepeatGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        QVERIFY(m_server.start());
    }

    void untilStoppedTurnsRepeatOff()
    {
        MainWindow window;
        auto* repeat = child<QSpinBox>(&window, "repeatSpin");
        typeInto(repeat, QStringLiteral("3"));
        QVERIFY(repeat->isEnabled());
        typeInto(child<QAbstractSpinBox>(&window, "durationSpin"), QStringLiteral("0"));
        QVERIFY(!repeat->isEnabled());
        QCOMPARE(window.settingsPanel()->settings().repeatCount, 1);
    }

    void threeRunsThenTheirSummary()
    {
        MainWindow window;
        fillRepeat(window, QStringLiteral("0.5"));
        SeriesController* series = window.seriesController();
        QSignalSpy ended(series, &SeriesController::ended);
        QSignalSpy runs(&window, &MainWindow::runEnded);
        QTest::mouseClick(child<QPushButton>(&window, "uploadButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 14000);
        QCOMPARE(runs.count(), 3);
        for (const auto& r : runs)
            QVERIFY2(r.first().toBool(), qPrintable(shownError(&window)));
        QVERIFY(idle(&window));

        QCOMPARE(window.historyPanel()->model()->rowCount(), 3);
        QCOMPARE(series->results().size(), std::size_t(3));
        double sum = 0;
        for (const engine::TestResult& r : series->results()) {
            QCOMPARE(r.summaries.size(), std::size_t(1));
            sum += r.summaries[0].receiverBitsPerSecond.mean;
        }
        const double mean = sum / 3;
        QCOMPARE(series->summary().size(), std::size_t(1));
        const engine::Stats& up = series->summary()[0].runs;
        QCOMPARE(up.count, 3);
        QVERIFY(qAbs(up.mean - mean) <= mean * 1e-9);
        QVERIFY(up.min <= up.mean && up.mean <= up.max);

        auto* label = child<QLabel>(&window, "seriesSummaryLabel");
        QVERIFY(label->isVisible());
        QVERIFY2(label->text().contains(formatBitsPerSecond(mean)), qPrintable(label->text()));
        checkSaved(series->savedPath(), mean);
    }

    void remembered() { QCOMPARE(MainWindow().settingsPanel()->settings().repeatCount, 3); }

    // Stop in the pause between two runs ends the series at once, with the run that ended.
    void stopDuringThePause()
    {
        MainWindow window;
        fillRepeat(window, QStringLiteral("30"));
        SeriesController* series = window.seriesController();
        QSignalSpy ended(series, &SeriesController::ended);
        QSignalSpy runs(&window, &MainWindow::runEnded);
        QTest::mouseClick(child<QPushButton>(&window, "uploadButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(runs.count() == 1, 10000);
        QVERIFY(series->isActive()); // in the 30 s pause
        auto* stop = child<QPushButton>(&window, "stopButton");
        QVERIFY(stop->isEnabled());
        QTest::mouseClick(stop, Qt::LeftButton);
        QCOMPARE(ended.count(), 1); // at once, not after the pause
        QVERIFY(!series->isActive());
        QVERIFY(idle(&window));
        QCOMPARE(series->results().size(), std::size_t(1));
        QCOMPARE(series->summary().size(), std::size_t(1));
        QCOMPARE(series->summary()[0].runs.count, 1);
        QTest::qWait(300);
        QCOMPARE(runs.count(), 1); // and no second run started
        QVERIFY(child<QLabel>(&window, "seriesSummaryLabel")->isVisible());
    }

private:
    // 1 s upload runs against the server, Repeat 3 with this pause (seconds).
    void fillRepeat(MainWindow& window, const QString& pause)
    {
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        fillShortRun(&window, m_server.port());
        // No idle latency phase before the load: the runs are the measured time alone.
        typeInto(child<QAbstractSpinBox>(&window, "idleSpin"), QStringLiteral("0"));
        typeInto(child<QSpinBox>(&window, "repeatSpin"), QStringLiteral("3"));
        typeInto(child<QAbstractSpinBox>(&window, "repeatPauseSpin"), pause);
    }

    static void checkSaved(const QString& path, double mean)
    {
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(doc[QLatin1String("format")].toString(), QStringLiteral("benchwire-repeat"));
        QCOMPARE(doc[QLatin1String("runs")].toArray().size(), 3);
        const QJsonObject s = doc[QLatin1String("summary")].toArray().first().toObject();
        QCOMPARE(s[QLatin1String("direction")].toString(), QStringLiteral("upload"));
        QCOMPARE(s[QLatin1String("runs")].toInt(), 3);
        QVERIFY(qAbs(s[QLatin1String("meanBitsPerSecond")].toDouble() - mean) <= mean * 1e-9);
    }

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
};

QTEST_MAIN(RepeatGuiTest)
#include "repeat_gui_test.moc"
