// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace bw::ui {

// The history's SQLite file: opens it, upgrades older schemas, and sets a damaged or unreadable
// file aside so that the app always starts with a usable database.
//
// Schema versions (PRAGMA user_version):
//   1  the first schema: runs(id, started_at, peer, label, result_json)
//   2  the list's fields as columns (protocol, mode, figures), settings and both hosts' facts,
//      a note, tags in run_tags, and a deleted flag for undo
class HistoryDatabase
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::HistoryDatabase)
public:
    static constexpr int kSchemaVersion = 2;
    static QString fileName() { return QStringLiteral("history.db"); }

    struct Outcome
    {
        bool ok = false;             // a database is open (maybe a fresh one, maybe in memory)
        QString setAsidePath;        // where a damaged or unreadable file was moved; empty if none
        QString problem;             // translated: what happened, for the user; empty if nothing
        int migratedFromVersion = 0; // the schema version found, when it was upgraded
    };

    HistoryDatabase();
    ~HistoryDatabase();
    HistoryDatabase(const HistoryDatabase&) = delete;
    HistoryDatabase& operator=(const HistoryDatabase&) = delete;

    // Opens folder/history.db, creating the folder and the file as needed.
    Outcome open(const QString& folder);
    QSqlDatabase connection() const;
    QString path() const { return m_path; }

private:
    enum class Check
    {
        Usable,
        Damaged,
        Newer,
    };
    bool openFile(const QString& path);
    void close();
    Check prepare(QString& why, int& foundVersion);
    QString setAside(const QString& path, Check reason);
    Outcome openFresh(Outcome outcome);

    QString m_connectionName;
    QString m_path;
};

} // namespace bw::ui
