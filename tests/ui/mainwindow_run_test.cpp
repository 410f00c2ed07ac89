// SPDX-License-Identifier: MIT
// Drives a real MainWindow against a real in-process server on loopback: every run button,
// stop, no server, and Serve mode.
#include "guitestsupport.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "plot/livechart.h"

#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTcpServer>

using namespace bw::ui;
using namespace bw::ui::test;
using bw::engine::Direction;

Q_DECLARE_METATYPE(QList<int>)

class MainWindowRunTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void runButtons_data();
    void runButtons();
    void stopMidRun();
    void noServer();
    void serveMode();
    void bindsToChosenAddress();
    void peerLostMidRun();

private:
    // After a finished run: the series of the directions that took part, and the table.
    void checkChart(bool upload, bool download);
    void checkTable(bool upload, bool download);

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<MainWindow> m_window;
};

void MainWindowRunTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
}

void MainWindowRunTest::init()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void MainWindowRunTest::cleanup()
{
    m_window.reset();
}

void MainWindowRunTest::runButtons_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<bool>("upload");
    QTest::addColumn<bool>("download");
    QTest::newRow("upload") << "uploadButton" << true << false;
    QTest::newRow("download") << "downloadButton" << false << true;
    QTest::newRow("both ways") << "bothWaysButton" << true << true;
    QTest::newRow("simultaneous") << "simultaneousButton" << true << true;
}

void MainWindowRunTest::runButtons()
{
    QFETCH(QString, button);
    QFETCH(bool, upload);
    QFETCH(bool, download);
    fillShortRun(m_window.get(), m_server.port());
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), button.toLatin1().constData()),
                      Qt::LeftButton);
    QVERIFY(!idle(m_window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    QVERIFY(idle(m_window.get()));
    checkChart(upload, download);
    if (QTest::currentTestFailed()) return;
    checkTable(upload, download);
}

void MainWindowRunTest::checkChart(bool upload, bool download)
{
    // 1 s at 200 ms: about 5 points per series that took part, none in the others.
    LiveChart* chart = child<LiveChart>(m_window.get(), "liveChart");
    QTRY_VERIFY_WITH_TIMEOUT(chart->series(SeriesId::LocalCpu)->count() > 0, 2000);
    const auto expectPoints = [&](SeriesId id, bool active) {
        const int n = chart->series(id)->count();
        if (active) {
            QVERIFY2(n >= 4 && n <= 7, qPrintable(chart->series(id)->objectName() +
                                                  QStringLiteral(": %1 points").arg(n)));
        } else {
            QCOMPARE(n, 0);
        }
    };
    expectPoints(SeriesId::UploadReceived, upload);
    expectPoints(SeriesId::DownloadReceived, download);

    // Throughput per direction on the upper pane, the receiver solid and the sender dashed;
    // below it the CPU of this PC and of the peer.
    const auto expectLine = [&](SeriesId id, const char* pane, Qt::PenStyle style) {
        QLineSeries* s = chart->series(id);
        QVERIFY(s->chart());
        QCOMPARE(s->chart()->objectName(), QLatin1String(pane));
        // Drawn: an interval whose server figures come late (a loaded machine) adds no point to
        // the series the server measures, so only "some" is certain for those.
        QVERIFY2(s->isVisible() && s->count() > 0, qPrintable(s->objectName()));
        QCOMPARE(s->pen().style(), style);
    };
    if (!upload) QCOMPARE(chart->series(SeriesId::UploadSent)->count(), 0);
    if (!download) QCOMPARE(chart->series(SeriesId::DownloadSent)->count(), 0);
    if (upload) {
        expectLine(SeriesId::UploadReceived, "throughputChart", Qt::SolidLine);
        expectLine(SeriesId::UploadSent, "throughputChart", Qt::DashLine);
    }
    if (download) {
        expectLine(SeriesId::DownloadReceived, "throughputChart", Qt::SolidLine);
        expectLine(SeriesId::DownloadSent, "throughputChart", Qt::DashLine);
    }
    expectLine(SeriesId::LocalCpu, "cpuChart", Qt::SolidLine);
    expectLine(SeriesId::RemoteCpu, "cpuChart", Qt::DashLine);
#ifdef Q_OS_LINUX
    // Linux gives per-core figures, so each host's busiest core is drawn too, dotted.
    expectLine(SeriesId::LocalBusiestCore, "cpuChart", Qt::DotLine);
    expectLine(SeriesId::RemoteBusiestCore, "cpuChart", Qt::DashDotDotLine);
#endif
}

void MainWindowRunTest::checkTable(bool upload, bool download)
{
    ResultsModel* model = m_window->resultsModel();
    QCOMPARE(model->columnCount(), int(upload) + int(download));
    for (int c = 0; c < model->columnCount(); ++c) {
        const auto& s = model->result().summaries[size_t(c)];
        QVERIFY(s.direction == Direction::Upload ? upload : download);
        QVERIFY(model->numericValue(ResultsModel::MeanRow, c) > 0);
        QVERIFY(model->numericValue(ResultsModel::ReceivedBytesRow, c) > 0);
        QVERIFY(!model->data(model->index(ResultsModel::MeanRow, c), Qt::DisplayRole)
                     .toString()
                     .isEmpty());
    }
}

void MainWindowRunTest::stopMidRun()
{
    fillShortRun(m_window.get(), m_server.port(), QStringLiteral("20"));
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "uploadButton"), Qt::LeftButton);
    LiveChart* chart = child<LiveChart>(m_window.get(), "liveChart");
    QTRY_VERIFY_WITH_TIMEOUT(chart->data().sampleCount() >= 2, 10000);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "stopButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 10000);
    QVERIFY(idle(m_window.get()));
    QVERIFY(chart->series(SeriesId::UploadReceived)->count() >= 2);
    QVERIFY(m_window->resultsModel()->result().stoppedEarly);
    // Usable again: a second run starts.
    QVERIFY(m_window->startRun(bw::engine::TestMode::Upload));
    m_window->stopRun();
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 2, 10000);
}

void MainWindowRunTest::noServer()
{
    // A port that was free a moment ago: nothing listens there.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    fillShortRun(m_window.get(), port);
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "uploadButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 10000);
    QCOMPARE(ended.first().first().toBool(), false);
    QVERIFY(idle(m_window.get()));
    QLabel* error = child<QLabel>(m_window.get(), "errorLabel");
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QLatin1String("refused")), qPrintable(error->text()));
    QVERIFY(error->text().contains(QLatin1String("benchwire-cli -s")));
}

void MainWindowRunTest::serveMode()
{
    // A port that is free at the moment (port 0 cannot be typed: the range starts at 1).
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    fillShortRun(m_window.get(), port);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "serveButton"), Qt::LeftButton);
    QVERIFY(m_window->isServing());
    QCOMPARE(m_window->servingPort(), port);
    QLabel* status = child<QLabel>(m_window.get(), "serveStatusLabel");
    QVERIFY(status->isVisible());
    QVERIFY(status->text().contains(QString::number(port)));
    QVERIFY(!child<QWidget>(m_window.get(), "portSpin")->isEnabled());

    // The button says how to leave the mode; the window's own runs wait until then, and their
    // buttons say why (tests/ui/serve_gui_test.cpp covers the served tests themselves).
    QPushButton* serve = child<QPushButton>(m_window.get(), "serveButton");
    QCOMPARE(serve->text(), QStringLiteral("Stop serving"));
    QPushButton* upload = child<QPushButton>(m_window.get(), "uploadButton");
    QVERIFY(!upload->isEnabled());
    QVERIFY2(upload->toolTip().contains(QLatin1String("Stop serving first")),
             qPrintable(upload->toolTip()));

    QTest::mouseClick(child<QPushButton>(m_window.get(), "serveButton"), Qt::LeftButton);
    QVERIFY(!m_window->isServing());
    QVERIFY(!status->isVisible());
    QVERIFY(child<QWidget>(m_window.get(), "portSpin")->isEnabled());
    QCOMPARE(serve->text(), QStringLiteral("Serve"));
    QVERIFY(upload->isEnabled());
    QCOMPARE(upload->toolTip(), QStringLiteral("This PC sends, the peer receives."));
}

void MainWindowRunTest::bindsToChosenAddress()
{
    fillShortRun(m_window.get(), m_server.port());
    QComboBox* iface = child<QComboBox>(m_window.get(), "interfaceCombo");
    const int loopback = iface->findData(QStringLiteral("127.0.0.1"));
    QVERIFY2(loopback > 0, "the picker lists 127.0.0.1");
    QVERIFY(iface->itemText(loopback).contains(QLatin1String("Loopback")));
    iface->setCurrentIndex(loopback);
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "uploadButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    const auto& result = m_window->resultsModel()->result();
    QCOMPARE(QString::fromStdString(result.config.bindAddress), QStringLiteral("127.0.0.1"));
    QVERIFY2(QString::fromStdString(result.localAddress).startsWith(QLatin1String("127.0.0.1")),
             result.localAddress.c_str());
}

void MainWindowRunTest::peerLostMidRun()
{
    // A server of this test's own, stopped while the client is measuring.
    LoopbackServer doomed;
    QVERIFY(doomed.start());
    fillShortRun(m_window.get(), doomed.port(), QStringLiteral("20"));
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "downloadButton"), Qt::LeftButton);
    LiveChart* chart = child<LiveChart>(m_window.get(), "liveChart");
    QTRY_VERIFY_WITH_TIMEOUT(chart->data().sampleCount() >= 3, 10000);
    doomed.stop();
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
    QVERIFY(idle(m_window.get()));
    // The intervals measured before the loss stay on the chart.
    QTRY_VERIFY_WITH_TIMEOUT(chart->series(SeriesId::DownloadReceived)->count() >= 3, 2000);
    QCOMPARE(ended.first().first().toBool(), false);
    QLabel* error = child<QLabel>(m_window.get(), "errorLabel");
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QLatin1String("was lost")), qPrintable(error->text()));
}

QTEST_MAIN(MainWindowRunTest)
#include "mainwindow_run_test.moc"
