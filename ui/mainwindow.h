// SPDX-License-Identifier: MIT
#pragma once

#include "models/testsettings.h"

#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QMainWindow>

class QAction;
class QLineEdit;
class QSplitter;
class QTableView;
class QTimer;

namespace bw::ui {

class EngineBridge;
class ExportController;
class LiveChart;
class PeerPanel;
class ResultsModel;
class RunPanel;
class SettingsPanel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The same as clicking a run button; false when the fields are not usable.
    bool startRun(engine::TestMode mode);
    void stopRun();
    bool isRunning() const;
    bool setServing(bool on);
    bool isServing() const;
    quint16 servingPort() const;
    // Command-line overrides are not written back to the user's settings.
    void setPersistSettings(bool persist) { m_persist = persist; }

    PeerPanel* peerPanel() const { return m_peer; }
    SettingsPanel* settingsPanel() const { return m_settings; }
    LiveChart* liveChart() const { return m_chart; }
    ResultsModel* resultsModel() const { return m_results; }
    ExportController* exporter() const { return m_export; }

signals:
    // After every run, for automation: ok is false after a failure.
    void runEnded(bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildUi();
    QWidget* buildChartArea();
    void buildMenus();
    void connectBridge();
    void loadState();
    void saveState();
    void setRunning(bool running);
    void updateTitles();
    QString stampText() const;
    void updateProgress();

    void onInterval(const engine::IntervalSample& sample);
    void onFinished(const engine::TestResult& result);
    void onFailed(const engine::Error& error);
    void onServerEvent(const engine::StreamEvent& event);
    void onResultOpened(const engine::TestResult& result);
    void onDarkToggled(bool dark);
    QString summaryText(const engine::TestResult& result) const;

    EngineBridge* m_bridge = nullptr;
    PeerPanel* m_peer = nullptr;
    SettingsPanel* m_settings = nullptr;
    RunPanel* m_run = nullptr;
    LiveChart* m_chart = nullptr;
    ResultsModel* m_results = nullptr;
    QTableView* m_table = nullptr;
    QLineEdit* m_title = nullptr;
    QLineEdit* m_subtitle = nullptr;
    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_rightSplitter = nullptr;
    ExportController* m_export = nullptr;
    QAction* m_darkAction = nullptr;
    QTimer* m_progressTimer = nullptr;
    QElapsedTimer m_elapsed;
    qint64 m_plannedMs = 0;
    engine::TestConfig m_config; // the running or last run's settings
    QDateTime m_runStarted;
    AppState m_state;
    bool m_persist = true;
};

} // namespace bw::ui
