// SPDX-License-Identifier: MIT
#pragma once

#include "review/reviewplan.h"

#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>

namespace bw::ui {

class EngineBridge;
class RunController;

// One cell of the review matrix: a step's figure over its repeats, in bits per second (TCP:
// the received mean; UDP: the highest clean rate found).
struct ReviewCell
{
    static constexpr double kFlagSpreadPct = engine::kReviewFlagSpreadPct;
    ReviewStep step;
    QString name;
    std::vector<double> values; // one per finished repeat
    engine::Stats stats;
    // Its repeats vary by more than kFlagSpreadPct: (max − min) / mean.
    bool flagged() const;
    double spreadPct() const;
};

// The outcome of one review: its cells and every run's result, labelled with its cell's name
// so a comparison groups the repeats.
struct ReviewGroup
{
    QDateTime startedAt;
    QString peer;
    QList<ReviewCell> cells;
    QList<QJsonObject> results;
};

// Runs a review plan against one peer, one run after the other, through a RunController of its
// own (its own bridge: the window's run and Serve mode are not disturbed). GUI thread only.
class ReviewRunner : public QObject
{
    Q_OBJECT
public:
    explicit ReviewRunner(QObject* parent = nullptr);

    // base: the window's settings and peer. False when running or the plan is empty.
    bool start(const ReviewPlan& plan, const engine::TestConfig& base);
    void stop();
    bool isRunning() const { return m_running; }
    const ReviewGroup& group() const { return m_group; }
    RunController* runController() const { return m_runner; }

    // The figure a run contributes to its cell; empty when it has none (a failed search).
    static std::optional<double> figure(ReviewKind kind, const engine::TestResult& result);

signals:
    // doneRuns of totalRuns finished; leftMs an estimate (0 when nothing is left).
    void progressChanged(int doneRuns, int totalRuns, qint64 leftMs, const QString& current);
    void cellsChanged();
    void finished(bool ok, const QString& message);

private:
    void startNext();
    void onFinished(const engine::TestResult& result);
    void onFailed(const engine::Error& error);
    void reportProgress();
    qint64 estimateMs(const ReviewStep& step) const;
    void end(bool ok, const QString& message);

    EngineBridge* m_bridge = nullptr;
    RunController* m_runner = nullptr;
    ReviewPlan m_plan;
    engine::TestConfig m_base;
    ReviewGroup m_group;
    int m_step = 0;   // the step being run
    int m_repeat = 0; // its repeat being run
    int m_done = 0;
    int m_busyRetries = 0;
    bool m_running = false;
    bool m_stopping = false;
    QElapsedTimer m_runClock;
    qint64 m_lastSearchMs = 0; // how long the last rate search took: its estimate next time
};

} // namespace bw::ui
