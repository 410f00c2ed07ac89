// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;
class QVBoxLayout;

namespace bw::ui {

// The Serve area under the port, shown while this app serves: the addresses to type on the
// other machine, and what the server is doing (waiting, serving a test, the last outcome).
// Further status lines with an action (the port's firewall state) go in with addStatusRow.
class ServePanel : public QFrame
{
    Q_OBJECT
public:
    explicit ServePanel(QWidget* parent = nullptr);

    void setServing(bool serving, const QString& addresses);
    void setTestStatus(const QString& text);
    // One line of state and the button that acts on it, below the others.
    void addStatusRow(QWidget* statusLine, QWidget* button);

private:
    QVBoxLayout* m_layout = nullptr;
    QLabel* m_addresses = nullptr;
    QLabel* m_testStatus = nullptr;
};

} // namespace bw::ui
