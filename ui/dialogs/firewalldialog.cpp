// SPDX-License-Identifier: MIT
#include "dialogs/firewalldialog.h"

#include "firewall/firewallcontroller.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace bw::ui {

using namespace engine::firewall;

namespace {
QString commandText(const Plan& p)
{
    QStringList lines;
    for (const auto& c : p.commands)
        lines << QString::fromStdString(c);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

FirewallDialog::FirewallDialog(FirewallController& controller, quint16 port, QWidget* parent)
    : QDialog(parent), m_controller(controller), m_plan(controller.allowPlan(port))
{
    setWindowTitle(tr("Allow through firewall"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("These commands let TCP and UDP port %1 in (%2). They add rules "
                                "named \"%3\" and never turn the firewall off. They run with "
                                "administrator rights after you click \"Allow\".")
                                 .arg(port)
                                 .arg(QString::fromStdString(std::string(toString(m_plan.backend))))
                                 .arg(QString::fromStdString(ruleName(port))));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_commands = new QPlainTextEdit(commandText(m_plan));
    m_commands->setObjectName(QStringLiteral("commands"));
    m_commands->setReadOnly(true);
    m_commands->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_commands);
    auto* copy = new QPushButton(tr("Copy"));
    copy->setObjectName(QStringLiteral("copyButton"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_commands->toPlainText()); });
    layout->addWidget(copy, 0, Qt::AlignLeft);
    m_temporary = new QCheckBox(tr("Temporary (remove when serving stops)"));
    m_temporary->setObjectName(QStringLiteral("temporaryCheck"));
    m_temporary->setChecked(true);
    layout->addWidget(m_temporary);
    m_outcome = new QLabel(m_plan.commands.empty()
                               ? tr("Nothing to do: the firewall lets the port in already, or "
                                    "no firewall was found.")
                               : QString());
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_outcome);
    auto* buttons = new QDialogButtonBox;
    m_allow = buttons->addButton(tr("Allow"), QDialogButtonBox::AcceptRole);
    m_allow->setObjectName(QStringLiteral("allowButton"));
    m_allow->setEnabled(!m_plan.commands.empty());
    m_close = buttons->addButton(QDialogButtonBox::Cancel);
    m_close->setObjectName(QStringLiteral("cancelButton"));
    connect(m_allow, &QPushButton::clicked, this, &FirewallDialog::onAllow);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(&m_controller, &FirewallController::finished, this, &FirewallDialog::onFinished);
    layout->addWidget(buttons);
}

void FirewallDialog::onAllow()
{
    m_allow->setEnabled(false);
    m_temporary->setEnabled(false);
    m_outcome->setText(tr("Running the commands; confirm the request for administrator rights."));
    m_controller.run(m_plan, m_temporary->isChecked());
}

void FirewallDialog::onFinished(bool ok, const QString& message)
{
    m_outcome->setText(message);
    m_outcome->setProperty("ok", ok);
    m_close->setText(tr("Close"));
    m_allow->setEnabled(!ok); // after a failure the person may try again
}

} // namespace bw::ui
