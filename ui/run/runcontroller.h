// SPDX-License-Identifier: MIT
#pragma once

#include "models/errortext.h"

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace bw::ui {

class EngineBridge;

// One client run at a time, as the window shows it: starts and stops it through the
// EngineBridge, follows its state (idle, connecting, running, stopping), and words the status
// line and the progress. The window only lays out and wires; it connects to the signals below.
// GUI thread only, like the bridge's signals it listens to.
class RunController : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Idle,       // no run: ready to start one
        Connecting, // started; nothing measured has arrived yet
        Running,    // intervals (or a phase) have arrived
        Stopping,   // the user asked to stop; waiting for the engine's result
    };
    Q_ENUM(State)

    // The bridge is shared with the window's server role and is not owned.
    explicit RunController(EngineBridge* bridge, QObject* parent = nullptr);

    // Why a run with this config cannot start, worded for the window; nothing when it can.
    static std::optional<ErrorText> checkConfig(const engine::TestConfig& config);
    // How long the run is meant to take (warm-up included, both phases of both-ways); 0 when
    // that is not known beforehand (the rate search, a run until stopped).
    static qint64 plannedMs(const engine::TestConfig& config);
    // plannedMs and the latency probes' idle phase before the load: the wall time the progress
    // bar and the review's time left count with (the chart's time line starts with the load).
    static qint64 runMs(const engine::TestConfig& config);
    // The status line for a finished (or opened) result.
    static QString summaryText(const engine::TestResult& result);

    // Starts a run when idle and the config passes checkConfig; false (and no signal) otherwise.
    bool start(const engine::TestConfig& config);
    // Asks a connecting or running run to stop; its result still arrives through finished().
    void stop();

    State state() const { return m_state; }
    bool isActive() const { return m_state != State::Idle; }
    QString statusText() const { return m_status; }
    // The phase of the last interval: 0, or 1 for the download half of both-ways (the step for
    // the rate search).
    int phase() const { return m_phase; }
    const engine::TestConfig& config() const { return m_config; }
    // After failed(): what the run measured until it failed (TestResult::failure says why);
    // nothing when it failed before its first interval.
    const std::optional<engine::TestResult>& partialResult() const { return m_partial; }

signals:
    void stateChanged(bw::ui::RunController::State state);
    // Only when the run becomes active or idle, for enabling the window's controls.
    void activeChanged(bool active);
    void statusChanged(const QString& text);
    // About 5 times a second while active; plannedMs 0 when the length is not known.
    void progressChanged(qint64 elapsedMs, qint64 plannedMs);
    void intervalReceived(const bw::engine::IntervalSample& sample);
    // After the state is back to idle and the status line tells the outcome.
    void finished(const bw::engine::TestResult& result);
    void failed(const bw::engine::Error& error);

private:
    void setState(State state);
    void setStatus(const QString& text);
    void emitProgress();
    void onInterval(const engine::IntervalSample& sample);
    void onStreamEvent(const engine::StreamEvent& event);
    void onFinished(const engine::TestResult& result);
    void onFailed(const engine::Error& error);

    EngineBridge* m_bridge;
    QTimer* m_progressTimer = nullptr;
    QElapsedTimer m_elapsed;
    engine::TestConfig m_config; // the running or last run's
    qint64 m_plannedMs = 0;
    State m_state = State::Idle;
    QString m_status;
    int m_phase = 0;
    std::optional<engine::TestResult> m_partial;
};

} // namespace bw::ui
