// SPDX-License-Identifier: MIT
// "Until stopped" in the settings panel against a real in-process server without a duration
// limit: the choice outlives the window, the progress bar counts the time run, Stop ends the
// run through the engine's clean stop, and the result is whole (what the client sent is what
// the server received), covers about the time it ran and goes to History like a timed run.
// "Both ways" is refused by name, as the CLI refuses --both with -t 0. The app's Serve mode
// serves another client's run until stopped.
#include "guitestsupport.h"
#include "history/historymodel.h"
#include "history/historypanel.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "run/runcontroller.h"
#include "widgets/settingspanel.h"

#include "benchwire/client.h"

#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QSignalSpy>

using namespace bw::ui;
using namespace bw::ui::test;
namespace engine = bw::engine;

class UntilStoppedGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        engine::ServerLimits limits;
        limits.maxDurationMs = 0; // as the app's Serve mode: runs of any length
        QVERIFY(m_server.start(limits));
    }

    void chosenAndRemembered()
    {
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            fillShortRun(&window, m_server.port(), QStringLiteral("0"));
            auto* duration = child<QDoubleSpinBox>(&window, "durationSpin");
            QCOMPARE(duration->text(), QStringLiteral("Until stopped"));
            QCOMPARE(window.settingsPanel()->settings().durationMs, engine::kUntilStoppedMs);
            window.close(); // keeps the settings
        }
        MainWindow again;
        QCOMPARE(again.settingsPanel()->settings().durationMs, engine::kUntilStoppedMs);
        QCOMPARE(child<QDoubleSpinBox>(&again, "durationSpin")->text(),
                 QStringLiteral("Until stopped"));
    }

    void bothWaysRefusedByName()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        fillShortRun(&window, m_server.port(), QStringLiteral("0"));
        QTest::mouseClick(child<QPushButton>(&window, "bothWaysButton"), Qt::LeftButton);
        QVERIFY(!window.isRunning());
        QVERIFY2(shownError(&window).contains(QLatin1String("Until stopped")),
                 qPrintable(shownError(&window)));
    }

    void stopEndsAWholeRunKeptInHistory()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        fillShortRun(&window, m_server.port(), QStringLiteral("0"));
        // No idle latency phase before the load: the run is the measured time alone.
        typeInto(child<QAbstractSpinBox>(&window, "idleSpin"), QStringLiteral("0"));
        QSignalSpy ended(&window, &MainWindow::runEnded);
        QTest::mouseClick(child<QPushButton>(&window, "uploadButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.runController()->state() == RunController::State::Running,
                                 10000);
        QElapsedTimer ran;
        ran.start();
        QTest::qWait(2000);
        auto* progress = child<QProgressBar>(&window, "progressBar");
        QVERIFY2(progress->format().contains(QLatin1String("elapsed")),
                 qPrintable(progress->format()));
        QVERIFY(window.isRunning()); // no end of its own
        QTest::mouseClick(child<QPushButton>(&window, "stopButton"), Qt::LeftButton);
        const double ranSeconds = ran.elapsed() / 1000.0;
        QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 10000);
        QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(&window)));

        const engine::TestResult result = window.resultsModel()->result();
        QVERIFY2(result.failure.empty(), result.failure.c_str());
        QVERIFY(result.stoppedEarly);
        QCOMPARE(result.config.durationMs, engine::kUntilStoppedMs);
        QCOMPARE(result.summaries.size(), std::size_t(1));
        const engine::DirectionSummary& up = result.summaries[0];
        QVERIFY(up.senderBytesTotal > 0);
        // The clean stop drains every byte sent, as the CLI's -t 0 (cliendless_test).
        QCOMPARE(up.receiverBytesTotal, up.senderBytesTotal);
        QVERIFY(up.receiverBitsPerSecond.count >= 5); // 200 ms intervals for about 2 s
        const double measured = up.durationUs / 1e6;
        QVERIFY2(std::abs(measured - ranSeconds) <= 1.0,
                 qPrintable(QStringLiteral("%1 vs %2").arg(measured).arg(ranSeconds)));

        const HistoryModel* history = window.historyPanel()->model();
        QTRY_COMPARE_WITH_TIMEOUT(history->rowCount(), 1, 5000);
        QCOMPARE(history->record(0).durationMs, engine::kUntilStoppedMs);
        QVERIFY(history->record(0).uploadBitsPerSecond > 0);
    }

    // The app's Serve mode has no duration limit: it serves a client's run until stopped, shows
    // the time it has run, and the client's stop ends it whole on both ends.
    void serveModeServesIt()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LoopbackServer probe; // a port free at the moment (port 0 cannot be typed)
        QVERIFY(probe.start());
        const quint16 port = probe.port();
        probe.stop();
        typeInto(child<QAbstractSpinBox>(&window, "portSpin"), QString::number(port));
        QVERIFY(window.setServing(true));
        QSignalSpy ended(&window, &MainWindow::servedTestEnded);
        engine::TestConfig config;
        config.host = "127.0.0.1";
        config.port = port;
        config.durationMs = engine::kUntilStoppedMs;
        config.intervalMs = 200;
        config.idleMs = 0;
        ClientSink sink;
        engine::RunHandle run = engine::Client::start(config, sink);
        auto* progress = child<QProgressBar>(&window, "progressBar");
        QTRY_VERIFY_WITH_TIMEOUT(progress->format().contains(QLatin1String("elapsed")), 5000);
        QTest::qWait(1000);
        run.stop();
        QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1 && sink.done(), 10000);
        run.wait();
        QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(&window)));
        QVERIFY2(sink.error().empty(), sink.error().c_str());
        const engine::TestResult served = window.resultsModel()->result();
        QVERIFY(served.served);
        QCOMPARE(served.config.durationMs, engine::kUntilStoppedMs);
        QCOMPARE(served.summaries.size(), std::size_t(1));
        QVERIFY(served.summaries[0].receiverBytesTotal > 0);
        QCOMPARE(served.summaries[0].receiverBytesTotal,
                 sink.result().summaries[0].senderBytesTotal);
        window.setServing(false);
    }

private:
    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
};

QTEST_MAIN(UntilStoppedGuiTest)
#include "untilstopped_gui_test.moc"
