// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/firewall.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace bw::ui {

class FirewallController;

// "Allow through firewall": shows the exact commands for this OS (read-only, with Copy, so a
// person can run them on a headless peer), and runs them, elevated, only when the consent
// button is clicked. The outcome, or the error, stays in the dialog.
class FirewallDialog : public QDialog
{
    Q_OBJECT
public:
    FirewallDialog(FirewallController& controller, quint16 port, QWidget* parent = nullptr);
    // The plan shown: exactly what the consent button runs.
    const engine::firewall::Plan& plan() const { return m_plan; }

private:
    void onAllow();
    void onFinished(bool ok, const QString& message);

    FirewallController& m_controller;
    engine::firewall::Plan m_plan;
    QPlainTextEdit* m_commands = nullptr;
    QCheckBox* m_temporary = nullptr;
    QLabel* m_outcome = nullptr;
    QPushButton* m_allow = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace bw::ui
