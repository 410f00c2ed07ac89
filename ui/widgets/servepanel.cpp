// SPDX-License-Identifier: MIT
#include "widgets/servepanel.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QScrollArea>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace bw::ui {

ServePanel::ServePanel(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("servePanel"));
    setFrameShape(QFrame::StyledPanel);
    m_addresses = new QLabel(this);
    m_addresses->setObjectName(QStringLiteral("serveStatusLabel"));
    m_addresses->setWordWrap(true);
    m_addresses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addresses->setToolTip(tr("Type one of these addresses on the other machine."));
    m_testStatus = new QLabel(this);
    m_testStatus->setObjectName(QStringLiteral("servedTestLabel"));
    m_testStatus->setWordWrap(true);
    m_testStatus->setToolTip(tr("The test this PC serves now, or the last one's outcome. Its "
                                "figures show in the chart and the table."));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(6, 4, 6, 4);
    m_layout->addWidget(m_addresses);
    m_layout->addWidget(m_testStatus);
    hide();
}

void ServePanel::setServing(bool serving, const QString& addresses)
{
    m_addresses->setText(addresses);
    if (serving) m_testStatus->setText(tr("Waiting for a test from another machine."));
    setVisible(serving);
}

void ServePanel::setTestStatus(const QString& text)
{
    m_testStatus->setText(text);
}

void ServePanel::setClientsModel(QAbstractItemModel* model)
{
    m_clients = new QTableView(this);
    m_clients->setObjectName(QStringLiteral("servedClientsTable"));
    m_clients->setModel(model);
    m_clients->verticalHeader()->hide();
    m_clients->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_clients->horizontalHeader()->setStretchLastSection(true);
    m_clients->setSelectionMode(QAbstractItemView::NoSelection);
    m_clients->setWordWrap(false);
    m_clients->setToolTip(tr("Each client this PC serves in this round, with this PC's figures: "
                             "what it received, or what it sent where the client downloads. "
                             "The last row is their sum."));
    m_clients->hide();
    // Under the test status line, above the status rows added later.
    m_layout->insertWidget(2, m_clients);
    const auto update = [this] { showClients(m_clientsShown); };
    connect(model, &QAbstractItemModel::modelReset, this, update);
    connect(model, &QAbstractItemModel::rowsInserted, this, update);
}

void ServePanel::showClients(bool shown)
{
    m_clientsShown = shown;
    if (!m_clients) return;
    const int rows = m_clients->model()->rowCount();
    m_clients->setVisible(shown && rows > 0);
    if (rows == 0) return;
    // Tall enough for every row (up to 8), so nothing scrolls out of view in a short round.
    const int visible = std::min(rows, 8);
    m_clients->setFixedHeight(m_clients->horizontalHeader()->sizeHint().height() +
                              visible * m_clients->verticalHeader()->defaultSectionSize() +
                              2 * m_clients->frameWidth());
    // The settings column scrolls on a small screen: bring the table into view as it changes.
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w)) {
            QTimer::singleShot(0, area, [area, table = QPointer<QTableView>(m_clients)] {
                if (table && table->isVisible()) area->ensureWidgetVisible(table, 0, 0);
            });
            break;
        }
}

void ServePanel::addStatusRow(QWidget* statusLine, QWidget* button)
{
    auto* row = new QHBoxLayout;
    row->addWidget(statusLine, 1);
    if (button) row->addWidget(button, 0, Qt::AlignTop);
    m_layout->addLayout(row);
}

} // namespace bw::ui
