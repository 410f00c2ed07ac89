// SPDX-License-Identifier: MIT
#include "widgets/servepanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

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

void ServePanel::addStatusRow(QWidget* statusLine, QWidget* button)
{
    auto* row = new QHBoxLayout;
    row->addWidget(statusLine, 1);
    if (button) row->addWidget(button, 0, Qt::AlignTop);
    m_layout->addLayout(row);
}

} // namespace bw::ui
