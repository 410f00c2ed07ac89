// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "bridge/discoverybridge.h"
#include "bridge/enginebridge.h"
#include "compare/comparecontroller.h"
#include "export/exportcontroller.h"
#include "firewall/servefirewall.h"
#include "help/helpmenu.h"
#include "history/historypanel.h"
#include "history/runrecord.h"
#include "localization.h"
#include "models/errortext.h"
#include "models/latencytext.h"
#include "models/resultsmodel.h"
#include "models/units.h"
#include "overnight/overnightwindow.h"
#include "plan/planwindow.h"
#include "plot/livechart.h"
#include "plot/serverschart.h"
#include "review/reviewwindow.h"
#include "run/runcontroller.h"
#include "run/seriescontroller.h"
#include "run/servecontroller.h"
#include "run/serversrun.h"
#include "theme.h"
#include "widgets/peerlistpanel.h"
#include "widgets/peerpanel.h"
#include "widgets/runpanel.h"
#include "widgets/settingspanel.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

// The icons are compiled into this static library; without a reference the linker drops them.
static void initResources()
{
    Q_INIT_RESOURCE(benchwire);
}

namespace bw::ui {

namespace {
constexpr int kHistoryDockHeight = 160; // logical pixels
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    initResources();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Benchwire"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/benchwire.svg")));
    m_bridge = new EngineBridge(this);
    m_runner = new RunController(m_bridge, this);
    m_series = new SeriesController(m_runner, HistoryPanel::defaultFolder(), this);
    m_discovery = new DiscoveryBridge(this);
    m_results = new ResultsModel(this);
    buildUi();
    buildMenus();
    connectRunner();
    connectSeries();
    connectPeerList();
    connectServe();
    connectServers();
    loadState();
    m_peerList->setLocalSide(m_peer->localSide());
    setRunning(false);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_export->openAction());
    m_compare = new CompareController(this);
    file->addAction(m_compare->openAction());
    QAction* review = file->addAction(tr("&Review matrix…"), this, &MainWindow::openReview);
    review->setObjectName(QStringLiteral("actionReview"));
    QAction* overnight = file->addAction(tr("&Overnight run…"), this, &MainWindow::openOvernight);
    overnight->setObjectName(QStringLiteral("actionOvernight"));
    file->addAction(tr("&Plan: pairs between endpoints…"), this, &MainWindow::openPlan)
        ->setObjectName(QStringLiteral("actionPlan"));
    file->addSeparator();
    file->addActions({m_export->pngAction(), m_export->svgAction(), m_export->copyAction(),
                      m_export->csvAction(), m_export->jsonAction(), m_export->reportAction()});
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_darkAction = view->addAction(tr("&Dark theme"));
    m_darkAction->setObjectName(QStringLiteral("actionDarkTheme"));
    m_darkAction->setCheckable(true);
    m_darkAction->setToolTip(tr("Switch between the light and the dark theme."));
    connect(m_darkAction, &QAction::toggled, this, &MainWindow::onDarkToggled);
    buildPaneMenu(view);
    buildHistory(view);
    view->addMenu(createLanguageMenu(this));
    createHelpMenu(this);
    connect(m_export, &ExportController::resultOpened, this, &MainWindow::onResultOpened);
    connect(m_export, &ExportController::exported, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    });
    connect(m_export, &ExportController::exportFailed, this, [this](const QString& message) {
        m_run->showError({message, {}, {}}); // the message ends with what to do
    });
}

// Throughput is always shown; the panes below it are the user's choice, kept across restarts.
void MainWindow::buildPaneMenu(QMenu* viewMenu)
{
    QMenu* panes = viewMenu->addMenu(tr("&Panes"));
    panes->setObjectName(QStringLiteral("menuPanes"));
    const auto add = [&](const QString& text, const char* name, LiveChart::Pane pane) {
        QAction* action = panes->addAction(text);
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        action->setChecked(true);
        connect(action, &QAction::toggled, this,
                [this, pane](bool shown) { m_chart->setPaneShown(pane, shown); });
        return action;
    };
    m_latencyPaneAction = add(tr("&Latency"), "actionPaneLatency", LiveChart::Pane::Latency);
    m_udpPaneAction = add(tr("Loss and &jitter (UDP)"), "actionPaneUdp", LiveChart::Pane::Udp);
    m_cpuPaneAction = add(tr("&CPU"), "actionPaneCpu", LiveChart::Pane::Cpu);
    m_streamPaneAction = add(tr("Per &stream"), "actionPaneStreams", LiveChart::Pane::Streams);
    m_streamPaneAction->setChecked(false);
}

// Every finished run is kept; the panel sits under the chart and View hides or shows it.
void MainWindow::buildHistory(QMenu* viewMenu)
{
    m_history = new HistoryPanel(HistoryPanel::defaultFolder());
    auto* dock = new QDockWidget(tr("History"), this);
    dock->setObjectName(QStringLiteral("historyDock"));
    // In a scroll area: the panel's side column alone is taller than the dock should start.
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_history);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    dock->setWidget(scroll);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    // A few rows by default: at 1280x800 a taller dock squeezes the chart panes unreadable.
    resizeDocks({dock}, {kHistoryDockHeight}, Qt::Vertical);
    viewMenu->addAction(dock->toggleViewAction());
    connect(m_runner, &RunController::finished, m_history, &HistoryPanel::keepRun);
    connect(m_history, &HistoryPanel::runOpened, this, &MainWindow::onResultOpened);
    connect(m_history, &HistoryPanel::runAgainRequested, this, &MainWindow::runAgain);
    connect(m_history, &HistoryPanel::compareRequested, m_compare,
            &CompareController::showDocuments);
}

void MainWindow::runAgain(const engine::TestConfig& config)
{
    m_settings->setSettings(settingsFromConfig(config));
    m_peer->setPeer(QString::fromStdString(config.host));
    m_peer->setPort(config.port);
    m_peer->setBindAddress(QString::fromStdString(config.bindAddress));
    startRun(config.mode);
}

void MainWindow::openOvernight()
{
    if (!m_overnight)
        m_overnight = new OvernightWindow(
            [this](engine::TestMode mode) {
                return makeTestConfig(m_settings->settings(), m_peer->peer(), m_peer->port(),
                                      m_peer->bindAddress(), mode);
            },
            HistoryPanel::defaultFolder(), this);
    m_overnight->show();
    m_overnight->raise();
}

void MainWindow::openReview()
{
    if (!m_review) {
        m_review = new ReviewWindow(
            [this] {
                return makeTestConfig(m_settings->settings(), m_peer->peer(), m_peer->port(),
                                      m_peer->bindAddress(), engine::TestMode::Upload);
            },
            this);
        connect(m_review, &ReviewWindow::compareRequested, m_compare,
                &CompareController::showReview);
    }
    m_review->show();
    m_review->raise();
}

void MainWindow::connectSeries()
{
    connect(m_series, &SeriesController::nextRunDue, this, &MainWindow::startRun);
    connect(m_series, &SeriesController::activeChanged, this,
            [this](bool active) { setRunning(active || m_runner->isActive()); });
    connect(m_series, &SeriesController::statusChanged, m_run, &RunPanel::setStatus);
    connect(m_series, &SeriesController::ended, this, &MainWindow::onSeriesEnded);
}

void MainWindow::onSeriesEnded(const QString& text)
{
    m_seriesSummary->setText(text);
    m_seriesSummary->show();
    if (!m_series->savedPath().isEmpty())
        statusBar()->showMessage(tr("The series' summary is saved in %1.")
                                     .arg(QDir::toNativeSeparators(m_series->savedPath())),
                                 10000);
}

void MainWindow::connectRunner()
{
    // Between the runs of a series the window stays busy: Stop ends the series.
    connect(m_runner, &RunController::activeChanged, this,
            [this](bool active) { setRunning(active || m_series->isActive()); });
    connect(m_runner, &RunController::statusChanged, m_run, &RunPanel::setStatus);
    connect(m_runner, &RunController::progressChanged, m_run, &RunPanel::setProgress);
    connect(m_runner, &RunController::intervalReceived, m_chart, &LiveChart::addSample);
    connect(m_runner, &RunController::finished, this, &MainWindow::onFinished);
    connect(m_runner, &RunController::failed, this, &MainWindow::onFailed);
}

// The server role is Serve mode's, not the run's: its tests take over the chart and table.
void MainWindow::connectServe()
{
    m_serve = new ServeController(m_bridge, {m_chart, m_results, m_export, m_run, m_peer}, this);
    connect(m_serve, &ServeController::testActiveChanged, this, [this](bool active) {
        updateDiscoveryPause();
        m_export->openAction()->setEnabled(!active && !isRunning());
    });
    connect(m_serve, &ServeController::titlesChanged, this, &MainWindow::updateTitles);
    connect(m_serve, &ServeController::statusMessage, this,
            [this](const QString& text) { statusBar()->showMessage(text, 10000); });
    connect(m_serve, &ServeController::testEnded, this, &MainWindow::servedTestEnded);
    m_serveFirewall = new ServeFirewall(m_peer->servePanel(), nullptr, this);
    connect(m_serve, &ServeController::servingChanged, this, [this](bool on) {
        m_serveFirewall->setServing(on, m_serve->port());
        m_peerList->setOwnPeerId(m_serve->peerId()); // the list marks this PC's own server
    });
    connect(m_peer, &PeerPanel::allowFirewallRequested, m_serveFirewall,
            &ServeFirewall::openDialog);
    connect(m_serve, &ServeController::resultReady, m_history, &HistoryPanel::keepRun);
}

// Probes must not disturb a measurement: no rounds while a test runs or is served.
void MainWindow::updateDiscoveryPause()
{
    m_discovery->setPaused(isRunning() || m_serve->testActive());
}

void MainWindow::connectPeerList()
{
    connect(m_peerList, &PeerListPanel::addressChosen, m_peer, &PeerPanel::setPeer);
    connect(m_peerList, &PeerListPanel::planEndpointsRequested, this,
            [this](const QStringList& endpoints) {
                openPlan();
                m_plan->addEndpoints(endpoints);
            });
    connect(m_peer, &PeerPanel::localSideChanged, this,
            [this] { m_peerList->setLocalSide(m_peer->localSide()); });
    connect(m_peer, &PeerPanel::portChanged, this, &MainWindow::updateProbeOptions);
}

// Servers answer discovery on their test port's UDP number: probe the port in the field.
void MainWindow::updateProbeOptions()
{
    engine::discovery::ProbeOptions options;
    options.port = static_cast<std::uint16_t>(m_peer->port());
    m_discovery->setProbeOptions(options);
}

void MainWindow::startDiscovery()
{
    updateProbeOptions();
    m_discovery->start();
}

void MainWindow::loadState()
{
    QSettings settings;
    m_state = loadAppState(settings);
    m_settings->setSettings(m_state.test);
    m_peer->setRecentPeers(m_state.recentPeers);
    m_peer->setPeer(m_state.peer);
    m_peer->setPort(m_state.port);
    m_peer->setBindAddress(m_state.bindAddress);
    m_peer->setServeMaxClients(m_state.serveMaxClients);
    m_title->setText(m_state.chartTitle);
    m_subtitle->setText(m_state.chartSubtitle);
    m_darkAction->setChecked(m_state.darkTheme);
    onDarkToggled(m_state.darkTheme);
    m_latencyPaneAction->setChecked(m_state.showLatencyPane);
    m_udpPaneAction->setChecked(m_state.showUdpPane);
    m_cpuPaneAction->setChecked(m_state.showCpuPane);
    m_streamPaneAction->setChecked(m_state.showStreamPane);
    if (!m_state.windowGeometry.isEmpty())
        restoreGeometry(m_state.windowGeometry);
    else
        resize(QSize(1280, 800).boundedTo(screen()->availableGeometry().size()));
    if (!m_state.splitterState.isEmpty()) m_mainSplitter->restoreState(m_state.splitterState);
    updateTitles();
}

void MainWindow::saveState()
{
    if (!m_persist) return;
    m_state.test = m_settings->settings();
    m_state.peer = m_peer->peer();
    m_state.port = m_peer->port();
    m_state.bindAddress = m_peer->bindAddress();
    m_state.serveMaxClients = m_peer->serveMaxClients();
    m_state.darkTheme = m_darkAction->isChecked();
    m_state.chartTitle = m_title->text();
    m_state.chartSubtitle = m_subtitle->text();
    m_state.windowGeometry = saveGeometry();
    m_state.splitterState = m_mainSplitter->saveState();
    m_state.showLatencyPane = m_latencyPaneAction->isChecked();
    m_state.showUdpPane = m_udpPaneAction->isChecked();
    m_state.showCpuPane = m_cpuPaneAction->isChecked();
    m_state.showStreamPane = m_streamPaneAction->isChecked();
    QSettings settings;
    saveAppState(settings, m_state);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    stopRun();
    saveState();
    event->accept();
}

bool MainWindow::startRun(engine::TestMode mode)
{
    if (isRunning()) return false;
    if (m_peer->peers().size() > 1) return startServersRun(mode);
    m_run->clearError();
    const QString peer = m_peer->peer();
    const engine::TestConfig config =
        makeTestConfig(m_settings->settings(), peer, m_peer->port(), m_peer->bindAddress(), mode);
    if (const std::optional<ErrorText> problem = RunController::checkConfig(config)) {
        m_run->showError(*problem);
        return false;
    }
    rememberPeer(m_state, peer);
    m_peer->setRecentPeers(m_state.recentPeers);
    m_peer->setPeer(peer);
    saveState();

    m_config = config;
    m_serve->forget();
    m_runStarted = QDateTime::currentDateTime();
    m_results->clear();
    m_export->updateEnabled();
    m_chart->clear();
    m_chart->setPlannedSeconds(RunController::plannedMs(config) / 1000.0);
    updateTitles();
    const bool started = m_runner->start(config);
    const TestSettings s = m_settings->settings();
    if (!started) {
        m_series->cancel();
    } else if (!m_series->isActive() && s.repeatCount > 1) {
        m_seriesSummary->hide();
        m_series->begin(s.repeatCount, s.repeatPauseMs, mode);
    }
    return started;
}

void MainWindow::stopRun()
{
    m_series->cancel(); // no further run; the one running ends as Stop ends any run
    m_runner->stop();
    m_servers->stop();
}

bool MainWindow::isRunning() const
{
    return m_runner->isActive() || m_servers->isActive();
}

void MainWindow::setRunning(bool running)
{
    m_run->setRunning(running);
    m_peer->setRunning(running);
    updateDiscoveryPause();
    m_peerList->setRunning(running);
    m_settings->setEnabled(!running);
    m_export->openAction()->setEnabled(!running);
}

// The runner is idle again and its status line tells the outcome.
void MainWindow::onFinished(const engine::TestResult& result)
{
    // The live view goes on without a server's figures that come late; the result has them
    // all, so the chart (and what is exported from it) ends showing the whole run.
    m_chart->showResult(result);
    m_results->setResult(result);
    m_export->updateEnabled();
    updateTitles(); // the stamp gains the link facts of both ends
    emit runEnded(true);
}

void MainWindow::onFailed(const engine::Error& error)
{
    // The intervals that arrived stay on the chart, the failure over it; the partial result
    // goes to the history.
    m_chart->refreshNow();
    const ErrorText text = errorText(error, m_peer->peer());
    m_run->showError(text);
    m_chart->showFailure(text, m_chart->data().lastX());
    if (const auto& partial = m_runner->partialResult()) m_history->keepRun(*partial);
    emit runEnded(false);
}

bool MainWindow::setServing(bool on)
{
    if (!on) {
        m_serve->stop();
        return true;
    }
    m_run->clearError();
    return m_serve->start(static_cast<quint16>(m_peer->port()));
}

bool MainWindow::isServing() const
{
    return m_serve->isServing();
}

quint16 MainWindow::servingPort() const
{
    return m_serve->port();
}

void MainWindow::onResultOpened(const engine::TestResult& result)
{
    m_config = result.config;
    if (result.served)
        m_serve->showServedResult(result);
    else
        m_serve->forget();
    m_runStarted = QDateTime::fromString(QString::fromStdString(result.startedAtUtc), Qt::ISODate);
    m_chart->showResult(result);
    m_chart->setPlannedSeconds(m_chart->data().lastX());
    m_results->setResult(result);
    m_export->updateEnabled();
    updateTitles();
    m_run->setStatus(RunController::summaryText(result));
}

void MainWindow::onDarkToggled(bool dark)
{
    applyTheme(dark);
    m_chart->setDark(dark);
    m_serversChart->setDark(dark);
}

QString MainWindow::stampText() const
{
    const QLocale loc;
    const TestSettings s = m_settings->settings();
    const bool ran = m_runStarted.isValid();
    const QString when =
        loc.toString(ran ? m_runStarted : QDateTime::currentDateTime(), QLocale::ShortFormat);
    const QString peer = ran ? QString::fromStdString(m_config.host) : m_peer->peer();
    const int port = ran ? m_config.port : m_peer->port();
    const int durationMs = ran ? m_config.durationMs : s.durationMs;
    const int streams = ran ? m_config.streams : s.streams;
    const std::uint32_t window = ran ? m_config.socketBufferBytes : s.socketWindowKiB * 1024u;
    const std::uint32_t buffer = ran ? m_config.bufferBytes : s.bufferKiB * 1024u;
    // The link facts come with the result: a second line, "Client: … · Server: …".
    const QString links =
        m_results->hasResult() ? linkProvenanceText(m_results->result()) : QString();
    return tr("%1 · peer %2:%3 · from %4 · %5, streams: %6, buffer %7, window %8")
               .arg(when, peer.isEmpty() ? tr("(none)") : peer, QString::number(port),
                    m_peer->interfaceText(), formatTestLength(durationMs), QString::number(streams),
                    formatBytes(buffer), window == 0 ? tr("Auto") : formatBytes(window)) +
           (links.isEmpty() ? QString() : QLatin1Char('\n') + links);
}

void MainWindow::updateTitles()
{
    // A served test (live, or the last one) is stamped from this machine's point of view.
    const QString served = m_serve->stamp();
    m_chart->setTitles({m_title->text(), m_subtitle->text(),
                        served.isEmpty() ? stampText() : served, m_serve->servedPeer()});
    updateServersTitles();
}

} // namespace bw::ui
