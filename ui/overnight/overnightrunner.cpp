// SPDX-License-Identifier: MIT
#include "overnight/overnightrunner.h"

#include "bridge/enginebridge.h"
#include "models/errortext.h"
#include "models/units.h"
#include "run/runcontroller.h"
#include "run/seriesfile.h"
#include "widgets/durationspin.h"

#include "benchwire/schedule.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QStringList>
#include <QTimer>

#include <algorithm>

namespace bw::ui {

namespace {
// A server tears the last session down just after the client has its result, and refuses a
// test as busy until then: a run that starts at once after another retries a busy refusal.
constexpr int kBusyPauseMs = 300;
constexpr int kBusyRetries = 20;

QString directionName(engine::Direction d)
{
    return d == engine::Direction::Upload ? OvernightRunner::tr("upload")
                                          : OvernightRunner::tr("download");
}
} // namespace

OvernightRunner::OvernightRunner(const QString& folder, QObject* parent)
    : QObject(parent), m_folder(folder)
{
    setObjectName(QStringLiteral("overnightRunner"));
    m_bridge = new EngineBridge(this);
    m_runner = new RunController(m_bridge, this);
    m_wait = new QTimer(this);
    m_wait->setSingleShot(true);
    // A coarse timer may fire up to 5 % early: a run would start before its tick.
    m_wait->setTimerType(Qt::PreciseTimer);
    connect(m_wait, &QTimer::timeout, this, &OvernightRunner::startRun);
    connect(m_runner, &RunController::finished, this, &OvernightRunner::onFinished);
    connect(m_runner, &RunController::failed, this, &OvernightRunner::onFailed);
}

QString OvernightRunner::checkPlan(const Plan& plan)
{
    if (const auto problem = RunController::checkConfig(plan.config))
        return tr("%1 %2").arg(problem->what, problem->action);
    const qint64 runMs = RunController::runMs(plan.config);
    if (runMs <= 0)
        return tr("An overnight run needs runs of a set length: set Duration to a time rather "
                  "than \"Until stopped\", and turn off \"Find max rate\".");
    const qint64 needMs = runMs + kRunOverheadMs;
    if (plan.everyMs < needMs)
        return tr("Every %1 is shorter than one run: each takes about %2 (its duration, warm-up, "
                  "idle phase and about 1 s to connect and report). Set \"Every\" to %2 or more, "
                  "or shorten the runs.")
            .arg(DurationSpin::format(int(plan.everyMs / 1000)),
                 formatDurationSeconds(needMs / 1000.0));
    if (plan.forMs < plan.everyMs)
        return tr("For %1 is shorter than Every %2, so only one run would start. Set \"For\" to "
                  "a longer time, such as 8 h.")
            .arg(DurationSpin::format(int(plan.forMs / 1000)),
                 DurationSpin::format(int(plan.everyMs / 1000)));
    return {};
}

bool OvernightRunner::start(const Plan& plan)
{
    if (m_running || m_runner->isActive() || !checkPlan(plan).isEmpty()) return false;
    m_plan = plan;
    m_running = true;
    m_stopping = false;
    m_interrupted = false;
    m_tick = 0;
    m_failed = 0;
    m_points.clear();
    m_results.clear();
    m_resultRuns.clear();
    m_skipped.clear();
    m_drops = {};
    m_savedPath.clear();
    emit pointsChanged(); // the window clears its chart: that takes a moment the first time
    m_clock.start();
    startRun();
    return true;
}

void OvernightRunner::stop()
{
    if (!m_running) return;
    m_stopping = true;
    if (m_runner->isActive())
        m_runner->stop(); // its result ends the schedule
    else
        end();
}

void OvernightRunner::startRun()
{
    if (!m_running) return;
    if (m_busyRetries == 0) {
        m_runAtMs = m_clock.elapsed();
        m_runAt = QDateTime::currentDateTime();
    }
    emit statusChanged(tr("Run %1 started at %2.")
                           .arg(m_points.size() + 1)
                           .arg(QLocale().toString(m_runAt.time(), QLocale::ShortFormat)));
    if (!m_runner->start(m_plan.config)) {
        addPoint(nullptr,
                 tr("The run could not start: another test is running. Wait for it to end; the "
                    "next tick tries again."));
        scheduleNext();
    }
}

void OvernightRunner::onFinished(const engine::TestResult& result)
{
    if (!m_running) return;
    m_busyRetries = 0;
    m_results.push_back(result);
    m_resultRuns.push_back(int(m_points.size()) + 1);
    addPoint(&result, {});
    scheduleNext();
}

void OvernightRunner::onFailed(const engine::Error& error)
{
    if (!m_running) return;
    if (error.code == engine::Errc::ServerBusy && !m_stopping && m_busyRetries++ < kBusyRetries) {
        m_wait->start(kBusyPauseMs);
        return;
    }
    m_busyRetries = 0;
    const ErrorText text = errorText(error, QString::fromStdString(m_plan.config.host));
    addPoint(nullptr, text.action.isEmpty() ? text.what : tr("%1 %2").arg(text.what, text.action));
    scheduleNext();
}

void OvernightRunner::addPoint(const engine::TestResult* result, const QString& failure)
{
    OvernightPoint p;
    p.run = int(m_points.size()) + 1;
    p.offsetMs = m_runAtMs;
    p.startedAt = m_runAt;
    p.failure = failure;
    if (failure.isEmpty() && result) {
        for (const engine::DirectionSummary& s : result->summaries) {
            if (s.receiverBitsPerSecond.count == 0) continue;
            (s.direction == engine::Direction::Upload ? p.upload : p.download) =
                s.receiverBitsPerSecond.mean;
        }
        if (m_plan.alertBelow)
            p.below = !engine::runMeansBelow(*result, p.run, *m_plan.alertBelow).empty();
    } else {
        ++m_failed;
    }
    m_points << p;
    emit pointsChanged();
}

void OvernightRunner::scheduleNext()
{
    if (m_stopping) return end();
    const qint64 now = m_clock.elapsed();
    const engine::NextRun next =
        engine::nextScheduledRun(m_plan.everyMs, m_plan.forMs, m_tick, now);
    for (const std::int64_t k : next.skipped)
        m_skipped.push_back({k, int(m_points.size())});
    m_tick = next.tick;
    if (!next.starts) return end();
    const QDateTime at =
        QDateTime::currentDateTime().addMSecs(std::max<qint64>(0, next.startMs - now));
    emit statusChanged(tr("Run %1 done; the next starts at %2.")
                           .arg(m_points.size())
                           .arg(QLocale().toString(at.time(), QLocale::ShortFormat)));
    m_wait->start(int(std::max<qint64>(0, next.startMs - now)));
}

void OvernightRunner::end()
{
    m_wait->stop();
    m_running = false;
    m_interrupted = m_stopping;
    m_stopping = false;
    m_drops = engine::findDrops(m_results, m_resultRuns, m_plan.alertBelow);
    save();
    const QString text = summaryText();
    emit statusChanged(text.section(QLatin1Char('\n'), 0, 0));
    emit finished(text);
}

QString OvernightRunner::summaryText() const
{
    const int runs = int(m_points.size());
    QStringList lines{tr("Every %1 for %2: %n run(s)", nullptr, runs)
                          .arg(DurationSpin::format(int(m_plan.everyMs / 1000)),
                               DurationSpin::format(int(m_plan.forMs / 1000))) +
                      tr(", %n failed", nullptr, m_failed) +
                      tr(", %n tick(s) skipped while a run overran", nullptr, skippedTicks()) +
                      (m_interrupted ? tr(", stopped early.") : tr("."))};
    if (const auto limit = m_drops.thresholdBitsPerSecond)
        lines << tr("Below %1: %n run mean(s)", nullptr, int(m_drops.runsBelow.size()))
                         .arg(formatBitsPerSecond(*limit)) +
                     tr(", %n interval(s).", nullptr, int(m_drops.intervalsBelow.size()));
    if (const auto& s = m_drops.longestStall)
        lines << tr("Longest stall: %n interval(s) %1, %2, run %3 %4 from %5.", nullptr,
                    s->intervals)
                     .arg(m_drops.thresholdBitsPerSecond ? tr("below the alert") : tr("at 0"),
                          formatDurationSeconds(s->seconds), QString::number(s->run),
                          directionName(s->direction), formatDurationSeconds(s->startSeconds));
    else
        lines << (m_drops.thresholdBitsPerSecond ? tr("Longest stall: none (no interval below "
                                                      "the alert).")
                                                 : tr("Longest stall: none (no interval at 0)."));
    if (const auto& w = m_drops.worstLatency)
        lines << tr("Worst latency: %1 ms loaded round-trip median (run %2).")
                     .arg(QLocale().toString(w->medianRttUs / 1000.0, 'f', 2))
                     .arg(w->run);
    else
        lines << tr("Worst latency: n/a (no run measured latency).");
    return lines.join(QLatin1Char('\n'));
}

// Beside the history: the document benchwire-cli --every … -J writes.
void OvernightRunner::save()
{
    if (m_points.isEmpty()) return;
    QJsonArray skipped, alerts;
    for (const Skipped& s : m_skipped)
        skipped << QJsonObject{{QStringLiteral("tick"), s.tick},
                               {QStringLiteral("atSeconds"), double(s.tick * m_plan.everyMs) / 1e3},
                               {QStringLiteral("duringRun"), s.duringRun}};
    for (const engine::RunMean& m : m_drops.runsBelow) {
        const OvernightPoint& p = m_points[m.run - 1];
        alerts << QJsonObject{
            {QStringLiteral("run"), m.run},
            {QStringLiteral("clock"), p.startedAt.toString(QStringLiteral("HH:mm:ss"))},
            {QStringLiteral("offsetSeconds"), double(p.offsetMs) / 1e3},
            {QStringLiteral("direction"),
             QString::fromStdString(std::string(engine::toString(m.direction)))},
            {QStringLiteral("bitsPerSecond"), m.bitsPerSecond}};
    }
    QJsonObject schedule{{QStringLiteral("everySeconds"), double(m_plan.everyMs) / 1e3},
                         {QStringLiteral("forSeconds"), double(m_plan.forMs) / 1e3},
                         {QStringLiteral("runs"), int(m_points.size())},
                         {QStringLiteral("failedRuns"), m_failed},
                         {QStringLiteral("skippedTicks"),
                          QJsonObject{{QStringLiteral("count"), int(m_skipped.size())},
                                      {QStringLiteral("ticks"), skipped}}},
                         {QStringLiteral("alerts"), alerts},
                         {QStringLiteral("interrupted"), m_interrupted}};
    const QJsonObject drops =
        QJsonDocument::fromJson(QByteArray::fromStdString(engine::dropsToJson(m_drops))).object();
    for (auto it = drops.begin(); it != drops.end(); ++it)
        schedule.insert(it.key(), it.value());
    // As the CLI's: the last failed run's message, null when none failed.
    QString lastFailure;
    for (const OvernightPoint& p : m_points)
        if (!p.failure.isEmpty()) lastFailure = p.failure;
    std::string quoted = // ["…"] without its brackets: the message as a JSON string
        QJsonDocument(QJsonArray{lastFailure}).toJson(QJsonDocument::Compact).toStdString();
    quoted = quoted.substr(1, quoted.size() - 2);
    const std::string more =
        ",\"schedule\":" + QJsonDocument(schedule).toJson(QJsonDocument::Compact).toStdString();
    m_savedPath = saveSeriesDocument(
        m_folder, QStringLiteral("overnight"),
        seriesDocument(m_results, more, lastFailure.isEmpty() ? std::string("null") : quoted));
}

} // namespace bw::ui
