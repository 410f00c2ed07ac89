// SPDX-License-Identifier: MIT
#pragma once

#include "models/testsettings.h"

#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <QDateTime>
#include <QMainWindow>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace bw::ui {

class CompareController;
class DiscoveryBridge;
class EngineBridge;
class ExportController;
class HistoryPanel;
class LiveChart;
class PeerListPanel;
class PeerPanel;
class ResultsModel;
class RunController;
class OvernightWindow;
class PlanWindow;
class ReviewWindow;
class RunPanel;
class SeriesController;
class ServersChart;
class ServersResultsModel;
class ServersRun;
class ServeController;
class ServeFirewall;
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
    // Starts the LAN peer search (the app does, unless told not to; tests do not).
    void startDiscovery();
    // Command-line overrides are not written back to the user's settings.
    void setPersistSettings(bool persist) { m_persist = persist; }

    PeerPanel* peerPanel() const { return m_peer; }
    PeerListPanel* peerListPanel() const { return m_peerList; }
    DiscoveryBridge* discoveryBridge() const { return m_discovery; }
    SettingsPanel* settingsPanel() const { return m_settings; }
    LiveChart* liveChart() const { return m_chart; }
    ResultsModel* resultsModel() const { return m_results; }
    ExportController* exporter() const { return m_export; }
    RunController* runController() const { return m_runner; }
    SeriesController* seriesController() const { return m_series; }
    HistoryPanel* historyPanel() const { return m_history; }
    ServeController* serveController() const { return m_serve; }
    ServeFirewall* serveFirewall() const { return m_serveFirewall; }
    CompareController* compareController() const { return m_compare; }
    ReviewWindow* reviewWindow() const { return m_review; }
    OvernightWindow* overnightWindow() const { return m_overnight; }
    PlanWindow* planWindow() const { return m_plan; }
    // Shows the Plan window (pairs between endpoints), made when first opened.
    void openPlan();
    ServersRun* serversRun() const { return m_servers; }
    ServersChart* serversChart() const { return m_serversChart; }
    ServersResultsModel* serversResults() const { return m_serversResults; }

signals:
    // After every run, for automation: ok is false after a failure.
    void runEnded(bool ok);
    // After every test this window served: ok is false when it ended early.
    void servedTestEnded(bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildUi();
    QWidget* buildChartArea();
    QWidget* buildResultsArea();
    void buildMenus();
    void buildHistory(QMenu* viewMenu);
    void buildPaneMenu(QMenu* viewMenu);
    void runAgain(const engine::TestConfig& config);
    void connectRunner();
    void connectSeries();
    void onSeriesEnded(const QString& text);
    void connectPeerList();
    void connectServe();
    void updateDiscoveryPause();
    void updateProbeOptions();
    void loadState();
    void saveState();
    void setRunning(bool running);
    void updateTitles();
    QString stampText() const;

    void onFinished(const engine::TestResult& result);
    void onFailed(const engine::Error& error);
    void onResultOpened(const engine::TestResult& result);
    void onDarkToggled(bool dark);
    void openReview();
    void openOvernight();
    // One test to several servers at once (mainwindowservers.cpp).
    void connectServers();
    bool startServersRun(engine::TestMode mode);
    void onServersEnded(bool ok);
    void onSeveralServers(bool several);
    void showServersView(bool servers);
    void fitServersTable();
    void updateServersTitles();
    void noteServersInHistory();

    EngineBridge* m_bridge = nullptr; // shared: the runner's client role and Serve mode
    RunController* m_runner = nullptr;
    SeriesController* m_series = nullptr;     // the Repeat setting's runs
    QLabel* m_seriesSummary = nullptr;        // under the results table once a series ended
    ServeController* m_serve = nullptr;       // Serve mode: the bridge's server role
    ServeFirewall* m_serveFirewall = nullptr; // Serve mode's firewall line and Allow action
    DiscoveryBridge* m_discovery = nullptr;   // the peer list's rounds, paused during runs
    PeerPanel* m_peer = nullptr;
    PeerListPanel* m_peerList = nullptr;
    SettingsPanel* m_settings = nullptr;
    RunPanel* m_run = nullptr;
    LiveChart* m_chart = nullptr;
    ResultsModel* m_results = nullptr;
    QTableView* m_table = nullptr;
    QLineEdit* m_title = nullptr;
    QLineEdit* m_subtitle = nullptr;
    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_rightSplitter = nullptr;
    QList<int> m_singleSplit; // the right-hand split of the single run's view
    ExportController* m_export = nullptr;
    HistoryPanel* m_history = nullptr; // every finished run, kept in SQLite
    CompareController* m_compare = nullptr;
    ReviewWindow* m_review = nullptr;       // made when first opened
    OvernightWindow* m_overnight = nullptr; // made when first opened
    PlanWindow* m_plan = nullptr;           // made when first opened
    QAction* m_darkAction = nullptr;
    QAction* m_latencyPaneAction = nullptr; // View › Panes
    QAction* m_udpPaneAction = nullptr;
    QAction* m_cpuPaneAction = nullptr;
    QAction* m_streamPaneAction = nullptr;
    ServersRun* m_servers = nullptr;        // a test to several servers at once
    ServersChart* m_serversChart = nullptr; // its chart, in place of the live chart
    ServersResultsModel* m_serversResults = nullptr;
    QTableView* m_serversTable = nullptr;     // its results, in place of the results table
    QStackedWidget* m_chartStack = nullptr;   // the live chart, or the servers' chart
    QStackedWidget* m_resultsStack = nullptr; // the results table, or the servers' table
    QList<qint64> m_serversKept;              // the history ids of the servers' results
    engine::TestConfig m_config;              // the settings of the run or result on the chart
    QDateTime m_runStarted;
    AppState m_state;
    bool m_persist = true;
};

} // namespace bw::ui
