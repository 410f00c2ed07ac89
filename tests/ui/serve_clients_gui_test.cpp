// SPDX-License-Identifier: MIT
// Serve mode with several clients at once: a real MainWindow serves with "3 clients at once" on
// a free loopback port, and three real clients (the engine's client API in this process) test
// against it at the same time. The serve panel's table must show a row per client with its mean
// (this PC's figure: the same bytes each client's result reports as received, timed by this
// end, and what History keeps for it) and a sum row that adds them up; a fourth client is refused
// as busy, with the count, in the client's error and in the window's; every client's result goes to
// History; the choice outlives the window.
#include "guitestsupport.h"
#include "history/historymodel.h"
#include "history/historypanel.h"
#include "mainwindow.h"
#include "models/servedclientsmodel.h"
#include "run/servecontroller.h"

#include "benchwire/client.h"

#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTcpServer>

#include <array>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {

bw::engine::TestConfig uploadConfig(quint16 port, int durationMs)
{
    bw::engine::TestConfig c;
    c.host = "127.0.0.1";
    c.port = port;
    c.mode = bw::engine::TestMode::Upload;
    c.durationMs = durationMs;
    c.intervalMs = 200;
    c.streams = 1;
    c.idleMs = 0;
    c.latencyProbes = false;
    return c;
}

QString text(ServedClientsModel* m, int row, int column)
{
    return m->data(m->index(row, column), Qt::DisplayRole).toString();
}

} // namespace

class ServeClientsGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_settings = std::make_unique<IsolatedSettings>(); }

    void threeClientsAtOnceAndAFourthRefused()
    {
        auto window = std::make_unique<MainWindow>();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QTcpServer probe; // a port free at the moment
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        typeInto(child<QAbstractSpinBox>(window.get(), "portSpin"), QString::number(port));
        typeInto(child<QAbstractSpinBox>(window.get(), "serveClientsSpin"), QStringLiteral("3"));
        QTest::mouseClick(child<QPushButton>(window.get(), "serveButton"), Qt::LeftButton);
        QVERIFY(window->isServing());
        QCOMPARE(window->serveController()->maxClients(), 3);
        QVERIFY(!child<QSpinBox>(window.get(), "serveClientsSpin")->isEnabled()); // while serving
        QVERIFY(child<QLabel>(window.get(), "serveStatusLabel")
                    ->text()
                    .contains(QStringLiteral("Up to 3 clients are served at once.")));

        ServedClientsModel* model = window->serveController()->clients();
        std::array<ClientSink, 3> sinks;
        std::array<bw::engine::RunHandle, 3> runs;
        for (std::size_t i = 0; i < runs.size(); ++i)
            runs[i] = bw::engine::Client::start(uploadConfig(port, 3000), sinks[i]);
        QTRY_VERIFY_WITH_TIMEOUT(model->runningClients() == 3, 10000);
        auto* view = child<QTableView>(window.get(), "servedClientsTable");
        QVERIFY(view->isVisible());
        QCOMPARE(model->rowCount(), 4); // three clients and their sum

        // A fourth while the three run: refused, with the count, and shown at this window.
        ClientSink fourth;
        bw::engine::RunHandle extra = bw::engine::Client::start(uploadConfig(port, 1000), fourth);
        QTRY_VERIFY_WITH_TIMEOUT(fourth.done(), 10000);
        QVERIFY2(fourth.error().find("busy (3 clients running)") != std::string::npos,
                 fourth.error().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(
            shownError(window.get()).contains(QStringLiteral("serving 3 client(s) already")), 5000);

        QTRY_VERIFY_WITH_TIMEOUT(sinks[0].done() && sinks[1].done() && sinks[2].done() &&
                                     model->runningClients() == 0,
                                 20000);
        checkRows(model, sinks);
        // Every client's result is kept, with the figure its row shows.
        HistoryModel* history = window->historyPanel()->model();
        QTRY_COMPARE_WITH_TIMEOUT(history->rowCount(), 3, 5000);
        double kept = 0;
        for (int row = 0; row < 3; ++row) {
            QVERIFY(history->record(row).served);
            kept += history->record(row).uploadBitsPerSecond;
        }
        QVERIFY2(qAbs(kept - model->meanSum()) <= kept * 1e-9,
                 qPrintable(QStringLiteral("%1 vs %2").arg(kept).arg(model->meanSum())));

        // Stop serving; the choice is there the next time the window opens.
        QTest::mouseClick(child<QPushButton>(window.get(), "serveButton"), Qt::LeftButton);
        QVERIFY(!window->isServing());
        window->close(); // as a user closes it: the settings are saved
        window.reset();
        MainWindow again;
        QCOMPARE(child<QSpinBox>(&again, "serveClientsSpin")->value(), 3);
    }

private:
    static void checkRows(ServedClientsModel* model, std::array<ClientSink, 3>& sinks)
    {
        // Each row is one client's (its control connection, the client's local endpoint), and
        // its mean this server's figure for the bytes that client's result reports as received.
        // The two ends time those bytes by their own clocks: on Linux the figures agreed within
        // 1e-6, under Wine they once differed by 1.3 % (1.323 against 1.340 Gbit/s). So within
        // 5 % here; History's figure, below, must be the row's exactly.
        double sum = 0;
        for (int row = 0; row < 3; ++row) {
            QVERIFY(model->mean(row).has_value());
            sum += *model->mean(row);
            int matched = 0;
            for (ClientSink& s : sinks) {
                QVERIFY2(s.error().empty(), s.error().c_str());
                const bw::engine::TestResult r = s.result();
                if (r.localAddress != model->endpoint(row)) continue;
                ++matched;
                QCOMPARE(r.summaries.size(), std::size_t(1));
                const double received = r.summaries[0].receiverBitsPerSecond.mean;
                QVERIFY2(
                    qAbs(received - *model->mean(row)) <= received * 0.05,
                    qPrintable(QStringLiteral("%1 vs %2").arg(received).arg(*model->mean(row))));
            }
            QCOMPARE(matched, 1);
            QCOMPARE(text(model, row, ServedClientsModel::State), QStringLiteral("Ended"));
        }
        QVERIFY(qAbs(model->meanSum() - sum) <= sum * 1e-9);
        QCOMPARE(text(model, 3, ServedClientsModel::Client), QStringLiteral("All 3 client(s)"));
        QCOMPARE(text(model, 3, ServedClientsModel::State), QStringLiteral("0 running"));
        QVERIFY(!text(model, 3, ServedClientsModel::Mean).isEmpty());
    }

    std::unique_ptr<IsolatedSettings> m_settings;
};

QTEST_MAIN(ServeClientsGuiTest)
#include "serve_clients_gui_test.moc"
