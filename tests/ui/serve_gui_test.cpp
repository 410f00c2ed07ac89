// SPDX-License-Identifier: MIT
// Serve mode as the serving machine sees it: a real MainWindow serves on a free loopback port,
// and a real client (the engine's client API in this process, or a stock iperf3 -c) tests
// against it. The served test must take over the chart and the table, labelled from this
// machine's point of view, and export like a run of its own.
#include "export/exportcontroller.h"
#include "guitestsupport.h"
#include "history/historyfilter.h"
#include "history/historymodel.h"
#include "history/historypanel.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "plot/livechart.h"
#include "run/servecontroller.h"

#include "benchwire/client.h"
#include "benchwire/report.h"

#include <QFile>
#include <QLineSeries>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>

#include <atomic>
#include <cmath>
#include <mutex>

using namespace bw::ui;
using namespace bw::ui::test;
using bw::engine::Direction;

namespace {

bw::engine::TestConfig clientConfig(quint16 port, bw::engine::TestMode mode, int durationMs)
{
    bw::engine::TestConfig c;
    c.host = "127.0.0.1";
    c.port = port;
    c.mode = mode;
    c.durationMs = durationMs;
    c.intervalMs = 200;
    c.streams = 2;
    c.idleMs = 0; // no latency baseline: these test serving, not the probes
    return c;
}

int columnOf(const bw::engine::TestResult& r, Direction d)
{
    for (std::size_t i = 0; i < r.summaries.size(); ++i)
        if (r.summaries[i].direction == d) return int(i);
    return -1;
}

} // namespace

class ServeGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void servesNativeClient();
    void servesEachMode_data();
    void servesEachMode();
    void servesIperf3Client();
    void iperf3DownloadReceiverUnknown();
    void busyRefusalShown();

private:
    QString cell(int row, int column) const;
    void checkServedExport(int column, std::uint64_t receivedBytes);
    void checkServedHistory();
    void checkBothEnds(const bw::engine::TestResult& client, const bw::engine::TestResult& served);
    void checkLiveStampAndCpu();
    void checkServedLatency(const bw::engine::TestResult& client, int column);
    QString seriesName(SeriesId id) const { return m_window->liveChart()->series(id)->name(); }

    std::unique_ptr<IsolatedSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    quint16 m_port = 0;
};

void ServeGuiTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
}

void ServeGuiTest::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // A port that is free at the moment (port 0 cannot be typed: the range starts at 1).
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    m_port = probe.serverPort();
    probe.close();
    typeInto(child<QAbstractSpinBox>(m_window.get(), "portSpin"), QString::number(m_port));
    QTest::mouseClick(child<QPushButton>(m_window.get(), "serveButton"), Qt::LeftButton);
    QVERIFY(m_window->isServing());
    QCOMPARE(child<QPushButton>(m_window.get(), "serveButton")->text(),
             QStringLiteral("Stop serving"));
    QVERIFY(child<QWidget>(m_window.get(), "servePanel")->isVisible());
}

void ServeGuiTest::cleanup()
{
    m_window.reset();
}

QString ServeGuiTest::cell(int row, int column) const
{
    ResultsModel* m = m_window->resultsModel();
    return m->data(m->index(row, column), Qt::DisplayRole).toString();
}

void ServeGuiTest::servesNativeClient()
{
    QSignalSpy ended(m_window.get(), &MainWindow::servedTestEnded);
    ClientSink sink;
    bw::engine::TestConfig config = clientConfig(m_port, bw::engine::TestMode::Bidirectional, 1600);
    config.idleMs = 400; // this one has the baseline: the served latency rows
    bw::engine::RunHandle run = bw::engine::Client::start(config, sink);
    // Live: the series fill while the test is still being served.
    QLineSeries* received = m_window->liveChart()->series(SeriesId::UploadReceived);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->serveController()->testActive() && received->count() >= 2,
                             10000);
    QVERIFY(m_window->liveChart()->series(SeriesId::DownloadSent)->count() >= 1);
    QVERIFY(m_window->liveChart()->series(SeriesId::LocalCpu)->count() >= 1);
    QCOMPARE(seriesName(SeriesId::UploadReceived), QStringLiteral("Received here from 127.0.0.1"));
    QCOMPARE(seriesName(SeriesId::DownloadSent), QStringLiteral("Sent from here to 127.0.0.1"));
    QVERIFY2(received->pen().style() == Qt::SolidLine, "received: solid");
    QVERIFY2(m_window->liveChart()->series(SeriesId::DownloadSent)->pen().style() == Qt::DashLine,
             "sent: dashed");
    checkLiveStampAndCpu();
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1 && sink.done(), 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    run.wait();
    QVERIFY2(sink.error().empty(), sink.error().c_str());

    // The table holds the served summary, from this machine's point of view.
    const auto& served = m_window->resultsModel()->result();
    QVERIFY(served.served);
    const int in = columnOf(served, Direction::Upload);
    const int out = columnOf(served, Direction::Download);
    QVERIFY(in >= 0 && out >= 0);
    ResultsModel* model = m_window->resultsModel();
    QCOMPARE(model->headerData(in, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Received here from 127.0.0.1"));
    QCOMPARE(model->headerData(out, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Sent from here to 127.0.0.1"));
    const auto client = sink.result();
    checkBothEnds(client, served);
    const auto& clientIn = client.summaries[size_t(columnOf(client, Direction::Upload))];
    QVERIFY(model->numericValue(ResultsModel::MeanRow, in) > 0);
    // What the client measured is shown, not n/a: its download goodput, its upload's bytes.
    QVERIFY(model->numericValue(ResultsModel::MeanRow, out) > 0);
    QVERIFY(model->numericValue(ResultsModel::SentBytesRow, in) > 0);
    QVERIFY(m_window->liveChart()->series(SeriesId::DownloadReceived)->count() >= 2);
    QCOMPARE(seriesName(SeriesId::DownloadReceived), QStringLiteral("Received by 127.0.0.1"));
    QVERIFY(cell(ResultsModel::ReceiverCpuRow, in).contains(QLatin1String("this PC")));
    // The client's CPU, from the figures it sent: a number, not n/a.
    QVERIFY2(cell(ResultsModel::SenderCpuRow, in).contains(QLatin1String("% (client)")),
             qPrintable(cell(ResultsModel::SenderCpuRow, in)));
    QVERIFY(served.remoteCpu.valid && served.summaries[size_t(in)].senderCpu.valid);
    checkServedLatency(client, in);

    checkServedExport(in, clientIn.receiverBytes);
    checkServedHistory();
}

// Each mode served: the served result's totals equal the client's to the byte in every direction
// the client ran, the table shows a goodput for each (never 0), and history keeps the figures.
void ServeGuiTest::servesEachMode_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("upload") << int(bw::engine::TestMode::Upload);
    QTest::newRow("download") << int(bw::engine::TestMode::Download);
    QTest::newRow("bidirectional") << int(bw::engine::TestMode::Bidirectional);
}

void ServeGuiTest::servesEachMode()
{
    QFETCH(int, mode);
    QSignalSpy ended(m_window.get(), &MainWindow::servedTestEnded);
    ClientSink sink;
    const auto testMode = bw::engine::TestMode(mode);
    bw::engine::RunHandle run =
        bw::engine::Client::start(clientConfig(m_port, testMode, 1000), sink);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1 && sink.done(), 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    run.wait();
    QVERIFY2(sink.error().empty(), sink.error().c_str());
    const auto client = sink.result();
    const auto& served = m_window->resultsModel()->result();
    QVERIFY(served.served);
    QCOMPARE(served.summaries.size(), client.summaries.size());
    ResultsModel* model = m_window->resultsModel();
    for (const auto& mine : client.summaries) {
        const int column = columnOf(served, mine.direction);
        QVERIFY(column >= 0);
        const auto& theirs = served.summaries[size_t(column)];
        QVERIFY(mine.receiverBytesTotal > 0 && mine.senderBytesTotal > 0);
        QCOMPARE(theirs.receiverBytes, mine.receiverBytes);
        QCOMPARE(theirs.senderBytes, mine.senderBytes);
        QCOMPARE(theirs.receiverBytesTotal, mine.receiverBytesTotal);
        QCOMPARE(theirs.senderBytesTotal, mine.senderBytesTotal);
        QVERIFY(theirs.receiverUnknown.empty() && theirs.senderUnknown.empty());
        QVERIFY2(model->numericValue(ResultsModel::MeanRow, column) > 0,
                 qPrintable(cell(ResultsModel::MeanRow, column)));
    }
    const RunRecord stored = m_window->historyPanel()->store()->runs().first(); // newest first
    QVERIFY(stored.served);
    QCOMPARE(int(stored.mode), mode);
    const bool up = testMode != bw::engine::TestMode::Download;
    const bool down = testMode != bw::engine::TestMode::Upload;
    QVERIFY(up ? stored.uploadBitsPerSecond > 0 : stored.uploadBitsPerSecond < 0);
    QVERIFY(down ? stored.downloadBitsPerSecond > 0 : stored.downloadBitsPerSecond < 0);
}

// Each end sent the other its interval figures and totals: both results hold both ends, and
// they agree to the byte.
void ServeGuiTest::checkBothEnds(const bw::engine::TestResult& client,
                                 const bw::engine::TestResult& served)
{
    for (const Direction d : {Direction::Upload, Direction::Download}) {
        const auto& mine = client.summaries[size_t(columnOf(client, d))];
        const auto& theirs = served.summaries[size_t(columnOf(served, d))];
        QVERIFY(mine.receiverBytes > 0 && mine.senderBytes > 0);
        QCOMPARE(theirs.receiverBytes, mine.receiverBytes);
        QCOMPARE(theirs.senderBytes, mine.senderBytes);
        QCOMPARE(theirs.receiverBytesTotal, mine.receiverBytesTotal);
        QCOMPARE(theirs.senderBytesTotal, mine.senderBytesTotal);
    }
}

// The client's latency figures reached the served result: in the table's rows and the chart's
// pane, the one-way figures named from this machine (the client's upstream is received here).
void ServeGuiTest::checkServedLatency(const bw::engine::TestResult& client, int column)
{
    const auto& served = m_window->resultsModel()->result();
    QVERIFY2(served.latency.valid, served.latency.unavailable.c_str());
    QVERIFY(client.latency.valid && client.latency.oneWayValid);
    QCOMPARE(served.latency.idleRtt.medianUs, client.latency.idleRtt.medianUs);
    QCOMPARE(served.latency.loaded.at(0).rtt.medianUs, client.latency.loaded.at(0).rtt.medianUs);
    QCOMPARE(served.latency.loaded.at(0).down.medianUs, client.latency.loaded.at(0).up.medianUs);
    for (int row : {ResultsModel::IdleLatencyRow, ResultsModel::LoadedLatencyRow})
        QVERIFY2(cell(row, column).startsWith(QLatin1String("median ")),
                 qPrintable(cell(row, column)));
    const QString added = cell(ResultsModel::AddedLatencyRow, column);
    QVERIFY2(added.contains(QLatin1String(" (sent ")) &&
                 added.contains(QLatin1String(", received ")),
             qPrintable(added));
    // Both ends on this machine: one clock, and the one-way medians named from here.
    QVERIFY(served.latency.clockSame);
    const QString oneWay = cell(ResultsModel::OneWayLatencyRow, column);
    QVERIFY2(oneWay.startsWith(QLatin1String("sent: median ")) &&
                 oneWay.contains(QLatin1String("; received: median ")) &&
                 oneWay.endsWith(QLatin1String(" (one clock)")),
             qPrintable(oneWay));
    const LatencyChart& pane = m_window->liveChart()->latencyChart();
    QVERIFY(pane.series(LatencyChart::LoadedRtt)->count() >= 2); // live, as the client sent them
    QCOMPARE(pane.series(LatencyChart::LoadedUp)->name(),
             QStringLiteral("Sent from here, one way"));
    QCOMPARE(pane.series(LatencyChart::LoadedDown)->name(),
             QStringLiteral("Received here, one way"));
}

// The served test is kept in the history (this test's own folder), marked as served, filterable,
// and opened from there it shows as served.
void ServeGuiTest::checkServedHistory()
{
    HistoryPanel* history = m_window->historyPanel();
    const QVector<RunRecord> runs = history->store()->runs();
    QCOMPARE(runs.size(), 1); // the first test of this process: nothing else is kept yet
    const RunRecord& run = runs.first();
    QVERIFY(run.served && !run.imported);
    QCOMPARE(run.peer, QStringLiteral("127.0.0.1"));
    QVERIFY2(run.meta.label.startsWith(QLatin1String("Served to 127.0.0.1")),
             qPrintable(run.meta.label));
    QVERIFY(run.uploadBitsPerSecond > 0);   // received here: the server measured it
    QVERIFY(run.downloadBitsPerSecond > 0); // received by the client, which sent its figures
    HistoryModel* model = history->model();
    const int row = model->rowOf(run.id);
    QCOMPARE(model->data(model->index(row, HistoryModel::PeerColumn), Qt::DisplayRole).toString(),
             QStringLiteral("served to 127.0.0.1"));
    auto* origin = child<QComboBox>(m_window.get(), "historyOriginFilter");
    origin->setCurrentIndex(origin->findData(int(HistoryFilter::Origin::RunHere)));
    QCOMPARE(history->filter()->rowCount(), 0);
    origin->setCurrentIndex(origin->findData(int(HistoryFilter::Origin::Served)));
    QCOMPARE(history->filter()->rowCount(), 1);
    origin->setCurrentIndex(0);

    m_window->serveController()->forget();
    QVERIFY(history->openRun(run.id));
    const QString stamp = m_window->liveChart()->titles().stamp;
    QVERIFY2(stamp.contains(QLatin1String("served to 127.0.0.1")), qPrintable(stamp));
    QVERIFY(m_window->resultsModel()->result().served);
    QCOMPARE(seriesName(SeriesId::UploadReceived), QStringLiteral("Received here from 127.0.0.1"));
}

// While the native test is served: the stamp names the client, and both hosts' CPU is plotted
// (the client sends its own figures each interval, protocol 2).
void ServeGuiTest::checkLiveStampAndCpu()
{
    const QString stamp = m_window->liveChart()->titles().stamp;
    QVERIFY2(stamp.contains(QLatin1String("served to 127.0.0.1 (Benchwire")), qPrintable(stamp));
    QVERIFY2(stamp.contains(QLatin1String("received and sent at once")), qPrintable(stamp));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->liveChart()->series(SeriesId::RemoteCpu)->count() >= 1,
                             10000);
    QCOMPARE(seriesName(SeriesId::RemoteCpu), QStringLiteral("CPU, client 127.0.0.1"));
    QCOMPARE(seriesName(SeriesId::LocalCpu), QStringLiteral("CPU, this PC"));
}

// Export works on a served result as on a run of this window's own; the JSON keeps it marked.
void ServeGuiTest::checkServedExport(int column, std::uint64_t receivedBytes)
{
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("served.png"));
    const QString csv = dir.filePath(QStringLiteral("served.csv"));
    const QString json = dir.filePath(QStringLiteral("served.json"));
    QVERIFY2(m_window->exporter()->exportPng(png, QSize(1280, 720), 96, error), qPrintable(error));
    QVERIFY2(m_window->exporter()->exportCsv(csv, error), qPrintable(error));
    QVERIFY2(m_window->exporter()->exportJson(json, error), qPrintable(error));
    QVERIFY(QFile(png).size() > 1000 && QFile(csv).size() > 100);
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    bw::engine::TestResult back;
    std::string why;
    QVERIFY2(bw::engine::resultFromJson(file.readAll().toStdString(), back, why), why.c_str());
    QVERIFY(back.served);
    QCOMPARE(back.summaries[size_t(column)].receiverBytes, receivedBytes);

    // Opened again later, it is stamped and labelled as when it was served.
    m_window->serveController()->forget();
    QVERIFY(!m_window->liveChart()->titles().stamp.contains(QLatin1String("served to")));
    QCOMPARE(seriesName(SeriesId::UploadReceived), QStringLiteral("Upload, received"));
    emit m_window->exporter()->resultOpened(back);
    QVERIFY2(m_window->liveChart()->titles().stamp.contains(QLatin1String("served to 127.0.0.1")),
             qPrintable(m_window->liveChart()->titles().stamp));
    QCOMPARE(seriesName(SeriesId::UploadReceived), QStringLiteral("Received here from 127.0.0.1"));
}

void ServeGuiTest::servesIperf3Client()
{
    const QString iperf3 = QStandardPaths::findExecutable(QStringLiteral("iperf3"));
    if (iperf3.isEmpty()) QSKIP("iperf3 is not installed (scripts/setup.sh --tests installs it)");
    QSignalSpy ended(m_window.get(), &MainWindow::servedTestEnded);
    QProcess client;
    client.start(iperf3, {QStringLiteral("-c"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                          QString::number(m_port), QStringLiteral("-t"), QStringLiteral("2"),
                          QStringLiteral("-P"), QStringLiteral("2"), QStringLiteral("-i"),
                          QStringLiteral("0.5")});
    QVERIFY(client.waitForStarted(5000));
    QLineSeries* received = m_window->liveChart()->series(SeriesId::UploadReceived);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->serveController()->testActive() && received->count() >= 1,
                             10000);
    const QString stamp = m_window->liveChart()->titles().stamp;
    QVERIFY2(stamp.contains(QLatin1String("(iperf3 3.")), qPrintable(stamp));
    QVERIFY2(
        child<QLabel>(m_window.get(), "servedTestLabel")->text().contains(QLatin1String("iperf3")),
        "the Serve area names the client's program");
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    // It may have exited already (and the event loop seen it): waitForFinished is then false.
    QVERIFY(client.state() == QProcess::NotRunning || client.waitForFinished(10000));
    QCOMPARE(client.exitStatus(), QProcess::NormalExit);
    QCOMPARE(client.exitCode(), 0);

    const auto& served = m_window->resultsModel()->result();
    QCOMPARE(served.peer.product, std::string("iperf3"));
    const int in = columnOf(served, Direction::Upload);
    QVERIFY(in >= 0 && served.summaries.size() == 1);
    QVERIFY(m_window->resultsModel()->numericValue(ResultsModel::MeanRow, in) > 0);
    // iperf3 gives the server none of the client's interval figures: the sender's side is n/a,
    // and so is the client's CPU on the chart.
    for (int row :
         {ResultsModel::SenderRateRow, ResultsModel::SentBytesRow, ResultsModel::RetransmitsRow})
        QCOMPARE(cell(row, in), QStringLiteral("n/a"));
    QCOMPARE(m_window->liveChart()->series(SeriesId::RemoteCpu)->count(), 0);
    // Its end-of-test CPU total (cpu_util_total in the results exchange) fills the table.
    QVERIFY2(cell(ResultsModel::SenderCpuRow, in).contains(QLatin1String("% (client)")),
             qPrintable(cell(ResultsModel::SenderCpuRow, in)));
    QVERIFY(served.remoteCpu.valid);
    // No probes with iperf3: the reason, not zeros; this machine's own link all the same.
    QCOMPARE(cell(ResultsModel::LoadedLatencyRow, in), QStringLiteral("n/a (the peer is iperf3)"));
    QVERIFY2(cell(ResultsModel::LocalLinkRow, in).startsWith(QLatin1String("lo: loopback")),
             qPrintable(cell(ResultsModel::LocalLinkRow, in)));
}

// An iperf3 client that downloads sends no receiver figures of its own: the served result marks
// them unknown, and the table and the history read n/a with the reason, never 0.
void ServeGuiTest::iperf3DownloadReceiverUnknown()
{
    const QString iperf3 = QStandardPaths::findExecutable(QStringLiteral("iperf3"));
    if (iperf3.isEmpty()) QSKIP("iperf3 is not installed (scripts/setup.sh --tests installs it)");
    QSignalSpy ended(m_window.get(), &MainWindow::servedTestEnded);
    QProcess client;
    client.start(iperf3, {QStringLiteral("-c"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                          QString::number(m_port), QStringLiteral("-t"), QStringLiteral("1"),
                          QStringLiteral("-R")});
    QVERIFY(client.waitForStarted(5000));
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    QVERIFY(client.state() == QProcess::NotRunning || client.waitForFinished(10000));
    const auto& served = m_window->resultsModel()->result();
    const int out = columnOf(served, Direction::Download);
    QVERIFY(out >= 0);
    QVERIFY(!served.summaries[size_t(out)].receiverUnknown.empty());
    ResultsModel* model = m_window->resultsModel();
    for (int row : {ResultsModel::MeanRow, ResultsModel::ReceivedBytesRow})
        QCOMPARE(cell(row, out), QStringLiteral("n/a"));
    const QString why =
        model->data(model->index(ResultsModel::MeanRow, out), Qt::ToolTipRole).toString();
    QVERIFY2(why.contains(QLatin1String("iperf3 client")), qPrintable(why));
    QVERIFY(model->numericValue(ResultsModel::SentBytesRow, out) > 0); // this machine's own
    HistoryModel* history = m_window->historyPanel()->model();
    HistoryStore* store = m_window->historyPanel()->store();
    QTRY_VERIFY_WITH_TIMEOUT(!store->runs().isEmpty() &&
                                 store->runs().first().mode == bw::engine::TestMode::Download,
                             5000);
    const RunRecord run = store->runs().first();
    QVERIFY2(run.served && std::isnan(run.downloadBitsPerSecond),
             qPrintable(QString::number(run.downloadBitsPerSecond)));
    const QModelIndex cellIndex =
        history->index(history->rowOf(run.id), HistoryModel::DownloadColumn);
    QCOMPARE(history->data(cellIndex, Qt::DisplayRole).toString(), QStringLiteral("n/a"));
}

void ServeGuiTest::busyRefusalShown()
{
    QSignalSpy ended(m_window.get(), &MainWindow::servedTestEnded);
    ClientSink first;
    bw::engine::RunHandle firstRun =
        bw::engine::Client::start(clientConfig(m_port, bw::engine::TestMode::Upload, 3000), first);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->serveController()->testActive(), 10000);
    ClientSink second;
    bw::engine::RunHandle secondRun =
        bw::engine::Client::start(clientConfig(m_port, bw::engine::TestMode::Upload, 1000), second);
    QTRY_VERIFY_WITH_TIMEOUT(second.done(), 10000);
    QVERIFY(!second.error().empty());
    // In the window itself, not only in the status bar.
    QTRY_VERIFY_WITH_TIMEOUT(child<QWidget>(m_window.get(), "errorBox")->isVisible(), 5000);
    QVERIFY2(shownError(m_window.get()).contains(QLatin1String("busy with another test")),
             qPrintable(shownError(m_window.get())));
    // The test being served goes on and ends normally.
    QVERIFY(m_window->serveController()->testActive());
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1 && first.done(), 15000);
    QVERIFY(ended.first().first().toBool());
    QVERIFY2(first.error().empty(), first.error().c_str());
}

QTEST_MAIN(ServeGuiTest)
#include "serve_gui_test.moc"
