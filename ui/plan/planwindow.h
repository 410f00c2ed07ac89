// SPDX-License-Identifier: MIT
#pragma once

#include "bridge/planbridge.h"
#include "models/errortext.h"

#include "benchwire/plan.h"
#include "benchwire/serversums.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;

namespace bw::ui {

class PlanEditor;
class PlanResults;
class ServersChart;

// A console's plan in the app (docs/remote-control.md): pairs between endpoints (servers
// started with --control-key) and target servers, edited in a table, loaded from and saved to
// the file `benchwire-cli --plan` reads, and run at once with one common start. While they
// run: a line per pair and their sum on the chart, and a row per pair with the sum, Jain's
// index across the pairs and the start skew. When one pair fails, the others are stopped.
class PlanWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PlanWindow(QWidget* parent = nullptr);

    PlanEditor* editor() const { return m_editor; }
    PlanResults* results() const { return m_results; }
    ServersChart* chart() const { return m_chart; }
    bool isRunning() const { return m_bridge->running(); }
    // The plan as typed, run now; false (and the reason shown) when it cannot start.
    bool start();
    void stop();
    // Load and save the plan file's JSON; false (and the reason shown) when it cannot.
    bool loadPlan(const QString& path);
    bool savePlan(const QString& path);
    // The error shown last, as plain text (what, action, detail); empty when none is shown.
    QString shownError() const;

public slots:
    // A pair row per host (a peer that accepts remote control): its endpoint filled, its
    // target that of the first row, if any.
    void addEndpoints(const QStringList& hosts);

signals:
    // Every pair has ended; ok is false when one failed or was refused.
    void runEnded(bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QWidget* buildButtons();
    void showError(const std::optional<ErrorText>& error);
    void setRunning(bool running);
    void onInterval(int pair, const engine::IntervalSample& sample);
    void onFinished(int pair, const engine::TestResult& result);
    void onFailed(int pair, const engine::Error& error);
    void onEnded(const PlanBridge::Ending& ending);
    void emitSums(const std::vector<engine::IntervalSum>& sums);
    ErrorText pairErrorText(int pair, const engine::Error& error, bool refused) const;

    PlanBridge* m_bridge = nullptr;
    PlanEditor* m_editor = nullptr;
    PlanResults* m_results = nullptr;
    ServersChart* m_chart = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_error = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_stop = nullptr;
    QList<QPushButton*> m_editButtons; // off while a plan runs
    std::optional<ErrorText> m_shownError;
    engine::Plan m_plan; // the plan running, or run last
    std::unique_ptr<engine::IntervalSums> m_sums;
    std::vector<std::optional<engine::TestResult>> m_finished; // per pair
    std::vector<bool> m_failed;                                // per pair
    std::optional<int> m_firstFailed;
    bool m_stopping = false;
};

} // namespace bw::ui
