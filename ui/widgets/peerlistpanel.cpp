// SPDX-License-Identifier: MIT
#include "widgets/peerlistpanel.h"

#include "bridge/discoverybridge.h"
#include "bridge/selftestbridge.h"
#include "history/runrecord.h"
#include "models/peermodel.h"
#include "models/units.h"

#include "benchwire/plan.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QTime>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace bw::ui {

namespace dsc = engine::discovery;

PeerListPanel::PeerListPanel(DiscoveryBridge* bridge, QWidget* parent)
    : QWidget(parent), m_bridge(bridge), m_model(new PeerModel(this))
{
    setObjectName(QStringLiteral("peerListPanel"));
    buildView();
    // The status shows inside the empty list, so the list costs no extra row of height.
    m_status = new QLabel(tr("Not searching."), m_view->viewport());
    m_status->setObjectName(QStringLiteral("peerListStatus"));
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setEnabled(false); // drawn in the disabled (grey) text colour
    m_status->setAttribute(Qt::WA_TransparentForMouseEvents);
    (new QVBoxLayout(m_view->viewport()))->addWidget(m_status);
    m_refresh = new QToolButton(this);
    m_refresh->setObjectName(QStringLiteral("refreshPeersButton"));
    m_refresh->setText(tr("Search"));
    m_refresh->setToolTip(tr("Search the local network for Benchwire servers now. The list "
                             "also refreshes by itself while no test runs."));
    connect(m_refresh, &QToolButton::clicked, m_bridge, &DiscoveryBridge::refreshNow);

    m_noMatch = new QLabel(this);
    m_noMatch->setObjectName(QStringLiteral("peerNoMatchLabel"));
    m_noMatch->setWordWrap(true);
    m_noMatch->hide();
    m_offers = new QComboBox(this);
    m_offers->setObjectName(QStringLiteral("peerOfferCombo"));
    m_offers->setToolTip(tr("The addresses the selected peer has. Choosing one fills the "
                            "address field."));
    m_offers->hide();
    connect(m_offers, &QComboBox::activated, this, &PeerListPanel::onOfferActivated);
    m_selfTest = new QPushButton(tr("Run the loopback self-test"), this);
    m_selfTest->setObjectName(QStringLiteral("selfTestButton"));
    m_selfTest->setToolTip(tr("Runs upload, download and simultaneous, two streams for 2 s "
                              "each, against a private server on 127.0.0.1, and checks that "
                              "both ends count the same bytes. The tests this PC serves go on."));
    m_selfTest->hide();
    m_selfTestResult = new QLabel(this);
    m_selfTestResult->setObjectName(QStringLiteral("selfTestResultLabel"));
    m_selfTestResult->setWordWrap(true);
    m_selfTestResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_selfTestResult->hide();
    m_selfTestBridge = new SelfTestBridge(this);
    connect(m_selfTest, &QPushButton::clicked, this, &PeerListPanel::startSelfTest);
    connect(m_selfTestBridge, &SelfTestBridge::finished, this, &PeerListPanel::showSelfTest);

    // "Last seen" counts on between rounds.
    m_tick = new QTimer(this);
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] { m_model->setNow(dsc::Clock::now()); });
    m_tick->start();
    connect(m_bridge, &DiscoveryBridge::roundStarted, this, &PeerListPanel::onRoundStarted);
    connect(m_bridge, &DiscoveryBridge::peersUpdated, this, &PeerListPanel::onPeersUpdated);
    layOut();
}

void PeerListPanel::buildView()
{
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("peerListView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Ctrl+click (or Shift+click) picks several servers for one test to all of them at once.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    // Every column readable without scrolling sideways: the name takes what the others leave.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(PeerModel::Name, QHeaderView::Stretch);
    m_view->horizontalHeader()->setMinimumSectionSize(m_view->fontMetrics().averageCharWidth() * 8);
    m_view->setMinimumWidth(m_view->fontMetrics().averageCharWidth() * 64);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Three rows without scrolling: the run buttons below must still fit a 1366x768 screen.
    m_view->setFixedHeight(m_view->horizontalHeader()->sizeHint().height() +
                           3 * m_view->verticalHeader()->defaultSectionSize() +
                           2 * m_view->frameWidth());
    m_view->setToolTip(
        tr("Benchwire servers on the local network that answered the search. "
           "Select one to fill in its address; Ctrl+click several to test them all at once."));
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PeerListPanel::onSelectionChanged);
    m_addToPlan = new QAction(tr("Add to plan"), this);
    m_addToPlan->setObjectName(QStringLiteral("actionAddToPlan"));
    connect(m_addToPlan, &QAction::triggered, this, &PeerListPanel::requestPlanEndpoints);
    updatePlanAction();
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu(this);
        menu.setToolTipsVisible(true); // a disabled action says why
        menu.addAction(m_addToPlan);
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
}

void PeerListPanel::layOut()
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_view);
    layout->addWidget(m_noMatch);
    layout->addWidget(m_offers);
    layout->addWidget(m_selfTest, 0, Qt::AlignLeft);
    layout->addWidget(m_selfTestResult);
}

void PeerListPanel::setLocalSide(const LocalSide& local)
{
    m_local = local;
    if (!m_selectedId.isEmpty()) showPick();
}

void PeerListPanel::setRunning(bool running)
{
    m_refresh->setEnabled(!running);
    m_view->setEnabled(!running);
    m_offers->setEnabled(!running);
    if (running) setStatus(tr("Search paused while a test runs."));
}

void PeerListPanel::onRoundStarted()
{
    setStatus(tr("Searching the local network…"));
}

// In the list while it is empty; always on the list's and the Search button's tooltips.
void PeerListPanel::setStatus(const QString& text)
{
    m_status->setText(text);
    m_status->setVisible(m_model->rowCount() == 0);
    const QString tip =
        tr("Benchwire servers on the local network that answered the search. "
           "Select one to fill in its address; Ctrl+click several to test them all at once.");
    m_view->setToolTip(tip + QLatin1Char('\n') + text);
    m_refresh->setToolTip(tr("Search the local network for Benchwire servers now. The list "
                             "also refreshes by itself while no test runs.") +
                          QLatin1Char('\n') + text);
}

void PeerListPanel::onPeersUpdated(const QString& error)
{
    m_restoring = true;
    m_model->setPeers(m_bridge->peers(), dsc::Clock::now());
    // Keep the selection across rounds without filling the address again: the user may have
    // typed another one since.
    const int row = m_model->rowOf(m_selectedId);
    if (row >= 0) m_view->selectRow(row);
    m_restoring = false;
    updatePlanAction(); // a server may have turned remote control on or off
    const int n = m_model->rowCount();
    const QString when = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    if (m_bridge->isPaused())
        setStatus(tr("Search paused while a test runs."));
    else if (!error.isEmpty() && n == 0)
        setStatus(tr("Cannot search: %1. Check that a network interface is up, or type the "
                     "peer's address.")
                      .arg(error));
    else if (n == 0)
        setStatus(tr("No Benchwire server answered (searched at %1).").arg(when));
    else
        setStatus(tr("%n server(s) found, searched at %1.", nullptr, n).arg(when));
}

void PeerListPanel::onSelectionChanged()
{
    if (m_restoring) return;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    const dsc::Peer* p = rows.isEmpty() ? nullptr : m_model->peer(rows.first().row());
    m_selectedId = p ? QString::fromStdString(p->info.peerId) : QString();
    updatePlanAction();
    if (rows.size() > 1)
        showPicks(rows);
    else
        showPick();
}

// Several rows: each server's address on the local side's subnet, in one list for the address
// field; a server without one there is named, and left out.
void PeerListPanel::showPicks(const QModelIndexList& rows)
{
    m_selfTest->hide();
    m_selfTestResult->hide();
    m_offers->hide();
    QStringList addresses, unreachable;
    for (const QModelIndex& row : rows) {
        const dsc::Peer* p = m_model->peer(row.row());
        if (!p) continue;
        const AddressPick pick = pickPeerAddress(*p, m_local);
        if (pick.address.isEmpty())
            unreachable << QString::fromStdString(p->info.hostName);
        else if (!addresses.contains(pick.address))
            addresses << pick.address;
    }
    m_noMatch->setText(tr("Left out, with no address on the subnet of this PC's %1: %2. Choose "
                          "another local interface to include them.")
                           .arg(m_local.interfaceName, unreachable.join(QStringLiteral(", "))));
    m_noMatch->setVisible(!unreachable.isEmpty());
    emit addressChosen(addresses.join(QStringLiteral(", ")));
}

// Fills the address with the selected peer's address on the local side's subnet, or says
// that it has none there.
void PeerListPanel::showPick()
{
    const dsc::Peer* p = m_model->peer(m_model->rowOf(m_selectedId));
    const bool own = p && m_model->isOwn(*p);
    m_selfTest->setVisible(own);
    if (!own) m_selfTestResult->hide();
    if (!p) {
        m_noMatch->hide();
        m_offers->hide();
        return;
    }
    if (own) { // the loopback address
        m_noMatch->setText(tr("This is this PC's own server. A test over loopback (127.0.0.1) "
                              "measures this PC alone: run the self-test here while it serves, "
                              "or stop serving to run your own settings against it."));
        m_noMatch->show();
        m_offers->hide();
        emit addressChosen(QStringLiteral("127.0.0.1"));
        return;
    }
    const AddressPick pick = pickPeerAddress(*p, m_local);
    if (pick.address.isEmpty()) {
        showNoMatch(QString::fromStdString(p->info.hostName), pick.offers);
        return;
    }
    m_noMatch->hide();
    m_offers->hide();
    emit addressChosen(pick.address);
}

void PeerListPanel::showNoMatch(const QString& host, const QStringList& offers)
{
    m_noMatch->setText(tr("%1 has no address on the subnet of this PC's %2 (%3), so a test "
                          "from there would not run over that link. Choose one of its "
                          "addresses, or another local interface:")
                           .arg(host, m_local.address, m_local.interfaceName));
    m_offers->clear();
    m_offers->addItem(tr("Choose an address of %1…").arg(host));
    m_offers->addItems(offers);
    m_noMatch->show();
    m_offers->show();
}

void PeerListPanel::setOwnPeerId(const QString& peerId)
{
    const auto selectedIsOwn = [this] {
        const dsc::Peer* p = m_model->peer(m_model->rowOf(m_selectedId));
        return p && m_model->isOwn(*p);
    };
    const bool wasOwn = selectedIsOwn();
    m_model->setOwnPeerId(peerId);
    if (selectedIsOwn() != wasOwn) showPick(); // the own-server note and self-test go or come
}

// On when every selected server accepts remote control; otherwise the tooltip names one
// that does not, and what its owner does about it.
void PeerListPanel::updatePlanAction()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    QStringList refusing;
    for (const QModelIndex& row : rows)
        if (const dsc::Peer* p = m_model->peer(row.row()); p && !p->info.remoteControl)
            refusing << QString::fromStdString(p->info.hostName);
    m_addToPlan->setEnabled(!rows.isEmpty() && refusing.isEmpty());
    if (rows.isEmpty())
        m_addToPlan->setToolTip(tr("Select servers that accept remote control (Remote: yes) "
                                   "to add them to a plan as endpoints."));
    else if (!refusing.isEmpty())
        m_addToPlan->setToolTip(
            tr("%1 does not accept remote control. On that machine, tick \"Allow remote "
               "control\" in Serve mode, or start benchwire-cli -s with --control-key; or "
               "select only servers with Remote: yes.")
                .arg(refusing.join(QStringLiteral(", "))));
    else
        m_addToPlan->setToolTip(tr("Adds the selected servers to the plan as endpoints. The "
                                   "plan needs each one's code."));
}

// The address a test from here would use: on the local side's subnet, else the one it
// answered from; this PC's own server over loopback.
QString PeerListPanel::connectAddress(const dsc::Peer& p) const
{
    if (m_model->isOwn(p)) return QStringLiteral("127.0.0.1");
    const AddressPick pick = pickPeerAddress(p, m_local);
    if (!pick.address.isEmpty()) return pick.address;
    return p.addresses.empty() ? QString() : QString::fromStdString(p.addresses.front().address);
}

void PeerListPanel::requestPlanEndpoints()
{
    updatePlanAction();
    if (!m_addToPlan->isEnabled()) return;
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList hosts;
    for (const QModelIndex& row : rows)
        if (const dsc::Peer* p = m_model->peer(row.row()))
            if (const QString host = connectAddress(*p); !host.isEmpty()) {
                // With the port it serves on: an endpoint is a server, on any port.
                const QString endpoint =
                    QString::fromStdString(engine::joinHostPort(host.toStdString(), p->info.port));
                if (!hosts.contains(endpoint)) hosts << endpoint;
            }
    if (!hosts.isEmpty()) emit planEndpointsRequested(hosts);
}

void PeerListPanel::onOfferActivated(int index)
{
    if (index > 0) emit addressChosen(m_offers->itemText(index));
}

} // namespace bw::ui

namespace bw::ui {

void PeerListPanel::startSelfTest()
{
    if (!m_selfTestBridge->start(2000)) return;
    m_selfTest->setEnabled(false);
    m_selfTestResult->setText(tr("Self-test running: three runs of 2 s on 127.0.0.1…"));
    m_selfTestResult->show();
}

// One line per run: its rate, or what went wrong.
void PeerListPanel::showSelfTest(const engine::SelfTestReport& report)
{
    m_selfTest->setEnabled(true);
    m_selfTestResult->show();
    if (!report.error.empty()) {
        m_selfTestResult->setText(
            tr("Self-test could not start its loopback server: %1. Check that loopback "
               "(127.0.0.1) is up and a port is free, then run it again.")
                .arg(QString::fromStdString(report.error)));
        return;
    }
    QStringList lines;
    if (report.passed())
        lines << tr("Self-test passed: every run moved data, and both ends counted the same "
                    "bytes.");
    else
        lines << tr("Self-test failed in %n of %1 run(s). A failure here is in this PC or in "
                    "Benchwire, not in the network: keep this text for a bug report.",
                    "", report.failures())
                     .arg(report.runs.size());
    for (const engine::SelfTestRun& run : report.runs) {
        QStringList rates;
        for (double bps : run.receiverBitsPerSecond)
            rates << formatBitsPerSecond(bps);
        lines << (run.passed
                      ? tr("%1: %2").arg(RunText::mode(run.mode), rates.join(tr(" and ")))
                      : tr("%1: failed, %2")
                            .arg(RunText::mode(run.mode), QString::fromStdString(run.problem)));
    }
    m_selfTestResult->setText(lines.join(QLatin1Char('\n')));
}

} // namespace bw::ui
