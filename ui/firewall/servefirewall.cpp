// SPDX-License-Identifier: MIT
#include "firewall/servefirewall.h"

#include "dialogs/firewalldialog.h"
#include "firewall/firewallcontroller.h"
#include "widgets/servepanel.h"

#include <QLabel>
#include <QPushButton>

namespace bw::ui {

namespace fw = engine::firewall;

namespace {
QString stateText(fw::PortState s)
{
    switch (s) {
    case fw::PortState::Open:
        return ServeFirewall::tr("open");
    case fw::PortState::Blocked:
        return ServeFirewall::tr("blocked");
    case fw::PortState::Unknown:
        break;
    }
    return ServeFirewall::tr("unknown");
}
} // namespace

ServeFirewall::ServeFirewall(ServePanel* panel, std::shared_ptr<fw::CommandRunner> runner,
                             QObject* parent)
    : QObject(parent), m_runner(runner ? std::move(runner) : std::make_shared<fw::ProcessRunner>()),
      m_controller(new FirewallController(m_runner, this))
{
    m_status = new QLabel(panel);
    m_status->setObjectName(QStringLiteral("serveFirewallLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_allow = new QPushButton(tr("Allow through firewall…"), panel);
    m_allow->setObjectName(QStringLiteral("allowFirewallButton"));
    m_allow->setToolTip(tr("Shows the commands that open the test port (TCP and UDP only) and "
                           "runs them only when you agree."));
    panel->addStatusRow(m_status, m_allow);
    connect(m_allow, &QPushButton::clicked, this, [this] { openDialog(); });
    connect(m_controller, &FirewallController::finished, this, [this] { refresh(); });
}

ServeFirewall::~ServeFirewall() = default;

QString ServeFirewall::describe(const fw::Status& s)
{
    if (s.backend == fw::Backend::None)
        return tr("Firewall: none found that filters port %1.").arg(s.port);
    QString line = tr("Firewall (%1): TCP %2 %3, UDP %2 %4")
                       .arg(QString::fromUtf8(fw::toString(s.backend).data(),
                                              qsizetype(fw::toString(s.backend).size())))
                       .arg(s.port)
                       .arg(stateText(s.tcp.state), stateText(s.udp.state));
    if (s.needsAdmin) line += tr(" (reading the rules needs administrator rights)");
    return line;
}

void ServeFirewall::setServing(bool serving, quint16 port)
{
    m_serving = serving;
    m_port = port;
    ++m_generation;
    if (!serving) {
        m_controller->removeTemporary();
        return;
    }
    m_status->setText(tr("Firewall: reading its rules for port %1…").arg(port));
    refresh();
}

void ServeFirewall::refresh()
{
    if (!m_serving) return;
    const int generation = ++m_generation;
    const quint16 port = m_port;
    auto runner = m_runner;
    m_reader = std::jthread([this, runner, port, generation] {
        const fw::Status status = fw::readStatus(port, *runner);
        // Queued to this object: dropped by Qt if it is gone by then.
        QMetaObject::invokeMethod(
            this, [this, status, generation] { showStatus(status, generation); },
            Qt::QueuedConnection);
    });
}

void ServeFirewall::showStatus(const fw::Status& status, int generation)
{
    if (generation != m_generation || !m_serving) return;
    m_status->setText(describe(status));
    m_status->setToolTip(QString::fromStdString(status.tcp.reason + "\n" + status.udp.reason));
    emit statusShown();
}

QString ServeFirewall::statusText() const
{
    return m_status->text();
}

void ServeFirewall::openDialog(quint16 port)
{
    auto* dialog = new FirewallDialog(*m_controller, port ? port : m_port, m_allow->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace bw::ui
