// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparerun.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace bw::ui {

class ReportContent;

// Writes a report of 1 to 8 results as one self-contained HTML file (charts as inline SVG, no
// other files) or as a PDF with the same content, chosen by the file's suffix (.html, .htm,
// .pdf). GUI thread only.
class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ReportWriter)
public:
    static constexpr int kMaxResults = 8;

    // False with a translated error naming the file and what to do.
    static bool write(const QList<CompareRun>& runs, const QString& path, bool dark,
                      QString& error);
    // The headless `benchwire --report FILE… -o OUT [--dark]`: the process's exit code (0 =
    // written, 1 = could not write, 2 = a result could not be read or the options are wrong).
    static int writeHeadless(const QStringList& results, const QString& out, bool dark);
    // Empty when the path names a report format; else why not and what to give.
    static QString checkPath(const QString& path);

    static QString html(const ReportContent& content);

private:
    static bool writePdf(const ReportContent& content, const QString& path, QString& error);
};

} // namespace bw::ui
