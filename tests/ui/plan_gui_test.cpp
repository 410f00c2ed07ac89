// SPDX-License-Identifier: MIT
// The Plan window from the main window's File menu: three real in-process endpoints (servers
// with a control key) on 127.0.0.1, 127.0.0.2 and 127.0.0.3 and one target server, a plan of
// three pairs typed into the editor's cells, run with Start. While it runs, a line per pair
// appears; at the end the sum line is the pairs' lines summed point by point, the table's sum
// row is the sum of the pair rows, and Jain's index is the one of the pair rates. A wrong key
// is refused by name; Save then Load gives the same plan.
#include "guitestsupport.h"
#include "mainwindow.h"
#include "models/units.h"
#include "plan/planeditor.h"
#include "plan/planresults.h"
#include "plan/planwindow.h"
#include "plot/serverschart.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>

#include <array>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {

constexpr const char* kKey = "plan-key-123";

std::optional<bw::engine::Server> serveOn(const char* address, const std::string& key,
                                          int maxClients, bw::engine::Sink& sink)
{
    bw::engine::ServerConfig config;
    config.port = 0;
    config.bindAddress = address;
    config.discovery = false;
    config.firewallStatus = false;
    config.controlKey = key;
    config.maxClients = maxClients;
    bw::engine::Error error;
    std::optional<bw::engine::Server> server;
    server.emplace(bw::engine::Server::start(config, sink, error));
    if (error || !*server) return std::nullopt;
    return server;
}

} // namespace

class PlanGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void threePairsRunLive();
    void aWrongKeyIsRefusedByName();
    void saveThenLoadGivesTheSamePlan();
    void peersBecomePairs();
    void fitsAt1280x800();

private:
    void fillThreePairs(const QString& secondKey = QString::fromLatin1(kKey));
    void setCell(int row, int column, const QString& text);
    bool runAndWait(bool expectOk);
    void checkSumsAreTheLinesSums();

    std::unique_ptr<IsolatedSettings> m_settings;
    bw::engine::Sink m_targetSink;
    std::array<bw::engine::Sink, 3> m_endpointSinks;
    std::optional<bw::engine::Server> m_target;
    std::array<std::optional<bw::engine::Server>, 3> m_endpoints;
    std::unique_ptr<MainWindow> m_window;
    PlanWindow* m_plan = nullptr;
};

void PlanGuiTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    m_target = serveOn("127.0.0.1", "", 3, m_targetSink);
    QVERIFY(m_target);
    const std::array<const char*, 3> addresses{"127.0.0.1", "127.0.0.2", "127.0.0.3"};
    for (std::size_t i = 0; i < addresses.size(); ++i) {
        m_endpoints[i] = serveOn(addresses[i], kKey, 1, m_endpointSinks[i]);
        QVERIFY2(m_endpoints[i], addresses[i]);
    }
}

void PlanGuiTest::init()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_target->busy(), 10000);
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    child<QAction>(m_window.get(), "actionPlan")->trigger();
    m_plan = m_window->planWindow();
    QVERIFY(m_plan);
    m_plan->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(m_plan));
}

void PlanGuiTest::cleanup()
{
    m_window.reset();
}

void PlanGuiTest::setCell(int row, int column, const QString& text)
{
    QTableWidget* table = child<QTableWidget>(m_plan, "planPairs");
    table->setCurrentCell(row, column);
    table->item(row, column)->setText(text);
}

// Three pairs, each to the one target at its own rate (different rates: a Jain's index below 1),
// 2 s at 0.5 s intervals.
void PlanGuiTest::fillThreePairs(const QString& secondKey)
{
    for (int i = 0; i < 3; ++i)
        QTest::mouseClick(child<QPushButton>(m_plan, "planAdd"), Qt::LeftButton);
    QTableWidget* table = child<QTableWidget>(m_plan, "planPairs");
    QCOMPARE(table->rowCount(), 3);
    const QString target = QStringLiteral("127.0.0.1:%1").arg(m_target->port());
    for (int i = 0; i < 3; ++i) {
        setCell(i, PlanEditor::NameColumn, QStringLiteral("pair%1").arg(i + 1));
        setCell(i, PlanEditor::EndpointColumn,
                QStringLiteral("127.0.0.%1:%2").arg(i + 1).arg(m_endpoints[i]->port()));
        setCell(i, PlanEditor::KeyColumn, i == 1 ? secondKey : QString::fromLatin1(kKey));
        setCell(i, PlanEditor::TargetColumn, target);
        setCell(i, PlanEditor::RateColumn, QStringLiteral("%1M").arg(20 * (i + 1)));
    }
    auto* streams = qobject_cast<QSpinBox*>(table->cellWidget(2, PlanEditor::StreamsColumn));
    typeInto(streams, QStringLiteral("2"));
    auto* direction = qobject_cast<QComboBox*>(table->cellWidget(1, PlanEditor::DirectionColumn));
    direction->setCurrentIndex(direction->findText(QStringLiteral("Upload")));
    typeInto(child<QAbstractSpinBox>(m_plan, "planDuration"), QStringLiteral("2"));
    typeInto(child<QAbstractSpinBox>(m_plan, "planInterval"), QStringLiteral("0.5"));
}

bool PlanGuiTest::runAndWait(bool expectOk)
{
    QSignalSpy ended(m_plan, &PlanWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_plan, "planStart"), Qt::LeftButton);
    if (!m_plan->isRunning()) return false;
    if (!ended.wait(30000) && ended.isEmpty()) return false;
    return ended.first().first().toBool() == expectOk && !m_plan->isRunning();
}

void PlanGuiTest::threePairsRunLive()
{
    fillThreePairs();
    QSignalSpy ended(m_plan, &PlanWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_plan, "planStart"), Qt::LeftButton);
    QVERIFY2(m_plan->isRunning(), qPrintable(child<QLabel>(m_plan, "planError")->text()));
    // Live: each pair has a line with a point before the plan ends.
    ServersChart* chart = m_plan->chart();
    const auto pairsWithPoints = [chart] {
        int n = 0;
        for (const auto& line : chart->data().lines())
            if (line.server != ServersData::kSum && line.points.size() > 0) ++n;
        return n;
    };
    QTRY_VERIFY_WITH_TIMEOUT(pairsWithPoints() == 3 || !ended.isEmpty(), 15000);
    QVERIFY2(ended.isEmpty(), "the plan ended before every pair had a live interval");
    QVERIFY(!child<QPushButton>(m_plan, "planStart")->isEnabled());
    QVERIFY(ended.wait(30000) || !ended.isEmpty());
    QVERIFY2(ended.first().first().toBool(),
             qPrintable(child<QLabel>(m_plan, "planError")->text()));

    chart->refreshNow();
    QStringList names;
    for (const auto& line : chart->data().lines())
        names << chart->lineName(line);
    QCOMPARE(names, QStringList({"pair1", "pair2", "pair3", "Sum of 3 pairs"}));
    checkSumsAreTheLinesSums();

    // The table: the sum row is the pairs' sum; Jain's index is the pair rates'.
    QTableWidget* table = m_plan->results()->table();
    QCOMPARE(table->rowCount(), 4);
    double sum = 0, squares = 0;
    for (int row = 0; row < 3; ++row) {
        QCOMPARE(table->item(row, PlanResults::StateColumn)->text(), QStringLiteral("Done"));
        const double rate =
            table->item(row, PlanResults::RateColumn)->data(Qt::UserRole).toDouble();
        QVERIFY(rate > 0);
        const double x = double(std::uint64_t(rate)); // the engine counts whole bits/s
        sum += rate;
        squares += x * x;
    }
    const double shownSum = table->item(3, PlanResults::RateColumn)->data(Qt::UserRole).toDouble();
    QVERIFY2(qAbs(shownSum - sum) <= 1e-9 * sum,
             qPrintable(QStringLiteral("%1 vs %2").arg(shownSum).arg(sum)));
    QCOMPARE(table->item(3, PlanResults::RateColumn)->text(), formatBitsPerSecond(sum));
    double whole = 0;
    for (int row = 0; row < 3; ++row)
        whole += double(std::uint64_t(
            table->item(row, PlanResults::RateColumn)->data(Qt::UserRole).toDouble()));
    const double jain = whole * whole / (3 * squares);
    QLabel* jainLabel = child<QLabel>(m_plan, "planJain");
    QVERIFY(jainLabel->property("jainIndex").isValid());
    QVERIFY(qAbs(jainLabel->property("jainIndex").toDouble() - jain) < 1e-9);
    QVERIFY2(jain < 0.99, "pairs at 20, 40 and 60 Mbit/s are not fair");
    QVERIFY(jainLabel->text().contains(QLocale().toString(jain, 'f', 4)));
    const double skew = child<QLabel>(m_plan, "planSkew")->property("skewMs").toDouble();
    QVERIFY2(skew >= 0 && skew < 1000, qPrintable(QString::number(skew)));
    QVERIFY(child<QLabel>(m_plan, "planSkew")->text().endsWith(QStringLiteral(" ms")));
}

// Each point of the sum is the sum of the pairs' points of that interval, as drawn.
void PlanGuiTest::checkSumsAreTheLinesSums()
{
    ServersChart* chart = m_plan->chart();
    QList<QList<QPointF>> pairs;
    QList<QPointF> sums;
    for (const auto& line : chart->data().lines()) {
        const auto series = chart->seriesOf(line);
        QCOMPARE(series.size(), 1);
        if (line.server == ServersData::kSum)
            sums = series.first()->points();
        else
            pairs << series.first()->points();
    }
    QCOMPARE(pairs.size(), 3);
    QVERIFY2(sums.size() >= 3, "a 2 s run at 0.5 s intervals has 4 sums");
    for (int k = 0; k < sums.size(); ++k) {
        double expected = 0;
        for (const auto& points : pairs) {
            QVERIFY(k < points.size());
            expected += points[k].y();
        }
        QVERIFY(expected > 0);
        QVERIFY2(
            qAbs(sums[k].y() - expected) <= 1e-9 * expected,
            qPrintable(
                QStringLiteral("interval %1: %2 vs %3").arg(k).arg(sums[k].y()).arg(expected)));
    }
}

void PlanGuiTest::aWrongKeyIsRefusedByName()
{
    fillThreePairs(QStringLiteral("not-the-key"));
    QVERIFY(runAndWait(false));
    const QString endpoint = QStringLiteral("127.0.0.2:%1").arg(m_endpoints[1]->port());
    const QString error = child<QLabel>(m_plan, "planError")->text();
    QVERIFY(child<QLabel>(m_plan, "planError")->isVisible());
    QVERIFY2(error.contains(endpoint), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("pair2")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("control key")), qPrintable(error));
    QTableWidget* table = m_plan->results()->table();
    QVERIFY(table->item(1, PlanResults::StateColumn)->text().contains(endpoint));
    QVERIFY(child<QLabel>(m_plan, "planJain")->text().endsWith(QStringLiteral("–")));
    QVERIFY(child<QPushButton>(m_plan, "planStart")->isEnabled());
}

void PlanGuiTest::saveThenLoadGivesTheSamePlan()
{
    fillThreePairs();
    auto* protocol = qobject_cast<QComboBox*>(
        m_plan->editor()->table()->cellWidget(0, PlanEditor::ProtocolColumn));
    protocol->setCurrentIndex(protocol->findText(QStringLiteral("UDP")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lab.json"));
    QVERIFY(m_plan->savePlan(path));
    bw::ui::ErrorText why;
    const auto saved = m_plan->editor()->plan(why);
    QVERIFY(saved);
    m_plan->editor()->setPlan({});
    QCOMPARE(m_plan->editor()->pairCount(), 0);
    QVERIFY2(m_plan->loadPlan(path), qPrintable(child<QLabel>(m_plan, "planError")->text()));
    const auto loaded = m_plan->editor()->plan(why);
    QVERIFY(loaded);
    QCOMPARE(bw::engine::planToJson(*loaded), bw::engine::planToJson(*saved));
    QCOMPARE(loaded->durationMs, 2000);
    QCOMPARE(loaded->pairs[2].test.streams, 2);
    QVERIFY(loaded->pairs[0].test.protocol == bw::engine::Protocol::Udp);
    QCOMPARE(loaded->pairs[1].test.rateBitsPerSecond, std::uint64_t(40'000'000));
    // A file that is not a plan: named, with the place to mend.
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"pairs\": [\n  {\"name\": }]}");
    bad.close();
    QVERIFY(!m_plan->loadPlan(bad.fileName()));
    const QString error = child<QLabel>(m_plan, "planError")->text();
    QVERIFY2(error.contains(bad.fileName()) && error.contains(QStringLiteral("line 2")),
             qPrintable(error));
    // A plan shared without its keys loads, and Start asks for the key by the pair's name.
    QFile keyless(dir.filePath(QStringLiteral("keyless.json")));
    QVERIFY(keyless.open(QIODevice::WriteOnly));
    keyless.write(R"({"pairs": [{"name": "laptop", "endpoint": "127.0.0.9",
                                 "target": "127.0.0.1", "direction": "upload"}]})");
    keyless.close();
    QVERIFY2(m_plan->loadPlan(keyless.fileName()),
             qPrintable(child<QLabel>(m_plan, "planError")->text()));
    QCOMPARE(m_plan->editor()->pairCount(), 1);
    QTest::mouseClick(child<QPushButton>(m_plan, "planStart"), Qt::LeftButton);
    QVERIFY(!m_plan->isRunning());
    const QString noKey = child<QLabel>(m_plan, "planError")->text();
    QVERIFY2(noKey.contains(QStringLiteral("Pair laptop has no control key")), qPrintable(noKey));
}

void PlanGuiTest::peersBecomePairs()
{
    fillThreePairs();
    m_plan->addEndpoints({QStringLiteral("127.0.0.5"), QStringLiteral("[::1]:5300")});
    QTableWidget* table = m_plan->editor()->table();
    QCOMPARE(table->rowCount(), 5);
    QCOMPARE(table->item(3, PlanEditor::EndpointColumn)->text(), QStringLiteral("127.0.0.5:5201"));
    QCOMPARE(table->item(4, PlanEditor::EndpointColumn)->text(), QStringLiteral("[::1]:5300"));
    QCOMPARE(table->item(4, PlanEditor::TargetColumn)->text(),
             QStringLiteral("127.0.0.1:%1").arg(m_target->port()));
    // The new rows want their key: Start says which.
    QTest::mouseClick(child<QPushButton>(m_plan, "planStart"), Qt::LeftButton);
    QVERIFY(!m_plan->isRunning());
    const QString error = child<QLabel>(m_plan, "planError")->text();
    QVERIFY2(error.contains(QStringLiteral("Pair 127.0.0.5 has no control key")),
             qPrintable(error));
}

void PlanGuiTest::fitsAt1280x800()
{
    fillThreePairs();
    for (const char* name :
         {"planAdd", "planRemove", "planLoad", "planSave", "planStart", "planStop", "planDuration",
          "planInterval", "planPairs", "planResults", "planJain", "planSkew"}) {
        auto* w = child<QWidget>(m_plan, name);
        QVERIFY2(outsideWindow(*m_plan, w).isEmpty(), qPrintable(outsideWindow(*m_plan, w)));
        QVERIFY2(w->width() >= w->minimumSizeHint().width(), name);
    }
    for (auto* button : m_plan->findChildren<QPushButton*>())
        QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
}

QTEST_MAIN(PlanGuiTest)
#include "plan_gui_test.moc"
