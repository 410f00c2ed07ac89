// SPDX-License-Identifier: MIT
// A run whose server dies: the window says so where the user looks, at 1280×800, as fast as
// benchwire-cli notices it, marks where the run ended on the chart, and keeps the partial run
// in the history. The server is a real benchwire-cli process, killed mid-run.
#include "guitestsupport.h"
#include "history/historypanel.h"
#include "history/historystore.h"
#include "mainwindow.h"
#include "plot/livechart.h"
#include "testpaths.h"

#include "benchwire/report.h"

#include <QElapsedTimer>
#include <QFrame>
#include <QLineSeries>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {
quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0)) return 0;
    return probe.serverPort();
}

// A benchwire-cli server on 127.0.0.1, up once it printed its banner.
bool startServer(QProcess& server, quint16 port)
{
    server.setProcessChannelMode(QProcess::MergedChannels);
    server.start(bw::test::cliPath(),
                 {QStringLiteral("-s"), QStringLiteral("-B"), QStringLiteral("127.0.0.1"),
                  QStringLiteral("-p"), QString::number(port)});
    QByteArray out;
    QElapsedTimer t;
    t.start();
    while (!out.contains("listening") && t.elapsed() < 10000 && server.waitForReadyRead(200))
        out += server.readAll();
    return out.contains("listening");
}

// Kills the server once the run has measured for a while; returns when it died.
void killAfter(QProcess& server, const std::function<bool()>& measuring)
{
    QTRY_VERIFY_WITH_TIMEOUT(measuring(), 15000);
    QTest::qWait(1500);
    server.kill();
    server.waitForFinished(5000);
}

// The banner is over the chart, inside the window, and its text is whole.
void checkBannerInView(QWidget& window, QFrame* banner)
{
    QVERIFY(banner->isVisible());
    const QString outside = outsideWindow(window, banner);
    QVERIFY2(outside.isEmpty(), qPrintable(outside));
    if (const QString dir = qEnvironmentVariable("BENCHWIRE_SHOTS"); !dir.isEmpty())
        window.grab().save(dir + QStringLiteral("/failure-1280x800.png"));
    auto* text = child<QLabel>(banner, "failureText");
    QVERIFY2(text->text().contains(QLatin1String("failed after")), qPrintable(text->text()));
    QVERIFY2(text->height() >= text->heightForWidth(text->width()), "the text is cut off");
}

} // namespace

class FailureGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_settings = std::make_unique<IsolatedSettings>(); }
    void lostServerShownInView();
    void servedClientLostShownInView();

private:
    qint64 cliDetectionMs(); // how long benchwire-cli takes to notice the same kill
    std::unique_ptr<IsolatedSettings> m_settings;
};

qint64 FailureGuiTest::cliDetectionMs()
{
    QProcess server;
    const quint16 port = freePort();
    if (!startServer(server, port)) return -1;
    QProcess client;
    client.setProcessChannelMode(QProcess::MergedChannels);
    client.start(bw::test::cliPath(),
                 {QStringLiteral("-c"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                  QString::number(port), QStringLiteral("-t"), QStringLiteral("20"),
                  QStringLiteral("-i"), QStringLiteral("0.2")});
    QByteArray out;
    killAfter(server, [&] {
        out += client.readAll();
        return out.contains("Mbit") || out.contains("Gbit");
    });
    QElapsedTimer t;
    t.start();
    if (!client.waitForFinished(20000)) return -1;
    return client.exitCode() == 1 ? t.elapsed() : -1;
}

void FailureGuiTest::lostServerShownInView()
{
    const qint64 cliMs = cliDetectionMs();
    QVERIFY2(cliMs >= 0, "benchwire-cli did not fail with exit code 1 when its server died");
    QProcess server;
    const quint16 port = freePort();
    QVERIFY(startServer(server, port));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    fillShortRun(&window, port, QStringLiteral("20"));
    QSignalSpy ended(&window, &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(&window, "uploadButton"), Qt::LeftButton);
    LiveChart* chart = window.liveChart();
    killAfter(server, [&] { return chart->series(SeriesId::UploadReceived)->count() >= 3; });
    QElapsedTimer t;
    t.start();
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
    const qint64 appMs = t.elapsed();
    QVERIFY2(appMs <= cliMs + 2000,
             qPrintable(QStringLiteral("the app took %1 ms, the CLI %2 ms").arg(appMs).arg(cliMs)));
    QVERIFY(!ended.first().first().toBool());

    checkBannerInView(window, chart->failureBanner());

    // The chart marks where the run ended: at the last interval, inside the time axis.
    const double endX = chart->data().lastX();
    QVERIFY(endX >= 0.6 && endX < 20);
    QCOMPARE(chart->endMark(), endX);

    // The partial run is in the history, labelled as failed, with the intervals it had.
    HistoryStore* store = window.historyPanel()->store();
    QTRY_VERIFY_WITH_TIMEOUT(!store->runs().isEmpty(), 5000);
    const RunRecord run = store->runs().first();
    QVERIFY2(run.meta.label.contains(QLatin1String("failed after")), qPrintable(run.meta.label));
    QVERIFY(run.uploadBitsPerSecond > 0);
    const auto json = store->resultJson(run.id);
    QVERIFY(json);
    bw::engine::TestResult kept;
    std::string why;
    QVERIFY2(bw::engine::resultFromJson(json->toStdString(), kept, why), why.c_str());
    QVERIFY2(kept.failure.find("lost the peer") != std::string::npos, kept.failure.c_str());
    QVERIFY(kept.intervals.size() >= 3);

    // Dismissed, the banner goes; the mark stays.
    QFrame* banner = chart->failureBanner();
    QTest::mouseClick(child<QPushButton>(banner, "failureDismiss"), Qt::LeftButton);
    QVERIFY(!banner->isVisible());
}

// Serving, the client dies mid-test: the same banner over the chart names the client.
void FailureGuiTest::servedClientLostShownInView()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const quint16 port = freePort();
    typeInto(child<QAbstractSpinBox>(&window, "portSpin"), QString::number(port));
    QVERIFY(window.setServing(true));
    QSignalSpy ended(&window, &MainWindow::servedTestEnded);
    QProcess client;
    client.start(bw::test::cliPath(),
                 {QStringLiteral("-c"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                  QString::number(port), QStringLiteral("-t"), QStringLiteral("20"),
                  QStringLiteral("-i"), QStringLiteral("0.2")});
    LiveChart* chart = window.liveChart();
    killAfter(client, [&] { return chart->series(SeriesId::UploadReceived)->count() >= 3; });
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
    QVERIFY(!ended.first().first().toBool());
    QFrame* banner = chart->failureBanner();
    QVERIFY(banner->isVisible());
    const QString text = child<QLabel>(banner, "failureText")->text();
    QVERIFY2(text.contains(QLatin1String("127.0.0.1")) && text.contains(QLatin1String("early")),
             qPrintable(text));
    QVERIFY(chart->endMark() > 0);
    window.setServing(false);
}

QTEST_MAIN(FailureGuiTest)
#include "failure_gui_test.moc"
