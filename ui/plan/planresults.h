// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"
#include "benchwire/serversums.h"

#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTableWidget;
class QTableWidgetItem;

namespace bw::ui {

// A plan's figures as they come: a row per pair (its state, the last interval's rate and the
// bytes so far; at the end its mean and measured bytes), the sum of the pairs, and below the
// table Jain's index across the pairs and the start skew. Each figure's cell also holds its
// number (Qt::UserRole): bits/s, bytes. GUI thread only.
class PlanResults : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        PairColumn,
        StateColumn,
        RateColumn,
        BytesColumn,
        ColumnCount
    };

    explicit PlanResults(QWidget* parent = nullptr);

    void reset(const QStringList& pairs);
    void setState(int pair, const QString& state);
    void addInterval(int pair, const engine::IntervalSample& sample);
    void addSum(const engine::IntervalSum& sum);
    void setResult(int pair, const engine::TestResult& result);
    // The end: the sums of the pairs' results (none unless every pair ended whole), Jain's index
    // across them and the skew of their data starts (negative: not known).
    void finish(const std::vector<std::optional<engine::TestResult>>& results, double skewMs);

    QTableWidget* table() const { return m_table; }

private:
    void setFigures(int row, double bitsPerSecond, double bytes);
    QTableWidgetItem* cell(int row, int column);

    QTableWidget* m_table = nullptr;
    QLabel* m_jain = nullptr;
    QLabel* m_skew = nullptr;
    QStringList m_pairs;
    std::vector<double> m_bytes; // per pair, received so far
};

} // namespace bw::ui
