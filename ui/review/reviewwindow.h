// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"

#include <QJsonObject>
#include <QWidget>

#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace bw::ui {

class ReviewPlanEditor;
class ReviewRunner;

// The review matrix: edit the sequence, run it against the window's peer with one click, watch
// progress and time left, read each cell's mean ± standard deviation (a cell whose repeats vary
// by more than 10 % is flagged), and hand the runs to a comparison for the article export.
class ReviewWindow : public QWidget
{
    Q_OBJECT
public:
    // baseConfig: the main window's peer and settings at the moment Start is pressed.
    ReviewWindow(std::function<engine::TestConfig()> baseConfig, QWidget* parent = nullptr);
    ReviewRunner* runner() const { return m_runner; }
    ReviewPlanEditor* editor() const { return m_editor; }
    bool start();

signals:
    void compareRequested(const QList<QJsonObject>& results);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QWidget* buildResults();
    void showCells();
    void onProgress(int done, int total, qint64 leftMs, const QString& current);
    void onFinished(bool ok, const QString& message);
    void setRunning(bool running);

    std::function<engine::TestConfig()> m_baseConfig;
    ReviewRunner* m_runner = nullptr;
    ReviewPlanEditor* m_editor = nullptr;
    QTableWidget* m_cells = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_stop = nullptr;
    QPushButton* m_compare = nullptr;
};

} // namespace bw::ui
