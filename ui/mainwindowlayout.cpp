// SPDX-License-Identifier: MIT
// The main window's layout: the controls column (peer and settings scroll, the run buttons stay
// in view below them), the chart area with its titles, and the results table.
#include "mainwindow.h"

#include "export/exportcontroller.h"
#include "models/resultsmodel.h"
#include "models/serversresultsmodel.h"
#include "plot/livechart.h"
#include "plot/serverschart.h"
#include "widgets/peerlistpanel.h"
#include "widgets/peerpanel.h"
#include "widgets/runpanel.h"
#include "widgets/settingspanel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace bw::ui {

void MainWindow::buildUi()
{
    m_peer = new PeerPanel;
    m_peerList = new PeerListPanel(m_discovery);
    m_peer->setPeerList(m_peerList, m_peerList->searchButton());
    m_settings = new SettingsPanel;
    m_run = new RunPanel;
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(m_peer);
    leftLayout->addWidget(m_settings);
    leftLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("controlsScroll"));
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    // The run buttons and Stop stay in view below the settings, whatever the screen's height.
    auto* controls = new QWidget;
    controls->setObjectName(QStringLiteral("controls"));
    auto* controlsLayout = new QVBoxLayout(controls);
    controlsLayout->setContentsMargins(0, 0, 0, 0);
    controlsLayout->addWidget(scroll, 1);
    auto* runRow = new QVBoxLayout;
    runRow->setContentsMargins(leftLayout->contentsMargins());
    runRow->addWidget(m_run);
    controlsLayout->addLayout(runRow);
    controls->setMinimumWidth(left->sizeHint().width() + 24);

    m_rightSplitter = new QSplitter(Qt::Vertical);
    m_rightSplitter->setObjectName(QStringLiteral("rightSplitter"));
    m_rightSplitter->addWidget(buildChartArea());
    m_rightSplitter->addWidget(buildResultsArea());
    // The chart's three panes (throughput, latency, CPU) need the height more than the table,
    // which scrolls.
    m_rightSplitter->setStretchFactor(0, 3);
    m_rightSplitter->setStretchFactor(1, 1);

    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->addWidget(controls);
    m_mainSplitter->addWidget(m_rightSplitter);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setCollapsible(0, false);
    setCentralWidget(m_mainSplitter);
    statusBar()->setObjectName(QStringLiteral("statusBar"));

    connect(m_run, &RunPanel::runRequested, this, &MainWindow::startRun);
    connect(m_run, &RunPanel::stopRequested, this, &MainWindow::stopRun);
    connect(m_peer, &PeerPanel::serveToggled, this, &MainWindow::setServing);
    connect(m_settings, &SettingsPanel::settingsChanged, this, &MainWindow::updateTitles);
}

// The results table, and under it the Repeat setting's summary over the runs once a series
// ended.
QWidget* MainWindow::buildResultsArea()
{
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setModel(m_results);
    m_table->setToolTip(tr("Results per direction. Hover a row name for what it means."));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);

    // A test to several servers shows its own table in the same place.
    m_serversResults = new ServersResultsModel(this);
    m_serversTable = new QTableView;
    m_serversTable->setObjectName(QStringLiteral("serversResultsTable"));
    m_serversTable->setModel(m_serversResults);
    m_serversTable->setToolTip(tr("Each server's result per direction, their sum and the start "
                                  "skew. Each server's result is kept in History."));
    // The first column as wide as its longest name ("Sum of 8 servers", an address), on one
    // line; the figures share the rest.
    m_serversTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_serversTable->horizontalHeader()->setSectionResizeMode(ServersResultsModel::ServerColumn,
                                                             QHeaderView::ResizeToContents);
    m_serversTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_serversTable->setWordWrap(false);
    m_serversTable->setAlternatingRowColors(true);
    m_resultsStack = new QStackedWidget;
    m_resultsStack->addWidget(m_table);
    m_resultsStack->addWidget(m_serversTable);

    m_seriesSummary = new QLabel;
    m_seriesSummary->setObjectName(QStringLiteral("seriesSummaryLabel"));
    m_seriesSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_seriesSummary->hide();
    auto* results = new QWidget;
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_resultsStack, 1);
    resultsLayout->addWidget(m_seriesSummary);
    return results;
}

QWidget* MainWindow::buildChartArea()
{
    auto* area = new QWidget;
    m_title = new QLineEdit;
    m_title->setObjectName(QStringLiteral("chartTitleEdit"));
    m_title->setPlaceholderText(tr("Chart title, e.g. \"Mini PC X, Wi-Fi 6 5 GHz, upload\""));
    m_title->setToolTip(tr("Shown above the chart and in exported images."));
    m_subtitle = new QLineEdit;
    m_subtitle->setObjectName(QStringLiteral("chartSubtitleEdit"));
    m_subtitle->setPlaceholderText(tr("Subtitle"));
    m_subtitle->setToolTip(tr("A second line under the title. Date, peer, interface and "
                              "settings are added below it automatically."));
    connect(m_title, &QLineEdit::textChanged, this, &MainWindow::updateTitles);
    connect(m_subtitle, &QLineEdit::textChanged, this, &MainWindow::updateTitles);
    m_chart = new LiveChart;
    m_chart->setObjectName(QStringLiteral("liveChart"));
    m_serversChart = new ServersChart;
    m_serversChart->setObjectName(QStringLiteral("serversChartWidget"));
    m_chartStack = new QStackedWidget;
    m_chartStack->addWidget(m_chart);
    m_chartStack->addWidget(m_serversChart);

    auto* exportButton = new QToolButton;
    exportButton->setObjectName(QStringLiteral("exportButton"));
    exportButton->setText(tr("Export"));
    exportButton->setToolTip(tr("Save the chart as PNG or SVG, the data as CSV or JSON, a "
                                "report as HTML or PDF, or copy the chart."));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    m_export = new ExportController(m_chart, m_results, this);
    exportButton->addActions({m_export->pngAction(), m_export->svgAction(), m_export->copyAction(),
                              m_export->csvAction(), m_export->jsonAction(),
                              m_export->reportAction()});

    auto* titles = new QFormLayout;
    titles->addRow(tr("T&itle:"), m_title);
    titles->addRow(tr("Su&btitle:"), m_subtitle);
    auto* top = new QHBoxLayout;
    top->addLayout(titles, 1);
    top->addWidget(exportButton, 0, Qt::AlignBottom);
    auto* layout = new QVBoxLayout(area);
    layout->setContentsMargins(0, 4, 6, 0);
    layout->addLayout(top);
    layout->addWidget(m_chartStack, 1);
    return area;
}

} // namespace bw::ui
