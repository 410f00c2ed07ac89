// SPDX-License-Identifier: MIT
#pragma once

#include "review/reviewplan.h"

#include <QWidget>

class QSpinBox;
class QDoubleSpinBox;
class QTableWidget;

namespace bw::ui {

// Edits a review plan: its steps (kind and repeats, in order) and the length of a TCP run.
class ReviewPlanEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewPlanEditor(QWidget* parent = nullptr);
    void setPlan(const ReviewPlan& plan);
    ReviewPlan plan() const;

private:
    void addRow(const ReviewStep& step);
    void removeRow();

    QTableWidget* m_steps = nullptr;
    QDoubleSpinBox* m_duration = nullptr;
};

} // namespace bw::ui
