// SPDX-License-Identifier: MIT
#include "plan/planwindow.h"

#include "models/units.h"
#include "plan/planeditor.h"
#include "plan/planresults.h"
#include "plot/serverschart.h"

#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace bw::ui {

PlanWindow::PlanWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("planWindow"));
    setWindowTitle(tr("Plan: pairs between endpoints"));
    m_bridge = new PlanBridge(this);
    m_editor = new PlanEditor(this);
    m_results = new PlanResults(this);
    m_chart = new ServersChart(this);
    m_chart->setMembers(ServersChart::Members::Pairs);
    m_status = new QLabel(tr("Add a pair per endpoint, or load a plan, then press Start."), this);
    m_status->setObjectName(QStringLiteral("planStatus"));
    m_status->setWordWrap(true);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("planError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    m_error->hide();
    auto* live = new QSplitter(Qt::Horizontal, this);
    live->addWidget(m_chart);
    live->addWidget(m_results);
    live->setStretchFactor(0, 3);
    live->setStretchFactor(1, 2);
    live->setSizes({600, 400}); // scaled to the window: the chart takes the wider part
    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_editor);
    topLayout->addWidget(buildButtons());
    topLayout->addWidget(m_error);
    topLayout->addWidget(m_status);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(live);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({300, 500});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    connect(m_bridge, &PlanBridge::intervalReceived, this, &PlanWindow::onInterval);
    connect(m_bridge, &PlanBridge::pairFinished, this, &PlanWindow::onFinished);
    connect(m_bridge, &PlanBridge::pairFailed, this, &PlanWindow::onFailed);
    connect(m_bridge, &PlanBridge::planEnded, this, &PlanWindow::onEnded);
    resize(1180, 720);
}

QWidget* PlanWindow::buildButtons()
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto button = [&](const QString& text, const char* name) {
        auto* b = new QPushButton(text, row);
        b->setObjectName(QLatin1String(name));
        layout->addWidget(b);
        return b;
    };
    QPushButton* add = button(tr("Add pair"), "planAdd");
    QPushButton* remove = button(tr("Remove pair"), "planRemove");
    QPushButton* load = button(tr("Load plan…"), "planLoad");
    QPushButton* save = button(tr("Save plan…"), "planSave");
    layout->addStretch();
    m_start = button(tr("Start"), "planStart");
    m_stop = button(tr("Stop"), "planStop");
    m_stop->setEnabled(false);
    m_editButtons = {add, remove, load};
    connect(add, &QPushButton::clicked, m_editor, &PlanEditor::addEmptyPair);
    connect(remove, &QPushButton::clicked, m_editor, &PlanEditor::removeSelectedPairs);
    connect(load, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load plan"), {},
                                                          tr("Plans (*.json);;All files (*)"));
        if (!path.isEmpty()) loadPlan(path);
    });
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save plan"), {},
                                                          tr("Plans (*.json);;All files (*)"));
        if (!path.isEmpty()) savePlan(path);
    });
    connect(m_start, &QPushButton::clicked, this, &PlanWindow::start);
    connect(m_stop, &QPushButton::clicked, this, &PlanWindow::stop);
    return row;
}

void PlanWindow::addEndpoints(const QStringList& hosts)
{
    m_editor->addEndpoints(hosts);
}

QString PlanWindow::shownError() const
{
    if (!m_shownError) return {};
    return QStringList{m_shownError->what, m_shownError->action, m_shownError->detail}.join(
        QLatin1Char(' '));
}

void PlanWindow::showError(const std::optional<ErrorText>& error)
{
    m_shownError = error;
    m_error->setVisible(error.has_value());
    m_error->setText(error ? errorHtml(*error) : QString());
}

bool PlanWindow::loadPlan(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(ErrorText{tr("Cannot open %1.").arg(path),
                            tr("Check the file's name, and that you may read it."),
                            file.errorString()});
        return false;
    }
    engine::Plan plan;
    const std::string why = engine::parsePlan(path.toStdString(), file.readAll().toStdString(), {},
                                              plan, engine::PlanKeys::MayBeMissing);
    if (!why.empty()) {
        showError(ErrorText{tr("%1 is not a plan this version can run.").arg(path),
                            tr("Correct the place the detail names, and load it again."),
                            QString::fromStdString(why)});
        return false;
    }
    m_editor->setPlan(plan);
    showError(std::nullopt);
    m_status->setText(tr("Loaded %n pairs from %1.", nullptr, int(plan.pairs.size())).arg(path));
    return true;
}

bool PlanWindow::savePlan(const QString& path)
{
    ErrorText error;
    const auto plan = m_editor->plan(error);
    if (!plan) {
        showError(error);
        return false;
    }
    if (const std::string why = engine::writePlan(path.toStdString(), *plan); !why.empty()) {
        showError(ErrorText{tr("Cannot save the plan to %1.").arg(path),
                            tr("Choose a folder you may write to."), QString::fromStdString(why)});
        return false;
    }
    showError(std::nullopt);
    m_status->setText(tr("Saved the plan to %1.").arg(path));
    return true;
}

void PlanWindow::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    m_editor->setEnabled(!running);
    for (QPushButton* b : std::as_const(m_editButtons))
        b->setEnabled(!running);
}

bool PlanWindow::start()
{
    if (m_bridge->running()) return false;
    ErrorText error;
    const auto plan = m_editor->plan(error);
    if (!plan) {
        showError(error);
        return false;
    }
    m_plan = *plan;
    QStringList names;
    for (const engine::PlanPair& p : m_plan.pairs)
        names << QString::fromStdString(p.name);
    m_sums = std::make_unique<engine::IntervalSums>(m_plan.pairs.size());
    m_finished.assign(m_plan.pairs.size(), std::nullopt);
    m_failed.assign(m_plan.pairs.size(), false);
    m_firstFailed.reset();
    m_stopping = false;
    m_chart->reset(names, m_plan.durationMs / 1000.0);
    m_results->reset(names);
    showError(std::nullopt);
    if (!m_bridge->start(m_plan)) return false;
    setRunning(true);
    m_status->setText(tr("Connecting to %n endpoints, then starting every pair at once…", nullptr,
                         int(names.size())));
    return true;
}

void PlanWindow::stop()
{
    if (!m_bridge->running() || m_stopping) return;
    m_stopping = true;
    m_status->setText(tr("Stopping…"));
    m_bridge->stop();
}

void PlanWindow::onInterval(int pair, const engine::IntervalSample& sample)
{
    m_chart->addSample(pair, sample);
    m_results->addInterval(pair, sample);
    emitSums(m_sums->add(std::size_t(pair), sample));
}

void PlanWindow::emitSums(const std::vector<engine::IntervalSum>& sums)
{
    for (const engine::IntervalSum& sum : sums) {
        if (sum.servers != m_plan.pairs.size()) continue;
        m_chart->addSum(sum);
        m_results->addSum(sum);
        double bits = 0;
        for (double b : sum.bitsPerSecond)
            bits += b;
        if (!m_stopping)
            m_status->setText(tr("Measuring, sum of %n pairs: %1", nullptr, int(sum.servers))
                                  .arg(formatBitsPerSecond(bits)));
    }
}

void PlanWindow::onFinished(int pair, const engine::TestResult& result)
{
    m_finished[std::size_t(pair)] = result;
    m_results->setResult(pair, result);
    emitSums(m_sums->end(std::size_t(pair)));
}

// The first failure stops the others (engine::PlanRun does); theirs follow from that and are not
// the cause.
void PlanWindow::onFailed(int pair, const engine::Error& error)
{
    emitSums(m_sums->end(std::size_t(pair)));
    m_failed[std::size_t(pair)] = true;
    const ErrorText text = pairErrorText(pair, error, false);
    m_results->setState(pair, text.what);
    // A cancel follows a stop: the user's, or the one that a failed or refused pair caused.
    if (m_firstFailed || error.code == engine::Errc::Cancelled) return;
    m_firstFailed = pair;
    showError(text);
}

ErrorText PlanWindow::pairErrorText(int pair, const engine::Error& error, bool refused) const
{
    const engine::PlanPair& p = m_plan.pairs[std::size_t(pair)];
    const QString name = QString::fromStdString(p.name);
    const QString endpoint =
        QString::fromStdString(engine::joinHostPort(p.endpointHost, p.endpointPort));
    const QString detail = QString::fromStdString(error.describe());
    if (refused && error.code == engine::Errc::Refused)
        return {tr("Pair %1: the endpoint %2 refused it.").arg(name, endpoint),
                tr("Check the pair's control key against the one %1 was started with "
                   "(benchwire-cli -s --control-key), and its limits, then start again.")
                    .arg(endpoint),
                detail};
    const ErrorText text = errorText(error, endpoint);
    return {tr("Pair %1: %2").arg(name, text.what),
            tr("%1 The other pairs were stopped.").arg(text.action), text.detail};
}

void PlanWindow::onEnded(const PlanBridge::Ending& ending)
{
    for (std::size_t i = 0; i < ending.refusals.size(); ++i)
        if (ending.refusals[i]) {
            const ErrorText text = pairErrorText(int(i), *ending.refusals[i], true);
            m_results->setState(int(i), text.what);
            if (!m_firstFailed) {
                m_firstFailed = int(i);
                showError(text);
            }
        }
    for (std::size_t i = 0; i < m_finished.size(); ++i)
        if (!m_finished[i] && !ending.refusals[i] && !m_failed[i])
            m_results->setState(int(i), tr("Not started: another pair could not start"));
    m_results->finish(m_finished, ending.startSkewMs);
    setRunning(false);
    const bool ok = !m_firstFailed;
    if (!ok)
        m_status->setText(
            tr("Pair %1 failed, and the others were stopped: see the message "
               "above.")
                .arg(QString::fromStdString(m_plan.pairs[std::size_t(*m_firstFailed)].name)));
    else
        m_status->setText(
            m_stopping ? tr("Stopped: %n pairs ran at once.", nullptr, int(m_plan.pairs.size()))
                       : tr("Done: %n pairs ran at once.", nullptr, int(m_plan.pairs.size())));
    emit runEnded(ok);
}

void PlanWindow::closeEvent(QCloseEvent* event)
{
    stop();
    event->accept();
}

} // namespace bw::ui
