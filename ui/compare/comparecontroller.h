// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparerun.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace bw::ui {

class CompareWindow;

// Where comparisons start: the "Open results to compare…" action (JSON files), the history's
// selection (result documents) and the command line (--compare … --export DIR).
class CompareController : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMinRuns = 2;
    static constexpr int kMaxRuns = 8;

    explicit CompareController(QWidget* window);

    QAction* openAction() const { return m_open; }
    CompareWindow* compareWindow() const; // null until a comparison was shown

    // Reads every file; on the first that fails, error names it and nothing is shown.
    static bool loadFiles(const QStringList& paths, QList<CompareRun>& runs, QString& error);
    static bool loadDocuments(const QList<QJsonObject>& documents, QList<CompareRun>& runs,
                              QString& error);
    // The headless --compare … --export DIR [--dark]: the process's exit code (0 = every file
    // written).
    static int exportHeadless(const QStringList& paths, const QString& dir, bool dark);

public slots:
    // The history's "Compare" (2 to 8 selected runs). False with the reason shown.
    bool showDocuments(const QList<QJsonObject>& documents);
    bool showFiles(const QStringList& paths);
    // A review's runs: any number, repeats sharing their step's label.
    bool showReview(const QList<QJsonObject>& documents);

signals:
    void failed(const QString& message);

private:
    void onOpen();
    bool show(const QList<CompareRun>& runs, const QString& error);
    static bool checkCount(qsizetype count, QString& error);
    static bool readDocuments(const QList<QJsonObject>& documents, QList<CompareRun>& runs,
                              QString& error);

    QWidget* m_window;
    QAction* m_open = nullptr;
    QPointer<CompareWindow> m_compare;
    QString m_lastDir;
};

} // namespace bw::ui
