// SPDX-License-Identifier: MIT
// The history's file: results from benchwire-cli imported, a run exported and imported again
// with its label, tags and note; a first-schema database migrated; a damaged file set aside
// with the user told, and runs kept in a fresh one. Every database is in a temporary folder.
#include "guitestsupport.h"
#include "history/historydatabase.h"
#include "history/historyfile.h"
#include "history/historymodel.h"
#include "history/historypanel.h"
#include "mainwindow.h"
#include "testpaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpServer>

using namespace bw::ui;
using namespace bw::ui::test;

class HistoryDbTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cliResultsImport();
    void exportImportRoundTrip();
    void migratesVersion1();
    void damagedFileSetAside();
    void newerFileSetAside();

private:
    // Runs benchwire-cli against the loopback server; its standard output.
    QByteArray runCli(const QStringList& output);
    static QString writeFile(const QString& path, const QByteArray& bytes);
    static int userVersion(const QString& path);

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    QTemporaryDir m_dir;
};

void HistoryDbTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
    QVERIFY(m_dir.isValid());
}

QByteArray HistoryDbTest::runCli(const QStringList& output)
{
    [&] { QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000); }();
    QProcess cli;
    cli.start(bw::test::cliPath(),
              QStringList{QStringLiteral("-c"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                          QString::number(m_server.port()), QStringLiteral("-t"),
                          QStringLiteral("1"), QStringLiteral("-i"), QStringLiteral("0.2"),
                          QStringLiteral("-P"), QStringLiteral("3")} +
                  output);
    if (!cli.waitForFinished(20000)) cli.kill();
    return cli.readAllStandardOutput();
}

QString HistoryDbTest::writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return {};
    return path;
}

void HistoryDbTest::cliResultsImport()
{
    const QByteArray doc = runCli({QStringLiteral("-J")});
    const QJsonObject cliJson = QJsonDocument::fromJson(doc).object();
    QCOMPARE(cliJson.value(QStringLiteral("format")).toString(),
             QStringLiteral("benchwire-result"));
    const double mean = cliJson.value(QStringLiteral("summaries"))[0]
                            .toObject()
                            .value(QStringLiteral("receiverBitsPerSecond"))
                            .toObject()
                            .value(QStringLiteral("mean"))
                            .toDouble();
    QVERIFY(mean > 0);
    const QByteArray stream = runCli({QStringLiteral("--json-stream")});
    QVERIFY(stream.count('\n') > 3);

    HistoryPanel panel(m_dir.filePath(QStringLiteral("cli")));
    QString error;
    const auto id =
        panel.importFile(writeFile(m_dir.filePath(QStringLiteral("ser8-wifi7.json")), doc), error);
    QVERIFY2(id, qPrintable(error));
    const RunRecord r = panel.store()->run(*id).value();
    QCOMPARE(r.meta.label, QStringLiteral("ser8-wifi7")); // the file's name
    QCOMPARE(r.peer, QStringLiteral("127.0.0.1"));
    QCOMPARE(r.streams, 3);
    QVERIFY(r.imported);
    QCOMPARE(r.uploadBitsPerSecond, mean);
    QCOMPARE(panel.selectedIds(), QList<qint64>{*id});

    const auto streamId =
        panel.importFile(writeFile(m_dir.filePath(QStringLiteral("s.jsonl")), stream), error);
    QVERIFY2(streamId, qPrintable(error));
    QCOMPARE(panel.store()->run(*streamId)->streams, 3);
    QVERIFY(panel.store()->run(*streamId)->uploadBitsPerSecond > 0);

    // A failed run (nothing listens on the port) has no figures: refused, and said why.
    QTcpServer probe; // a port where nothing listens once closed
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 closedPort = probe.serverPort();
    probe.close();
    QProcess cli;
    cli.start(bw::test::cliPath(),
              {QStringLiteral("-c"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
               QString::number(closedPort), QStringLiteral("-J")});
    QVERIFY(cli.waitForFinished(20000));
    const QString failed =
        writeFile(m_dir.filePath(QStringLiteral("failed.json")), cli.readAllStandardOutput());
    QVERIFY(!panel.importFile(failed, error));
    QVERIFY2(error.contains(QStringLiteral("failed")), qPrintable(error));
    QCOMPARE(panel.model()->rowCount(), 2);
}

void HistoryDbTest::exportImportRoundTrip()
{
    const QByteArray doc = runCli({QStringLiteral("-J")});
    HistoryPanel first(m_dir.filePath(QStringLiteral("machine-a")));
    QString error;
    const auto id =
        first.importFile(writeFile(m_dir.filePath(QStringLiteral("a.json")), doc), error);
    QVERIFY2(id, qPrintable(error));
    QVERIFY(first.store()->setLabel(*id, QStringLiteral("Beelink SER8, Wi-Fi 7")));
    QVERIFY(first.store()->setTags(*id, {QStringLiteral("wifi"), QStringLiteral("review")}));
    QVERIFY(first.store()->setNote(*id, QStringLiteral("router 3 m away\nthrough one wall")));
    const QString out = m_dir.filePath(QStringLiteral("exported.json"));
    QVERIFY2(first.exportRun(*id, out, error), qPrintable(error));

    HistoryPanel second(m_dir.filePath(QStringLiteral("machine-b")));
    const auto back = second.importFile(out, error);
    QVERIFY2(back, qPrintable(error));
    const RunRecord a = first.store()->run(*id).value();
    const RunRecord b = second.store()->run(*back).value();
    QCOMPARE(b.meta.label, a.meta.label);
    QCOMPARE(b.meta.tags, a.meta.tags);
    QCOMPARE(b.meta.note, a.meta.note);
    QCOMPARE(b.startedAtUtc, a.startedAtUtc);
    QCOMPARE(b.uploadBitsPerSecond, a.uploadBitsPerSecond);
    // The result itself is unchanged by the trip: the same intervals and summaries.
    const QJsonObject ja = QJsonDocument::fromJson(*first.store()->resultJson(*id)).object();
    const QJsonObject jb = QJsonDocument::fromJson(*second.store()->resultJson(*back)).object();
    for (const char* key : {"intervals", "summaries", "config", "peer", "startedAtUtc"})
        QCOMPARE(jb.value(QLatin1String(key)), ja.value(QLatin1String(key)));
    QVERIFY(ja.value(QStringLiteral("intervals")).toArray().size() >= 4);
}

void HistoryDbTest::migratesVersion1()
{
    const QString folder = m_dir.filePath(QStringLiteral("v1"));
    QVERIFY(QDir().mkpath(folder));
    {
        QFile sql(bw::test::besideTest(BW_TEST_DATA_DIR "/history-v1.sql"));
        QVERIFY(sql.open(QIODevice::ReadOnly));
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(QDir(folder).filePath(HistoryDatabase::fileName()));
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QByteArray& line : sql.readAll().split('\n'))
            if (!line.startsWith("--") && !line.trimmed().isEmpty())
                QVERIFY2(q.exec(QString::fromUtf8(line)), qPrintable(q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));

    HistoryPanel panel(folder);
    QCOMPARE(panel.openOutcome().migratedFromVersion, 1);
    QVERIFY(panel.notice().isEmpty());
    QCOMPARE(panel.model()->rowCount(), 2); // the row whose JSON is broken stays listed
    const RunRecord r = panel.model()->record(panel.model()->rowOf(1));
    QCOMPARE(r.meta.label, QStringLiteral("Office NAS, 2.5GbE"));
    QCOMPARE(r.peer, QStringLiteral("192.0.2.10"));
    QCOMPARE(r.uploadBitsPerSecond, 9.44e9); // from tests/data/result-v1.json
    QCOMPARE(r.durationMs, 2000);
    QCOMPARE(r.startedAtUtc, QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC));
    const QJsonObject hosts = QJsonDocument::fromJson(*panel.store()->hostsJson(1)).object();
    QCOMPARE(hosts.value(QStringLiteral("remote")).toObject().value(QStringLiteral("hostName")),
             QJsonValue(QStringLiteral("server")));
    // Version 2's parts work on the migrated file: tags, and the run opens.
    QVERIFY(panel.store()->setTags(1, {QStringLiteral("nas")}));
    QCOMPARE(panel.store()->run(1)->meta.tags, QStringList{QStringLiteral("nas")});
    QSignalSpy opened(&panel, &HistoryPanel::runOpened);
    QVERIFY(panel.openRun(1));
    QCOMPARE(opened.count(), 1);
    QVERIFY(!panel.openRun(2));
    QVERIFY(!panel.notice().isEmpty());
    QCOMPARE(userVersion(QDir(folder).filePath(HistoryDatabase::fileName())), 2);
}

int HistoryDbTest::userVersion(const QString& path)
{
    int version = -1;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
            version = q.value(0).toInt();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
    return version;
}

void HistoryDbTest::damagedFileSetAside()
{
    const QString folder = m_dir.filePath(QStringLiteral("damaged"));
    QVERIFY(QDir().mkpath(folder));
    QByteArray garbage("SQLite format 3");
    for (int i = 0; i < 4096; ++i)
        garbage.append(char(i * 7 + 3));
    const QString dbPath = writeFile(QDir(folder).filePath(HistoryDatabase::fileName()), garbage);
    QVERIFY(!dbPath.isEmpty());
    QVERIFY(!writeFile(QDir(folder).filePath(QStringLiteral("notes.txt")), "mine").isEmpty());
    qputenv("BENCHWIRE_HISTORY_DIR", QFile::encodeName(folder));

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    HistoryPanel* panel = window.historyPanel();
    // Told in the window, where the history is, not only in the status bar.
    auto* notice = child<QLabel>(&window, "historyNoticeText");
    QVERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("damaged")), qPrintable(notice->text()));
    const QStringList aside = QDir(folder).entryList({QStringLiteral("history.db.damaged-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(notice->text().contains(aside.first()));
    QFile kept(QDir(folder).filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), garbage); // set aside byte for byte, not repaired or truncated
    QFile mine(QDir(folder).filePath(QStringLiteral("notes.txt")));
    QVERIFY(mine.open(QIODevice::ReadOnly));
    QCOMPARE(mine.readAll(), QByteArray("mine"));
    QCOMPARE(panel->model()->rowCount(), 0);

    // New runs are kept, in a fresh file under the usual name.
    fillShortRun(&window, m_server.port());
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    QSignalSpy ended(&window, &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(&window, "uploadButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(&window)));
    QCOMPARE(panel->model()->rowCount(), 1);
    QCOMPARE(userVersion(dbPath), HistoryDatabase::kSchemaVersion);
    HistoryDatabase again;
    QVERIFY(again.open(folder).problem.isEmpty());
    QCOMPARE(HistoryStore(again.connection()).runs().size(), 1);
}

// A file from a newer Benchwire is not guessed at: kept aside under its own name, untouched.
void HistoryDbTest::newerFileSetAside()
{
    const QString folder = m_dir.filePath(QStringLiteral("newer"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(HistoryDatabase::fileName());
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v3"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE future (x)")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 3")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v3"));
    HistoryDatabase db;
    const HistoryDatabase::Outcome outcome = db.open(folder);
    QVERIFY(outcome.ok);
    QVERIFY2(outcome.setAsidePath.contains(QStringLiteral("history.db.newer-")),
             qPrintable(outcome.setAsidePath));
    QVERIFY(outcome.problem.contains(QStringLiteral("newer Benchwire")));
    QCOMPARE(userVersion(outcome.setAsidePath), 3);
    QCOMPARE(userVersion(path), HistoryDatabase::kSchemaVersion);
}

QTEST_MAIN(HistoryDbTest)
#include "history_db_test.moc"
