// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"

#include <QAbstractTableModel>
#include <QString>

#include <optional>
#include <string>

namespace bw::ui {

// Serve mode with several clients at once: one row per client of the current round (the tests
// that overlapped: a client that starts while none is running begins a new round) and under
// them a row with their sum. Rates are this machine's figures: what it received where it
// receives, else what it sent. GUI thread only.
class ServedClientsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Client, // the client's address; the tooltip says its program and test
        Now,    // its last interval's rate while running
        Mean,   // its result's mean once it ended normally
        State,
        ColumnCount
    };
    // Ended rows beyond this many are dropped, oldest first, however long a round goes on.
    static constexpr int kMaxRows = 128;

    explicit ServedClientsModel(QObject* parent = nullptr);

    void clear();
    void started(const engine::ServedTest& test, const QString& testText);
    void interval(const std::string& peer, const engine::IntervalSample& sample);
    void finished(const engine::TestResult& result);
    // ok false: it ended early, for `why`. False when no row has that client.
    bool ended(const std::string& peer, bool ok, const QString& why);

    int clients() const { return int(m_rows.size()); }
    int runningClients() const;
    // The sum row's figures: the running clients' last rates, the ended clients' means.
    double nowSum() const;
    double meanSum() const;
    std::optional<double> mean(int row) const { return m_rows.at(row).mean; }
    std::optional<double> now(int row) const { return m_rows.at(row).now; }
    std::string endpoint(int row) const { return m_rows.at(row).endpoint; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    enum class Phase
    {
        Running,
        Ended,
        EndedEarly
    };
    struct Row
    {
        std::string endpoint; // ServedTest::peer
        QString host;
        QString test;
        std::optional<double> now;
        std::optional<double> mean;
        Phase phase = Phase::Running;
        QString why;
    };
    int find(const std::string& endpoint) const;
    void changed(int row);
    void dropOldEnded();

    QList<Row> m_rows;
};

} // namespace bw::ui
