// SPDX-License-Identifier: MIT
// The app's messages for a file it could not read or write. Each names the file and ends with
// what to do next, whichever window shows it (the run panel, the history, compare).
#pragma once

#include <QString>

namespace bw::ui::fileerror {

// reason: the system's words (QFile::errorString()); may be empty.
QString cannotWrite(const QString& path, const QString& reason);
QString cannotCreateFolder(const QString& dir);
QString cannotRead(const QString& path, const QString& reason);
QString noSuchFile(const QString& path);
// reason: what the reader found wrong ("not JSON: ...", the result parser's words).
QString notAResult(const QString& path, const QString& reason);
QString failedRun(const QString& path, const QString& failure);

} // namespace bw::ui::fileerror
