// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"
#include "benchwire/drops.h"
#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QTimer;

namespace bw::ui {

class EngineBridge;
class RunController;

// One run of an overnight schedule, as its chart and table show it.
struct OvernightPoint
{
    int run = 0;         // from 1
    qint64 offsetMs = 0; // when it started, from the schedule's start
    QDateTime startedAt; // and on the local clock
    // The receiver's mean in each direction; none when the run had no such direction or failed.
    std::optional<double> upload;
    std::optional<double> download;
    QString failure;    // why the run failed, worded for the user; empty when it ran
    bool below = false; // a direction's mean is below the alert threshold
};

// The overnight mode: runs the window's test at each tick of a schedule (every X for Y; the
// engine's ticks, as benchwire-cli --every … --for … has them) through a RunController of its own
// (its own bridge: the window's run and Serve mode are not disturbed). A failed run is a point
// of the night, not its end: the schedule goes on. At the end (or Stop) the drops summary (the
// engine's, as the CLI's) is worked out and the whole night saved beside the history, in the
// document benchwire-cli --every -J writes. GUI thread only.
class OvernightRunner : public QObject
{
    Q_OBJECT
public:
    struct Plan
    {
        qint64 everyMs = 600'000;
        qint64 forMs = 8 * 3'600'000;
        std::optional<double> alertBelow; // bits per second
        engine::TestConfig config;
    };

    // What a run takes beyond its planned time: connecting, the settings' exchange and the
    // final report (as the CLI reckons it).
    static constexpr qint64 kRunOverheadMs = 1000;

    OvernightRunner(const QString& folder, QObject* parent = nullptr);

    // Why this plan cannot run, worded for the user (what and what to do); empty when it can.
    static QString checkPlan(const Plan& plan);
    // False (and nothing runs) when running already or checkPlan objects.
    bool start(const Plan& plan);
    // No further run; the one under way is stopped and kept. finished() follows.
    void stop();
    bool isRunning() const { return m_running; }
    bool wasStopped() const { return m_interrupted; }

    const Plan& plan() const { return m_plan; }
    const QList<OvernightPoint>& points() const { return m_points; }
    const engine::Drops& drops() const { return m_drops; }
    int failedRuns() const { return m_failed; }
    int skippedTicks() const { return int(m_skipped.size()); }
    QString savedPath() const { return m_savedPath; }
    RunController* runController() const { return m_runner; }
    // The summary as the window shows it at the end.
    QString summaryText() const;

signals:
    void pointsChanged();
    void statusChanged(const QString& text);
    void finished(const QString& summary);

private:
    void startRun();
    void onFinished(const engine::TestResult& result);
    void onFailed(const engine::Error& error);
    void addPoint(const engine::TestResult* result, const QString& failure);
    void scheduleNext();
    void end();
    void save();

    QString m_folder;
    EngineBridge* m_bridge = nullptr;
    RunController* m_runner = nullptr;
    QTimer* m_wait = nullptr;
    Plan m_plan;
    QElapsedTimer m_clock; // from the schedule's start
    bool m_running = false;
    bool m_stopping = false;
    bool m_interrupted = false; // the last schedule was stopped before its end
    qint64 m_tick = 0;
    qint64 m_runAtMs = 0;
    QDateTime m_runAt;
    int m_busyRetries = 0;
    int m_failed = 0;
    QList<OvernightPoint> m_points;
    std::vector<engine::TestResult> m_results;
    std::vector<int> m_resultRuns;
    struct Skipped
    {
        qint64 tick = 0;
        int duringRun = 0;
    };
    std::vector<Skipped> m_skipped;
    engine::Drops m_drops;
    QString m_savedPath;
};

} // namespace bw::ui
