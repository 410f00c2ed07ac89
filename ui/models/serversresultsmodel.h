// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/error.h"
#include "benchwire/samples.h"
#include "benchwire/serversums.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <optional>
#include <vector>

namespace bw::ui {

// The outcome of one test to several servers, as the results table shows it: the aggregate per
// direction (only when every run ended whole) and the start skew, then a row per server and
// direction (mean, min, max, standard deviation, bytes received) or a failed server's error.
class ServersResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        ServerColumn,
        DirectionColumn,
        MeanColumn,
        MinColumn,
        MaxColumn,
        StddevColumn,
        BytesColumn,
        ColumnCount
    };
    struct Outcome
    {
        QStringList servers;
        std::vector<std::optional<engine::TestResult>> results; // whole or stopped, per server
        std::vector<std::optional<engine::Error>> errors;       // per server
        double startSkewMs = -1;                                // negative when not known
    };

    explicit ServersResultsModel(QObject* parent = nullptr);
    void setOutcome(const Outcome& outcome);
    void clear();
    bool hasOutcome() const { return !m_outcome.servers.isEmpty(); }
    const Outcome& outcome() const { return m_outcome; }
    // Empty unless every server's run ended whole (engine::aggregateServers).
    const std::vector<engine::ServersAggregate>& aggregate() const { return m_aggregate; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        enum class Kind
        {
            Server,
            Failed,
            Aggregate,
            NoAggregate,
            Skew
        } kind = Kind::Server;
        int server = -1;
        std::size_t index = 0; // the summary's, or the aggregate's
    };
    void buildRows();
    QVariant serverCell(const Row& row, int column) const;
    QVariant aggregateCell(const Row& row, int column) const;
    QString directionText(engine::Direction direction) const;

    Outcome m_outcome;
    std::vector<engine::ServersAggregate> m_aggregate;
    std::vector<Row> m_rows;
};

} // namespace bw::ui
