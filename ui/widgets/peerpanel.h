// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/check.h"
#include "models/interfacelist.h"
#include "models/peeraddress.h"

#include <QGroupBox>

class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QCheckBox;
class QToolButton;

namespace bw::ui {

class ServePanel;
class CheckBridge;
class RemoteControlBox;

// Who to test against and from where: the peer (typed or recent), the port, Serve mode and
// the local interface/IP the run binds to.
class PeerPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit PeerPanel(QWidget* parent = nullptr);

    // The address field as typed; peers() splits it into its servers (commas or spaces).
    QString peer() const;
    QStringList peers() const;
    // An address field's text split into its servers (commas or spaces).
    static QStringList splitPeers(const QString& text);
    void setPeer(const QString& peer);
    void setRecentPeers(const QStringList& peers);
    int port() const;
    void setPort(int port);
    QString bindAddress() const;
    void setBindAddress(const QString& address);
    QString interfaceText() const; // short description for the chart stamp
    void reloadInterfaces();
    LocalSide localSide() const; // the interface/IP picker's choice
    // Serve mode's allow-list: empty (everyone), or with "This subnet only" the subnet of the
    // local address chosen ("Any": of every address of this PC), as CIDR ranges.
    QStringList serveAllowList() const;
    // Serve mode's "clients at once" (ServerConfig::maxClients): 1 to kMaxServerClients.
    int serveMaxClients() const;
    void setServeMaxClients(int clients);
    // Puts the discovered peers' list under the address field and its Search button beside it.
    void setPeerList(QWidget* list, QWidget* searchButton);
    // The Serve button reads "Stop serving" while serving; addresses: what to type on the
    // other machine.
    void setServing(bool serving, const QString& addresses);
    ServePanel* servePanel() const { return m_servePanel; }
    // Serve mode's "Allow remote control" and its code (ServerConfig::controlKey).
    RemoteControlBox* remoteControl() const { return m_remote; }
    void setRunning(bool running);

signals:
    void serveToggled(bool on);
    void localSideChanged();
    void portChanged();
    // The address field went from one server to several, or back.
    void severalServersChanged(bool several);
    // The check found the port closed: the person asked for the commands that open it.
    void allowFirewallRequested(quint16 port);

private:
    void layOut();
    void makeServeControls();
    void makeCheck();
    void startCheck();
    void onPeerEdited();
    void showCheck(const engine::CheckReport& report);

    QFormLayout* m_form = nullptr;
    QHBoxLayout* m_peerRow = nullptr;
    QComboBox* m_peer = nullptr;
    QSpinBox* m_port = nullptr;
    QPushButton* m_serve = nullptr;
    QCheckBox* m_subnetOnly = nullptr;
    QSpinBox* m_maxClients = nullptr;
    ServePanel* m_servePanel = nullptr;
    RemoteControlBox* m_remote = nullptr;
    QComboBox* m_interface = nullptr;
    QToolButton* m_refresh = nullptr;
    QPushButton* m_check = nullptr;      // the connection check of peer and port
    QLabel* m_checkResult = nullptr;     // its report, under the port
    QPushButton* m_checkAllow = nullptr; // offered when the check failed
    CheckBridge* m_checkBridge = nullptr;
    QVector<InterfaceChoice> m_choices;
    bool m_serving = false;
    bool m_several = false; // several servers in the address field
    QString m_checkToolTip; // the Check button's own, while one server is given
};

} // namespace bw::ui
