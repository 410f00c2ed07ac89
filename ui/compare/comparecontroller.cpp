// SPDX-License-Identifier: MIT
#include "compare/comparecontroller.h"

#include "compare/compareexporter.h"
#include "compare/comparewindow.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QWidget>

#include <cstdio>

namespace bw::ui {

CompareController::CompareController(QWidget* window) : QObject(window), m_window(window)
{
    m_open = new QAction(tr("Open results to &compare…"), this);
    m_open->setObjectName(QStringLiteral("actionCompare"));
    m_open->setToolTip(tr("Choose 2 to 8 saved results (JSON) to see on one chart and in one "
                          "table."));
    connect(m_open, &QAction::triggered, this, &CompareController::onOpen);
}

CompareWindow* CompareController::compareWindow() const
{
    return m_compare.data();
}

bool CompareController::checkCount(qsizetype count, QString& error)
{
    if (count >= kMinRuns && count <= kMaxRuns) return true;
    error = tr("Choose between %1 and %2 results to compare; %3 were given.")
                .arg(kMinRuns)
                .arg(kMaxRuns)
                .arg(count);
    return false;
}

bool CompareController::loadFiles(const QStringList& paths, QList<CompareRun>& runs, QString& error)
{
    if (!checkCount(paths.size(), error)) return false;
    runs.clear();
    for (const QString& path : paths) {
        CompareRun run;
        if (!CompareRunReader::fromFile(path, run, error)) return false;
        runs << run;
    }
    return true;
}

bool CompareController::loadDocuments(const QList<QJsonObject>& documents, QList<CompareRun>& runs,
                                      QString& error)
{
    return checkCount(documents.size(), error) && readDocuments(documents, runs, error);
}

bool CompareController::readDocuments(const QList<QJsonObject>& documents, QList<CompareRun>& runs,
                                      QString& error)
{
    runs.clear();
    for (int i = 0; i < documents.size(); ++i) {
        CompareRun run;
        QString why;
        if (!CompareRunReader::fromJson(documents[i], run, why)) {
            error = tr("Run %1 of the selection is not a Benchwire result (%2). Remove it from "
                       "the selection, or compare the others.")
                        .arg(i + 1)
                        .arg(why);
            return false;
        }
        runs << run;
    }
    return true;
}

int CompareController::exportHeadless(const QStringList& paths, const QString& dir, bool dark)
{
    QList<CompareRun> runs;
    QString error;
    CompareWindow window; // never shown: its model and exporter do the work
    QStringList written;
    if (!loadFiles(paths, runs, error)) {
        std::fprintf(stderr, "benchwire: %s\n", qPrintable(error));
        return 2;
    }
    window.setRuns(runs);
    window.setExportDark(dark);
    if (!window.exportTo(dir, error)) {
        std::fprintf(stderr, "benchwire: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("%s\n", qPrintable(QDir::toNativeSeparators(QDir(dir).absolutePath())));
    return 0;
}

bool CompareController::show(const QList<CompareRun>& runs, const QString& error)
{
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot compare"), error);
        emit failed(error);
        return false;
    }
    if (!m_compare) m_compare = new CompareWindow(m_window);
    m_compare->setRuns(runs);
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
    return true;
}

bool CompareController::showDocuments(const QList<QJsonObject>& documents)
{
    QList<CompareRun> runs;
    QString error;
    loadDocuments(documents, runs, error);
    return show(runs, error);
}

bool CompareController::showFiles(const QStringList& paths)
{
    QList<CompareRun> runs;
    QString error;
    loadFiles(paths, runs, error);
    return show(runs, error);
}

bool CompareController::showReview(const QList<QJsonObject>& documents)
{
    QList<CompareRun> runs;
    QString error;
    if (documents.isEmpty())
        error = tr("The review has no runs yet. Start the review first, then compare.");
    else
        readDocuments(documents, runs, error);
    return show(runs, error);
}

void CompareController::onOpen()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_window, tr("Open results to compare"), m_lastDir.isEmpty() ? QDir::homePath() : m_lastDir,
        tr("Benchwire results (*.json)"));
    if (paths.isEmpty()) return;
    m_lastDir = QFileInfo(paths.first()).absolutePath();
    showFiles(paths);
}

} // namespace bw::ui
