// SPDX-License-Identifier: MIT
#include "widgets/runpanel.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace bw::ui {

RunPanel::RunPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("runPanel"));
    using engine::TestMode;
    auto* grid = new QGridLayout;
    grid->addWidget(runButton("uploadButton", tr("&Upload"),
                              tr("This PC sends, the peer receives."), TestMode::Upload),
                    0, 0);
    grid->addWidget(runButton("downloadButton", tr("&Download"),
                              tr("The peer sends, this PC receives."), TestMode::Download),
                    0, 1);
    grid->addWidget(runButton("bothWaysButton", tr("&Both ways"),
                              tr("Upload, then download: one after the other, one result."),
                              TestMode::BothWays),
                    1, 0);
    grid->addWidget(runButton("simultaneousButton", tr("Si&multaneous"),
                              tr("Upload and download at the same time, on separate streams."),
                              TestMode::Bidirectional),
                    1, 1);

    m_stop = new QPushButton(tr("&Stop"), this);
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_stop->setToolTip(tr("End the test now. The figures measured so far are kept."));
    m_stop->setEnabled(false);
    connect(m_stop, &QPushButton::clicked, this, &RunPanel::stopRequested);
    grid->addWidget(m_stop, 2, 0, 1, 2);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setToolTip(tr("How much of the test has run, and the time left."));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Idle"));

    m_status = new QLabel(tr("Ready."), this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);

    m_errorBox = new QFrame(this);
    m_errorBox->setObjectName(QStringLiteral("errorBox"));
    m_errorBox->setFrameShape(QFrame::StyledPanel);
    m_errorBox->setStyleSheet(QStringLiteral(
        "#errorBox { border: 1px solid #c62828; border-radius: 4px; background: #ffebee; }"
        "#errorBox QLabel { color: #8e0000; }"));
    m_errorLabel = new QLabel(m_errorBox);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* errorLayout = new QVBoxLayout(m_errorBox);
    errorLayout->setContentsMargins(6, 4, 6, 4);
    errorLayout->addWidget(m_errorLabel);
    m_errorBox->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_errorBox);
}

QPushButton* RunPanel::runButton(const char* name, const QString& text, const QString& toolTip,
                                 engine::TestMode mode)
{
    auto* b = new QPushButton(text, this);
    b->setObjectName(QLatin1String(name));
    b->setToolTip(toolTip);
    connect(b, &QPushButton::clicked, this, [this, mode] { emit runRequested(mode); });
    m_runButtons << b;
    m_runToolTips << toolTip;
    return b;
}

void RunPanel::setRunning(bool running)
{
    m_running = running;
    updateButtons();
    m_stop->setEnabled(running);
    if (!running) {
        m_progress->setValue(0);
        m_progress->setFormat(tr("Idle"));
    }
}

void RunPanel::setServing(bool serving)
{
    m_serving = serving;
    updateButtons();
}

// A run from a serving window would share the port's machine and CPU with the test it serves,
// and both would want the one chart: runs wait until Serve is off.
void RunPanel::updateButtons()
{
    const QString why = tr("Stop serving first: while this PC serves, its chart and table show "
                           "the tests other machines run against it.");
    for (int i = 0; i < m_runButtons.size(); ++i) {
        m_runButtons[i]->setEnabled(!m_running && !m_serving);
        m_runButtons[i]->setToolTip(m_serving ? why : m_runToolTips[i]);
    }
}

void RunPanel::setProgress(qint64 elapsedMs, qint64 totalMs)
{
    if (totalMs <= 0) { // no end known (until stopped, the rate search): the time it has run
        m_progress->setValue(0);
        m_progress->setFormat(
            tr("%1 s elapsed").arg(QLocale().toString(std::max<qint64>(elapsedMs, 0) / 1000)));
        return;
    }
    const qint64 clamped = std::clamp<qint64>(elapsedMs, 0, totalMs);
    m_progress->setValue(int(clamped * 1000 / totalMs));
    const double leftSeconds = (totalMs - clamped) / 1000.0;
    m_progress->setFormat(tr("%1 s left").arg(QLocale().toString(leftSeconds, 'f', 0)));
}

void RunPanel::setStatus(const QString& text)
{
    m_status->setText(text);
}

void RunPanel::showError(const ErrorText& error)
{
    m_errorLabel->setText(errorHtml(error));
    m_errorBox->show();
}

void RunPanel::clearError()
{
    m_errorLabel->clear();
    m_errorBox->hide();
}

} // namespace bw::ui
