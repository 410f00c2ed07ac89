// SPDX-License-Identifier: MIT
// The app's side of the firewall helper, without widgets: the commands that would open the
// test port, running exactly those after the person consented (FirewallDialog), and taking
// temporary rules away again when serving stops. Serve mode owns one. The commands run on a
// thread of their own (pkexec or UAC may wait for the person); results come back queued.
#pragma once

#include "benchwire/firewall.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <thread>

namespace bw::ui {

class FirewallController : public QObject
{
    Q_OBJECT
public:
    // runner: null = the real one (processes); tests give a fake.
    explicit FirewallController(std::shared_ptr<engine::firewall::CommandRunner> runner = nullptr,
                                QObject* parent = nullptr);
    ~FirewallController() override; // waits for commands still running

    // The commands that allow would run, for the dialog to show. Reads the rules (briefly).
    engine::firewall::Plan allowPlan(quint16 port) const;
    // Runs plan (the one shown and consented to). temporary: removeTemporary() takes the
    // rules away again. finished() says how it went.
    void run(const engine::firewall::Plan& plan, bool temporary);
    // allowPlan + run, for callers that asked for consent themselves.
    void allow(quint16 port, bool temporary);
    // When serving stops: removes what a temporary allow added (nothing when there is none).
    void removeTemporary();
    bool hasTemporary() const { return m_temporaryPort.has_value(); }
    bool busy() const { return m_busy; }

signals:
    // ok false: error is a translated sentence with the tool's own output.
    void finished(bool ok, const QString& message);

private:
    void start(engine::firewall::Plan plan, bool temporary);
    void onDone(const engine::firewall::Outcome& outcome, quint16 port, bool temporary,
                bool removing);

    std::shared_ptr<engine::firewall::CommandRunner> m_runner;
    std::optional<quint16> m_temporaryPort; // GUI thread only
    bool m_busy = false;                    // GUI thread only
    std::jthread m_worker;
};

} // namespace bw::ui
