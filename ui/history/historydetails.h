// SPDX-License-Identifier: MIT
#pragma once

#include "history/runrecord.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTimer;

namespace bw::ui {

// The chosen run's label, tags and note. Edits are handed on when a field is left (or Enter
// is pressed); the note, which has no Enter, also after a short pause in typing.
class HistoryDetails : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryDetails(QWidget* parent = nullptr);

    // nullptr: no run or several runs are chosen; the fields are cleared and disabled.
    void setRecord(const RunRecord* record);
    qint64 runId() const { return m_id; }
    void flush(); // hands on a note edit that is still waiting for its pause

signals:
    void labelEdited(qint64 id, const QString& label);
    void tagsEdited(qint64 id, const QStringList& tags);
    void noteEdited(qint64 id, const QString& note);

private:
    void onLabel();
    void onTags();

    QLabel* m_summary = nullptr;
    QLineEdit* m_label = nullptr;
    QLineEdit* m_tags = nullptr;
    QPlainTextEdit* m_note = nullptr;
    QTimer* m_noteTimer = nullptr;
    qint64 m_id = 0;
    RunMeta m_shown; // what the fields showed when filled, so that unchanged fields stay quiet
};

} // namespace bw::ui
