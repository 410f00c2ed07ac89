// SPDX-License-Identifier: MIT
#include "models/fileerror.h"

#include <QCoreApplication>

namespace bw::ui::fileerror {

namespace {
// Gives lupdate and tr() one context for the functions below.
class FileErrorTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::FileError)
};

QString withReason(const QString& path, const QString& reason)
{
    return reason.isEmpty() ? path : FileErrorTr::tr("%1 (%2)").arg(path, reason);
}
} // namespace

QString cannotWrite(const QString& path, const QString& reason)
{
    return FileErrorTr::tr("Could not write %1. Choose another folder, or check that the disk "
                           "has room and that you may write there.")
        .arg(withReason(path, reason));
}

QString cannotCreateFolder(const QString& dir)
{
    return FileErrorTr::tr("Could not create the folder %1. Choose another folder, or one you "
                           "may write to.")
        .arg(dir);
}

QString cannotRead(const QString& path, const QString& reason)
{
    return FileErrorTr::tr("Could not open %1. Check that the file is still there and that you "
                           "may read it.")
        .arg(withReason(path, reason));
}

QString noSuchFile(const QString& path)
{
    return FileErrorTr::tr("%1: no such file. Check the name and the folder, then give it again.")
        .arg(path);
}

QString notAResult(const QString& path, const QString& reason)
{
    return FileErrorTr::tr("%1 is not a Benchwire result (%2). Choose a .json file that "
                           "Benchwire saved: Save result as JSON, history export, or "
                           "benchwire-cli -J.")
        .arg(path, reason);
}

QString failedRun(const QString& path, const QString& failure)
{
    return FileErrorTr::tr("%1 holds a run that failed and has no figures (%2). Choose a run "
                           "that finished, or run the test again.")
        .arg(path, failure);
}

} // namespace bw::ui::fileerror
