// SPDX-License-Identifier: MIT
#include "history/historydatabase.h"

#include "history/historyschema.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

namespace bw::ui {

HistoryDatabase::HistoryDatabase()
    : m_connectionName(QStringLiteral("history-") +
                       QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

HistoryDatabase::~HistoryDatabase()
{
    close();
}

QSqlDatabase HistoryDatabase::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool HistoryDatabase::openFile(const QString& path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(path);
    m_path = path;
    return db.open();
}

void HistoryDatabase::close()
{
    if (!QSqlDatabase::contains(m_connectionName)) return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

// SQLite opens any file lazily: a file that is not a database fails only at the first read,
// so the check reads (quick_check, user_version) before anything is written.
HistoryDatabase::Check HistoryDatabase::prepare(QString& why, int& foundVersion)
{
    QSqlDatabase db = connection();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() ||
        q.value(0).toString() != QStringLiteral("ok")) {
        why = q.lastError().isValid() ? q.lastError().text() : q.value(0).toString();
        return Check::Damaged;
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        why = q.lastError().text();
        return Check::Damaged;
    }
    foundVersion = q.value(0).toInt();
    QString error;
    historyschema::exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), error);
    if (foundVersion == kSchemaVersion) return Check::Usable;
    if (foundVersion > kSchemaVersion) return Check::Newer;
    const bool empty = db.tables().isEmpty();
    const bool ok = foundVersion == 0 && empty    ? historyschema::create(db, error)
                    : foundVersion == 1 && !empty ? historyschema::migrateFrom1(db, error)
                                                  : false;
    if (!ok) why = error.isEmpty() ? tr("unknown schema version %1").arg(foundVersion) : error;
    return ok ? Check::Usable : Check::Damaged;
}

// Renames the file and its journals together, so that SQLite never applies an old journal to
// the fresh database that takes the name.
QString HistoryDatabase::setAside(const QString& path, Check reason)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString kind =
        reason == Check::Newer ? QStringLiteral("newer") : QStringLiteral("damaged");
    QString target = path + QLatin1Char('.') + kind + QLatin1Char('-') + stamp;
    for (int n = 2; QFile::exists(target); ++n)
        target = path + QLatin1Char('.') + kind + QLatin1Char('-') + stamp + QLatin1Char('-') +
                 QString::number(n);
    if (!QFile::rename(path, target)) return {};
    for (const char* suffix : {"-journal", "-wal", "-shm"})
        if (QFile::exists(path + QLatin1String(suffix)))
            QFile::rename(path + QLatin1String(suffix), target + QLatin1String(suffix));
    return target;
}

HistoryDatabase::Outcome HistoryDatabase::open(const QString& folder)
{
    close();
    Outcome outcome;
    if (!QDir().mkpath(folder)) {
        outcome.problem = tr("The run history folder %1 could not be created. Runs are kept only "
                             "until the app closes: check that you may write there, then "
                             "restart Benchwire.")
                              .arg(QDir::toNativeSeparators(folder));
        return openFresh(outcome);
    }
    const QString path = QDir(folder).filePath(fileName());
    QString why;
    int found = 0;
    const Check check = openFile(path) ? prepare(why, found) : Check::Damaged;
    if (check == Check::Usable) {
        outcome.ok = true;
        if (found != 0 && found < kSchemaVersion) outcome.migratedFromVersion = found;
        return outcome;
    }
    if (why.isEmpty()) why = connection().lastError().text();
    close();
    outcome.setAsidePath = setAside(path, check);
    if (outcome.setAsidePath.isEmpty()) {
        outcome.problem = tr("The run history %1 could not be read (%2), nor moved aside. "
                             "Runs are kept only until the app closes: move that file away "
                             "yourself, then restart Benchwire.")
                              .arg(QDir::toNativeSeparators(path), why);
        return openFresh(outcome);
    }
    outcome.problem =
        check == Check::Newer
            ? tr("The run history was written by a newer Benchwire. It was kept as %1; a new "
                 "history was started.")
                  .arg(QDir::toNativeSeparators(outcome.setAsidePath))
            : tr("The run history was damaged (%1). It was kept as %2; a new history was "
                 "started.")
                  .arg(why, QDir::toNativeSeparators(outcome.setAsidePath));
    return openFresh(outcome);
}

// A new file where the old one was, or, if even that fails, a database in memory: runs are
// still kept for this session rather than the app refusing to start.
HistoryDatabase::Outcome HistoryDatabase::openFresh(Outcome outcome)
{
    QString why;
    int found = 0;
    if (!outcome.setAsidePath.isEmpty() && openFile(m_path) &&
        prepare(why, found) == Check::Usable) {
        outcome.ok = true;
        return outcome;
    }
    close();
    outcome.ok = openFile(QStringLiteral(":memory:")) && prepare(why, found) == Check::Usable;
    return outcome;
}

} // namespace bw::ui
