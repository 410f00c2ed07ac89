// SPDX-License-Identifier: MIT
#include "run/runcontroller.h"

#include "bridge/enginebridge.h"
#include "history/runrecord.h"
#include "models/units.h"

#include <QLocale>
#include <QStringList>
#include <QTimer>

namespace bw::ui {

namespace {
// How often the progress bar moves while a run is active.
constexpr int kProgressIntervalMs = 200;
} // namespace

RunController::RunController(EngineBridge* bridge, QObject* parent)
    : QObject(parent), m_bridge(bridge)
{
    setObjectName(QStringLiteral("runController"));
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(kProgressIntervalMs);
    connect(m_progressTimer, &QTimer::timeout, this, &RunController::emitProgress);
    connect(m_bridge, &EngineBridge::intervalReceived, this, &RunController::onInterval);
    connect(m_bridge, &EngineBridge::streamEventReceived, this, &RunController::onStreamEvent);
    connect(m_bridge, &EngineBridge::testFinished, this, &RunController::onFinished);
    connect(m_bridge, &EngineBridge::testFailed, this, &RunController::onFailed);
    connect(m_bridge, &EngineBridge::testPartialResult, this,
            [this](const engine::TestResult& partial) { m_partial = partial; });
}

std::optional<ErrorText> RunController::checkConfig(const engine::TestConfig& config)
{
    if (config.host.empty())
        return ErrorText{tr("No peer is set."),
                         tr("Type the name or address of the machine running the server."),
                         {}};
    if (config.untilStopped() && (config.mode == engine::TestMode::BothWays || config.findMaxRate))
        return ErrorText{tr("\"Until stopped\" runs one test: Upload, Download or "
                            "Simultaneous."),
                         tr("Choose one of those, or set a duration for Both ways or the "
                            "highest-clean-rate search."),
                         {}};
    const std::string invalid = config.validate();
    if (!invalid.empty())
        return ErrorText{tr("A setting is out of range."), tr("Correct the setting and retry."),
                         QString::fromStdString(invalid)};
    return std::nullopt;
}

qint64 RunController::plannedMs(const engine::TestConfig& config)
{
    // How many steps the search takes is not known, nor when the user stops a run.
    if (config.findMaxRate || config.untilStopped()) return 0;
    const int phases = config.mode == engine::TestMode::BothWays ? 2 : 1;
    return qint64(config.durationMs + config.warmupMs) * phases;
}

qint64 RunController::runMs(const engine::TestConfig& config)
{
    const qint64 planned = plannedMs(config);
    if (planned == 0 || !config.latencyProbes) return planned;
    return planned + config.idleMs; // one idle phase, before the first phase's load
}

QString RunController::summaryText(const engine::TestResult& result)
{
    if (result.rateSearch.valid) {
        const engine::RateSearchResult& rs = result.rateSearch;
        const QString loss = QLocale().toString(rs.maxLossPct, 'f', 2);
        return rs.foundBitsPerSecond > 0
                   ? tr("Done. Highest clean rate: %1 (loss at most %2 %, %3 steps).")
                         .arg(formatBitsPerSecond(rs.foundBitsPerSecond), loss)
                         .arg(rs.steps.size())
                   : tr("Done. No rate was clean (loss at most %1 %).").arg(loss);
    }
    QStringList parts;
    for (const auto& s : result.summaries) {
        const QString dir =
            s.direction == engine::Direction::Upload ? tr("Upload") : tr("Download");
        parts << tr("%1: %2").arg(dir, s.receiverUnknown.empty()
                                           ? formatBitsPerSecond(s.receiverBitsPerSecond.mean)
                                           : tr("n/a"));
    }
    const QString text = parts.join(QStringLiteral(", "));
    if (!result.stoppedEarly) return tr("Done. %1").arg(text);
    // A run until stopped ends that way; a timed one ended before its time.
    return result.config.untilStopped()
               ? tr("Stopped after %1 s. %2")
                     .arg(QLocale().toString(RunText::measuredSeconds(result), 'f', 0), text)
               : tr("Stopped early. %1").arg(text);
}

bool RunController::start(const engine::TestConfig& config)
{
    if (isActive() || checkConfig(config)) return false;
    if (!m_bridge->startTest(config)) return false;
    m_config = config;
    m_plannedMs = runMs(config);
    m_phase = 0;
    m_partial.reset();
    m_elapsed.start();
    setState(State::Connecting);
    setStatus(tr("Connecting to %1…").arg(QString::fromStdString(config.host)));
    return true;
}

void RunController::stop()
{
    if (m_state != State::Connecting && m_state != State::Running) return;
    setState(State::Stopping);
    setStatus(tr("Stopping…"));
    m_bridge->stopTest();
}

void RunController::setState(State state)
{
    if (state == m_state) return;
    const bool wasActive = isActive();
    m_state = state;
    if (isActive() != wasActive) {
        if (isActive()) {
            m_progressTimer->start();
            emitProgress();
        } else {
            m_progressTimer->stop();
        }
        emit activeChanged(isActive());
    }
    emit stateChanged(state);
}

void RunController::setStatus(const QString& text)
{
    m_status = text;
    emit statusChanged(text);
}

void RunController::emitProgress()
{
    emit progressChanged(m_elapsed.elapsed(), m_plannedMs);
}

void RunController::onInterval(const engine::IntervalSample& sample)
{
    if (m_state == State::Connecting) setState(State::Running);
    m_phase = sample.phase;
    emit intervalReceived(sample);
    if (m_config.findMaxRate && sample.index == 0)
        setStatus(tr("Searching the highest clean rate: step %1…").arg(sample.phase + 1));
    else if (sample.index == 0 && sample.phase == 0)
        setStatus(sample.warmup ? tr("Warming up…") : tr("Measuring…"));
}

void RunController::onStreamEvent(const engine::StreamEvent& event)
{
    if (event.kind == engine::StreamEventKind::IdleStarted) {
        if (m_state == State::Connecting) setState(State::Running);
        setStatus(tr("Measuring the idle latency (%1 s) before the load…")
                      .arg(QLocale().toString(m_config.idleMs / 1000.0, 'g', 3)));
        return;
    }
    if (event.kind != engine::StreamEventKind::PhaseStarted) return;
    if (m_state == State::Connecting) setState(State::Running);
    if (!m_config.findMaxRate) setStatus(tr("Running the download half…"));
}

void RunController::onFinished(const engine::TestResult& result)
{
    setState(State::Idle);
    setStatus(summaryText(result));
    emit finished(result);
}

void RunController::onFailed(const engine::Error& error)
{
    setState(State::Idle);
    setStatus(m_partial ? tr("The test failed after %1 s.")
                              .arg(QLocale().toString(RunText::measuredSeconds(*m_partial), 'f', 0))
                        : tr("The test did not complete."));
    emit failed(error);
}

} // namespace bw::ui
