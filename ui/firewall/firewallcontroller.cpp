// SPDX-License-Identifier: MIT
#include "firewall/firewallcontroller.h"

#include <QMetaObject>

namespace bw::ui {

using namespace engine::firewall;

FirewallController::FirewallController(std::shared_ptr<CommandRunner> runner, QObject* parent)
    : QObject(parent), m_runner(runner ? std::move(runner) : std::make_shared<ProcessRunner>())
{
}

FirewallController::~FirewallController()
{
    if (m_worker.joinable()) m_worker.join();
}

Plan FirewallController::allowPlan(quint16 port) const
{
    auto fw = makeFirewall(detect(*m_runner));
    if (!fw) {
        Plan p;
        p.port = port;
        p.note = "No firewall tool was found: nothing to open.";
        return p;
    }
    return fw->plan(Action::Allow, port, 0, *m_runner);
}

void FirewallController::run(const Plan& plan, bool temporary)
{
    start(plan, temporary);
}

void FirewallController::allow(quint16 port, bool temporary)
{
    start(allowPlan(port), temporary);
}

void FirewallController::removeTemporary()
{
    if (!m_temporaryPort) return;
    auto fw = makeFirewall(detect(*m_runner));
    if (!fw) return;
    start(fw->plan(Action::Remove, *m_temporaryPort, 0, *m_runner), false);
}

void FirewallController::start(Plan plan, bool temporary)
{
    if (m_busy) return;
    m_busy = true;
    if (m_worker.joinable()) m_worker.join();
    const bool removing = plan.action == Action::Remove;
    m_worker = std::jthread([this, plan = std::move(plan), temporary, removing] {
        const Outcome o = execute(plan, *m_runner);
        QMetaObject::invokeMethod(
            this,
            [this, o, port = plan.port, temporary, removing] {
                onDone(o, port, temporary, removing);
            },
            Qt::QueuedConnection);
    });
}

void FirewallController::onDone(const Outcome& o, quint16 port, bool temporary, bool removing)
{
    m_busy = false;
    if (o.ok && removing) m_temporaryPort.reset();
    if (o.ok && !removing && temporary) m_temporaryPort = port;
    if (o.ok) {
        emit finished(true, removing ? tr("The rules for port %1 were removed.").arg(port)
                                     : tr("TCP and UDP port %1 are now allowed.").arg(port));
        return;
    }
    emit finished(false,
                  tr("The commands did not succeed: %1. Run them yourself as administrator (they "
                     "are listed above), or allow the port in the firewall's own settings.")
                      .arg(QString::fromStdString(o.error)));
}

} // namespace bw::ui
