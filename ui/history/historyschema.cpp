// SPDX-License-Identifier: MIT
#include "history/historyschema.h"

#include "history/runrecord.h"

#include "benchwire/report.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace bw::ui::historyschema {

namespace {

// Version 2's columns beyond the first schema's, as ALTER TABLE can add them.
const char* const kAddedColumns[] = {
    "protocol TEXT NOT NULL DEFAULT 'tcp'",  "mode TEXT NOT NULL DEFAULT 'upload'",
    "upload_bps REAL NOT NULL DEFAULT -1",   "download_bps REAL NOT NULL DEFAULT -1",
    "streams INTEGER NOT NULL DEFAULT 1",    "duration_ms INTEGER NOT NULL DEFAULT 0",
    "note TEXT NOT NULL DEFAULT ''",         "settings_json TEXT NOT NULL DEFAULT '{}'",
    "hosts_json TEXT NOT NULL DEFAULT '{}'", "origin TEXT NOT NULL DEFAULT 'run'",
    "deleted INTEGER NOT NULL DEFAULT 0",
};

bool createTags(QSqlDatabase& db, QString& error)
{
    return exec(db,
                QStringLiteral("CREATE TABLE run_tags (run_id INTEGER NOT NULL REFERENCES runs(id) "
                               "ON DELETE CASCADE, tag TEXT NOT NULL, PRIMARY KEY (run_id, tag))"),
                error) &&
           exec(db, QStringLiteral("CREATE INDEX runs_started ON runs(started_at)"), error);
}

// Fills one migrated row's new columns from its stored result. A row whose JSON no longer
// parses keeps the defaults: it stays listed rather than being dropped.
bool fillRow(QSqlDatabase& db, qint64 id, const QByteArray& json, QString& error)
{
    engine::TestResult result;
    std::string why;
    if (!engine::resultFromJson(json.toStdString(), result, why)) return true;
    const RunRecord r = recordFromResult(result);
    const QJsonObject doc = QJsonDocument::fromJson(json).object();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE runs SET started_at = ?, protocol = ?, mode = ?, upload_bps = "
                             "?, download_bps = ?, streams = ?, "
                             "duration_ms = ?, settings_json = ?, hosts_json = ? WHERE id = ?"));
    // The first schema kept the result's own time text; version 2 writes one form, so that
    // the list's text order is time order.
    q.addBindValue(r.startedAtUtc.toString(Qt::ISODateWithMs));
    q.addBindValue(QString::fromUtf8(engine::toString(r.protocol).data()));
    q.addBindValue(QString::fromUtf8(engine::toString(r.mode).data()));
    q.addBindValue(rateToStore(r.uploadBitsPerSecond));
    q.addBindValue(rateToStore(r.downloadBitsPerSecond));
    q.addBindValue(r.streams);
    q.addBindValue(r.durationMs);
    q.addBindValue(
        QString::fromUtf8(QJsonDocument(settingsObject(doc)).toJson(QJsonDocument::Compact)));
    // Version 1 kept no facts of this machine: only what the result itself carries.
    q.addBindValue(
        QString::fromUtf8(QJsonDocument(hostFacts(result, false)).toJson(QJsonDocument::Compact)));
    q.addBindValue(id);
    if (!q.exec()) {
        error = q.lastError().text();
        return false;
    }
    return true;
}

bool migrateSteps(QSqlDatabase& db, QString& error)
{
    for (const char* column : kAddedColumns)
        if (!exec(db, QStringLiteral("ALTER TABLE runs ADD COLUMN ") + QLatin1String(column),
                  error))
            return false;
    if (!createTags(db, error)) return false;
    QSqlQuery rows(db);
    if (!rows.exec(QStringLiteral("SELECT id, result_json FROM runs"))) {
        error = rows.lastError().text();
        return false;
    }
    while (rows.next())
        if (!fillRow(db, rows.value(0).toLongLong(), rows.value(1).toString().toUtf8(), error))
            return false;
    return exec(db, QStringLiteral("PRAGMA user_version = 2"), error);
}

} // namespace

bool exec(QSqlDatabase& db, const QString& statement, QString& error)
{
    QSqlQuery q(db);
    if (q.exec(statement)) return true;
    error = statement + QStringLiteral(": ") + q.lastError().text();
    return false;
}

bool create(QSqlDatabase& db, QString& error)
{
    QString columns;
    for (const char* column : kAddedColumns)
        columns += QStringLiteral(", ") + QLatin1String(column);
    const QString runs = QStringLiteral("CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                                        "started_at TEXT NOT NULL, peer TEXT NOT NULL, label TEXT "
                                        "NOT NULL DEFAULT '', result_json TEXT NOT NULL") +
                         columns + QStringLiteral(")");
    if (!db.transaction()) {
        error = db.lastError().text();
        return false;
    }
    if (exec(db, runs, error) && createTags(db, error) &&
        exec(db, QStringLiteral("PRAGMA user_version = 2"), error) && db.commit())
        return true;
    db.rollback();
    return false;
}

bool migrateFrom1(QSqlDatabase& db, QString& error)
{
    if (!db.transaction()) {
        error = db.lastError().text();
        return false;
    }
    if (migrateSteps(db, error) && db.commit()) return true;
    db.rollback();
    return false;
}

} // namespace bw::ui::historyschema
