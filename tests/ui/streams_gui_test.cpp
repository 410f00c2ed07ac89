// SPDX-License-Identifier: MIT
// The per-stream pane (View › Panes › Per stream) against a real in-process server: off until
// chosen, the choice outlives the window, and a 4-stream upload through the window's own
// buttons draws one line per stream with the run's Jain index at the head of the pane's legend, the
// same index the saved result holds; in a run both ways at once, each direction's streams add up to
// this end's own count of it, sent upload and received download, in every interval.
#include "guitestsupport.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "plot/livechart.h"

#include "benchwire/fairness.h"

#include <QAction>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QSignalSpy>

using namespace bw::ui;
using namespace bw::ui::test;
namespace engine = bw::engine;

class StreamsGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        QVERIFY(m_server.start());
    }

    void offByDefaultAndRemembered()
    {
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto* action = child<QAction>(&window, "actionPaneStreams");
            QVERIFY(action->isCheckable() && !action->isChecked());
            QVERIFY(!window.liveChart()->paneShown(LiveChart::Pane::Streams));
            action->setChecked(true);
            QVERIFY(window.liveChart()->paneShown(LiveChart::Pane::Streams));
            window.close(); // keeps the choice
        }
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(child<QAction>(&again, "actionPaneStreams")->isChecked());
        QVERIFY(again.liveChart()->paneShown(LiveChart::Pane::Streams));
        child<QAction>(&again, "actionPaneStreams")->setChecked(false);
        again.close();
    }

    void fourStreamsFourLinesAndTheirFairness()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* view = child<QWidget>(&window, "streamView");
        run(window, "uploadButton", 4);
        if (QTest::currentTestFailed()) return;
        QVERIFY(!view->isVisible()); // not chosen: hidden even with figures
        child<QAction>(&window, "actionPaneStreams")->setChecked(true);
        QTRY_VERIFY(view->isVisible());

        const engine::TestResult result = window.resultsModel()->result();
        QCOMPARE(result.summaries.size(), std::size_t(1));
        const engine::DirectionSummary& up = result.summaries[0];
        QCOMPARE(up.perStream.bytes.size(), std::size_t(4));
        QVERIFY(up.perStream.atSender); // the client sends an upload: its own count
        std::uint64_t sum = 0;
        for (std::uint64_t b : up.perStream.bytes)
            sum += b;
        QCOMPARE(sum, up.senderBytes); // the streams add up to the direction's measured bytes
        const auto jain = engine::runJainIndex(result);
        QVERIFY(jain.has_value());
        QVERIFY2(*jain >= 0.25 && *jain <= 1.0, qPrintable(QString::number(*jain)));

        const StreamChart& streams = window.liveChart()->streamChart();
        int drawn = 0;
        for (int i = 0; i < StreamData::kMaxLines; ++i) {
            QLineSeries* s = streams.series(i);
            if (!s->isVisible()) continue;
            ++drawn;
            QVERIFY2(s->count() >= 4, qPrintable(s->name())); // 1 s in 200 ms intervals
            QCOMPARE(s->name(), QStringLiteral("Upload, stream %1").arg(i + 1));
        }
        QCOMPARE(drawn, 4);
        const QString title = streams.shownHeading();
        QVERIFY2(
            title.contains(QStringLiteral("Fairness (Jain) ") + QLocale().toString(*jain, 'f', 2)),
            qPrintable(title));
        QVERIFY2(!title.contains(QStringLiteral("first")), qPrintable(title)); // none left out
        window.close();
    }

    void bothWaysEachEndsOwnCount()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        child<QAction>(&window, "actionPaneStreams")->setChecked(true);
        run(window, "simultaneousButton", 2);
        if (QTest::currentTestFailed()) return;
        const engine::TestResult result = window.resultsModel()->result();
        int checked = 0;
        for (const engine::IntervalSample& iv : result.intervals)
            for (const engine::DirectionSample& ds : iv.directions) {
                const bool up = ds.direction == engine::Direction::Upload;
                QCOMPARE(ds.perStream.bytes.size(), std::size_t(2));
                QCOMPARE(ds.perStream.atSender, up); // the client sends up, receives down
                const std::uint64_t sum = ds.perStream.bytes[0] + ds.perStream.bytes[1];
                QCOMPARE(sum, up ? ds.senderBytes : ds.receiverBytes);
                ++checked;
            }
        QVERIFY(checked >= 8); // 5 intervals, 2 directions
        QTRY_VERIFY(child<QWidget>(&window, "streamView")->isVisible());
        const StreamChart& streams = window.liveChart()->streamChart();
        QCOMPARE(streams.data().lines().size(), std::size_t(4));
        QCOMPARE(streams.series(3)->name(), QStringLiteral("Download, stream 2"));
        window.close();
    }

private:
    // A short run of `streams` streams from the window's settings and the button `button`.
    void run(MainWindow& window, const char* button, int streams)
    {
        QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
        fillShortRun(&window, m_server.port());
        typeInto(child<QAbstractSpinBox>(&window, "streamsSpin"), QString::number(streams));
        QSignalSpy ended(&window, &MainWindow::runEnded);
        QTest::mouseClick(child<QPushButton>(&window, button), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
        QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(&window)));
    }

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
};

QTEST_MAIN(StreamsGuiTest)
#include "streams_gui_test.moc"
