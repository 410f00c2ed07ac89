// SPDX-License-Identifier: MIT
#include "plan/planresults.h"

#include "models/units.h"

#include "benchwire/planrun.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bw::ui {

PlanResults::PlanResults(QWidget* parent) : QWidget(parent)
{
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("planResults"));
    m_table->setHorizontalHeaderLabels({tr("Pair"), tr("State"), tr("Rate"), tr("Bytes")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(StateColumn, QHeaderView::Stretch);
    m_table->horizontalHeaderItem(RateColumn)
        ->setToolTip(tr("While running: the last interval's rate; at the end: the mean over "
                        "the measured intervals, received where known"));
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_jain = new QLabel(this);
    m_jain->setObjectName(QStringLiteral("planJain"));
    m_jain->setToolTip(tr("1 when every pair got the same rate, 1/n when one pair got it all"));
    m_skew = new QLabel(this);
    m_skew->setObjectName(QStringLiteral("planSkew"));
    m_skew->setToolTip(tr("The widest gap between two pairs' data starts, on the console's "
                          "clock (each endpoint's clock offset taken out)"));
    auto* figures = new QHBoxLayout;
    figures->addWidget(m_jain);
    figures->addSpacing(24);
    figures->addWidget(m_skew);
    figures->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(figures);
}

QTableWidgetItem* PlanResults::cell(int row, int column)
{
    if (!m_table->item(row, column)) m_table->setItem(row, column, new QTableWidgetItem);
    return m_table->item(row, column);
}

void PlanResults::reset(const QStringList& pairs)
{
    m_pairs = pairs;
    m_bytes.assign(std::size_t(pairs.size()), 0);
    m_table->setRowCount(int(pairs.size()) + 1);
    for (int row = 0; row < m_table->rowCount(); ++row)
        for (int column = 0; column < ColumnCount; ++column)
            m_table->setItem(row, column, new QTableWidgetItem);
    for (int i = 0; i < pairs.size(); ++i) {
        cell(i, PairColumn)->setText(pairs[i]);
        cell(i, StateColumn)->setText(tr("Connecting…"));
    }
    cell(int(pairs.size()), PairColumn)->setText(tr("Sum"));
    m_jain->setText(tr("Jain's index across pairs: –"));
    m_skew->setText(tr("Start skew: –"));
}

void PlanResults::setState(int pair, const QString& state)
{
    cell(pair, StateColumn)->setText(state);
    cell(pair, StateColumn)->setToolTip(state);
    m_table->resizeRowToContents(pair);
}

void PlanResults::setFigures(int row, double bitsPerSecond, double bytes)
{
    cell(row, RateColumn)->setText(formatBitsPerSecond(bitsPerSecond));
    cell(row, RateColumn)->setData(Qt::UserRole, bitsPerSecond);
    cell(row, BytesColumn)->setText(formatBytes(bytes));
    cell(row, BytesColumn)->setData(Qt::UserRole, bytes);
}

void PlanResults::addInterval(int pair, const engine::IntervalSample& sample)
{
    if (pair < 0 || pair >= m_pairs.size()) return;
    for (const engine::DirectionSample& d : sample.directions)
        m_bytes[std::size_t(pair)] += double(d.haveReceiver ? d.receiverBytes : d.senderBytes);
    setFigures(pair, engine::hereBitsPerSecond(sample), m_bytes[std::size_t(pair)]);
    setState(pair, sample.warmup ? tr("Warming up") : tr("Measuring"));
}

void PlanResults::addSum(const engine::IntervalSum& sum)
{
    double bits = 0, bytes = 0;
    for (double b : sum.bitsPerSecond)
        bits += b;
    for (double b : m_bytes)
        bytes += b;
    setFigures(int(m_pairs.size()), bits, bytes);
}

void PlanResults::setResult(int pair, const engine::TestResult& result)
{
    // One pair's own aggregate: its mean and measured bytes by the rule of the sums.
    double bits = 0, bytes = 0;
    for (const engine::ServersAggregate& a : engine::aggregateServers({result})) {
        bits += a.bitsPerSecond;
        bytes += double(a.bytes);
    }
    setFigures(pair, bits, bytes);
    setState(pair, result.stoppedEarly ? tr("Stopped") : tr("Done"));
}

void PlanResults::finish(const std::vector<std::optional<engine::TestResult>>& results,
                         double skewMs)
{
    const int sumRow = int(m_pairs.size());
    const auto sums = engine::aggregateServers(results);
    double bits = 0, bytes = 0;
    for (const engine::ServersAggregate& a : sums) {
        bits += a.bitsPerSecond;
        bytes += double(a.bytes);
    }
    if (!sums.empty()) {
        setFigures(sumRow, bits, bytes);
        cell(sumRow, StateColumn)->setText(tr("Every pair ended whole"));
    } else {
        cell(sumRow, StateColumn)
            ->setText(tr("No sum: a pair did not end whole; see the message above"));
    }
    const auto jain = engine::pairsJainIndex(results);
    m_jain->setText(jain
                        ? tr("Jain's index across pairs: %1").arg(QLocale().toString(*jain, 'f', 4))
                        : tr("Jain's index across pairs: –"));
    m_jain->setProperty("jainIndex", jain ? QVariant(*jain) : QVariant());
    m_skew->setText(skewMs >= 0 ? tr("Start skew: %1 ms").arg(QLocale().toString(skewMs, 'f', 1))
                                : tr("Start skew: –"));
    m_skew->setProperty("skewMs", skewMs);
}

} // namespace bw::ui
