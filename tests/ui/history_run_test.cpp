// SPDX-License-Identifier: MIT
// The History section in a real MainWindow against a real in-process server on loopback: runs
// are kept, labelled, found, tagged, deleted and brought back, opened and run again. The
// database lives in the test's temporary folder (IsolatedSettings). The functions build on
// each other's runs, in order.
#include "guitestsupport.h"
#include "history/historyfilter.h"
#include "history/historymodel.h"
#include "history/historypanel.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "plot/livechart.h"
#include "widgets/settingspanel.h"

#include <QJsonArray>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableView>

using namespace bw::ui;
using namespace bw::ui::test;
using bw::engine::TestMode;

class HistoryRunTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void threeRunsKeptLabelledFound();
    void tagNoteDeleteUndo();
    void runAgainLoadsSettings();
    void openShowsTheRun();
    void compareHandsOnDocuments();

private:
    void runOnce(const char* button);
    HistoryPanel* panel() const { return m_window->historyPanel(); }
    QList<qint64> idsByMode() const; // upload, download, simultaneous
    void setLabel(qint64 id, const QString& label);
    void checkSearchAndFilters();

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<MainWindow> m_window;
};

void HistoryRunTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
}

void HistoryRunTest::init()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(panel()->notice().isEmpty());
}

void HistoryRunTest::cleanup()
{
    m_window.reset();
}

void HistoryRunTest::runOnce(const char* button)
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), button), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
}

QList<qint64> HistoryRunTest::idsByMode() const
{
    QList<qint64> ids{0, 0, 0};
    const HistoryModel* model = panel()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const RunRecord& r = model->record(row);
        const int slot = r.mode == TestMode::Upload ? 0 : r.mode == TestMode::Download ? 1 : 2;
        if (ids[slot] == 0) ids[slot] = r.id; // newest first: the latest run of each mode
    }
    return ids;
}

// As a user does: choose the run, type the label, press Enter.
void HistoryRunTest::setLabel(qint64 id, const QString& label)
{
    panel()->selectRuns({id});
    auto* edit = child<QLineEdit>(m_window.get(), "historyLabelEdit");
    QVERIFY(edit->isEnabled());
    typeInto(edit, label);
    QTest::keyClick(edit, Qt::Key_Return);
}

void HistoryRunTest::threeRunsKeptLabelledFound()
{
    fillShortRun(m_window.get(), m_server.port());
    runOnce("uploadButton");
    runOnce("downloadButton");
    runOnce("simultaneousButton");
    HistoryModel* model = panel()->model();
    QCOMPARE(model->rowCount(), 3);
    const QList<qint64> ids = idsByMode();
    QVERIFY(!ids.contains(0));
    for (int row = 0; row < 3; ++row) {
        const RunRecord& r = model->record(row);
        QCOMPARE(r.peer, QStringLiteral("127.0.0.1"));
        QCOMPARE(r.streams, 2);
        QCOMPARE(r.durationMs, 1000);
        QVERIFY2(r.meta.label.contains(RunText::mode(r.mode).toLower()), qPrintable(r.meta.label));
    }
    const RunRecord up = model->record(model->rowOf(ids[0]));
    QVERIFY(up.uploadBitsPerSecond > 0 && up.downloadBitsPerSecond < 0);
    const RunRecord both = model->record(model->rowOf(ids[2]));
    QVERIFY(both.uploadBitsPerSecond > 0 && both.downloadBitsPerSecond > 0);

    setLabel(ids[0], QStringLiteral("Beelink SER8, Wi-Fi 7, 6 GHz"));
    setLabel(ids[1], QStringLiteral("NUC 13, 2.5GbE"));
    setLabel(ids[2], QStringLiteral("Mac mini, Wi-Fi 6E"));

    // Kept in the file: a new window (a restart) lists the same runs with their labels.
    m_window.reset();
    init();
    model = panel()->model();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->record(model->rowOf(ids[1])).meta.label, QStringLiteral("NUC 13, 2.5GbE"));
    checkSearchAndFilters();
}

// The three labelled runs, found by the search, the filters and sorted.
void HistoryRunTest::checkSearchAndFilters()
{
    HistoryFilter* filter = panel()->filter();
    auto* search = child<QLineEdit>(m_window.get(), "historySearch");
    typeInto(search, QStringLiteral("wi-fi"));
    QCOMPARE(filter->rowCount(), 2);
    typeInto(search, QStringLiteral("beelink 6 ghz"));
    QCOMPARE(filter->rowCount(), 1);
    QCOMPARE(filter->index(0, HistoryModel::LabelColumn).data().toString(),
             QStringLiteral("Beelink SER8, Wi-Fi 7, 6 GHz"));
    typeInto(search, QString());
    auto* direction = child<QComboBox>(m_window.get(), "historyDirectionFilter");
    direction->setCurrentIndex(direction->findData(int(TestMode::Download)));
    QCOMPARE(filter->rowCount(), 1);
    QCOMPARE(filter->index(0, HistoryModel::LabelColumn).data().toString(),
             QStringLiteral("NUC 13, 2.5GbE"));
    direction->setCurrentIndex(0);
    auto* protocol = child<QComboBox>(m_window.get(), "historyProtocolFilter");
    protocol->setCurrentIndex(protocol->findData(int(bw::engine::Protocol::Udp)));
    QCOMPARE(filter->rowCount(), 0);
    protocol->setCurrentIndex(0);
    auto* date = child<QComboBox>(m_window.get(), "historyDateFilter");
    date->setCurrentIndex(date->findData(1)); // today
    QCOMPARE(filter->rowCount(), 3);
    auto* peer = child<QComboBox>(m_window.get(), "historyPeerFilter");
    QCOMPARE(peer->count(), 2); // any, 127.0.0.1
    peer->setCurrentIndex(1);
    QCOMPARE(filter->rowCount(), 3);

    // Sorted by a column as numbers, not as text: the fastest upload first, runs with no
    // upload (the download) last.
    auto* table = child<QTableView>(m_window.get(), "historyTable");
    table->sortByColumn(HistoryModel::UploadColumn, Qt::DescendingOrder);
    const auto upload = [&](int row) {
        return filter->index(row, HistoryModel::UploadColumn)
            .data(HistoryModel::SortRole)
            .toDouble();
    };
    QVERIFY(upload(0) >= upload(1) && upload(1) > 0);
    QVERIFY(upload(2) < 0);
    table->sortByColumn(HistoryModel::DateColumn, Qt::DescendingOrder);
}

void HistoryRunTest::tagNoteDeleteUndo()
{
    const QList<qint64> ids = idsByMode();
    QVERIFY(!ids.contains(0));
    panel()->selectRuns({ids[1]});
    auto* tags = child<QLineEdit>(m_window.get(), "historyTagsEdit");
    typeInto(tags, QStringLiteral("lan, review,, lan"));
    QTest::keyClick(tags, Qt::Key_Return);
    auto* note = child<QPlainTextEdit>(m_window.get(), "historyNoteEdit");
    note->setFocus();
    QTest::keyClicks(note, QStringLiteral("cable in the wall"));
    QTRY_COMPARE_WITH_TIMEOUT(panel()->store()->run(ids[1])->meta.note,
                              QStringLiteral("cable in the wall"), 3000);
    QCOMPARE(panel()->store()->run(ids[1])->meta.tags,
             QStringList({QStringLiteral("lan"), QStringLiteral("review")}));
    typeInto(child<QLineEdit>(m_window.get(), "historySearch"), QStringLiteral("review"));
    QCOMPARE(panel()->filter()->rowCount(), 1);
    typeInto(child<QLineEdit>(m_window.get(), "historySearch"), QStringLiteral("wall"));
    QCOMPARE(panel()->filter()->rowCount(), 1);
    typeInto(child<QLineEdit>(m_window.get(), "historySearch"), QString());

    // Delete two, undo: both back with their label, tags and note.
    panel()->selectRuns({ids[0], ids[1]});
    QTest::mouseClick(child<QPushButton>(m_window.get(), "historyDeleteButton"), Qt::LeftButton);
    QCOMPARE(panel()->model()->rowCount(), 1);
    QVERIFY(child<QWidget>(m_window.get(), "historyUndo")->isVisible());
    QTest::mouseClick(child<QPushButton>(m_window.get(), "historyUndoButton"), Qt::LeftButton);
    QCOMPARE(panel()->model()->rowCount(), 3);
    QVERIFY(!child<QWidget>(m_window.get(), "historyUndo")->isVisible());
    const RunRecord back = panel()->model()->record(panel()->model()->rowOf(ids[1]));
    QCOMPARE(back.meta.note, QStringLiteral("cable in the wall"));
    QCOMPARE(back.meta.tags.size(), 2);

    // Deleted and not undone: gone, also after a restart.
    panel()->selectRuns({ids[2]});
    QTest::keyClick(child<QTableView>(m_window.get(), "historyTable"), Qt::Key_Delete);
    QCOMPARE(panel()->model()->rowCount(), 2);
    m_window.reset();
    init();
    QCOMPARE(panel()->model()->rowCount(), 2);
    QCOMPARE(panel()->model()->rowOf(ids[2]), -1);
    QVERIFY(!panel()->store()->run(ids[2]));
}

void HistoryRunTest::runAgainLoadsSettings()
{
    const qint64 download = idsByMode()[1];
    QVERIFY(download != 0);
    // Other settings in the panel than the kept run's: 3 s, 5 streams, 1 s intervals.
    typeInto(child<QAbstractSpinBox>(m_window.get(), "durationSpin"), QStringLiteral("3"));
    typeInto(child<QAbstractSpinBox>(m_window.get(), "streamsSpin"), QStringLiteral("5"));
    typeInto(child<QAbstractSpinBox>(m_window.get(), "intervalSpin"), QStringLiteral("1"));
    typeInto(child<QLineEdit>(m_window.get(), "peerEdit"), QStringLiteral("192.0.2.1"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    panel()->selectRuns({download});
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "historyRunAgainButton"), Qt::LeftButton);
    const TestSettings s = m_window->settingsPanel()->settings();
    QCOMPARE(s.durationMs, 1000);
    QCOMPARE(s.streams, 2);
    QCOMPARE(s.intervalMs, 200);
    QCOMPARE(child<QLineEdit>(m_window.get(), "peerEdit")->text(), QStringLiteral("127.0.0.1"));
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    QCOMPARE(panel()->model()->rowCount(), 3);
    const RunRecord newest = panel()->model()->record(0);
    QVERIFY(newest.mode == TestMode::Download);
    QCOMPARE(newest.streams, 2);
    QVERIFY(newest.id != download);
}

void HistoryRunTest::openShowsTheRun()
{
    const qint64 upload = idsByMode()[0];
    m_window->resultsModel()->clear();
    m_window->liveChart()->clear();
    panel()->selectRuns({upload});
    QTest::mouseClick(child<QPushButton>(m_window.get(), "historyOpenButton"), Qt::LeftButton);
    ResultsModel* results = m_window->resultsModel();
    QVERIFY(results->hasResult());
    const RunRecord r = panel()->store()->run(upload).value();
    QVERIFY(results->result().config.mode == TestMode::Upload);
    QCOMPARE(results->numericValue(ResultsModel::MeanRow, 0), r.uploadBitsPerSecond);
    // 1 s at 200 ms: the intervals as they were, on the chart again.
    const int points = m_window->liveChart()->series(SeriesId::UploadReceived)->count();
    QVERIFY2(points >= 4 && points <= 7, qPrintable(QString::number(points)));
}

void HistoryRunTest::compareHandsOnDocuments()
{
    const QList<qint64> ids = idsByMode();
    auto* compare = child<QPushButton>(m_window.get(), "historyCompareButton");
    panel()->selectRuns({ids[0]});
    QVERIFY(!compare->isEnabled());
    panel()->selectRuns({ids[0], ids[1]});
    QVERIFY(compare->isEnabled());
    QSignalSpy spy(panel(), &HistoryPanel::compareRequested);
    QTest::mouseClick(compare, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    const auto docs = spy.first().first().value<QList<QJsonObject>>();
    QCOMPARE(docs.size(), 2);
    QStringList labels;
    for (const QJsonObject& doc : docs) {
        QCOMPARE(doc.value(QStringLiteral("format")).toString(),
                 QStringLiteral("benchwire-result"));
        QVERIFY(!doc.value(QStringLiteral("summaries")).toArray().isEmpty());
        labels << doc.value(QStringLiteral("history"))
                      .toObject()
                      .value(QStringLiteral("label"))
                      .toString();
    }
    QVERIFY(labels.contains(QStringLiteral("Beelink SER8, Wi-Fi 7, 6 GHz")));
}

QTEST_MAIN(HistoryRunTest)
#include "history_run_test.moc"
