// SPDX-License-Identifier: MIT
#include "models/serversresultsmodel.h"

#include "models/units.h"

#include <QFont>
#include <QLocale>

namespace bw::ui {

ServersResultsModel::ServersResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ServersResultsModel::setOutcome(const Outcome& outcome)
{
    beginResetModel();
    m_outcome = outcome;
    m_aggregate = engine::aggregateServers(outcome.results);
    for (const auto& error : outcome.errors)
        if (error) m_aggregate.clear(); // a stopped run beside a failed one is no whole run
    buildRows();
    endResetModel();
}

void ServersResultsModel::clear()
{
    beginResetModel();
    m_outcome = {};
    m_aggregate.clear();
    m_rows.clear();
    endResetModel();
}

// The sums and the skew first, where a short table shows them without scrolling; then each
// server.
void ServersResultsModel::buildRows()
{
    m_rows.clear();
    for (std::size_t k = 0; k < m_aggregate.size(); ++k)
        m_rows.push_back({Row::Kind::Aggregate, -1, k});
    if (m_aggregate.empty()) m_rows.push_back({Row::Kind::NoAggregate, -1, 0});
    if (m_outcome.startSkewMs >= 0) m_rows.push_back({Row::Kind::Skew, -1, 0});
    for (int i = 0; i < m_outcome.servers.size(); ++i) {
        const auto& result = m_outcome.results[std::size_t(i)];
        if (result)
            for (std::size_t k = 0; k < result->summaries.size(); ++k)
                m_rows.push_back({Row::Kind::Server, i, k});
        if (m_outcome.errors[std::size_t(i)] || !result)
            m_rows.push_back({Row::Kind::Failed, i, 0});
    }
}

int ServersResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ServersResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ServersResultsModel::directionText(engine::Direction direction) const
{
    return direction == engine::Direction::Upload ? tr("Upload") : tr("Download");
}

QVariant ServersResultsModel::serverCell(const Row& row, int column) const
{
    const QString host = m_outcome.servers.value(row.server);
    if (row.kind == Row::Kind::Failed) {
        const auto& error = m_outcome.errors[std::size_t(row.server)];
        if (column == ServerColumn) return host;
        if (column == DirectionColumn)
            return error ? tr("Failed: %1").arg(QString::fromStdString(error->describe()))
                         : tr("No result");
        return {};
    }
    const engine::TestResult& r = *m_outcome.results[std::size_t(row.server)];
    const engine::DirectionSummary& d = r.summaries[row.index];
    const engine::Stats& s = d.receiverBitsPerSecond;
    const bool received = s.count > 0;
    switch (column) {
    case ServerColumn:
        return r.stoppedEarly ? tr("%1 (stopped)").arg(host) : host;
    case DirectionColumn:
        return directionText(d.direction);
    case MeanColumn:
        return formatBitsPerSecond(engine::hereBitsPerSecond(d));
    case MinColumn:
        return received ? formatBitsPerSecond(s.min) : tr("n/a");
    case MaxColumn:
        return received ? formatBitsPerSecond(s.max) : tr("n/a");
    case StddevColumn:
        return received ? formatBitsPerSecond(s.stddev) : tr("n/a");
    case BytesColumn:
        return formatBytes(double(received ? d.receiverBytes : d.senderBytes));
    }
    return {};
}

QVariant ServersResultsModel::aggregateCell(const Row& row, int column) const
{
    const int n = int(m_outcome.servers.size());
    if (row.kind == Row::Kind::Skew) {
        if (column == ServerColumn) return tr("Start skew");
        if (column == MeanColumn)
            return tr("%1 ms").arg(QLocale().toString(m_outcome.startSkewMs, 'f', 1));
        return {};
    }
    if (row.kind == Row::Kind::NoAggregate) {
        if (column == ServerColumn) return tr("Sum of %n servers", nullptr, n);
        if (column == DirectionColumn)
            return tr("None: a run did not end whole, so no sum would cover the same time. Run "
                      "again once every server works.");
        return {};
    }
    const engine::ServersAggregate& a = m_aggregate[row.index];
    switch (column) {
    case ServerColumn:
        return tr("Sum of %n servers", nullptr, n);
    case DirectionColumn:
        return directionText(a.direction);
    case MeanColumn:
        return formatBitsPerSecond(a.bitsPerSecond);
    case BytesColumn:
        return formatBytes(double(a.bytes));
    }
    return {};
}

QVariant ServersResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size())) return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const bool server = row.kind == Row::Kind::Server || row.kind == Row::Kind::Failed;
    if (role == Qt::DisplayRole)
        return server ? serverCell(row, index.column()) : aggregateCell(row, index.column());
    if (role == Qt::FontRole && row.kind == Row::Kind::Aggregate) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && row.kind == Row::Kind::Skew)
        return tr("The widest gap between the first and the last server's start of data.");
    if (role == Qt::ToolTipRole && row.kind == Row::Kind::Aggregate)
        return tr("The sum of each server's mean over the measured time (what was received "
                  "where known), and of the bytes received.");
    return {};
}

QVariant ServersResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ServerColumn:
        return tr("Server");
    case DirectionColumn:
        return tr("Direction");
    case MeanColumn:
        return tr("Mean");
    case MinColumn:
        return tr("Min");
    case MaxColumn:
        return tr("Max");
    case StddevColumn:
        return tr("Std. dev.");
    case BytesColumn:
        return tr("Received");
    }
    return {};
}

} // namespace bw::ui
