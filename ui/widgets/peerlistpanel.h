// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/selftest.h"
#include "models/peeraddress.h"

#include <QModelIndexList>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QTimer;
class QToolButton;

namespace bw::ui {

class DiscoveryBridge;
class PeerModel;
class SelfTestBridge;

// The servers that answered discovery, under the address field. Selecting one fills the
// address with the peer's address on the chosen local interface's subnet; when it has none
// there, the panel says so and offers the addresses it has. This app's own server (Serve on)
// is marked as this computer; picking it offers the loopback self-test, which runs on a private
// server and leaves the served tests alone.
class PeerListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PeerListPanel(DiscoveryBridge* bridge, QWidget* parent = nullptr);

    PeerModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    // The Search button, for the address row (PeerPanel::setPeerList places it).
    QToolButton* searchButton() const { return m_refresh; }
    void setLocalSide(const LocalSide& local); // re-picks the selected peer's address
    void setRunning(bool running);
    void setOwnPeerId(const QString& peerId); // PeerModel::setOwnPeerId
    // "Add to plan" (the list's context menu): on while every selected server accepts
    // remote control; its tooltip says why not otherwise.
    QAction* addToPlanAction() const { return m_addToPlan; }

signals:
    // One address, or several separated by commas when several rows are selected.
    void addressChosen(const QString& address);
    // Add to plan: the selected servers as endpoints of a plan, each "host:port": the address
    // this app would connect to (as addressChosen gives it) and the port it serves on, in the
    // list's order.
    void planEndpointsRequested(const QStringList& endpoints);

private:
    void buildView();
    void layOut();
    void onRoundStarted();
    void setStatus(const QString& text);
    void onPeersUpdated(const QString& error);
    void onSelectionChanged();
    void onOfferActivated(int index);
    void showPick();
    void showPicks(const QModelIndexList& rows);
    void showNoMatch(const QString& host, const QStringList& offers);
    void startSelfTest();
    void showSelfTest(const engine::SelfTestReport& report);
    void updatePlanAction();
    void requestPlanEndpoints();
    QString connectAddress(const engine::discovery::Peer& peer) const;

    DiscoveryBridge* m_bridge = nullptr;
    PeerModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_status = nullptr;
    QToolButton* m_refresh = nullptr;
    QLabel* m_noMatch = nullptr;
    QComboBox* m_offers = nullptr;
    QPushButton* m_selfTest = nullptr;
    QLabel* m_selfTestResult = nullptr;
    SelfTestBridge* m_selfTestBridge = nullptr;
    QTimer* m_tick = nullptr;
    QAction* m_addToPlan = nullptr;
    LocalSide m_local;
    QString m_selectedId; // the peer id of the selected row, kept across rounds
    bool m_restoring = false;
};

} // namespace bw::ui
