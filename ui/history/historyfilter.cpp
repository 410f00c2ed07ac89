// SPDX-License-Identifier: MIT
#include "history/historyfilter.h"

#include "history/historymodel.h"

namespace bw::ui {

HistoryFilter::HistoryFilter(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(HistoryModel::SortRole);
    setDynamicSortFilter(true);
}

void HistoryFilter::setSearchText(const QString& text)
{
    m_words = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateRowsFilter();
}

void HistoryFilter::setPeer(const QString& peer)
{
    m_peer = peer;
    invalidateRowsFilter();
}

void HistoryFilter::setProtocol(std::optional<engine::Protocol> protocol)
{
    m_protocol = protocol;
    invalidateRowsFilter();
}

void HistoryFilter::setMode(std::optional<engine::TestMode> mode)
{
    m_mode = mode;
    invalidateRowsFilter();
}

void HistoryFilter::setSince(const QDateTime& since)
{
    m_since = since;
    invalidateRowsFilter();
}

void HistoryFilter::setOrigin(Origin origin)
{
    m_origin = origin;
    invalidateRowsFilter();
}

static HistoryFilter::Origin originOf(const RunRecord& r)
{
    if (r.imported) return HistoryFilter::Origin::Imported;
    return r.served ? HistoryFilter::Origin::Served : HistoryFilter::Origin::RunHere;
}

bool HistoryFilter::filterAcceptsRow(int sourceRow, const QModelIndex&) const
{
    const auto* model = static_cast<const HistoryModel*>(sourceModel());
    const RunRecord& r = model->record(sourceRow);
    if (!m_peer.isEmpty() && r.peer != m_peer) return false;
    if (m_protocol && r.protocol != *m_protocol) return false;
    if (m_mode && r.mode != *m_mode) return false;
    if (m_since.isValid() && r.startedAtUtc < m_since) return false;
    if (m_origin != Origin::Any && originOf(r) != m_origin) return false;
    const QString haystack = (r.meta.label + QLatin1Char('\n') + r.peer + QLatin1Char('\n') +
                              r.meta.tags.join(QLatin1Char('\n')) + QLatin1Char('\n') + r.meta.note)
                                 .toLower();
    for (const QString& word : m_words)
        if (!haystack.contains(word)) return false;
    return true;
}

} // namespace bw::ui
