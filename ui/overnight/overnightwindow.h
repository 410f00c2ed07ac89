// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace bw::ui {

class DurationSpin;
class OvernightChart;
class OvernightRunner;

// The overnight mode: the window's test (its peer and settings at the moment Start is pressed)
// at each tick of a schedule, every X for Y, to catch drops on a link left running overnight.
// The chart shows one point per run, the table each run's time and figures, and at the end the
// drops summary: runs and intervals below the alert, the longest stall, the worst latency.
class OvernightWindow : public QWidget
{
    Q_OBJECT
public:
    // baseConfig: the main window's peer and settings for a run in this direction.
    OvernightWindow(std::function<engine::TestConfig(engine::TestMode)> baseConfig,
                    const QString& folder, QWidget* parent = nullptr);
    OvernightRunner* runner() const { return m_runner; }
    OvernightChart* chart() const { return m_chart; }
    bool start();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QLayout* buildPlanRow();
    void showPoints();
    void onFinished(const QString& summary);
    void setRunning(bool running);
    void saveChoices() const;

    std::function<engine::TestConfig(engine::TestMode)> m_baseConfig;
    OvernightRunner* m_runner = nullptr;
    QComboBox* m_mode = nullptr;
    DurationSpin* m_every = nullptr;
    DurationSpin* m_for = nullptr;
    QDoubleSpinBox* m_alert = nullptr; // Mbit/s; 0 = no alert
    QPushButton* m_start = nullptr;
    QPushButton* m_stop = nullptr;
    QLabel* m_status = nullptr;
    OvernightChart* m_chart = nullptr;
    QTableWidget* m_runs = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace bw::ui
