// SPDX-License-Identifier: MIT
#include "widgets/peerpanel.h"

#include "benchwire/config.h"

#include "bridge/checkbridge.h"
#include "models/checktext.h"
#include "widgets/remotecontrolbox.h"
#include "widgets/servepanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

namespace bw::ui {

PeerPanel::PeerPanel(QWidget* parent) : QGroupBox(tr("Peer"), parent)
{
    setObjectName(QStringLiteral("peerPanel"));
    m_peer = new QComboBox(this);
    m_peer->setObjectName(QStringLiteral("peerCombo"));
    m_peer->setEditable(true);
    m_peer->setInsertPolicy(QComboBox::NoInsert);
    m_peer->lineEdit()->setPlaceholderText(tr("Host name or IP address, or several: a, b"));
    m_peer->lineEdit()->setObjectName(QStringLiteral("peerEdit"));
    // Host names, IPv4, IPv6 (with %zone), and commas or spaces between several of them.
    m_peer->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9._:%\\-\\[\\], ]{0,1000}")), this));
    m_peer->setToolTip(tr("The machine that runs \"benchwire-cli -s\" or Benchwire in Serve "
                          "mode. The list holds the peers you tested against recently.\n"
                          "Several servers, separated by commas (or Ctrl+click them in the "
                          "list below), run one test to each at once with one start: a line "
                          "per server and their sum."));
    connect(m_peer, &QComboBox::editTextChanged, this, &PeerPanel::onPeerEdited);

    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_port->setRange(1, 65535);
    connect(m_port, &QSpinBox::valueChanged, this, &PeerPanel::portChanged);
    m_port->setToolTip(tr("The peer's test port (TCP and UDP). Serve mode listens on it too."));

    makeServeControls();
    m_servePanel = new ServePanel(this);

    m_interface = new QComboBox(this);
    m_interface->setObjectName(QStringLiteral("interfaceCombo"));
    m_interface->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_interface->setMinimumContentsLength(16);
    m_interface->setToolTip(tr("The local interface and address the test runs from. The run "
                               "binds to it, so Ethernet and Wi-Fi can be compared without "
                               "pulling a cable."));
    m_refresh = new QToolButton(this);
    m_refresh->setObjectName(QStringLiteral("refreshInterfacesButton"));
    m_refresh->setText(tr("Refresh"));
    m_refresh->setToolTip(tr("Read the list of interfaces and addresses again."));
    connect(m_refresh, &QToolButton::clicked, this, &PeerPanel::reloadInterfaces);
    connect(m_interface, &QComboBox::currentIndexChanged, this, &PeerPanel::localSideChanged);

    makeCheck();
    layOut();
    setServing(false, {});
    reloadInterfaces();
}

// Serve, and what it is set to before it starts: who may test, how many at once.
void PeerPanel::makeServeControls()
{
    m_serve = new QPushButton(tr("Serve"), this);
    m_serve->setObjectName(QStringLiteral("serveButton"));
    m_serve->setCheckable(true);
    connect(m_serve, &QPushButton::toggled, this, &PeerPanel::serveToggled);

    m_subnetOnly = new QCheckBox(tr("This subnet only"), this);
    m_subnetOnly->setObjectName(QStringLiteral("subnetOnlyCheck"));
    m_subnetOnly->setToolTip(tr("Serve only clients on the subnet of the local address below "
                                "(with \"Any\": on the subnets of this PC's addresses); others "
                                "are refused at once."));

    m_maxClients = new QSpinBox(this);
    m_maxClients->setObjectName(QStringLiteral("serveClientsSpin"));
    m_maxClients->setRange(1, engine::kMaxServerClients);
    m_maxClients->setSpecialValueText(tr("1 client at once"));
    m_maxClients->setSuffix(tr(" clients at once"));
    m_maxClients->setToolTip(tr("How many clients Serve mode serves at the same time, each with "
                                "a test of its own, such as several laptops on one access point. "
                                "A client beyond that hears that the server is busy. With more "
                                "than one, a table under Serve shows each client's rate and "
                                "their sum."));
    m_remote = new RemoteControlBox(this);
}

// The Check button and the line where its report shows.
void PeerPanel::makeCheck()
{
    m_check = new QPushButton(tr("Check"), this);
    m_check->setObjectName(QStringLiteral("checkButton"));
    m_check->setToolTip(tr("Check that the peer's test port is reachable over TCP and UDP, and "
                           "what blocks it when not. Takes a few seconds."));
    m_checkToolTip = m_check->toolTip();
    m_checkResult = new QLabel(this);
    m_checkResult->setObjectName(QStringLiteral("checkResultLabel"));
    m_checkResult->setWordWrap(true);
    m_checkResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_checkResult->hide();
    m_checkAllow = new QPushButton(tr("Allow through firewall…"), this);
    m_checkAllow->setObjectName(QStringLiteral("checkAllowButton"));
    m_checkAllow->setToolTip(tr("Shows the commands that open the test port (TCP and UDP only) "
                                "on a firewall: run them here, or copy them for the peer."));
    m_checkAllow->hide();
    connect(m_checkAllow, &QPushButton::clicked, this,
            [this] { emit allowFirewallRequested(static_cast<quint16>(port())); });
    m_checkBridge = new CheckBridge(this);
    connect(m_check, &QPushButton::clicked, this, &PeerPanel::startCheck);
    connect(m_checkBridge, &CheckBridge::checkFinished, this, &PeerPanel::showCheck);
}

void PeerPanel::startCheck()
{
    engine::CheckConfig c;
    c.host = peer().toStdString();
    c.port = static_cast<std::uint16_t>(port());
    c.bindAddress = bindAddress().toStdString();
    if (c.host.empty()) {
        m_checkResult->setText(tr("Type the peer's address first."));
        m_checkResult->show();
        return;
    }
    if (!m_checkBridge->start(c)) return;
    m_check->setEnabled(false);
    m_checkResult->setText(tr("Checking %1 port %2...").arg(peer()).arg(port()));
    m_checkResult->show();
}

void PeerPanel::showCheck(const engine::CheckReport& report)
{
    m_check->setEnabled(m_peer->isEnabled() && !m_several);
    m_checkResult->setText(checkText(report));
    m_checkResult->show();
    m_checkAllow->setVisible(!report.passed());
}

void PeerPanel::layOut()
{
    auto* portRow = new QHBoxLayout;
    portRow->addWidget(m_port, 1);
    portRow->addWidget(m_serve);
    auto* serveRow = new QHBoxLayout;
    serveRow->addWidget(m_subnetOnly);
    serveRow->addWidget(m_maxClients, 1);
    auto* ifaceRow = new QHBoxLayout;
    ifaceRow->addWidget(m_interface, 1);
    ifaceRow->addWidget(m_refresh);
    // Rows whose field is a layout get their label's buddy set by hand, or the & shows.
    auto* portLabel = new QLabel(tr("P&ort:"), this);
    portLabel->setBuddy(m_port);
    auto* ifaceLabel = new QLabel(tr("&Local:"), this);
    ifaceLabel->setBuddy(m_interface);
    m_peerRow = new QHBoxLayout;
    m_peerRow->addWidget(m_peer, 1);
    m_peerRow->addWidget(m_check);
    auto* peerLabel = new QLabel(tr("&Address:"), this);
    peerLabel->setBuddy(m_peer);
    m_form = new QFormLayout(this);
    m_form->addRow(peerLabel, m_peerRow);
    m_form->addRow(portLabel, portRow);
    auto* serveLabel = new QLabel(tr("Ser&ving:"), this);
    serveLabel->setBuddy(m_subnetOnly);
    m_form->addRow(serveLabel, serveRow);
    m_form->addRow(QString(), m_remote);
    m_form->addRow(m_checkResult);
    m_form->addRow(m_checkAllow);
    m_form->addRow(m_servePanel);
    m_form->addRow(ifaceLabel, ifaceRow);
}

void PeerPanel::setPeerList(QWidget* list, QWidget* searchButton)
{
    m_peerRow->addWidget(searchButton);
    // Right under the address it fills, across the label column.
    m_form->insertRow(1, list);
}

int PeerPanel::serveMaxClients() const
{
    return m_maxClients->value();
}

void PeerPanel::setServeMaxClients(int clients)
{
    m_maxClients->setValue(clients);
}

QStringList PeerPanel::serveAllowList() const
{
    QStringList ranges;
    if (!m_subnetOnly->isChecked()) return ranges;
    const LocalSide side = localSide();
    for (const auto& c : m_choices) {
        if (c.bindAddress.isEmpty()) continue;
        if (!side.address.isEmpty() && c.bindAddress != side.address) continue;
        const auto range =
            QString::fromStdString(engine::subnetOf(c.bindAddress.toStdString(), c.prefixLength));
        if (!range.isEmpty() && !ranges.contains(range)) ranges << range;
    }
    return ranges;
}

LocalSide PeerPanel::localSide() const
{
    const int i = m_interface->currentIndex();
    if (i < 0 || i >= m_choices.size()) return {};
    return {m_choices[i].bindAddress, m_choices[i].prefixLength, m_choices[i].interfaceName};
}

QString PeerPanel::peer() const
{
    return m_peer->currentText().trimmed();
}

QStringList PeerPanel::peers() const
{
    return splitPeers(peer());
}

QStringList PeerPanel::splitPeers(const QString& text)
{
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

// The connection check takes one server; several in the field turn it off, saying why.
void PeerPanel::onPeerEdited()
{
    const bool several = peers().size() > 1;
    if (several != m_several) {
        m_several = several;
        m_check->setEnabled(!several && m_peer->isEnabled() && !m_checkBridge->running());
        m_check->setToolTip(several ? tr("The check takes one server: leave one address to "
                                         "check it, or check each in turn.")
                                    : m_checkToolTip);
        emit severalServersChanged(several);
    }
}

void PeerPanel::setPeer(const QString& peer)
{
    m_peer->setEditText(peer);
}

void PeerPanel::setRecentPeers(const QStringList& peers)
{
    const QString text = m_peer->currentText();
    QSignalBlocker block(m_peer);
    m_peer->clear();
    m_peer->addItems(peers);
    m_peer->setEditText(text);
}

int PeerPanel::port() const
{
    return m_port->value();
}

void PeerPanel::setPort(int port)
{
    m_port->setValue(port);
}

QString PeerPanel::bindAddress() const
{
    const int i = m_interface->currentIndex();
    return i >= 0 && i < m_choices.size() ? m_choices[i].bindAddress : QString();
}

void PeerPanel::setBindAddress(const QString& address)
{
    for (int i = 0; i < m_choices.size(); ++i) {
        if (m_choices[i].bindAddress == address) {
            m_interface->setCurrentIndex(i);
            return;
        }
    }
    m_interface->setCurrentIndex(0);
}

QString PeerPanel::interfaceText() const
{
    const int i = m_interface->currentIndex();
    if (i <= 0 || i >= m_choices.size()) return tr("any interface");
    return tr("%1 (%2)").arg(m_choices[i].interfaceName, m_choices[i].bindAddress);
}

void PeerPanel::reloadInterfaces()
{
    const QString current = bindAddress();
    m_choices = interfaceChoices(engine::listInterfaces(), engine::readLinkFacts);
    QSignalBlocker block(m_interface);
    m_interface->clear();
    for (int i = 0; i < m_choices.size(); ++i) {
        m_interface->addItem(m_choices[i].label, m_choices[i].bindAddress);
        m_interface->setItemData(i, m_choices[i].toolTip, Qt::ToolTipRole);
    }
    setBindAddress(current);
    emit localSideChanged();
}

void PeerPanel::setServing(bool serving, const QString& addresses)
{
    QSignalBlocker block(m_serve);
    m_serve->setChecked(serving);
    m_serving = serving;
    // The server listens on the port it started with; changing it takes a restart of Serve.
    m_port->setEnabled(!serving);
    m_serve->setText(serving ? tr("Stop serving") : tr("Serve"));
    m_subnetOnly->setEnabled(!serving);
    m_maxClients->setEnabled(!serving);
    m_remote->setServing(serving);
    m_serve->setToolTip(serving ? tr("Stop the server. A test it is serving ends at once.")
                                : tr("Make this app a Benchwire server on the port, so another "
                                     "machine can test against it."));
    m_servePanel->setServing(serving, addresses);
}

void PeerPanel::setRunning(bool running)
{
    for (QWidget* w : std::initializer_list<QWidget*>{m_peer, m_serve, m_interface, m_refresh})
        w->setEnabled(!running);
    m_check->setEnabled(!running && !m_several && !m_checkBridge->running());
    m_port->setEnabled(!running && !m_serving);
}

} // namespace bw::ui
