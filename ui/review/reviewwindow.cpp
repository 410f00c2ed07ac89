// SPDX-License-Identifier: MIT
#include "review/reviewwindow.h"

#include "models/units.h"
#include "review/reviewplaneditor.h"
#include "review/reviewrunner.h"
#include "widgets/peerpanel.h"

#include <QCloseEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bw::ui {

ReviewWindow::ReviewWindow(std::function<engine::TestConfig()> baseConfig, QWidget* parent)
    : QWidget(parent, Qt::Window), m_baseConfig(std::move(baseConfig))
{
    setObjectName(QStringLiteral("reviewWindow"));
    setWindowTitle(tr("Review matrix"));
    m_runner = new ReviewRunner(this);
    m_editor = new ReviewPlanEditor;
    QSettings settings;
    m_editor->setPlan(ReviewPlan::load(settings));
    m_start = new QPushButton(tr("&Start review"));
    m_start->setObjectName(QStringLiteral("reviewStart"));
    m_start->setToolTip(tr("Run every step against the peer of the main window, one after the "
                           "other."));
    m_stop = new QPushButton(tr("S&top"));
    m_stop->setObjectName(QStringLiteral("reviewStop"));
    m_compare = new QPushButton(tr("&Compare and export…"));
    m_compare->setObjectName(QStringLiteral("reviewCompare"));
    m_compare->setToolTip(tr("Open the review's runs as a comparison, for charts and the "
                             "article export."));
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_status = new QLabel(tr("Ready."));
    m_status->setObjectName(QStringLiteral("reviewStatus"));
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_editor);
    splitter->addWidget(buildResults());
    splitter->setStretchFactor(1, 2);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_compare);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    resize(960, 480);
    connect(m_start, &QPushButton::clicked, this, &ReviewWindow::start);
    connect(m_stop, &QPushButton::clicked, m_runner, &ReviewRunner::stop);
    connect(m_compare, &QPushButton::clicked, this,
            [this] { emit compareRequested(m_runner->group().results); });
    connect(m_runner, &ReviewRunner::cellsChanged, this, &ReviewWindow::showCells);
    connect(m_runner, &ReviewRunner::progressChanged, this, &ReviewWindow::onProgress);
    connect(m_runner, &ReviewRunner::finished, this, &ReviewWindow::onFinished);
    setRunning(false);
}

QWidget* ReviewWindow::buildResults()
{
    m_cells = new QTableWidget(0, 5);
    m_cells->setObjectName(QStringLiteral("reviewCells"));
    m_cells->setHorizontalHeaderLabels(
        {tr("Step"), tr("Mean"), tr("± Std. dev."), tr("Runs"), tr("Spread")});
    m_cells->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_cells->horizontalHeader()->setStretchLastSection(true);
    m_cells->verticalHeader()->setVisible(false);
    m_cells->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cells->setToolTip(tr("TCP: received throughput, both directions together when "
                           "simultaneous. UDP: the highest rate whose loss stayed within the "
                           "limit. Spread: (max − min) / mean over the repeats; over 10 % is "
                           "flagged."));
    return m_cells;
}

bool ReviewWindow::start()
{
    const ReviewPlan plan = m_editor->plan();
    QSettings settings;
    plan.save(settings);
    const engine::TestConfig base = m_baseConfig();
    // The window may have been open before several servers were typed in the main window.
    if (const QString host = QString::fromStdString(base.host);
        PeerPanel::splitPeers(host).size() > 1) {
        m_status->setText(tr("A review runs against one server, and the Address field names "
                             "several: %1. Leave one of them there, then press Start again.")
                              .arg(host));
        return false;
    }
    if (!m_runner->start(plan, base)) {
        if (plan.runCount() == 0) m_status->setText(tr("Add at least one step."));
        return false;
    }
    setRunning(m_runner->isRunning());
    return true;
}

void ReviewWindow::showCells()
{
    const QList<ReviewCell>& cells = m_runner->group().cells;
    m_cells->setRowCount(int(cells.size()));
    for (int row = 0; row < cells.size(); ++row) {
        const ReviewCell& c = cells[row];
        const bool any = !c.values.empty();
        const QString spread = c.values.size() < 2
                                   ? tr("–")
                                   : tr("%1 %").arg(QLocale().toString(c.spreadPct(), 'f', 1));
        const QStringList texts{c.name, any ? formatBitsPerSecond(c.stats.mean) : tr("–"),
                                c.values.size() > 1 ? formatBitsPerSecond(c.stats.stddev) : tr("–"),
                                QStringLiteral("%1/%2").arg(c.values.size()).arg(c.step.repeats),
                                c.flagged() ? tr("⚠ %1: repeats vary by more than 10 %").arg(spread)
                                            : spread};
        for (int col = 0; col < texts.size(); ++col) {
            auto* item = new QTableWidgetItem(texts[col]);
            if (col > 0 && col < 4) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c.flagged()) item->setBackground(QColor(0xff, 0xec, 0xb3));
            m_cells->setItem(row, col, item);
        }
    }
}

void ReviewWindow::onProgress(int done, int total, qint64 leftMs, const QString& current)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    if (current.isEmpty()) return;
    m_status->setText(
        tr("%1 · about %2 left").arg(current, formatDurationSeconds(leftMs / 1000.0)));
}

void ReviewWindow::onFinished(bool ok, const QString& message)
{
    Q_UNUSED(ok);
    m_status->setText(message);
    setRunning(false);
}

void ReviewWindow::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    m_editor->setEnabled(!running);
    m_compare->setEnabled(!running && !m_runner->group().results.isEmpty());
}

void ReviewWindow::closeEvent(QCloseEvent* event)
{
    m_runner->stop();
    event->accept();
}

} // namespace bw::ui
