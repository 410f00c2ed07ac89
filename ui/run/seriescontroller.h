// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"
#include "benchwire/series.h"

#include <QObject>
#include <QString>

#include <vector>

class QTimer;

namespace bw::ui {

class RunController;

// The Repeat setting: the same test N times, a pause apart. The window starts each run as a
// click does (nextRunDue); this keeps the runs' results and, after the last one, the summary
// per direction over the runs' means (the engine's, as benchwire-cli --repeat prints it),
// saved beside the history as a benchwire-repeat document. The first failed run or Stop ends
// the series. GUI thread only.
class SeriesController : public QObject
{
    Q_OBJECT
public:
    explicit SeriesController(RunController* runner, const QString& folder,
                              QObject* parent = nullptr);

    // A series of `count` runs of `mode` begins with the run the window starts now.
    void begin(int count, int pauseMs, engine::TestMode mode);
    // Stop: no further run; the runs so far are summarized.
    void cancel();
    // From begin() until the last run ended, pauses included.
    bool isActive() const { return m_count > 0; }
    int count() const { return m_count; }

    const std::vector<engine::TestResult>& results() const { return m_results; }
    const std::vector<engine::SeriesSummary>& summary() const { return m_summary; }
    QString savedPath() const { return m_savedPath; }
    // The summary as the window shows it, one line per direction.
    static QString summaryText(const std::vector<engine::SeriesSummary>& summary, int runs);

signals:
    void nextRunDue(bw::engine::TestMode mode);
    void activeChanged(bool active);
    // After the last run (or Stop, or a failure): the summary and where it was saved.
    void ended(const QString& text);
    void statusChanged(const QString& text);

private:
    void onFinished(const engine::TestResult& result);
    void end();
    void save();

    RunController* m_runner;
    QString m_folder;
    QTimer* m_pause = nullptr;
    engine::TestMode m_mode = engine::TestMode::Upload;
    int m_count = 0; // 0: no series
    std::vector<engine::TestResult> m_results;
    std::vector<engine::SeriesSummary> m_summary;
    QString m_savedPath;
};

} // namespace bw::ui
