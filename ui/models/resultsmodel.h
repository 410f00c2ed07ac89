// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"

#include <QAbstractTableModel>

#include <functional>
#include <vector>

namespace bw::ui {

// The results table: one column per direction (and phase), one row per figure.
class ResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit ResultsModel(QObject* parent = nullptr);

    // A served result (TestResult::served) is shown from this machine's point of view: the
    // client's figures, which the server never gets, read "n/a".
    void setResult(const engine::TestResult& result);
    void clear();
    bool hasResult() const { return m_hasResult; }
    const engine::TestResult& result() const { return m_result; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The numeric value behind a cell, for tests and copy-out (NaN when not a number).
    double numericValue(int row, int column) const;
    enum Row
    {
        MeanRow,
        MinRow,
        MaxRow,
        StddevRow,
        SenderRateRow,
        ReceivedBytesRow,
        SentBytesRow,
        RetransmitsRow,
        RttRow,
        UdpLossRow,       // UDP: datagrams lost of those expected, and the percentage
        UdpJitterRow,     // UDP: mean RFC 3550 jitter over the intervals
        UdpReorderRow,    // UDP: out of order and duplicates
        IdleLatencyRow,   // latency probes: the idle baseline's round trip
        LoadedLatencyRow, // the round trip under this phase's load: median, 95th, 99th
        AddedLatencyRow,  // loaded median minus idle median
        OneWayLatencyRow, // this phase's one-way medians and the clocks' offset, or why none
        ProbesLostRow,    // probes of this phase without an echo
        FairnessRow,      // Jain's index of the streams' bytes, as this end counted them
        SenderCpuRow,
        ReceiverCpuRow,
        SenderCyclesRow,
        ReceiverCyclesRow,
        StreamsRow,
        BufferRow,
        WindowRow,
        LocalAppliedRow,
        RemoteAppliedRow,
        LocalLinkRow, // the link facts of both ends: kind, speed, Wi-Fi band, rates, signal
        RemoteLinkRow,
        RowCount
    };

private:
    QString rowLabel(int row) const;
    QString latencyRowLabel(int row) const;
    QString rowToolTip(int row) const;
    QString cellText(int row, const engine::DirectionSummary& s) const;
    QString udpText(int row, const engine::DirectionSummary& s) const;
    QString settingsText(int row) const;
    QString cpuText(const engine::CpuSummary& cpu, bool local) const;
    double latencyMs(const engine::DelayStats& d) const;
    bool senderIsLocal(const engine::DirectionSummary& s) const;
    bool known(int row, const engine::DirectionSummary& s) const;
    static bool isReceiverRow(int row); // a figure of the receiving side
    QString directionTitle(const engine::DirectionSummary& s) const;

    engine::TestResult m_result;
    bool m_hasResult = false;
};

} // namespace bw::ui
