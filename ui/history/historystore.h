// SPDX-License-Identifier: MIT
#pragma once

#include "history/runrecord.h"

#include <QList>
#include <QSqlDatabase>
#include <QVector>

#include <optional>

namespace bw::ui {

// Reads and writes kept runs on an open HistoryDatabase connection. Every call runs on the GUI
// thread; writes are single statements or one transaction. Failures return false / nullopt
// and leave SQLite's message in lastError().
class HistoryStore
{
public:
    explicit HistoryStore(QSqlDatabase db) : m_db(std::move(db)) {}

    // Keeps a result: its saved JSON (report.h's format), the list's fields, settings and
    // both hosts' facts. ranHere: made on this machine (not imported).
    std::optional<qint64> add(const engine::TestResult& result, const RunMeta& meta, bool ranHere);
    QVector<RunRecord> runs() const; // not deleted, newest first
    std::optional<RunRecord> run(qint64 id) const;
    std::optional<QByteArray> resultJson(qint64 id) const;
    std::optional<QByteArray> hostsJson(qint64 id) const;

    bool setLabel(qint64 id, const QString& label);
    bool setNote(qint64 id, const QString& note);
    bool setTags(qint64 id, const QStringList& tags);
    // Deleting only marks runs, so that undo can bring them back; purgeDeleted removes them.
    bool setDeleted(const QList<qint64>& ids, bool deleted);
    bool purgeDeleted();

    QString lastError() const { return m_error; }

private:
    bool fail(const QString& error) const;
    QStringList tagsOf(qint64 id) const;

    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace bw::ui
