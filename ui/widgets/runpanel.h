// SPDX-License-Identifier: MIT
#pragma once

#include "models/errortext.h"

#include "benchwire/types.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QFrame;

namespace bw::ui {

// The run buttons, Stop, the progress bar with the remaining time, and the inline error box.
class RunPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RunPanel(QWidget* parent = nullptr);

    void setRunning(bool running);
    // While this app serves, its own runs are off: the run buttons say why in their tooltips.
    void setServing(bool serving);
    void setProgress(qint64 elapsedMs, qint64 totalMs);
    void setStatus(const QString& text);
    void showError(const ErrorText& error);
    void clearError();

signals:
    void runRequested(bw::engine::TestMode mode);
    void stopRequested();

private:
    QPushButton* runButton(const char* name, const QString& text, const QString& toolTip,
                           engine::TestMode mode);

    void updateButtons();

    QList<QPushButton*> m_runButtons;
    QStringList m_runToolTips; // each run button's own tooltip, restored after serving
    bool m_running = false;
    bool m_serving = false;
    QPushButton* m_stop = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QFrame* m_errorBox = nullptr;
    QLabel* m_errorLabel = nullptr;
};

} // namespace bw::ui
