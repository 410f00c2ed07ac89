// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparerun.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace bw::ui {

class CompareModel;
class CompareView;

// A window of its own for one comparison: the throughput and bar charts, the table with the
// baseline to choose, and the article export.
class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    explicit CompareWindow(QWidget* parent = nullptr);

    void setRuns(const QList<CompareRun>& runs);
    CompareModel* model() const { return m_model; }
    CompareView* view() const { return m_view; }
    // Writes the article folder (its charts dark when the window's "Dark charts" is ticked);
    // false with a translated error.
    bool exportTo(const QString& dir, QString& error);
    void setExportDark(bool dark);

signals:
    void exported(const QString& dir);

private:
    void onExport();
    void onBaselineChosen(int index);

    CompareModel* m_model = nullptr;
    CompareView* m_view = nullptr;
    QTableView* m_table = nullptr;
    QComboBox* m_baseline = nullptr;
    QPushButton* m_export = nullptr;
    QCheckBox* m_dark = nullptr; // the exported charts in the dark theme
    QLabel* m_status = nullptr;
    QString m_lastDir;
};

} // namespace bw::ui
