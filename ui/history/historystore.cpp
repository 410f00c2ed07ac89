// SPDX-License-Identifier: MIT
#include "history/historystore.h"

#include "benchwire/report.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace bw::ui {

namespace {

const QString kColumns = QStringLiteral(
    "id, started_at, peer, protocol, mode, upload_bps, download_bps, streams, duration_ms, "
    "origin, label, note");

QString name(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Qt binds a null QString as SQL NULL, which the NOT NULL text columns refuse.
QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QString compact(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

RunRecord readRecord(const QSqlQuery& q)
{
    RunRecord r;
    r.id = q.value(0).toLongLong();
    r.startedAtUtc = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs).toUTC();
    r.peer = q.value(2).toString();
    r.protocol = q.value(3).toString() == QStringLiteral("udp") ? engine::Protocol::Udp
                                                                : engine::Protocol::Tcp;
    engine::TestMode mode = engine::TestMode::Upload;
    engine::parseTestMode(q.value(4).toString().toStdString(), mode);
    r.mode = mode;
    r.uploadBitsPerSecond = rateFromStore(q.value(5).toDouble());
    r.downloadBitsPerSecond = rateFromStore(q.value(6).toDouble());
    r.streams = q.value(7).toInt();
    r.durationMs = q.value(8).toInt();
    r.imported = q.value(9).toString() == QStringLiteral("import");
    r.served = q.value(9).toString() == QStringLiteral("served");
    r.meta.label = q.value(10).toString();
    r.meta.note = q.value(11).toString();
    return r;
}

} // namespace

bool HistoryStore::fail(const QString& error) const
{
    m_error = error;
    return false;
}

std::optional<qint64> HistoryStore::add(const engine::TestResult& result, const RunMeta& meta,
                                        bool ranHere)
{
    const RunRecord r = recordFromResult(result);
    const QByteArray json = QByteArray::fromStdString(engine::resultToJson(result));
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO runs (started_at, peer, label, result_json, protocol, "
                             "mode, upload_bps, download_bps, streams, duration_ms, note, "
                             "settings_json, hosts_json, origin) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(r.startedAtUtc.toString(Qt::ISODateWithMs));
    q.addBindValue(text(r.peer));
    q.addBindValue(text(meta.label));
    q.addBindValue(QString::fromUtf8(json));
    q.addBindValue(name(engine::toString(r.protocol)));
    q.addBindValue(name(engine::toString(r.mode)));
    q.addBindValue(rateToStore(r.uploadBitsPerSecond));
    q.addBindValue(rateToStore(r.downloadBitsPerSecond));
    q.addBindValue(r.streams);
    q.addBindValue(r.durationMs);
    q.addBindValue(text(meta.note));
    q.addBindValue(compact(settingsObject(QJsonDocument::fromJson(json).object())));
    q.addBindValue(compact(hostFacts(result, ranHere)));
    // origin: "run" (this machine's client run), "served" (a test it served), "import".
    q.addBindValue(!ranHere        ? QStringLiteral("import")
                   : result.served ? QStringLiteral("served")
                                   : QStringLiteral("run"));
    if (!q.exec()) {
        fail(q.lastError().text());
        return std::nullopt;
    }
    const qint64 id = q.lastInsertId().toLongLong();
    if (!meta.tags.isEmpty() && !setTags(id, meta.tags)) return std::nullopt;
    return id;
}

QStringList HistoryStore::tagsOf(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT tag FROM run_tags WHERE run_id = ? ORDER BY rowid"));
    q.addBindValue(id);
    QStringList tags;
    if (q.exec())
        while (q.next())
            tags << q.value(0).toString();
    return tags;
}

QVector<RunRecord> HistoryStore::runs() const
{
    QVector<RunRecord> records;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT ") + kColumns +
                QStringLiteral(" FROM runs WHERE deleted = 0 ORDER BY started_at DESC, id DESC"))) {
        fail(q.lastError().text());
        return records;
    }
    while (q.next())
        records << readRecord(q);
    for (RunRecord& r : records)
        r.meta.tags = tagsOf(r.id);
    return records;
}

std::optional<RunRecord> HistoryStore::run(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next()) {
        fail(q.lastError().text());
        return std::nullopt;
    }
    RunRecord r = readRecord(q);
    r.meta.tags = tagsOf(id);
    return r;
}

std::optional<QByteArray> HistoryStore::resultJson(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT result_json FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next()) {
        fail(q.lastError().text());
        return std::nullopt;
    }
    return q.value(0).toString().toUtf8();
}

std::optional<QByteArray> HistoryStore::hostsJson(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT hosts_json FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next()) {
        fail(q.lastError().text());
        return std::nullopt;
    }
    return q.value(0).toString().toUtf8();
}

bool HistoryStore::setLabel(qint64 id, const QString& label)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE runs SET label = ? WHERE id = ?"));
    q.addBindValue(text(label));
    q.addBindValue(id);
    return q.exec() || fail(q.lastError().text());
}

bool HistoryStore::setNote(qint64 id, const QString& note)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE runs SET note = ? WHERE id = ?"));
    q.addBindValue(text(note));
    q.addBindValue(id);
    return q.exec() || fail(q.lastError().text());
}

bool HistoryStore::setTags(qint64 id, const QStringList& tags)
{
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM run_tags WHERE run_id = ?"));
    q.addBindValue(id);
    bool ok = q.exec();
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO run_tags (run_id, tag) VALUES (?, ?)"));
    for (const QString& tag : tags) {
        if (!ok) break;
        q.addBindValue(id);
        q.addBindValue(tag);
        ok = q.exec();
    }
    if (ok && m_db.commit()) return true;
    const QString error = q.lastError().text();
    m_db.rollback();
    return fail(error);
}

bool HistoryStore::setDeleted(const QList<qint64>& ids, bool deleted)
{
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE runs SET deleted = ? WHERE id = ?"));
    bool ok = true;
    for (qint64 id : ids) {
        q.addBindValue(deleted ? 1 : 0);
        q.addBindValue(id);
        if (!(ok = q.exec())) break;
    }
    if (ok && m_db.commit()) return true;
    const QString error = q.lastError().text();
    m_db.rollback();
    return fail(error);
}

bool HistoryStore::purgeDeleted()
{
    QSqlQuery q(m_db);
    return q.exec(QStringLiteral("DELETE FROM runs WHERE deleted = 1")) ||
           fail(q.lastError().text());
}

} // namespace bw::ui
