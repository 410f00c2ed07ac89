// SPDX-License-Identifier: MIT
// Serve mode's firewall line: while this app serves, the Serve area says what the local
// firewall does to the test port (read off the GUI thread) and offers "Allow through
// firewall…", which opens FirewallDialog (commands shown, consent, temporary choice). When
// serving stops, a temporary allow is taken away again.
#pragma once

#include "benchwire/firewall.h"

#include <QObject>
#include <QString>

#include <memory>
#include <thread>

class QLabel;
class QPushButton;

namespace bw::ui {

class FirewallController;
class ServePanel;

class ServeFirewall : public QObject
{
    Q_OBJECT
public:
    // runner: null = the real one (processes); tests give a fake.
    explicit ServeFirewall(ServePanel* panel,
                           std::shared_ptr<engine::firewall::CommandRunner> runner = nullptr,
                           QObject* parent = nullptr);
    ~ServeFirewall() override; // waits for a status read still running

    // Serve started (reads the firewall's state for port) or stopped (removes a temporary
    // allow).
    void setServing(bool serving, quint16 port);
    void refresh();
    QString statusText() const;
    QPushButton* allowButton() const { return m_allow; }
    FirewallController* controller() const { return m_controller; }

    // "Allow through firewall…": the commands for port (0: the served port), shown, run only
    // on consent. Also offered by a failed connection check.
    void openDialog(quint16 port = 0);

    // The line shown for a status, translated.
    static QString describe(const engine::firewall::Status& status);

signals:
    void statusShown(); // after each read's result reached the line (tests)

private:
    void showStatus(const engine::firewall::Status& status, int generation);

    std::shared_ptr<engine::firewall::CommandRunner> m_runner;
    FirewallController* m_controller = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_allow = nullptr;
    quint16 m_port = 0;
    bool m_serving = false;
    int m_generation = 0;  // a read that finishes after serving stopped is dropped
    std::jthread m_reader; // last: joined first on destruction
};

} // namespace bw::ui
