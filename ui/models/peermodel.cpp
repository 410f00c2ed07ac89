// SPDX-License-Identifier: MIT
#include "models/peermodel.h"

#include "models/interfacelist.h"

#include <QStringList>

#include <algorithm>

namespace bw::ui {

namespace dsc = engine::discovery;

PeerModel::PeerModel(QObject* parent) : QAbstractTableModel(parent) {}

void PeerModel::setPeers(const std::vector<dsc::Peer>& peers, dsc::Clock::time_point now)
{
    beginResetModel();
    m_peers = peers;
    // A stable order, so the rows do not jump between rounds.
    std::stable_sort(m_peers.begin(), m_peers.end(), [](const dsc::Peer& a, const dsc::Peer& b) {
        return QString::fromStdString(a.info.hostName)
                   .compare(QString::fromStdString(b.info.hostName), Qt::CaseInsensitive) < 0;
    });
    m_now = now;
    endResetModel();
}

void PeerModel::setNow(dsc::Clock::time_point now)
{
    m_now = now;
    if (!m_peers.empty())
        emit dataChanged(index(0, LastSeen), index(rowCount() - 1, LastSeen), {Qt::DisplayRole});
}

const dsc::Peer* PeerModel::peer(int row) const
{
    return row >= 0 && row < rowCount() ? &m_peers[std::size_t(row)] : nullptr;
}

int PeerModel::rowOf(const QString& peerId) const
{
    for (std::size_t i = 0; i < m_peers.size(); ++i)
        if (QString::fromStdString(m_peers[i].info.peerId) == peerId) return int(i);
    return -1;
}

int PeerModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_peers.size());
}

int PeerModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void PeerModel::setOwnPeerId(const QString& peerId)
{
    m_ownPeerId = peerId.toStdString();
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool PeerModel::isOwn(const dsc::Peer& peer) const
{
    return !m_ownPeerId.empty() && peer.info.peerId == m_ownPeerId;
}

QVariant PeerModel::data(const QModelIndex& index, int role) const
{
    const dsc::Peer* p = index.isValid() ? peer(index.row()) : nullptr;
    if (!p) return {};
    switch (role) {
    case Qt::DisplayRole:
        return text(*p, index.column());
    case Qt::ToolTipRole:
        return index.column() == RemoteControl ? remoteControlToolTip(p->info) : toolTip(*p);
    case PeerIdRole:
        return QString::fromStdString(p->info.peerId);
    default:
        return {};
    }
}

QString PeerModel::text(const dsc::Peer& p, int column) const
{
    switch (column) {
    case Name:
        return isOwn(p) ? tr("%1 (this computer)").arg(QString::fromStdString(p.info.hostName))
                        : QString::fromStdString(p.info.hostName);
    case Os:
        return osText(p.info.os);
    case Version:
        return QString::fromStdString(p.info.version);
    case State:
        return isOwn(p) ? tr("Serving here") : stateText(p.info);
    case LinkSpeed:
        return linkSpeedText(p);
    case LastSeen:
        return lastSeenText(
            std::chrono::duration_cast<std::chrono::milliseconds>(m_now - p.lastSeen));
    case RemoteControl:
        return p.info.remoteControl ? tr("yes") : QString();
    default:
        return {};
    }
}

QString PeerModel::toolTip(const dsc::Peer& p) const
{
    if (isOwn(p))
        return tr("This computer's own server (Serve is on). A test against it runs over "
                  "loopback, 127.0.0.1, and measures this PC alone.");
    QStringList answered;
    for (const auto& a : p.addresses)
        answered << (a.localInterface.empty() ? QString::fromStdString(a.address)
                                              : tr("%1 (via %2)")
                                                    .arg(QString::fromStdString(a.address),
                                                         QString::fromStdString(a.localInterface)));
    return tr("%1, port %2\nAnswered from: %3")
        .arg(QString::fromStdString(p.info.hostName), QString::number(p.info.port),
             answered.join(QStringLiteral(", ")));
}

QVariant PeerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Os:
        return tr("OS");
    case Version:
        return tr("Version");
    case State:
        return tr("State");
    case LinkSpeed:
        return tr("Link");
    case LastSeen:
        return tr("Last seen");
    case RemoteControl:
        return tr("Remote");
    default:
        return {};
    }
}

QString PeerModel::osText(const std::string& os)
{
    if (os == "linux") return QStringLiteral("Linux");
    if (os == "windows") return QStringLiteral("Windows");
    if (os == "macos") return QStringLiteral("macOS");
    return QString::fromStdString(os);
}

QString PeerModel::stateText(const dsc::Announcement& a)
{
    QString state = !a.busy            ? tr("Idle")
                    : a.busyForMs == 0 ? tr("Busy")
                                       : tr("Busy (%1 s)").arg((a.busyForMs + 999) / 1000);
    // What the server says of its own firewall: a blocked port is known before a test fails.
    const bool tcp = a.firewallTcp == dsc::FirewallState::Blocked;
    const bool udp = a.firewallUdp == dsc::FirewallState::Blocked;
    if (tcp && udp)
        state += tr(" · its firewall blocks TCP and UDP %1").arg(a.port);
    else if (tcp || udp)
        state += tr(" · its firewall blocks %1 %2")
                     .arg(tcp ? QStringLiteral("TCP") : QStringLiteral("UDP"))
                     .arg(a.port);
    return state;
}

QString PeerModel::remoteControlToolTip(const dsc::Announcement& a)
{
    if (a.remoteControl)
        return tr("Accepts remote control: a console with its code may run tests from it. "
                  "Right-click, Add to plan.");
    return tr("No remote control: on that machine, tick \"Allow remote control\" in Serve "
              "mode, or start benchwire-cli -s with --control-key.");
}

QString PeerModel::lastSeenText(std::chrono::milliseconds ago)
{
    const qint64 seconds = std::max<qint64>(0, ago.count() / 1000);
    if (seconds < 2) return tr("just now");
    if (seconds < 120) return tr("%n s ago", nullptr, int(seconds));
    return tr("%n min ago", nullptr, int(seconds / 60));
}

QString PeerModel::linkSpeedText(const dsc::Peer& p)
{
    std::int64_t answered = -1;
    std::int64_t fastest = -1;
    for (const auto& iface : p.info.interfaces) {
        fastest = std::max(fastest, iface.speedMbps);
        for (const auto& addr : iface.addresses)
            for (const auto& from : p.addresses)
                if (from.address.substr(0, from.address.find('%')) == addr.address)
                    answered = std::max(answered, iface.speedMbps);
    }
    const QString text = ui::linkSpeedText(answered > 0 ? answered : fastest);
    return text.isEmpty() ? tr("unknown") : text;
}

} // namespace bw::ui
