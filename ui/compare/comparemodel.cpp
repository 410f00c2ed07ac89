// SPDX-License-Identifier: MIT
#include "compare/comparemodel.h"

#include "models/units.h"

#include <QDateTime>
#include <QFont>
#include <QLocale>

#include <algorithm>

namespace bw::ui {

QString formatDifferencePct(double pct)
{
    const QString number = QLocale().toString(std::abs(pct), 'f', 1);
    if (std::abs(pct) < 0.05) return CompareModel::tr("±%1 %").arg(number);
    // U+2212 MINUS SIGN: the hyphen is too short to read in a table.
    return CompareModel::tr("%1%2 %").arg(pct > 0 ? QStringLiteral("+") : QStringLiteral("\u2212"),
                                          number);
}

CompareModel::CompareModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareModel::setRuns(const QList<CompareRun>& runs)
{
    beginResetModel();
    m_runs = runs;
    m_baseline = 0;
    endResetModel();
    emit baselineChanged(m_baseline);
}

void CompareModel::setBaseline(int run)
{
    if (run < 0 || run >= m_runs.size() || run == m_baseline) return;
    m_baseline = run;
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit baselineChanged(run);
}

QList<CompareGroup> CompareModel::groups() const
{
    QList<CompareGroup> out;
    for (int i = 0; i < m_runs.size(); ++i) {
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const CompareGroup& g) { return g.label == m_runs[i].label; });
        if (it == out.end()) it = out.insert(out.end(), CompareGroup{m_runs[i].label, {}, {}});
        it->runs << i;
    }
    for (CompareGroup& g : out) {
        for (int m = 0; m < kCompareMetricCount; ++m) {
            std::vector<engine::Stats> stats;
            for (int run : g.runs) {
                if (auto s = m_runs[run].figure(CompareMetric(m))) stats.push_back(*s);
            }
            CompareGroupFigure& f = g.figures[size_t(m)];
            if (stats.empty()) continue;
            std::vector<double> means;
            for (const engine::Stats& s : stats)
                means.push_back(s.mean);
            const engine::Stats across = engine::computeStats(means);
            f.valid = true;
            f.runCount = int(stats.size());
            f.meanBitsPerSecond = across.mean;
            const bool repeats = stats.size() > 1;
            f.lowBitsPerSecond = repeats ? across.min : stats[0].mean - stats[0].stddev;
            f.highBitsPerSecond = repeats ? across.max : stats[0].mean + stats[0].stddev;
        }
    }
    return out;
}

std::optional<double> CompareModel::value(int run, CompareMetric metric) const
{
    if (run < 0 || run >= m_runs.size()) return std::nullopt;
    const auto stats = m_runs[run].figure(metric);
    if (!stats) return std::nullopt;
    return stats->mean;
}

std::optional<double> CompareModel::differencePct(int run, CompareMetric metric) const
{
    const auto v = value(run, metric);
    const auto base = value(m_baseline, metric);
    if (!v || !base) return std::nullopt;
    return engine::differencePct(*v, *base);
}

int CompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CompareModel::cellText(int row, int column) const
{
    const CompareRun& run = m_runs[row];
    if (column == LabelColumn) return run.label;
    if (column == StartedColumn) {
        const QDateTime when =
            QDateTime::fromString(QString::fromStdString(run.result.startedAtUtc), Qt::ISODate);
        return QLocale().toString(when.toLocalTime(), QLocale::ShortFormat);
    }
    const auto metric = CompareMetric((column - FirstFigureColumn) / 2);
    const bool difference = (column - FirstFigureColumn) % 2 == 1;
    if (!difference) {
        const auto v = value(row, metric);
        return v ? formatBitsPerSecond(*v) : tr("–");
    }
    if (row == m_baseline && value(row, metric)) return tr("baseline");
    const auto pct = differencePct(row, metric);
    return pct ? formatDifferencePct(*pct) : tr("–");
}

QVariant CompareModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_runs.size()) return {};
    if (role == Qt::DisplayRole) return cellText(index.row(), index.column());
    if (role == Qt::TextAlignmentRole && index.column() >= FirstFigureColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == LabelColumn)
        return m_runs[index.row()].provenance();
    if (role == Qt::FontRole && index.row() == m_baseline) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole && section >= FirstFigureColumn &&
        (section - FirstFigureColumn) % 2)
        return tr("Difference to the baseline run, in percent of the baseline.");
    if (role != Qt::DisplayRole) return {};
    if (section == LabelColumn) return tr("Label");
    if (section == StartedColumn) return tr("Started");
    const QString name =
        CompareRunReader::metricName(CompareMetric((section - FirstFigureColumn) / 2));
    return (section - FirstFigureColumn) % 2 ? tr("Δ %1").arg(name) : name;
}

} // namespace bw::ui
