// SPDX-License-Identifier: MIT
// One test to several servers from the window: two real in-process servers on 127.0.0.1 and
// 127.0.0.2 (one port, as the address field gives one), picked by typing both addresses, run
// through the run buttons. The chart has a line per server and their sum, which is the sum of
// the lines point by point; both results and their aggregate are in the table and in History.
// An address with no server fails by name, stops the other and leaves no sum.
#include "guitestsupport.h"
#include "history/historypanel.h"
#include "history/historystore.h"
#include "history/runrecord.h"
#include "mainwindow.h"
#include "models/serversresultsmodel.h"
#include "models/units.h"
#include "plot/serverschart.h"
#include "run/serversrun.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFontMetrics>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTableView>

#include <algorithm>

using namespace bw::ui;
using namespace bw::ui::test;
using bw::engine::Direction;

namespace {
// A server on address at port (0: the OS picks one).
std::optional<bw::engine::Server> serveOn(const char* address, quint16 port, bw::engine::Sink& sink)
{
    bw::engine::ServerConfig config;
    config.port = port;
    config.bindAddress = address;
    bw::engine::Error error;
    std::optional<bw::engine::Server> server;
    server.emplace(bw::engine::Server::start(config, sink, error));
    if (error || !*server) return std::nullopt;
    return server;
}

// The text in a table's row whose first column reads `first`, at `column`; empty if none.
QString cellBeside(const QAbstractItemModel& model, const QString& first, int column, int from = 0)
{
    for (int row = from; row < model.rowCount(); ++row)
        if (model.index(row, 0).data().toString() == first)
            return model.index(row, column).data().toString();
    return {};
}
} // namespace

class ServersGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void severalServersTurnOffWhatRunsToOne();
    void oneTestToTwoServers_data();
    void oneTestToTwoServers();
    void aServerThatIsNotThereFailsByName();

private:
    void fill(const QString& servers);
    bool runAndWait(const char* button, bool expectOk);
    void checkEveryRowInView();
    void checkSumsAreTheLinesSums(Direction direction);

    std::unique_ptr<IsolatedSettings> m_settings;
    bw::engine::Sink m_sinkA, m_sinkB;
    std::optional<bw::engine::Server> m_a, m_b;
    quint16 m_port = 0;
    std::unique_ptr<MainWindow> m_window;
};

void ServersGuiTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    // The second server on the same port number as the first, on another loopback address; a
    // number taken there already (rare) gets another try.
    for (int attempt = 0; attempt < 10 && !m_b; ++attempt) {
        m_a = serveOn("127.0.0.1", 0, m_sinkA);
        QVERIFY(m_a);
        m_port = m_a->port();
        m_b = serveOn("127.0.0.2", m_port, m_sinkB);
    }
    QVERIFY2(m_b, "no server on 127.0.0.2 at the first server's port");
}

void ServersGuiTest::init()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_a->busy() && !m_b->busy(), 10000);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void ServersGuiTest::cleanup()
{
    m_window.reset();
}

void ServersGuiTest::fill(const QString& servers)
{
    fillShortRun(m_window.get(), m_port, QStringLiteral("2"));
    typeInto(child<QAbstractSpinBox>(m_window.get(), "intervalSpin"), QStringLiteral("0.5"));
    typeInto(child<QLineEdit>(m_window.get(), "peerEdit"), servers);
}

bool ServersGuiTest::runAndWait(const char* button, bool expectOk)
{
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), button), Qt::LeftButton);
    if (!m_window->isRunning()) return false;
    if (!ended.wait(20000) && ended.isEmpty()) return false;
    return ended.first().first().toBool() == expectOk && idle(m_window.get());
}

void ServersGuiTest::severalServersTurnOffWhatRunsToOne()
{
    auto* findMax = child<QCheckBox>(m_window.get(), "findMaxRateCheck");
    auto* repeat = child<QAbstractSpinBox>(m_window.get(), "repeatSpin");
    auto* check = child<QPushButton>(m_window.get(), "checkButton");
    auto* review = child<QAction>(m_window.get(), "actionReview");
    typeInto(child<QLineEdit>(m_window.get(), "peerEdit"), QStringLiteral("127.0.0.1"));
    QVERIFY(check->isEnabled());
    QVERIFY(review->isEnabled());
    typeInto(repeat, QStringLiteral("3"));
    // Review and Overnight windows opened while one server was typed refuse several.
    review->trigger();
    child<QAction>(m_window.get(), "actionOvernight")->trigger();
    typeInto(child<QLineEdit>(m_window.get(), "peerEdit"), QStringLiteral("127.0.0.1, 127.0.0.2"));
    for (const char* start : {"reviewStart", "overnightStart"}) {
        auto* button = child<QPushButton>(m_window.get(), start);
        QTest::mouseClick(button, Qt::LeftButton);
        const char* status = start[0] == 'r' ? "reviewStatus" : "overnightStatus";
        const QString said = child<QLabel>(m_window.get(), status)->text();
        QVERIFY2(said.contains(QStringLiteral("names several: 127.0.0.1, 127.0.0.2")),
                 qPrintable(said));
        QVERIFY(!m_window->isRunning());
    }
    child<QWidget>(m_window.get(), "reviewWindow")->close();
    child<QWidget>(m_window.get(), "overnightWindow")->close();
    for (QWidget* w : std::initializer_list<QWidget*>{findMax, repeat, check}) {
        QVERIFY2(!w->isEnabled(), qPrintable(w->objectName()));
        QVERIFY2(w->toolTip().contains(QStringLiteral("one address")), qPrintable(w->toolTip()));
    }
    QVERIFY(!review->isEnabled());
    QVERIFY(!child<QAction>(m_window.get(), "actionOvernight")->isEnabled());
    QCOMPARE(repeat->text(), QStringLiteral("Once"));
    // Back to one server: what it had comes back.
    typeInto(child<QLineEdit>(m_window.get(), "peerEdit"), QStringLiteral("127.0.0.2"));
    QVERIFY(check->isEnabled() && repeat->isEnabled() && review->isEnabled());
    QCOMPARE(repeat->text(), QStringLiteral("3 times"));
}

void ServersGuiTest::oneTestToTwoServers_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<bool>("download");
    QTest::newRow("upload") << "uploadButton" << false;
    QTest::newRow("simultaneous") << "simultaneousButton" << true;
}

void ServersGuiTest::oneTestToTwoServers()
{
    QFETCH(QString, button);
    QFETCH(bool, download);
    fill(QStringLiteral("127.0.0.1, 127.0.0.2"));
    QVERIFY2(runAndWait(qPrintable(button), true), qPrintable(shownError(m_window.get())));
    // The servers' chart and table stand in for the single run's.
    QVERIFY(m_window->serversChart()->isVisible());
    QVERIFY(child<QTableView>(m_window.get(), "serversResultsTable")->isVisible());
    QVERIFY(!child<QTableView>(m_window.get(), "resultsTable")->isVisible());

    ServersChart* chart = m_window->serversChart();
    chart->refreshNow();
    const auto& lines = chart->data().lines();
    QCOMPARE(int(lines.size()), download ? 6 : 3); // two servers and the sum, per direction
    QStringList names;
    for (const auto& line : lines) {
        names << chart->lineName(line);
        QVERIFY(!chart->seriesOf(line).isEmpty());
        if (!download) QCOMPARE(chart->seriesOf(line).first()->name(), chart->lineName(line));
    }
    if (download)
        QCOMPARE(names, QStringList({"127.0.0.1, upload", "127.0.0.1, download",
                                     "127.0.0.2, upload", "127.0.0.2, download",
                                     "Sum of 2 servers, upload", "Sum of 2 servers, download"}));
    else
        QCOMPARE(names, QStringList({"127.0.0.1", "127.0.0.2", "Sum of 2 servers"}));
    checkSumsAreTheLinesSums(Direction::Upload);
    if (download) checkSumsAreTheLinesSums(Direction::Download);

    // Both results, the aggregate their sum, and the start skew.
    const ServersResultsModel* model = m_window->serversResults();
    const auto& outcome = model->outcome();
    double sum = 0;
    for (int i = 0; i < 2; ++i) {
        QVERIFY(outcome.results[i] && !outcome.errors[i]);
        QCOMPARE(QString::fromStdString(outcome.results[i]->config.host), outcome.servers[i]);
        QVERIFY(outcome.results[i]->summaries.front().receiverBytes > 0);
        sum += bw::engine::hereBitsPerSecond(outcome.results[i]->summaries.front());
    }
    QCOMPARE(int(model->aggregate().size()), download ? 2 : 1);
    QCOMPARE(model->aggregate().front().bitsPerSecond, sum);
    QCOMPARE(cellBeside(*model, QStringLiteral("Sum of 2 servers"), 2), formatBitsPerSecond(sum));
    QVERIFY(outcome.startSkewMs >= 0 && outcome.startSkewMs < 1000);
    QVERIFY(cellBeside(*model, QStringLiteral("Start skew"), 2).endsWith(QStringLiteral(" ms")));
    checkEveryRowInView();

    // History keeps each server's result, and the sum in the note of each.
    HistoryStore* store = m_window->historyPanel()->store();
    const auto runs = store->runs();
    int ours = 0;
    for (const auto& run : runs)
        if (run.meta.note.contains(QStringLiteral("One of 2 servers tested at once"))) {
            ++ours;
            QVERIFY2(run.meta.note.contains(QStringLiteral("Sum: ")), qPrintable(run.meta.note));
        }
    QVERIFY(ours >= 2);
    QVERIFY(std::any_of(runs.begin(), runs.end(), [&](const RunRecord& run) {
        return run.meta.note.contains(formatBitsPerSecond(sum));
    }));
}

// At 1280x800 every row of the servers' table is in view without scrolling, and the first
// column holds its longest name on one line.
void ServersGuiTest::checkEveryRowInView()
{
    const ServersResultsModel* model = m_window->serversResults();
    auto* table = child<QTableView>(m_window.get(), "serversResultsTable");
    QApplication::processEvents();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QRect cell = table->visualRect(model->index(r, ServersResultsModel::ServerColumn));
        QVERIFY2(table->viewport()->rect().contains(cell),
                 qPrintable(
                     QStringLiteral("row %1 of %2 is out of view").arg(r).arg(model->rowCount())));
    }
    QVERIFY(!table->wordWrap());
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex name = model->index(r, ServersResultsModel::ServerColumn);
        const QVariant font = name.data(Qt::FontRole);
        const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : table->font());
        QVERIFY2(metrics.horizontalAdvance(name.data().toString()) <
                     table->columnWidth(ServersResultsModel::ServerColumn),
                 qPrintable(name.data().toString()));
    }
}

// Each point of the sum is the sum of the servers' points of that interval, in the chart's
// series as drawn (gaps would split a line into more series; a loopback run has none).
void ServersGuiTest::checkSumsAreTheLinesSums(Direction direction)
{
    ServersChart* chart = m_window->serversChart();
    QList<QList<QPointF>> servers;
    QList<QPointF> sums;
    for (const auto& line : chart->data().lines()) {
        if (line.direction != direction) continue;
        const auto series = chart->seriesOf(line);
        QCOMPARE(series.size(), 1);
        if (line.server == ServersData::kSum)
            sums = series.first()->points();
        else
            servers << series.first()->points();
    }
    QCOMPARE(servers.size(), 2);
    QVERIFY2(sums.size() >= 3, "a 2 s run at 0.5 s intervals has 4 sums");
    QCOMPARE(sums.size(), std::min(servers[0].size(), servers[1].size()));
    for (int k = 0; k < sums.size(); ++k) {
        const double expected = servers[0][k].y() + servers[1][k].y();
        QVERIFY(expected > 0);
        QVERIFY2(
            qAbs(sums[k].y() - expected) <= 1e-9 * expected,
            qPrintable(
                QStringLiteral("interval %1: %2 vs %3").arg(k).arg(sums[k].y()).arg(expected)));
    }
}

void ServersGuiTest::aServerThatIsNotThereFailsByName()
{
    fill(QStringLiteral("127.0.0.1, 127.0.0.3"));
    QVERIFY(runAndWait("uploadButton", false));
    const QString error = shownError(m_window.get());
    QVERIFY2(error.contains(QStringLiteral("127.0.0.3")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("Address field")), qPrintable(error));
    const ServersResultsModel* model = m_window->serversResults();
    QVERIFY(model->aggregate().empty());
    QVERIFY(model->outcome().errors[1].has_value());
    QVERIFY(
        cellBeside(*model, QStringLiteral("127.0.0.3"), 1).startsWith(QStringLiteral("Failed")));
    QVERIFY(!cellBeside(*model, QStringLiteral("Sum of 2 servers"), 1).isEmpty());
    QVERIFY(cellBeside(*model, QStringLiteral("Sum of 2 servers"), 2).isEmpty()); // no figure
    m_window->serversChart()->refreshNow();
    for (const auto& line : m_window->serversChart()->data().lines())
        QVERIFY(line.server != ServersData::kSum);
}

QTEST_MAIN(ServersGuiTest)
#include "servers_gui_test.moc"
