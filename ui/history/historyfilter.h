// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/types.h"

#include <QDateTime>
#include <QSortFilterProxyModel>

#include <optional>

namespace bw::ui {

// The history list's search and filters over a HistoryModel. The search text matches the
// label, peer, tags and note (case-insensitive, every word must match).
class HistoryFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit HistoryFilter(QObject* parent = nullptr);

    void setSearchText(const QString& text);
    void setPeer(const QString& peer); // empty: any
    void setProtocol(std::optional<engine::Protocol> protocol);
    void setMode(std::optional<engine::TestMode> mode);
    void setSince(const QDateTime& since); // invalid: any date
    // Where a run came from: a client run of this machine, a test it served, or a file.
    enum class Origin
    {
        Any,
        RunHere,
        Served,
        Imported
    };
    void setOrigin(Origin origin);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QStringList m_words;
    QString m_peer;
    std::optional<engine::Protocol> m_protocol;
    std::optional<engine::TestMode> m_mode;
    QDateTime m_since;
    Origin m_origin = Origin::Any;
};

} // namespace bw::ui
