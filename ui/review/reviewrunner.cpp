// SPDX-License-Identifier: MIT
#include "review/reviewrunner.h"

#include "benchwire/report.h"
#include "bridge/enginebridge.h"
#include "models/errortext.h"
#include "run/runcontroller.h"

#include <QJsonDocument>
#include <QTimer>

#include <algorithm>

namespace bw::ui {

namespace {
// A rate search's length is not known beforehand: guess this many steps until one has run.
constexpr int kGuessedSearchSteps = 8;
// A server tears the last session down just after the client has its result, and refuses a
// test as busy until then: the next run waits this long, and retries a busy refusal.
constexpr int kPauseMs = 300;
constexpr int kBusyRetries = 20;
} // namespace

double ReviewCell::spreadPct() const
{
    return engine::reviewSpreadPct(stats);
}

bool ReviewCell::flagged() const
{
    return engine::reviewFlagged(stats);
}

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent)
{
    m_bridge = new EngineBridge(this);
    m_runner = new RunController(m_bridge, this);
    connect(m_runner, &RunController::finished, this, &ReviewRunner::onFinished);
    connect(m_runner, &RunController::failed, this, &ReviewRunner::onFailed);
    connect(m_runner, &RunController::progressChanged, this, &ReviewRunner::reportProgress);
}

std::optional<double> ReviewRunner::figure(ReviewKind kind, const engine::TestResult& result)
{
    return engine::reviewFigure(kind, result);
}

bool ReviewRunner::start(const ReviewPlan& plan, const engine::TestConfig& base)
{
    if (m_running || plan.runCount() == 0) return false;
    m_plan = plan;
    m_base = base;
    m_group = ReviewGroup{QDateTime::currentDateTime(), QString::fromStdString(base.host), {}, {}};
    for (const ReviewStep& s : plan.steps)
        m_group.cells << ReviewCell{s, ReviewText::kindName(s.kind), {}, {}};
    m_step = 0;
    m_repeat = 0;
    m_done = 0;
    m_running = true;
    m_stopping = false;
    m_busyRetries = 0;
    emit cellsChanged();
    startNext();
    return m_running;
}

void ReviewRunner::stop()
{
    if (!m_running) return;
    m_stopping = true;
    // Between runs nothing is active: startNext ends the review.
    if (m_runner->isActive()) m_runner->stop();
}

void ReviewRunner::startNext()
{
    if (!m_running) return;
    if (m_stopping) {
        end(false, tr("Review stopped after %n run(s).", nullptr, m_done));
        return;
    }
    if (m_step >= m_plan.steps.size()) {
        end(true, tr("Review done: %n run(s).", nullptr, m_done));
        return;
    }
    const engine::TestConfig config = m_plan.configFor(m_plan.steps[m_step], m_base);
    if (const auto problem = RunController::checkConfig(config)) {
        end(false, tr("%1 %2").arg(problem->what, problem->action));
        return;
    }
    m_runClock.start();
    reportProgress();
    if (!m_runner->start(config))
        end(false, tr("The run could not start: a test is already running. Wait for it to end, "
                      "then start the review again."));
}

void ReviewRunner::onFinished(const engine::TestResult& result)
{
    const ReviewStep step = m_plan.steps[m_step];
    if (step.kind == ReviewKind::UdpHighestCleanRate) m_lastSearchMs = m_runClock.elapsed();
    ReviewCell& cell = m_group.cells[m_step];
    // A stopped run is cut short: its figure would pull the mean down.
    if (const auto v = figure(step.kind, result); v && !result.stoppedEarly) {
        cell.values.push_back(*v);
        cell.stats = engine::computeStats(cell.values);
    }
    QJsonObject json =
        QJsonDocument::fromJson(QByteArray::fromStdString(engine::resultToJson(result))).object();
    json.insert(QStringLiteral("label"), cell.name);
    m_group.results << json;
    ++m_done;
    emit cellsChanged();
    if (m_stopping) {
        end(false, tr("Review stopped after %n run(s).", nullptr, m_done));
        return;
    }
    if (++m_repeat >= step.repeats) {
        m_repeat = 0;
        ++m_step;
    }
    m_busyRetries = 0;
    QTimer::singleShot(kPauseMs, this, &ReviewRunner::startNext);
}

void ReviewRunner::onFailed(const engine::Error& error)
{
    if (error.code == engine::Errc::ServerBusy && !m_stopping && m_busyRetries++ < kBusyRetries) {
        QTimer::singleShot(kPauseMs, this, &ReviewRunner::startNext);
        return;
    }
    end(false, errorText(error, QString::fromStdString(m_base.host)).what);
}

qint64 ReviewRunner::estimateMs(const ReviewStep& step) const
{
    const engine::TestConfig config = m_plan.configFor(step, m_base);
    const qint64 planned = RunController::runMs(config);
    if (planned > 0) return planned;
    return m_lastSearchMs > 0 ? m_lastSearchMs : qint64(config.searchStepMs) * kGuessedSearchSteps;
}

void ReviewRunner::reportProgress()
{
    if (!m_running || m_step >= m_plan.steps.size()) return;
    const ReviewStep& current = m_plan.steps[m_step];
    qint64 left = std::max<qint64>(0, estimateMs(current) - m_runClock.elapsed());
    left += estimateMs(current) * (current.repeats - m_repeat - 1);
    for (int s = m_step + 1; s < m_plan.steps.size(); ++s)
        left += estimateMs(m_plan.steps[s]) * m_plan.steps[s].repeats;
    const QString what = tr("%1, run %2 of %3")
                             .arg(m_group.cells[m_step].name)
                             .arg(m_repeat + 1)
                             .arg(current.repeats);
    emit progressChanged(m_done, m_plan.runCount(), left, what);
}

void ReviewRunner::end(bool ok, const QString& message)
{
    m_running = false;
    m_stopping = false;
    emit progressChanged(m_done, m_plan.runCount(), 0, {});
    emit finished(ok, message);
}

} // namespace bw::ui
