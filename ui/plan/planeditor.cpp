// SPDX-License-Identifier: MIT
#include "plan/planeditor.h"

#include "benchwire/units.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSet>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace bw::ui {

QString rateText(std::uint64_t bitsPerSecond)
{
    if (bitsPerSecond == 0) return {};
    struct Unit
    {
        std::uint64_t scale;
        char suffix;
    };
    static constexpr Unit kUnits[] = {{1'000'000'000, 'G'}, {1'000'000, 'M'}, {1'000, 'K'}};
    for (const Unit& unit : kUnits)
        if (bitsPerSecond % unit.scale == 0)
            return QString::number(bitsPerSecond / unit.scale) + QLatin1Char(unit.suffix);
    return QString::number(bitsPerSecond);
}

PlanEditor::PlanEditor(QWidget* parent) : QWidget(parent)
{
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("planPairs"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Endpoint"), tr("Control key"),
                                        tr("Target server"), tr("Direction"), tr("Streams"),
                                        tr("Protocol"), tr("Rate (bits/s)")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    for (int c : {DirectionColumn, StreamsColumn, ProtocolColumn})
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::Interactive);
    m_table->horizontalHeaderItem(EndpointColumn)
        ->setToolTip(tr("A server started with benchwire-cli -s --control-key: host or "
                        "host:port"));
    m_table->horizontalHeaderItem(TargetColumn)
        ->setToolTip(tr("The server the endpoint tests against: host or host:port, as the "
                        "endpoint reaches it"));
    m_table->horizontalHeaderItem(DirectionColumn)
        ->setToolTip(tr("Upload: the endpoint sends. Download: the target server sends."));
    m_table->horizontalHeaderItem(RateColumn)
        ->setToolTip(tr("Bits per second, like 200M or 500K; empty: as fast as it goes (TCP) "
                        "or 1M (UDP)"));
    m_table->verticalHeader()->setVisible(false);
    // Seconds, in the ranges a plan file takes (engine/src/remote/planfile.cpp).
    const auto seconds = [this](const char* name, double min, double max, double value) {
        auto* spin = new QDoubleSpinBox(this);
        spin->setObjectName(QLatin1String(name));
        spin->setRange(min, max);
        spin->setDecimals(1);
        spin->setValue(value);
        spin->setSuffix(tr(" s"));
        return spin;
    };
    m_duration = seconds("planDuration", 1, 86400, 10);
    m_interval = seconds("planInterval", 0.1, 10, 1);
    auto* times = new QHBoxLayout;
    times->addWidget(new QLabel(tr("Duration:"), this));
    times->addWidget(m_duration);
    times->addSpacing(16);
    times->addWidget(new QLabel(tr("Interval:"), this));
    times->addWidget(m_interval);
    times->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(times);
}

int PlanEditor::pairCount() const
{
    return m_table->rowCount();
}

void PlanEditor::addPair(const engine::PlanPair& pair)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const bool hasEndpoint = !pair.endpointHost.empty();
    const bool hasTarget = !pair.test.host.empty();
    const auto text = [&](int column, const QString& value) {
        m_table->setItem(row, column, new QTableWidgetItem(value));
    };
    text(NameColumn, QString::fromStdString(pair.name));
    text(EndpointColumn,
         hasEndpoint
             ? QString::fromStdString(engine::joinHostPort(pair.endpointHost, pair.endpointPort))
             : QString());
    text(KeyColumn, QString::fromStdString(pair.key));
    text(TargetColumn,
         hasTarget ? QString::fromStdString(engine::joinHostPort(pair.test.host, pair.test.port))
                   : QString());
    text(RateColumn, pair.test.protocol == engine::Protocol::Udp &&
                             pair.test.rateBitsPerSecond == engine::kDefaultUdpRateBitsPerSecond
                         ? QString()
                         : rateText(pair.test.rateBitsPerSecond));
    auto* direction = new QComboBox(m_table);
    direction->addItem(tr("Upload"), int(engine::TestMode::Upload));
    direction->addItem(tr("Download"), int(engine::TestMode::Download));
    direction->setCurrentIndex(pair.test.mode == engine::TestMode::Download ? 1 : 0);
    m_table->setCellWidget(row, DirectionColumn, direction);
    auto* streams = new QSpinBox(m_table);
    streams->setRange(1, engine::kMaxStreams);
    streams->setValue(pair.test.streams);
    m_table->setCellWidget(row, StreamsColumn, streams);
    auto* protocol = new QComboBox(m_table);
    protocol->addItem(tr("TCP"), int(engine::Protocol::Tcp));
    protocol->addItem(tr("UDP"), int(engine::Protocol::Udp));
    protocol->setCurrentIndex(pair.test.protocol == engine::Protocol::Udp ? 1 : 0);
    m_table->setCellWidget(row, ProtocolColumn, protocol);
    // The header sizes these columns by their text, not by the widgets in their cells.
    QHeaderView* header = m_table->horizontalHeader();
    const auto fit = [header](int column, const QWidget* w) {
        header->resizeSection(column,
                              std::max(header->sectionSize(column), w->sizeHint().width() + 4));
    };
    fit(DirectionColumn, direction);
    fit(StreamsColumn, streams);
    fit(ProtocolColumn, protocol);
}

QString PlanEditor::uniqueName(const QString& wanted) const
{
    QSet<QString> taken;
    for (int row = 0; row < m_table->rowCount(); ++row)
        taken.insert(cellText(row, NameColumn));
    QString name = wanted;
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(wanted).arg(n);
    return name;
}

engine::PlanPair PlanEditor::newPair(const QString& name) const
{
    engine::PlanPair pair;
    pair.name = uniqueName(name).toStdString();
    const QString target = m_table->rowCount() > 0 ? cellText(0, TargetColumn) : QString();
    if (!target.isEmpty())
        engine::splitHostPort(target.toStdString(), pair.test.host, pair.test.port);
    return pair;
}

void PlanEditor::addEmptyPair()
{
    addPair(newPair(tr("pair %1").arg(m_table->rowCount() + 1)));
}

void PlanEditor::addEndpoints(const QStringList& hosts)
{
    for (const QString& host : hosts) {
        std::string address = host.toStdString();
        std::uint16_t port = engine::kDefaultPort;
        if (!engine::splitHostPort(host.toStdString(), address, port)) address = host.toStdString();
        engine::PlanPair pair = newPair(QString::fromStdString(address)); // named by its host
        pair.endpointHost = address;
        pair.endpointPort = port;
        addPair(pair);
    }
}

void PlanEditor::removeSelectedPairs()
{
    QList<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        rows << index.row();
    if (rows.isEmpty() && m_table->currentRow() >= 0) rows << m_table->currentRow();
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (int row : rows)
        m_table->removeRow(row);
}

void PlanEditor::setPlan(const engine::Plan& plan)
{
    m_table->setRowCount(0);
    m_duration->setValue(plan.durationMs / 1000.0);
    m_interval->setValue(plan.intervalMs / 1000.0);
    for (const engine::PlanPair& pair : plan.pairs)
        addPair(pair);
}

QString PlanEditor::cellText(int row, int column) const
{
    const QTableWidgetItem* item = m_table->item(row, column);
    return item ? item->text().trimmed() : QString();
}

std::optional<ErrorText> PlanEditor::readHosts(int row, engine::PlanPair& pair) const
{
    const QString name = cellText(row, NameColumn);
    const QString endpoint = cellText(row, EndpointColumn);
    const QString target = cellText(row, TargetColumn);
    if (endpoint.isEmpty())
        return ErrorText{tr("Pair %1 has no endpoint.").arg(name),
                         tr("Type the endpoint's address in its Endpoint cell: host or "
                            "host:port."),
                         {}};
    if (!engine::splitHostPort(endpoint.toStdString(), pair.endpointHost, pair.endpointPort))
        return ErrorText{tr("Pair %1: the endpoint \"%2\" has a bad port.").arg(name, endpoint),
                         tr("Write host or host:port, with a port from 1 to 65535."),
                         {}};
    if (target.isEmpty())
        return ErrorText{tr("Pair %1 has no target server.").arg(name),
                         tr("Type the server the endpoint tests against in its Target server "
                            "cell: host or host:port."),
                         {}};
    if (!engine::splitHostPort(target.toStdString(), pair.test.host, pair.test.port))
        return ErrorText{tr("Pair %1: the target \"%2\" has a bad port.").arg(name, target),
                         tr("Write host or host:port, with a port from 1 to 65535."),
                         {}};
    return std::nullopt;
}

std::optional<ErrorText> PlanEditor::readPair(int row, engine::PlanPair& pair) const
{
    const QString name = cellText(row, NameColumn);
    if (name.isEmpty())
        return ErrorText{tr("Pair %1 in the list has no name.").arg(row + 1),
                         tr("Type a name in its Name cell."),
                         {}};
    pair.name = name.toStdString();
    if (auto why = readHosts(row, pair)) return why;
    pair.key = cellText(row, KeyColumn).toStdString();
    if (pair.key.empty())
        return ErrorText{tr("Pair %1 has no control key.").arg(name),
                         tr("Type the key its endpoint was started with (benchwire-cli -s "
                            "--control-key) in its Control key cell."),
                         {}};
    const auto* direction = qobject_cast<QComboBox*>(m_table->cellWidget(row, DirectionColumn));
    const auto* protocol = qobject_cast<QComboBox*>(m_table->cellWidget(row, ProtocolColumn));
    const auto* streams = qobject_cast<QSpinBox*>(m_table->cellWidget(row, StreamsColumn));
    pair.test.mode = engine::TestMode(direction->currentData().toInt());
    pair.test.protocol = engine::Protocol(protocol->currentData().toInt());
    pair.test.streams = streams->value();
    const QString rate = cellText(row, RateColumn);
    pair.test.rateBitsPerSecond =
        pair.test.protocol == engine::Protocol::Udp ? engine::kDefaultUdpRateBitsPerSecond : 0;
    if (!rate.isEmpty()) {
        const auto bits = engine::parseRate(rate.toStdString());
        if (!bits)
            return ErrorText{tr("Pair %1: \"%2\" is not a rate.").arg(name, rate),
                             tr("Type bits per second, like 200M or 500K, or leave the cell "
                                "empty."),
                             {}};
        pair.test.rateBitsPerSecond = *bits;
    }
    pair.test.rateIsTotal = true;    // a plan gives each pair's total
    pair.test.latencyProbes = false; // as a plan file's pairs (engine/src/remote/planfile.cpp)
    return std::nullopt;
}

std::optional<engine::Plan> PlanEditor::plan(ErrorText& error) const
{
    const int rows = m_table->rowCount();
    if (rows == 0) {
        error = {tr("The plan has no pairs."),
                 tr("Add a pair with Add pair, or load a plan with Load plan…"),
                 {}};
        return std::nullopt;
    }
    if (rows > kMaxPairs) {
        error = {tr("%1 pairs are more than the window runs at once (at most %2).")
                     .arg(rows)
                     .arg(kMaxPairs),
                 tr("Remove some pairs, and run them in a second plan."),
                 {}};
        return std::nullopt;
    }
    engine::Plan plan;
    plan.durationMs = int(m_duration->value() * 1000 + 0.5);
    plan.intervalMs = int(m_interval->value() * 1000 + 0.5);
    QSet<QString> names;
    for (int row = 0; row < rows; ++row) {
        engine::PlanPair pair;
        if (auto why = readPair(row, pair)) {
            error = *why;
            return std::nullopt;
        }
        if (names.contains(cellText(row, NameColumn))) {
            error = {tr("Two pairs are named %1.").arg(cellText(row, NameColumn)),
                     tr("Give each pair its own name."),
                     {}};
            return std::nullopt;
        }
        names.insert(cellText(row, NameColumn));
        pair.test.durationMs = plan.durationMs;
        pair.test.intervalMs = plan.intervalMs;
        plan.pairs.push_back(std::move(pair));
    }
    return plan;
}

} // namespace bw::ui
