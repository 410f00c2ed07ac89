// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/discovery.h"

#include <QAbstractTableModel>

#include <vector>

namespace bw::ui {

// The discovered peers as the peer list shows them, one row per peer (the engine's PeerList
// has already merged a peer seen on several interfaces into one entry).
class PeerModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Name,
        Os,
        Version,
        State,
        LinkSpeed,
        LastSeen,
        RemoteControl, // "yes" when the server accepts remote control (Announcement)
        ColumnCount
    };
    static constexpr int PeerIdRole = Qt::UserRole + 1;

    explicit PeerModel(QObject* parent = nullptr);

    // Replaces the rows; now is the time "last seen" is counted from.
    void setPeers(const std::vector<engine::discovery::Peer>& peers,
                  engine::discovery::Clock::time_point now);
    // Only the "last seen" column changes.
    void setNow(engine::discovery::Clock::time_point now);
    const engine::discovery::Peer* peer(int row) const;
    int rowOf(const QString& peerId) const; // -1 when it is not listed
    // This app's own server while it serves (its discovery answers reach the list too): shown
    // as "this computer", not as another machine. Empty: none.
    void setOwnPeerId(const QString& peerId);
    bool isOwn(const engine::discovery::Peer& peer) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString osText(const std::string& os);
    static QString stateText(const engine::discovery::Announcement& a);
    static QString lastSeenText(std::chrono::milliseconds ago);
    // The remote-control column's tooltip: whether a console may run tests from the peer.
    static QString remoteControlToolTip(const engine::discovery::Announcement& a);
    // The speed of the link the peer answered on, else its fastest interface's.
    static QString linkSpeedText(const engine::discovery::Peer& peer);

private:
    QString text(const engine::discovery::Peer& p, int column) const;
    QString toolTip(const engine::discovery::Peer& p) const;

    std::vector<engine::discovery::Peer> m_peers;
    engine::discovery::Clock::time_point m_now{};
    std::string m_ownPeerId;
};

} // namespace bw::ui
