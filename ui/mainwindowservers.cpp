// SPDX-License-Identifier: MIT
// The main window's test to several servers at once: the address field names more than one
// server, the run goes to each at once (ServersRun), and the chart and the results table give
// way to the servers' own until a single run starts or a result is opened. Also the opening of
// the Plan window, whose pairs run between endpoints rather than from this machine.
#include "mainwindow.h"

#include "export/exportcontroller.h"
#include "history/historypanel.h"
#include "models/resultsmodel.h"
#include "models/serversresultsmodel.h"
#include "models/units.h"
#include "plan/planwindow.h"
#include "plot/livechart.h"
#include "plot/serverschart.h"
#include "run/runcontroller.h"
#include "run/seriescontroller.h"
#include "run/servecontroller.h"
#include "run/serversrun.h"
#include "widgets/peerpanel.h"
#include "widgets/runpanel.h"
#include "widgets/settingspanel.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>

#include <algorithm>

namespace bw::ui {

void MainWindow::connectServers()
{
    m_servers = new ServersRun(this);
    connect(m_servers, &ServersRun::activeChanged, this, [this](bool active) {
        setRunning(active || m_runner->isActive() || m_series->isActive());
    });
    connect(m_servers, &ServersRun::statusChanged, m_run, &RunPanel::setStatus);
    connect(m_servers, &ServersRun::progressChanged, m_run, &RunPanel::setProgress);
    connect(m_servers, &ServersRun::intervalReceived, m_serversChart, &ServersChart::addSample);
    connect(m_servers, &ServersRun::sumReady, m_serversChart, &ServersChart::addSum);
    connect(m_servers, &ServersRun::resultReady, this, [this](const engine::TestResult& r) {
        if (const auto id = m_history->keepRun(r)) m_serversKept << *id;
    });
    connect(m_servers, &ServersRun::ended, this, &MainWindow::onServersEnded);
    connect(m_peer, &PeerPanel::severalServersChanged, this, &MainWindow::onSeveralServers);
    // A single run, or an opened result, takes the chart and the table back.
    connect(m_runner, &RunController::activeChanged, this, [this](bool active) {
        if (active) showServersView(false);
    });
    connect(m_history, &HistoryPanel::runOpened, this, [this] { showServersView(false); });
    connect(m_export, &ExportController::resultOpened, this, [this] { showServersView(false); });
    connect(m_serve, &ServeController::testActiveChanged, this, [this](bool active) {
        if (active) showServersView(false); // a served test takes over the live chart
    });
    // The File menu's Review and Overnight say why they are off.
    if (QAction* review = findChild<QAction*>(QStringLiteral("actionReview")))
        for (QObject* menu : review->associatedObjects())
            if (auto* m = qobject_cast<QMenu*>(menu)) m->setToolTipsVisible(true);
}

void MainWindow::showServersView(bool servers)
{
    const bool was = m_chartStack->currentIndex() == 1;
    m_chartStack->setCurrentIndex(servers ? 1 : 0);
    m_resultsStack->setCurrentIndex(servers ? 1 : 0);
    // The single run's chart has three panes and wants the height back that the servers'
    // table took (fitServersTable).
    if (was && !servers && !m_singleSplit.isEmpty()) m_rightSplitter->setSizes(m_singleSplit);
    if (!was && servers) m_singleSplit = m_rightSplitter->sizes();
}

// The servers' chart has one pane, so the table under it may take the height its rows need
// (the sums and the skew first), up to half of the right-hand side: every row in view without
// scrolling, each on one line.
void MainWindow::fitServersTable()
{
    m_serversTable->resizeColumnToContents(ServersResultsModel::ServerColumn);
    int rows = 0;
    for (int r = 0; r < m_serversResults->rowCount(); ++r)
        rows += m_serversTable->rowHeight(r);
    const int need = m_serversTable->horizontalHeader()->height() + rows +
                     2 * m_serversTable->frameWidth() +
                     (m_rightSplitter->widget(1)->height() - m_serversTable->height());
    QList<int> sizes = m_rightSplitter->sizes();
    if (sizes.size() != 2) return;
    const int total = sizes[0] + sizes[1];
    const int target = std::min(need, total / 2);
    if (sizes[1] >= target) return;
    m_rightSplitter->setSizes({total - target, target});
}

// Every setting applies to each server; the rate search, Repeat, the review matrix and the
// overnight run are series of runs to one server, and the check checks one.
void MainWindow::onSeveralServers(bool several)
{
    m_settings->setSeveralServers(several);
    const QString why = tr("Runs to one server: leave one address in the Address field to use "
                           "it.");
    for (const char* name : {"actionReview", "actionOvernight"}) {
        QAction* action = findChild<QAction*>(QLatin1String(name));
        if (!action) continue;
        action->setEnabled(!several);
        action->setToolTip(several ? why : QString()); // empty: the action's text again
    }
}

bool MainWindow::startServersRun(engine::TestMode mode)
{
    m_run->clearError();
    const QStringList hosts = m_peer->peers();
    const engine::TestConfig config = makeTestConfig(m_settings->settings(), hosts.value(0),
                                                     m_peer->port(), m_peer->bindAddress(), mode);
    if (const std::optional<ErrorText> problem = ServersRun::checkServers(config, hosts)) {
        m_run->showError(*problem);
        return false;
    }
    const QString list = hosts.join(QStringLiteral(", "));
    rememberPeer(m_state, list);
    m_peer->setRecentPeers(m_state.recentPeers);
    m_peer->setPeer(list);
    saveState();

    m_config = config;
    m_serve->forget();
    m_runStarted = QDateTime::currentDateTime();
    m_results->clear();
    m_chart->clear();
    m_export->updateEnabled();
    m_serversResults->clear();
    m_serversKept.clear();
    m_serversChart->reset(hosts, RunController::plannedMs(config) / 1000.0);
    showServersView(true);
    const bool started = m_servers->start(config, hosts);
    updateTitles(); // the servers' chart is stamped with the servers it runs to
    return started;
}

void MainWindow::onServersEnded(bool ok)
{
    m_serversChart->refreshNow();
    m_serversResults->setOutcome(m_servers->outcome());
    fitServersTable();
    if (!ok) m_run->showError(m_servers->failureText());
    noteServersInHistory();
    emit runEnded(ok);
}

// Each server's result is a run of its own in History (compare and export read it as any);
// the note on each names the others and the aggregate, which has no result of its own.
void MainWindow::noteServersInHistory()
{
    const auto& outcome = m_servers->outcome();
    QStringList sums;
    for (const engine::ServersAggregate& a : m_serversResults->aggregate())
        sums << tr("%1 %2").arg(a.direction == engine::Direction::Upload ? tr("upload")
                                                                         : tr("download"),
                                formatBitsPerSecond(a.bitsPerSecond));
    QString note = tr("One of %n servers tested at once: %1.", nullptr, int(outcome.servers.size()))
                       .arg(outcome.servers.join(QStringLiteral(", ")));
    note +=
        QLatin1Char(' ') + (sums.isEmpty() ? tr("No sum: a run did not end whole.")
                                           : tr("Sum: %1.").arg(sums.join(QStringLiteral(", "))));
    if (outcome.startSkewMs >= 0)
        note += QLatin1Char(' ') +
                tr("Start skew %1 ms.").arg(QLocale().toString(outcome.startSkewMs, 'f', 1));
    for (qint64 id : std::as_const(m_serversKept))
        m_history->setNote(id, note);
}

void MainWindow::updateServersTitles()
{
    if (!m_servers || m_servers->hosts().isEmpty()) return;
    const QLocale loc;
    const QString when = loc.toString(m_runStarted, QLocale::ShortFormat);
    const QString stamp =
        tr("%1 · %n servers at once: %2, port %3 · from %4 · %5, streams: %6 each", nullptr,
           int(m_servers->hosts().size()))
            .arg(when, m_servers->hosts().join(QStringLiteral(", ")),
                 QString::number(m_config.port), m_peer->interfaceText(),
                 formatTestLength(m_config.durationMs), QString::number(m_config.streams));
    m_serversChart->setTitles({m_title->text(), m_subtitle->text(), stamp, {}});
}

// A console's pairs between endpoints: a window of its own, as the review matrix has.
void MainWindow::openPlan()
{
    if (!m_plan) m_plan = new PlanWindow(this);
    m_plan->show();
    m_plan->raise();
}

} // namespace bw::ui
