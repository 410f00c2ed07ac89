// SPDX-License-Identifier: MIT
#include "review/reviewplaneditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace bw::ui {

ReviewPlanEditor::ReviewPlanEditor(QWidget* parent) : QWidget(parent)
{
    m_steps = new QTableWidget(0, 2);
    m_steps->setObjectName(QStringLiteral("reviewSteps"));
    m_steps->setHorizontalHeaderLabels({tr("Step"), tr("Repeats")});
    m_steps->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_steps->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_steps->verticalHeader()->setVisible(false);
    m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steps->setToolTip(tr("The sequence, run from top to bottom against the peer."));
    auto* add = new QPushButton(tr("&Add step"));
    add->setObjectName(QStringLiteral("reviewAddStep"));
    auto* remove = new QPushButton(tr("&Remove step"));
    remove->setObjectName(QStringLiteral("reviewRemoveStep"));
    auto* reset = new QPushButton(tr("De&faults"));
    reset->setToolTip(tr("TCP upload, download and simultaneous, 3 times each, then the UDP "
                         "highest clean rate."));
    m_duration = new QDoubleSpinBox;
    m_duration->setObjectName(QStringLiteral("reviewDuration"));
    m_duration->setRange(0.1, 3600);
    m_duration->setDecimals(1);
    m_duration->setSuffix(tr(" s"));
    m_duration->setToolTip(tr("How long each TCP run measures. The other settings (streams, "
                              "buffers, warm-up) are the main window's."));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addWidget(reset);
    buttons->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Duration per run:"), m_duration);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_steps, 1);
    layout->addLayout(buttons);
    layout->addLayout(form);
    connect(add, &QPushButton::clicked, this, [this] { addRow({ReviewKind::TcpUpload, 3}); });
    connect(remove, &QPushButton::clicked, this, &ReviewPlanEditor::removeRow);
    connect(reset, &QPushButton::clicked, this, [this] { setPlan(ReviewPlan::defaults()); });
}

void ReviewPlanEditor::addRow(const ReviewStep& step)
{
    const int row = m_steps->rowCount();
    m_steps->insertRow(row);
    auto* kind = new QComboBox;
    for (int k = 0; k < kReviewKindCount; ++k)
        kind->addItem(ReviewText::kindName(ReviewKind(k)));
    kind->setCurrentIndex(int(step.kind));
    auto* repeats = new QSpinBox;
    repeats->setRange(1, ReviewPlan::kMaxRepeats);
    repeats->setValue(step.repeats);
    m_steps->setCellWidget(row, 0, kind);
    m_steps->setCellWidget(row, 1, repeats);
}

void ReviewPlanEditor::removeRow()
{
    const int row = m_steps->currentRow();
    m_steps->removeRow(row >= 0 ? row : m_steps->rowCount() - 1);
}

void ReviewPlanEditor::setPlan(const ReviewPlan& plan)
{
    m_steps->setRowCount(0);
    for (const ReviewStep& s : plan.steps)
        addRow(s);
    m_duration->setValue(plan.durationMs / 1000.0);
}

ReviewPlan ReviewPlanEditor::plan() const
{
    ReviewPlan p;
    p.durationMs = int(std::lround(m_duration->value() * 1000));
    for (int row = 0; row < m_steps->rowCount(); ++row) {
        const auto* kind = static_cast<QComboBox*>(m_steps->cellWidget(row, 0));
        const auto* repeats = static_cast<QSpinBox*>(m_steps->cellWidget(row, 1));
        p.steps << ReviewStep{ReviewKind(kind->currentIndex()), repeats->value()};
    }
    return p;
}

} // namespace bw::ui
