// SPDX-License-Identifier: MIT
#include "overnight/overnightwindow.h"

#include "models/units.h"
#include "overnight/overnightchart.h"
#include "overnight/overnightrunner.h"
#include "widgets/durationspin.h"
#include "widgets/peerpanel.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bw::ui {

namespace {
constexpr int kMaxScheduleSeconds = 7 * 24 * 3600;
} // namespace

OvernightWindow::OvernightWindow(std::function<engine::TestConfig(engine::TestMode)> baseConfig,
                                 const QString& folder, QWidget* parent)
    : QWidget(parent, Qt::Window), m_baseConfig(std::move(baseConfig))
{
    setObjectName(QStringLiteral("overnightWindow"));
    setWindowTitle(tr("Overnight run"));
    m_runner = new OvernightRunner(folder, this);
    m_start = new QPushButton(tr("&Start"));
    m_start->setObjectName(QStringLiteral("overnightStart"));
    m_start->setToolTip(tr("Run the main window's test against its peer at each tick until "
                           "the time set in \"For\" has passed."));
    m_stop = new QPushButton(tr("S&top"));
    m_stop->setObjectName(QStringLiteral("overnightStop"));
    m_status = new QLabel(tr("Set the schedule, then press Start."));
    m_status->setObjectName(QStringLiteral("overnightStatus"));
    m_chart = new OvernightChart;
    m_runs = new QTableWidget(0, 5);
    m_runs->setObjectName(QStringLiteral("overnightRuns"));
    m_runs->setHorizontalHeaderLabels(
        {tr("Run"), tr("Started"), tr("Upload"), tr("Download"), tr("Note")});
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runs->horizontalHeader()->setStretchLastSection(true);
    m_runs->verticalHeader()->setVisible(false);
    m_runs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("overnightSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_summary->hide();
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_runs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({400, 150}); // the chart first; the table scrolls
    m_runs->setMinimumHeight(90);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_status, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buildPlanRow());
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_summary);
    resize(900, 600);
    connect(m_start, &QPushButton::clicked, this, &OvernightWindow::start);
    connect(m_stop, &QPushButton::clicked, m_runner, &OvernightRunner::stop);
    connect(m_runner, &OvernightRunner::pointsChanged, this, &OvernightWindow::showPoints);
    connect(m_runner, &OvernightRunner::statusChanged, m_status, &QLabel::setText);
    connect(m_runner, &OvernightRunner::finished, this, &OvernightWindow::onFinished);
    setRunning(false);
}

// "Direction: [Upload]  Every: [10 min]  For: [8 h]  Alert below: [Off]", kept between sessions.
QLayout* OvernightWindow::buildPlanRow()
{
    QSettings settings;
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("overnightMode"));
    m_mode->addItem(tr("Upload"), int(engine::TestMode::Upload));
    m_mode->addItem(tr("Download"), int(engine::TestMode::Download));
    m_mode->addItem(tr("Both ways, one after the other"), int(engine::TestMode::BothWays));
    m_mode->addItem(tr("Both ways at once"), int(engine::TestMode::Bidirectional));
    m_mode->setCurrentIndex(
        std::max(0, m_mode->findData(settings.value(QStringLiteral("overnight/mode"),
                                                    int(engine::TestMode::Download)))));
    m_every = new DurationSpin;
    m_every->setObjectName(QStringLiteral("overnightEvery"));
    m_every->setRange(1, kMaxScheduleSeconds);
    m_every->setValue(settings.value(QStringLiteral("overnight/everySeconds"), 600).toInt());
    m_every->setToolTip(tr("How far apart the runs start, for example 10 min. A run that takes "
                           "longer delays the next one, and the ticks it overran are skipped."));
    m_for = new DurationSpin;
    m_for->setObjectName(QStringLiteral("overnightFor"));
    m_for->setRange(1, kMaxScheduleSeconds);
    m_for->setSingleStep(3600);
    m_for->setValue(settings.value(QStringLiteral("overnight/forSeconds"), 8 * 3600).toInt());
    m_for->setToolTip(tr("How long the schedule lasts, for example 8 h. No run starts after it."));
    m_alert = new QDoubleSpinBox;
    m_alert->setObjectName(QStringLiteral("overnightAlert"));
    m_alert->setRange(0, 400'000);
    m_alert->setDecimals(0);
    m_alert->setSingleStep(50);
    m_alert->setSuffix(tr(" Mbit/s"));
    m_alert->setSpecialValueText(tr("Off"));
    m_alert->setValue(settings.value(QStringLiteral("overnight/alertMbps"), 0).toDouble());
    m_alert->setToolTip(tr("Flag each run whose mean falls below this rate, and count the "
                           "intervals below it. Off: a stall is an interval at 0."));
    auto* row = new QHBoxLayout;
    const auto add = [row](const QString& text, QWidget* field) {
        auto* label = new QLabel(text);
        label->setBuddy(field);
        row->addWidget(label);
        row->addWidget(field);
    };
    add(tr("&Direction:"), m_mode);
    add(tr("&Every:"), m_every);
    add(tr("&For:"), m_for);
    add(tr("&Alert below:"), m_alert);
    row->addStretch(1);
    return row;
}

bool OvernightWindow::start()
{
    saveChoices();
    OvernightRunner::Plan plan;
    plan.everyMs = qint64(m_every->value()) * 1000;
    plan.forMs = qint64(m_for->value()) * 1000;
    if (m_alert->value() > 0) plan.alertBelow = m_alert->value() * 1e6;
    plan.config = m_baseConfig(engine::TestMode(m_mode->currentData().toInt()));
    // The window may have been open before several servers were typed in the main window.
    if (const QString host = QString::fromStdString(plan.config.host);
        PeerPanel::splitPeers(host).size() > 1) {
        m_status->setText(tr("An overnight run tests one server, and the Address field names "
                             "several: %1. Leave one of them there, then press Start again.")
                              .arg(host));
        return false;
    }
    if (const QString why = OvernightRunner::checkPlan(plan); !why.isEmpty()) {
        m_status->setText(why);
        return false;
    }
    m_summary->hide();
    if (!m_runner->start(plan)) {
        m_status->setText(
            tr("The overnight run could not start: one is running already. Wait for it to end, "
               "or press Stop, then start again."));
        return false;
    }
    setRunning(true);
    return true;
}

void OvernightWindow::showPoints()
{
    const QList<OvernightPoint>& points = m_runner->points();
    m_chart->setPoints(points, m_runner->plan().alertBelow, m_runner->plan().forMs);
    m_runs->setRowCount(int(points.size()));
    const auto rate = [](const std::optional<double>& v) {
        return v ? formatBitsPerSecond(*v) : tr("–");
    };
    for (int row = 0; row < points.size(); ++row) {
        const OvernightPoint& p = points[row];
        const QString note = !p.failure.isEmpty() ? tr("Failed: %1").arg(p.failure)
                             : p.below            ? tr("Below the alert")
                                                  : QString();
        const QStringList texts{QString::number(p.run),
                                QLocale().toString(p.startedAt.time(), QLocale::LongFormat),
                                rate(p.upload), rate(p.download), note};
        for (int col = 0; col < texts.size(); ++col) {
            auto* item = new QTableWidgetItem(texts[col]);
            if (col == 2 || col == 3) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!note.isEmpty()) item->setBackground(QColor(0xff, 0xec, 0xb3));
            m_runs->setItem(row, col, item);
        }
    }
    if (!points.isEmpty()) m_runs->scrollToBottom();
}

void OvernightWindow::onFinished(const QString& summary)
{
    QString text = summary;
    if (!m_runner->savedPath().isEmpty())
        text += QLatin1Char('\n') + tr("Every run and this summary are saved in %1.")
                                        .arg(QDir::toNativeSeparators(m_runner->savedPath()));
    m_summary->setText(text);
    m_summary->show();
    setRunning(false);
}

void OvernightWindow::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    for (QWidget* w : {static_cast<QWidget*>(m_mode), static_cast<QWidget*>(m_every),
                       static_cast<QWidget*>(m_for), static_cast<QWidget*>(m_alert)})
        w->setEnabled(!running);
}

void OvernightWindow::saveChoices() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("overnight/mode"), m_mode->currentData());
    settings.setValue(QStringLiteral("overnight/everySeconds"), m_every->value());
    settings.setValue(QStringLiteral("overnight/forSeconds"), m_for->value());
    settings.setValue(QStringLiteral("overnight/alertMbps"), m_alert->value());
}

void OvernightWindow::closeEvent(QCloseEvent* event)
{
    m_runner->stop();
    event->accept();
}

} // namespace bw::ui
