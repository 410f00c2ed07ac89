// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace bw::ui::historyschema {

// Creates the current schema (version 2) in an empty database.
bool create(QSqlDatabase& db, QString& error);
// Upgrades a version-1 database to version 2 in one transaction: nothing changes on failure.
bool migrateFrom1(QSqlDatabase& db, QString& error);
// Runs one statement; on failure fills error with the statement's text and SQLite's message.
bool exec(QSqlDatabase& db, const QString& statement, QString& error);

} // namespace bw::ui::historyschema
