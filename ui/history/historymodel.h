// SPDX-License-Identifier: MIT
#pragma once

#include "history/runrecord.h"

#include <QAbstractTableModel>
#include <QVector>

namespace bw::ui {

// The kept runs as the history list shows them, one row per run. The label column is
// editable in place; an edit is handed on through labelEdited and shown once stored.
class HistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        LabelColumn,
        DateColumn,
        PeerColumn,
        ProtocolColumn,
        DirectionColumn,
        UploadColumn,
        DownloadColumn,
        TagsColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1; // numbers and dates sort as such

    explicit HistoryModel(QObject* parent = nullptr);

    void setRecords(QVector<RunRecord> records);
    void updateRecord(const RunRecord& record);
    void addRecord(const RunRecord& record); // a new run: listed first
    const RunRecord& record(int row) const { return m_records.at(row); }
    int rowOf(qint64 id) const; // -1 when not listed
    QStringList peers() const;  // distinct, sorted

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

signals:
    void labelEdited(qint64 id, const QString& label);

private:
    QVariant display(const RunRecord& r, int column) const;
    QVariant sortKey(const RunRecord& r, int column) const;
    static QString rateText(double bitsPerSecond);

    QVector<RunRecord> m_records;
};

} // namespace bw::ui
