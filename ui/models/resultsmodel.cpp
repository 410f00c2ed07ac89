// SPDX-License-Identifier: MIT
#include "models/resultsmodel.h"

#include "models/latencytext.h"
#include "models/peeraddress.h"
#include "models/units.h"

#include <QLocale>

#include <cmath>

namespace bw::ui {

ResultsModel::ResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsModel::setResult(const engine::TestResult& result)
{
    beginResetModel();
    m_result = result;
    m_hasResult = true;
    endResetModel();
}

void ResultsModel::clear()
{
    beginResetModel();
    m_result = engine::TestResult();
    m_hasResult = false;
    endResetModel();
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_result.summaries.size());
}

bool ResultsModel::senderIsLocal(const engine::DirectionSummary& s) const
{
    // Upload is the client's sending direction, whichever machine shows the result.
    return (s.direction == engine::Direction::Upload) != m_result.served;
}

// Whether the host that measured the result has this figure of this direction. A server's own
// result holds the receiver's side of what it received and the sender's side of what it sent.
bool ResultsModel::isReceiverRow(int row)
{
    return row == MeanRow || row == MinRow || row == MaxRow || row == StddevRow ||
           row == ReceivedBytesRow || row == ReceiverCyclesRow;
}

bool ResultsModel::known(int row, const engine::DirectionSummary& s) const
{
    // A served test's client side is unknown where the client sent no figures of its own
    // (DirectionSummary::senderUnknown / receiverUnknown): those rows read n/a.
    if (isReceiverRow(row)) return s.receiverUnknown.empty();
    switch (row) {
    case SenderRateRow:
    case SentBytesRow:
    case RetransmitsRow:
    case RttRow:
    case SenderCyclesRow:
        return s.senderUnknown.empty();
    default:
        // Both hosts' CPU: a Benchwire client sends its own each interval, an iperf3 client
        // its total at the end; a figure the client did not send is invalid and reads n/a.
        return true;
    }
}

QString ResultsModel::directionTitle(const engine::DirectionSummary& s) const
{
    if (!m_result.served)
        return s.direction == engine::Direction::Upload ? tr("Upload (this PC → peer)")
                                                        : tr("Download (peer → this PC)");
    // The client's address without its port: the machine, not the connection.
    const QString peer = endpointHost(QString::fromStdString(m_result.remoteAddress));
    return senderIsLocal(s) ? tr("Sent from here to %1").arg(peer)
                            : tr("Received here from %1").arg(peer);
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Vertical) return rowToolTip(section);
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return rowLabel(section);
    if (section < 0 || section >= int(m_result.summaries.size())) return {};
    const auto& s = m_result.summaries[size_t(section)];
    const QString direction = directionTitle(s);
    if (!m_result.rateSearch.valid) return direction;
    // A highest-clean-rate search: one column per step and direction, titled with its rate.
    return tr("Step %1, %2: %3")
        .arg(s.phase + 1)
        .arg(formatBitsPerSecond(s.udp.targetBitsPerSecond), direction);
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.column() >= int(m_result.summaries.size())) return {};
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        // An unknown figure says why (the engine's reason: an iperf3 client, an older one).
        const auto& s = m_result.summaries[size_t(index.column())];
        if (index.row() < StreamsRow && !known(index.row(), s))
            return tr("n/a: %1").arg(
                reasonText(isReceiverRow(index.row()) ? s.receiverUnknown : s.senderUnknown));
        return rowToolTip(index.row());
    }
    if (role != Qt::DisplayRole) return {};
    if (index.row() >= StreamsRow) return settingsText(index.row());
    return cellText(index.row(), m_result.summaries[size_t(index.column())]);
}

double ResultsModel::numericValue(int row, int column) const
{
    if (column < 0 || column >= int(m_result.summaries.size())) return std::nan("");
    const auto& s = m_result.summaries[size_t(column)];
    if (!known(row, s)) return std::nan("");
    switch (row) {
    case MeanRow:
        return s.receiverBitsPerSecond.mean;
    case MinRow:
        return s.receiverBitsPerSecond.min;
    case MaxRow:
        return s.receiverBitsPerSecond.max;
    case StddevRow:
        return s.receiverBitsPerSecond.stddev;
    case SenderRateRow:
        return s.senderBitsPerSecond;
    case ReceivedBytesRow:
        return double(s.receiverBytes);
    case SentBytesRow:
        return double(s.senderBytes);
    case RetransmitsRow:
        return double(s.retransmits);
    case UdpLossRow:
        return s.udp.valid ? s.udp.lossPct : std::nan("");
    case UdpJitterRow:
        return s.udp.valid ? s.udp.jitterUs.mean / 1000.0 : std::nan("");
    case IdleLatencyRow:
        return latencyMs(m_result.latency.idleRtt);
    case LoadedLatencyRow: {
        const engine::LoadedLatency* l = loadedFor(m_result.latency, s.phase);
        return l ? latencyMs(l->rtt) : std::nan("");
    }
    default:
        return std::nan("");
    }
}

double ResultsModel::latencyMs(const engine::DelayStats& d) const
{
    return m_result.latency.valid && d.count > 0 ? d.medianUs / 1000.0 : std::nan("");
}

QString ResultsModel::cpuText(const engine::CpuSummary& cpu, bool local) const
{
    if (!cpu.valid) return tr("n/a");
    const QString where = local ? tr("this PC") : m_result.served ? tr("client") : tr("peer");
    if (cpu.busiestCorePct <= 0)
        return tr("%1 % (%2)").arg(QLocale().toString(cpu.busyPct(), 'f', 1), where);
    return tr("%1 % (%2), busiest core %3 %")
        .arg(QLocale().toString(cpu.busyPct(), 'f', 1), where,
             QLocale().toString(cpu.busiestCorePct, 'f', 1));
}

QString ResultsModel::cellText(int row, const engine::DirectionSummary& s) const
{
    const QLocale loc;
    const bool localSends = senderIsLocal(s);
    if (!known(row, s)) return tr("n/a");
    switch (row) {
    case MinRow:
    case MaxRow:
    case StddevRow:
        // A stock iperf3 server reports only its total, no interval figures.
        if (s.receiverBitsPerSecond.count == 0) return tr("n/a");
        [[fallthrough]];
    case MeanRow:
    case SenderRateRow:
        return formatBitsPerSecond(numericValue(row, int(&s - m_result.summaries.data())));
    case ReceivedBytesRow:
        return formatBytes(double(s.receiverBytes));
    case SentBytesRow:
        return formatBytes(double(s.senderBytes));
    case RetransmitsRow:
        return s.tcpInfoValid ? loc.toString(qulonglong(s.retransmits)) : tr("n/a");
    case RttRow:
        return s.tcpInfoValid ? tr("%1 ms").arg(loc.toString(s.meanRttUs / 1000.0, 'f', 2))
                              : tr("n/a");
    case UdpLossRow:
    case UdpJitterRow:
    case UdpReorderRow:
        return udpText(row, s);
    case IdleLatencyRow:
        return idleLatencyText(m_result.latency);
    case LoadedLatencyRow:
        return loadedLatencyText(m_result.latency, s.phase);
    case AddedLatencyRow:
        return addedLatencyText(m_result.latency, s.phase, m_result.served);
    case OneWayLatencyRow:
        return oneWayLatencyText(m_result.latency, s.phase, m_result.served);
    case ProbesLostRow:
        return probesLostText(m_result.latency, s.phase);
    case FairnessRow:
        if (!s.jainIndex) return tr("n/a");
        return (s.perStream.atSender
                    ? tr("%1 (%n stream(s), as sent)", nullptr, int(s.perStream.bytes.size()))
                    : tr("%1 (%n stream(s), as received)", nullptr, int(s.perStream.bytes.size())))
            .arg(loc.toString(*s.jainIndex, 'f', 3));
    case SenderCpuRow:
        return cpuText(s.senderCpu, localSends);
    case ReceiverCpuRow:
        return cpuText(s.receiverCpu, !localSends);
    case SenderCyclesRow:
        return s.senderCyclesPerByte > 0 ? loc.toString(s.senderCyclesPerByte, 'f', 2) : tr("n/a");
    case ReceiverCyclesRow:
        return s.receiverCyclesPerByte > 0 ? loc.toString(s.receiverCyclesPerByte, 'f', 2)
                                           : tr("n/a");
    default:
        return {};
    }
}

QString ResultsModel::udpText(int row, const engine::DirectionSummary& s) const
{
    if (!s.udp.valid) return tr("n/a");
    const QLocale loc;
    const engine::UdpSummary& u = s.udp;
    switch (row) {
    case UdpLossRow:
        return tr("%1 of %2 (%3 %)")
            .arg(loc.toString(qulonglong(u.packetsLost)),
                 loc.toString(qulonglong(u.packetsLost + u.packetsReceived)),
                 loc.toString(u.lossPct, 'f', 2));
    case UdpJitterRow:
        return tr("%1 ms").arg(loc.toString(u.jitterUs.mean / 1000.0, 'f', 3));
    case UdpReorderRow:
        return tr("%1 out of order, %2 duplicates")
            .arg(loc.toString(qulonglong(u.outOfOrder)), loc.toString(qulonglong(u.duplicates)));
    default:
        return {};
    }
}

QString ResultsModel::settingsText(int row) const
{
    const auto& c = m_result.config;
    auto applied = [](const engine::AppliedSettings& a) {
        if (a.sendBufferBytes == 0 && a.receiveBufferBytes == 0) return tr("n/a");
        return tr("send %1, receive %2")
            .arg(formatBytes(a.sendBufferBytes), formatBytes(a.receiveBufferBytes));
    };
    switch (row) {
    case StreamsRow:
        // Auto TCP starts with one worker and grows with load (engine flow/growth.h).
        if (c.threads == 0 && c.protocol == engine::Protocol::Tcp)
            return tr("%1 streams, Auto threads (up to %2)")
                .arg(c.streams)
                .arg(c.effectiveThreads());
        return tr("%1 streams, %2 threads").arg(c.streams).arg(c.effectiveThreads());
    case BufferRow:
        return formatBytes(c.bufferBytes);
    case WindowRow:
        return c.socketBufferBytes == 0 ? tr("Auto") : formatBytes(c.socketBufferBytes);
    case LocalAppliedRow:
        return applied(m_result.localApplied);
    case RemoteAppliedRow:
        return applied(m_result.remoteApplied);
    case LocalLinkRow:
        return linkFactsText(m_result.localLink);
    case RemoteLinkRow:
        return linkFactsText(m_result.remoteLink);
    default:
        return {};
    }
}

QString ResultsModel::latencyRowLabel(int row) const
{
    switch (row) {
    case IdleLatencyRow:
        return tr("Latency, idle");
    case LoadedLatencyRow:
        return tr("Latency, loaded");
    case AddedLatencyRow:
        return tr("Added latency");
    case OneWayLatencyRow:
        return tr("Latency, one way");
    case ProbesLostRow:
        return tr("Probes lost");
    default:
        return {};
    }
}

QString ResultsModel::rowLabel(int row) const
{
    switch (row) {
    case MeanRow:
        return tr("Mean (received)");
    case MinRow:
        return tr("Minimum");
    case MaxRow:
        return tr("Maximum");
    case StddevRow:
        return tr("Standard deviation");
    case SenderRateRow:
        return tr("Sender's rate");
    case ReceivedBytesRow:
        return tr("Bytes received");
    case SentBytesRow:
        return tr("Bytes sent");
    case RetransmitsRow:
        return tr("Retransmits");
    case RttRow:
        return tr("Mean RTT");
    case UdpLossRow:
        return tr("Datagrams lost");
    case UdpJitterRow:
        return tr("Jitter");
    case UdpReorderRow:
        return tr("Reordering");
    case IdleLatencyRow:
    case LoadedLatencyRow:
    case AddedLatencyRow:
    case OneWayLatencyRow:
    case ProbesLostRow:
        return latencyRowLabel(row);
    case FairnessRow:
        return tr("Stream fairness (Jain)");
    case SenderCpuRow:
        return tr("CPU, sending host");
    case ReceiverCpuRow:
        return tr("CPU, receiving host");
    case SenderCyclesRow:
        return tr("Cycles/byte, sender");
    case ReceiverCyclesRow:
        return tr("Cycles/byte, receiver");
    case StreamsRow:
        return tr("Streams and threads");
    case BufferRow:
        return tr("Buffer size");
    case WindowRow:
        return tr("Socket window asked");
    case LocalAppliedRow:
        return tr("Socket buffers applied, this PC");
    case RemoteAppliedRow:
        return tr("Socket buffers applied, peer");
    case LocalLinkRow:
        return tr("Link, this PC");
    case RemoteLinkRow:
        return m_result.served ? tr("Link, client") : tr("Link, peer");
    default:
        return {};
    }
}

QString ResultsModel::rowToolTip(int row) const
{
    switch (row) {
    case MeanRow:
    case MinRow:
    case MaxRow:
    case StddevRow:
        return tr("Goodput the receiving side counted, over the measured intervals "
                  "(warm-up excluded).");
    case SenderRateRow:
        return tr("Bytes the sending side wrote, divided by the measured time.");
    case RetransmitsRow:
    case RttRow:
        return tr("From the sender's TCP statistics; n/a where the OS does not report them.");
    case UdpLossRow:
        return tr("UDP: datagrams the receiver missed, of those it expected from the sequence "
                  "numbers (measured intervals).");
    case UdpJitterRow:
        return tr("UDP: interarrival jitter (RFC 3550), the variation of the transit time; no "
                  "clock synchronization needed.");
    case UdpReorderRow:
        return tr("UDP: datagrams that arrived after a later one, and datagrams that arrived "
                  "twice. Neither counts as lost.");
    case FairnessRow:
        return tr("Jain's fairness index of the streams' bytes over the measured time, as this "
                  "end counted them: 1 when every stream moved the same, 1/n when one stream "
                  "moved everything.");
    case SenderCpuRow:
    case ReceiverCpuRow:
        return tr("Whole-system CPU use of that host during the measured time, and the mean use "
                  "of its busiest core: one core near 100 % limits a single stream even when "
                  "the host as a whole looks idle.");
    case SenderCyclesRow:
    case ReceiverCyclesRow:
        return tr("Busy CPU cycles of the host per byte moved: lower is more efficient.");
    case IdleLatencyRow:
    case LoadedLatencyRow:
    case ProbesLostRow:
        return tr("Round trip of the latency probes (light UDP packets on the test port, native "
                  "peers only): before the load (idle) and during this phase's load.");
    case AddedLatencyRow:
        return tr("How much the load added to the idle round trip (medians), and each way "
                  "where the two clocks could be related.");
    case OneWayLatencyRow:
        return tr("The probes' delay each way under this phase's load. It needs the two "
                  "clocks' offset, estimated from the fastest probes to within 1 ms; where it "
                  "is not, this row says why instead of guessing.");
    case LocalLinkRow:
    case RemoteLinkRow:
        return tr("The network link each end used, as its OS reported it at the start: kind, "
                  "speed and duplex, or the Wi-Fi band, channel, width, PHY rates and signal.");
    case LocalAppliedRow:
    case RemoteAppliedRow:
        return tr("The socket buffer sizes the operating system actually applied.");
    default:
        return tr("The settings the test ran with.");
    }
}

} // namespace bw::ui
