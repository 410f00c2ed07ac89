// SPDX-License-Identifier: MIT
#include "history/historydetails.h"

#include "models/units.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTimer>

namespace bw::ui {

HistoryDetails::HistoryDetails(QWidget* parent) : QWidget(parent)
{
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("historySummary"));
    m_summary->setWordWrap(true);
    m_label = new QLineEdit;
    m_label->setObjectName(QStringLiteral("historyLabelEdit"));
    m_label->setPlaceholderText(tr("e.g. \"Beelink SER8, Wi-Fi 7, 6 GHz\""));
    m_label->setToolTip(tr("The run's name in the list, in comparisons and in exports."));
    m_tags = new QLineEdit;
    m_tags->setObjectName(QStringLiteral("historyTagsEdit"));
    m_tags->setPlaceholderText(tr("e.g. wifi, review"));
    m_tags->setToolTip(tr("Words to find and group runs by, separated by commas."));
    m_note = new QPlainTextEdit;
    m_note->setObjectName(QStringLiteral("historyNoteEdit"));
    m_note->setPlaceholderText(tr("Anything worth remembering about this run"));
    m_note->setTabChangesFocus(true);
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 4 + 12);
    m_noteTimer = new QTimer(this);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(600);

    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_summary);
    form->addRow(tr("&Label:"), m_label);
    form->addRow(tr("T&ags:"), m_tags);
    form->addRow(tr("N&ote:"), m_note);

    connect(m_label, &QLineEdit::editingFinished, this, &HistoryDetails::onLabel);
    connect(m_tags, &QLineEdit::editingFinished, this, &HistoryDetails::onTags);
    connect(m_note, &QPlainTextEdit::textChanged, m_noteTimer, qOverload<>(&QTimer::start));
    connect(m_noteTimer, &QTimer::timeout, this, &HistoryDetails::flush);
    setRecord(nullptr);
}

void HistoryDetails::setRecord(const RunRecord* record)
{
    onLabel();
    onTags();
    flush();
    m_id = record ? record->id : 0;
    m_shown = record ? record->meta : RunMeta();
    const QSignalBlocker blockNote(m_note);
    m_label->setText(m_shown.label);
    m_tags->setText(m_shown.tags.join(QStringLiteral(", ")));
    m_note->setPlainText(m_shown.note);
    setEnabled(record != nullptr);
    if (!record) {
        m_summary->setText(tr("Choose one run to name, tag or annotate it."));
        return;
    }
    const QLocale loc;
    m_summary->setText(
        tr("%1, %2 stream(s), started %3")
            .arg(formatTestLength(record->durationMs))
            .arg(record->streams)
            .arg(loc.toString(record->startedAtUtc.toLocalTime(), QLocale::ShortFormat)));
}

void HistoryDetails::onLabel()
{
    const QString label = m_label->text().trimmed();
    if (m_id == 0 || label == m_shown.label) return;
    m_shown.label = label;
    emit labelEdited(m_id, label);
}

void HistoryDetails::onTags()
{
    const QStringList tags = parseTags(m_tags->text());
    if (m_id == 0 || tags == m_shown.tags) return;
    m_shown.tags = tags;
    emit tagsEdited(m_id, tags);
}

void HistoryDetails::flush()
{
    m_noteTimer->stop();
    const QString note = m_note->toPlainText();
    if (m_id == 0 || note == m_shown.note) return;
    m_shown.note = note;
    emit noteEdited(m_id, note);
}

} // namespace bw::ui
