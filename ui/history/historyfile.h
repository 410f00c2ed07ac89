// SPDX-License-Identifier: MIT
#pragma once

#include "history/runrecord.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace bw::ui {

// A single result as a file, so runs move between machines. The file is the saved result JSON
// (report.h) with one extra member the engine's readers ignore:
//   "history": {"label": "...", "tags": ["..."], "note": "..."}
class HistoryFile
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::HistoryFile)
public:
    struct Imported
    {
        engine::TestResult result;
        RunMeta meta;
        bool hasMeta = false; // the file carried a "history" object
    };

    // Accepts what the app exports, benchwire-cli -J's document, and --json-stream's lines
    // (the "end" event's result). A failed run's document is refused with its error.
    static bool read(const QString& path, Imported& out, QString& error);
    static bool parse(const QString& path, const QByteArray& bytes, Imported& out, QString& error);
    static bool write(const QString& path, const QJsonObject& document, QString& error);
    // The stored result with the run's label, tags and note added.
    static QJsonObject document(const QByteArray& resultJson, const RunMeta& meta);
};

} // namespace bw::ui
