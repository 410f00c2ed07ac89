// SPDX-License-Identifier: MIT
#pragma once

#include "models/errortext.h"

#include "benchwire/plan.h"

#include <QWidget>

#include <optional>

class QDoubleSpinBox;
class QTableWidget;

namespace bw::ui {

// The pairs of a console's plan as a table to edit (a row per pair: name, endpoint, control
// key, target server, direction, streams, protocol, rate), with the plan's duration and
// interval. It turns what was typed into an engine::Plan, naming the cell to mend when it
// cannot, and shows a loaded plan. GUI thread only.
class PlanEditor : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        EndpointColumn,
        KeyColumn,
        TargetColumn,
        DirectionColumn,
        StreamsColumn,
        ProtocolColumn,
        RateColumn,
        ColumnCount
    };
    // The most pairs the window runs: a colour each on the chart.
    static constexpr int kMaxPairs = 8;

    explicit PlanEditor(QWidget* parent = nullptr);

    // The plan as typed; nothing when a cell is wrong, and why in `error`.
    std::optional<engine::Plan> plan(ErrorText& error) const;
    void setPlan(const engine::Plan& plan);
    // A row per host, its endpoint filled and its target that of the first row (if any).
    void addEndpoints(const QStringList& hosts);
    void addPair(const engine::PlanPair& pair);
    // A new row named "pair N", its target that of the first row (if any).
    void addEmptyPair();
    void removeSelectedPairs();
    int pairCount() const;
    QTableWidget* table() const { return m_table; }

private:
    QString cellText(int row, int column) const;
    QString uniqueName(const QString& wanted) const;
    engine::PlanPair newPair(const QString& name) const;
    std::optional<ErrorText> readPair(int row, engine::PlanPair& pair) const;
    std::optional<ErrorText> readHosts(int row, engine::PlanPair& pair) const;

    QTableWidget* m_table = nullptr;
    QDoubleSpinBox* m_duration = nullptr;
    QDoubleSpinBox* m_interval = nullptr;
};

// "200M" for 200,000,000 bits/s; empty for 0 (as fast as it goes).
QString rateText(std::uint64_t bitsPerSecond);

} // namespace bw::ui
