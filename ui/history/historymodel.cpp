// SPDX-License-Identifier: MIT
#include "history/historymodel.h"

#include "models/units.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace bw::ui {

HistoryModel::HistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void HistoryModel::setRecords(QVector<RunRecord> records)
{
    beginResetModel();
    m_records = std::move(records);
    endResetModel();
}

void HistoryModel::updateRecord(const RunRecord& record)
{
    const int row = rowOf(record.id);
    if (row < 0) return;
    m_records[row] = record;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void HistoryModel::addRecord(const RunRecord& record)
{
    beginInsertRows({}, 0, 0);
    m_records.prepend(record);
    endInsertRows();
}

int HistoryModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_records.size(); ++row)
        if (m_records[row].id == id) return row;
    return -1;
}

QStringList HistoryModel::peers() const
{
    QStringList peers;
    for (const RunRecord& r : m_records)
        if (!r.peer.isEmpty() && !peers.contains(r.peer)) peers << r.peer;
    std::sort(peers.begin(), peers.end());
    return peers;
}

int HistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::display(const RunRecord& r, int column) const
{
    switch (column) {
    case LabelColumn:
        return r.meta.label;
    case DateColumn:
        return QLocale().toString(r.startedAtUtc.toLocalTime(), QLocale::ShortFormat);
    case PeerColumn:
        return r.served ? tr("served to %1").arg(r.peer) : r.peer;
    case ProtocolColumn:
        return RunText::protocol(r.protocol);
    case DirectionColumn:
        return RunText::mode(r.mode);
    case UploadColumn:
        return rateText(r.uploadBitsPerSecond);
    case DownloadColumn:
        return rateText(r.downloadBitsPerSecond);
    case TagsColumn:
        return r.meta.tags.join(QStringLiteral(", "));
    }
    return {};
}

// Empty where the run had no such direction; n/a where this machine does not know the figure
// (a served test whose client sent none of its own).
QString HistoryModel::rateText(double bitsPerSecond)
{
    if (std::isnan(bitsPerSecond)) return tr("n/a");
    return bitsPerSecond < 0 ? QString() : formatBitsPerSecond(bitsPerSecond);
}

QVariant HistoryModel::sortKey(const RunRecord& r, int column) const
{
    // Unknown figures sort with the directions a run did not have, below every rate.
    const auto rate = [](double v) { return std::isnan(v) ? -1.0 : v; };
    switch (column) {
    case DateColumn:
        return r.startedAtUtc;
    case UploadColumn:
        return rate(r.uploadBitsPerSecond);
    case DownloadColumn:
        return rate(r.downloadBitsPerSecond);
    default:
        return display(r, column).toString().toLower();
    }
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_records.size()) return {};
    const RunRecord& r = m_records[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.column());
    case Qt::EditRole:
        return index.column() == LabelColumn ? QVariant(r.meta.label) : QVariant();
    case SortRole:
        return sortKey(r, index.column());
    case Qt::ToolTipRole:
        if (!r.meta.note.isEmpty()) return r.meta.note;
        if (r.served) return tr("A test this PC served to %1").arg(r.peer);
        return r.imported ? tr("Imported from a file") : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == UploadColumn || index.column() == DownloadColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case LabelColumn:
        return tr("Label");
    case DateColumn:
        return tr("Date");
    case PeerColumn:
        return tr("Peer");
    case ProtocolColumn:
        return tr("Protocol");
    case DirectionColumn:
        return tr("Direction");
    case UploadColumn:
        return tr("Upload");
    case DownloadColumn:
        return tr("Download");
    case TagsColumn:
        return tr("Tags");
    }
    return {};
}

Qt::ItemFlags HistoryModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == LabelColumn) f |= Qt::ItemIsEditable;
    return f;
}

bool HistoryModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != LabelColumn || !index.isValid()) return false;
    const QString label = value.toString().trimmed();
    if (label == m_records[index.row()].meta.label) return false;
    emit labelEdited(m_records[index.row()].id, label);
    return true;
}

} // namespace bw::ui
