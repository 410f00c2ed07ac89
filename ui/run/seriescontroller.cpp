// SPDX-License-Identifier: MIT
#include "run/seriescontroller.h"

#include "models/units.h"
#include "run/runcontroller.h"
#include "run/seriesfile.h"

#include <QStringList>
#include <QTimer>

namespace bw::ui {

SeriesController::SeriesController(RunController* runner, const QString& folder, QObject* parent)
    : QObject(parent), m_runner(runner), m_folder(folder)
{
    setObjectName(QStringLiteral("seriesController"));
    m_pause = new QTimer(this);
    m_pause->setSingleShot(true);
    connect(m_pause, &QTimer::timeout, this, [this] { emit nextRunDue(m_mode); });
    connect(m_runner, &RunController::finished, this, &SeriesController::onFinished);
    connect(m_runner, &RunController::failed, this, [this] {
        if (isActive()) end(); // the first failure ends the series, as in the CLI
    });
}

void SeriesController::begin(int count, int pauseMs, engine::TestMode mode)
{
    m_count = count;
    m_mode = mode;
    m_pause->setInterval(pauseMs);
    m_results.clear();
    m_summary.clear();
    m_savedPath.clear();
    emit activeChanged(true);
}

void SeriesController::cancel()
{
    if (!isActive()) return;
    m_pause->stop();
    // A run still going ends through RunController::finished or failed, which ends the series.
    if (!m_runner->isActive())
        end();
    else
        m_count = int(m_results.size()) + 1; // the stopped run is the last
}

void SeriesController::onFinished(const engine::TestResult& result)
{
    if (!isActive()) return;
    m_results.push_back(result);
    if (int(m_results.size()) >= m_count) return end();
    emit statusChanged(tr("Run %1 of %2 done; the next starts in %3.")
                           .arg(m_results.size())
                           .arg(m_count)
                           .arg(formatDurationSeconds(m_pause->interval() / 1000.0)));
    m_pause->start();
}

void SeriesController::end()
{
    m_pause->stop();
    m_summary = engine::summarizeSeries(m_results);
    save();
    const int runs = int(m_results.size());
    m_count = 0;
    emit activeChanged(false);
    emit ended(summaryText(m_summary, runs));
}

// Beside the history: the same document benchwire-cli --repeat -J writes.
void SeriesController::save()
{
    if (m_results.empty()) return;
    m_savedPath = saveSeriesDocument(m_folder, QStringLiteral("series"), seriesDocument(m_results));
}

QString SeriesController::summaryText(const std::vector<engine::SeriesSummary>& summary, int runs)
{
    if (summary.empty()) return tr("The series ended without a measured run.");
    QStringList lines{tr("Over %n run(s), each run's mean, received:", nullptr, runs)};
    for (const engine::SeriesSummary& s : summary)
        lines << tr("%1: mean %2, std dev %3, min %4, max %5")
                     .arg(s.direction == engine::Direction::Upload ? tr("Upload") : tr("Download"),
                          formatBitsPerSecond(s.runs.mean), formatBitsPerSecond(s.runs.stddev),
                          formatBitsPerSecond(s.runs.min), formatBitsPerSecond(s.runs.max));
    return lines.join(QLatin1Char('\n'));
}

} // namespace bw::ui
