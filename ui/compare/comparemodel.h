// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparerun.h"

#include <QAbstractTableModel>

namespace bw::ui {

// The runs of one label (repeats of one device and link) summed up for one figure.
struct CompareGroupFigure
{
    bool valid = false;
    double meanBitsPerSecond = 0;
    // The spread: min and max of the runs' means when the label has several runs, else the
    // single run's mean ± standard deviation over its intervals.
    double lowBitsPerSecond = 0;
    double highBitsPerSecond = 0;
    int runCount = 0;
};

struct CompareGroup
{
    QString label;
    QList<int> runs; // indexes into the model's runs
    std::array<CompareGroupFigure, kCompareMetricCount> figures{};
};

// The figures of the runs (2 to 8 from the history, more from a review), one row per run, with the
// difference to a chosen baseline run. Columns: label, started, then per figure its value and the
// difference in %.
class CompareModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        LabelColumn,
        StartedColumn,
        FirstFigureColumn, // value, difference; value, difference; ...
        ColumnCount = FirstFigureColumn + 2 * kCompareMetricCount,
    };

    explicit CompareModel(QObject* parent = nullptr);

    void setRuns(const QList<CompareRun>& runs);
    const QList<CompareRun>& runs() const { return m_runs; }
    void setBaseline(int run);
    int baseline() const { return m_baseline; }
    QList<CompareGroup> groups() const;

    // Bits per second; empty when the run lacks the figure.
    std::optional<double> value(int run, CompareMetric metric) const;
    // (value - baseline) / baseline in %; empty without both figures.
    std::optional<double> differencePct(int run, CompareMetric metric) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void baselineChanged(int run);

private:
    QString cellText(int row, int column) const;

    QList<CompareRun> m_runs;
    int m_baseline = 0;
};

// Text of a difference: "+3.2 %", "−1.0 %", "baseline" for the baseline itself.
QString formatDifferencePct(double pct);

} // namespace bw::ui
