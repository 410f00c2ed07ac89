// SPDX-License-Identifier: MIT
#include "models/servedclientsmodel.h"

#include "models/peeraddress.h"
#include "models/units.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace bw::ui {

ServedClientsModel::ServedClientsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ServedClientsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void ServedClientsModel::started(const engine::ServedTest& test, const QString& testText)
{
    if (runningClients() == 0) clear(); // a new round
    dropOldEnded();
    beginResetModel();
    m_rows << Row{test.peer, endpointHost(QString::fromStdString(test.peer)),
                  testText,  {},
                  {},        Phase::Running,
                  {}};
    endResetModel();
}

void ServedClientsModel::interval(const std::string& peer, const engine::IntervalSample& sample)
{
    const int row = find(peer);
    if (row < 0 || sample.warmup) return;
    m_rows[row].now = engine::hereBitsPerSecond(sample);
    changed(row);
}

void ServedClientsModel::finished(const engine::TestResult& result)
{
    const int row = find(result.remoteAddress);
    if (row < 0) return;
    // Both ways: the two phases' means, one after the other, are averaged; at once, summed.
    double sum = 0;
    for (const engine::DirectionSummary& s : result.summaries)
        sum += engine::hereBitsPerSecond(s);
    if (result.config.mode == engine::TestMode::BothWays && result.summaries.size() > 1)
        sum /= double(result.summaries.size());
    m_rows[row].mean = sum;
    changed(row);
}

bool ServedClientsModel::ended(const std::string& peer, bool ok, const QString& why)
{
    const int row = find(peer);
    if (row < 0) return false;
    m_rows[row].phase = ok ? Phase::Ended : Phase::EndedEarly;
    m_rows[row].why = why;
    changed(row);
    return true;
}

int ServedClientsModel::runningClients() const
{
    int n = 0;
    for (const Row& r : m_rows)
        n += r.phase == Phase::Running;
    return n;
}

double ServedClientsModel::nowSum() const
{
    double sum = 0;
    for (const Row& r : m_rows)
        if (r.phase == Phase::Running) sum += r.now.value_or(0);
    return sum;
}

double ServedClientsModel::meanSum() const
{
    double sum = 0;
    for (const Row& r : m_rows)
        sum += r.mean.value_or(0);
    return sum;
}

int ServedClientsModel::find(const std::string& endpoint) const
{
    // The latest row of that connection: an endpoint is reused only after its test ended.
    for (int i = int(m_rows.size()) - 1; i >= 0; --i)
        if (m_rows[i].endpoint == endpoint) return i;
    return -1;
}

void ServedClientsModel::changed(int row)
{
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    const int sum = int(m_rows.size());
    emit dataChanged(index(sum, 0), index(sum, ColumnCount - 1));
}

void ServedClientsModel::dropOldEnded()
{
    while (m_rows.size() >= kMaxRows) {
        const auto it = std::find_if(m_rows.begin(), m_rows.end(),
                                     [](const Row& r) { return r.phase != Phase::Running; });
        if (it == m_rows.end()) return;
        beginResetModel();
        m_rows.erase(it);
        endResetModel();
    }
}

int ServedClientsModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || m_rows.isEmpty()) return 0;
    return int(m_rows.size()) + 1; // the sum
}

int ServedClientsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ServedClientsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid()) return {};
    const bool sumRow = index.row() == int(m_rows.size());
    if (role == Qt::TextAlignmentRole && (index.column() == Now || index.column() == Mean))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (sumRow) {
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        if (role != Qt::DisplayRole) return {};
        switch (index.column()) {
        case Client:
            return tr("All %n client(s)", nullptr, int(m_rows.size()));
        case Now:
            return runningClients() ? formatBitsPerSecond(nowSum()) : tr("–");
        case Mean:
            return meanSum() > 0 ? formatBitsPerSecond(meanSum()) : tr("–");
        case State:
            return tr("%n running", nullptr, runningClients());
        }
        return {};
    }
    const Row& r = m_rows.at(index.row());
    if (role == Qt::ToolTipRole) return r.why.isEmpty() ? r.test : tr("%1\n%2").arg(r.test, r.why);
    if (role == Qt::ForegroundRole && r.phase == Phase::EndedEarly && index.column() == State)
        return QBrush(QColor(0xb0, 0x00, 0x20));
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Client:
        return r.host;
    case Now:
        return r.phase == Phase::Running && r.now ? formatBitsPerSecond(*r.now) : tr("–");
    case Mean:
        return r.mean ? formatBitsPerSecond(*r.mean) : tr("–");
    case State:
        return r.phase == Phase::Running ? tr("Running")
               : r.phase == Phase::Ended ? tr("Ended")
                                         : tr("Ended early");
    }
    return {};
}

QVariant ServedClientsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Client:
        return tr("Client");
    case Now:
        return tr("Now");
    case Mean:
        return tr("Mean");
    case State:
        return tr("State");
    }
    return {};
}

} // namespace bw::ui
