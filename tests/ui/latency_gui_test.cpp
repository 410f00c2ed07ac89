// SPDX-License-Identifier: MIT
// Latency under load and link facts in the window: the settings reach TestConfig and
// survive a restart; a result with probes and Wi-Fi facts fills the latency pane, the PHY rate
// series, the results table and the exported chart's provenance line; a result without probes
// shows "n/a" with the reason; the run history keeps the figures.
//
// The results come from a real run on loopback through the window, then open the way the app
// opens a saved result (ExportController::resultOpened). The engine of this branch does not
// fill the latency and link fields yet (its helpers' branches do), so the test sets those
// fields on the real result before opening it.
#include "export/exportcontroller.h"
#include "guitestsupport.h"
#include "history/historypanel.h"
#include "history/runrecord.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "plot/livechart.h"
#include "run/runcontroller.h"
#include "widgets/settingspanel.h"

#include "benchwire/report.h"

#include <QChartView>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLineSeries>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>

using namespace bw::ui;
using namespace bw::ui::test;
namespace engine = bw::engine;

class LatencyGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void settingsReachTheConfig();
    void settingsPersist();
    void paneTableAndExportShowTheFigures();
    void withoutProbesSaysWhy();
    void withoutOneWaySaysWhy();
    void historyKeepsTheFigures();
    void latencyChartOnItsOwn();

private:
    engine::TestResult realResult();
    static engine::TestResult withFigures(engine::TestResult result);
    QString cell(int row, int column = 0) const;
    QString exportedSvg();
    void saveShot(const char* suffix);
    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<MainWindow> m_window;
};

void LatencyGuiTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
}

void LatencyGuiTest::init()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void LatencyGuiTest::cleanup()
{
    m_window.reset();
}

QString LatencyGuiTest::cell(int row, int column) const
{
    ResultsModel* m = m_window->resultsModel();
    return m->data(m->index(row, column), Qt::DisplayRole).toString();
}

void LatencyGuiTest::settingsReachTheConfig()
{
    auto* probes = child<QCheckBox>(m_window.get(), "latencyProbesCheck");
    auto* idle = child<QDoubleSpinBox>(m_window.get(), "idleSpin");
    auto* interval = child<QSpinBox>(m_window.get(), "probeIntervalSpin");
    QVERIFY(probes->isChecked() && idle->isEnabled() && interval->isEnabled());
    QCOMPARE(interval->minimum(), engine::kMinProbeIntervalMs);
    QCOMPARE(interval->maximum(), engine::kMaxProbeIntervalMs);
    typeInto(idle, QStringLiteral("3"));
    typeInto(interval, QStringLiteral("35"));
    auto config = [this] {
        return makeTestConfig(child<SettingsPanel>(m_window.get(), "settingsPanel")->settings(),
                              QStringLiteral("host"), 5201, {}, engine::TestMode::Upload);
    };
    engine::TestConfig c = config();
    QVERIFY(c.latencyProbes);
    QCOMPARE(c.idleMs, 3000);
    QCOMPARE(c.probeIntervalMs, 35);
    QVERIFY(c.validate().empty());
    // The progress bar counts the idle phase too; the chart's time line starts with the load.
    QCOMPARE(RunController::runMs(c), RunController::plannedMs(c) + 3000);
    // Run again from the history puts the same values back.
    const TestSettings back = settingsFromConfig(c);
    QCOMPARE(back.idleMs, 3000);
    QCOMPARE(back.probeIntervalMs, 35);
    typeInto(idle, QStringLiteral("0")); // 0 = no idle phase
    QCOMPARE(idle->text(), QStringLiteral("idle off"));
    QCOMPARE(config().idleMs, 0);
    QVERIFY(config().latencyProbes);
    probes->setChecked(false);
    QVERIFY(!idle->isEnabled() && !interval->isEnabled());
    QVERIFY(!config().latencyProbes);
    QCOMPARE(config().idleMs, 0);
    QCOMPARE(RunController::runMs(config()), RunController::plannedMs(config()));
}

void LatencyGuiTest::settingsPersist()
{
    AppState st;
    st.test.latencyProbes = false;
    st.test.idleMs = 5000;
    st.test.probeIntervalMs = 10;
    QSettings settings;
    saveAppState(settings, st);
    const AppState back = loadAppState(settings);
    QVERIFY(back.test == st.test);
    // A new window starts with the saved values.
    saveAppState(settings, st);
    m_window.reset();
    MainWindow window;
    window.setPersistSettings(false);
    QVERIFY(!child<QCheckBox>(&window, "latencyProbesCheck")->isChecked());
    QCOMPARE(child<QDoubleSpinBox>(&window, "idleSpin")->value(), 5.0);
    QCOMPARE(child<QSpinBox>(&window, "probeIntervalSpin")->value(), 10);
    QSettings().clear();
}

// A real native upload on loopback through the window's buttons.
engine::TestResult LatencyGuiTest::realResult()
{
    fillShortRun(m_window.get(), m_server.port());
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "uploadButton"), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return ended.count() == 1; }, 20000)) return {};
    if (!ended.first().first().toBool()) qWarning("%s", qPrintable(shownError(m_window.get())));
    return m_window->resultsModel()->result();
}

// The figures the engine's probes and link readers give (set here: see the file's comment).
engine::TestResult LatencyGuiTest::withFigures(engine::TestResult r)
{
    r.latency.valid = true;
    r.latency.idleMs = 2000;
    r.latency.probeIntervalMs = 20;
    r.latency.idleRtt = {100, 300, 400, 600, 800, 900}; // µs: median 0.4 ms, 95th 0.6 ms
    r.latency.oneWayValid = true;
    r.latency.clockSame = false; // as from two machines
    r.latency.clockOffsetUs = 310;
    r.latency.clockUncertaintyUs = 50;
    engine::LoadedLatency loaded;
    loaded.phase = r.summaries.front().phase;
    loaded.rtt = {100, 1000, 3000, 5000, 7000, 9000};
    loaded.addedRttUs = 2600;
    loaded.addedUpUs = 2000;
    loaded.addedDownUs = 600;
    loaded.up = {100, 500, 2100, 4000, 5000, 6000};
    loaded.down = {100, 300, 900, 1500, 2000, 2500};
    loaded.probesSent = 100;
    loaded.probesLost = 2;
    r.latency.loaded = {loaded};
    int i = 0;
    for (auto& s : r.intervals) {
        ++i;
        s.latency.valid = true;
        s.latency.rtt = {10, 1000, 1000.0 * (2 + i), 0, 0, 9000}; // 3, 4, 5 … ms
        s.latency.oneWayValid = true;
        s.latency.up = {10, 0, 2000, 0, 0, 0};
        s.latency.down = {10, 0, 1000, 0, 0, 0};
        s.localWifi.valid = true;
        s.localWifi.txRateMbps = 1200 + i;
        s.localWifi.rxRateMbps = 960;
    }
    r.localLink.valid = true;
    r.localLink.interfaceName = "wlp2s0";
    r.localLink.kind = engine::LinkType::WiFi;
    engine::WifiFacts& w = r.localLink.wifi;
    w.valid = true;
    w.ssid = "lab";
    w.bssid = "aa:bb:cc:dd:ee:ff";
    w.bandGHz = 5.0;
    w.frequencyMHz = 5180;
    w.channel = 36;
    w.channelWidthMHz = 80;
    w.standard = "Wi-Fi 6";
    w.txRateMbps = 1201.0;
    w.rxRateMbps = 960.0;
    w.signalDbm = -52;
    w.noiseDbm = -95;
    r.remoteLink.valid = true;
    r.remoteLink.interfaceName = "eth0";
    r.remoteLink.kind = engine::LinkType::Ethernet;
    r.remoteLink.speedMbps = 2500;
    r.remoteLink.duplex = "full";
    return r;
}

QString LatencyGuiTest::exportedSvg()
{
    QTemporaryDir out;
    QString error;
    const QString path = out.filePath(QStringLiteral("chart.svg"));
    if (!m_window->exporter()->exportSvg(path, QSize(1280, 900), error)) return error;
    QFile svg(path);
    if (!svg.open(QIODevice::ReadOnly)) return {};
    // Without the document's <desc> (the stamp as metadata): what is left is what is drawn.
    QString text = QString::fromUtf8(svg.readAll());
    text.remove(QRegularExpression(QStringLiteral("<desc>.*</desc>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    return text;
}

// BENCHWIRE_TEST_SHOT=/path/name.png: the window as the test leaves it, for looking at it.
void LatencyGuiTest::saveShot(const char* suffix)
{
    const QString path = qEnvironmentVariable("BENCHWIRE_TEST_SHOT");
    if (path.isEmpty()) return;
    QCoreApplication::processEvents();
    m_window->grab().save(QString(path).replace(QStringLiteral(".png"),
                                                QLatin1String(suffix) + QStringLiteral(".png")));
    QString error; // and the exported chart beside it
    m_window->exporter()->exportPng(
        QString(path).replace(QStringLiteral(".png"),
                              QLatin1String(suffix) + QStringLiteral("-export.png")),
        QSize(1280, 900), 96, error);
}

void LatencyGuiTest::paneTableAndExportShowTheFigures()
{
    const engine::TestResult real = realResult();
    QVERIFY2(real.intervals.size() >= 3, qPrintable(shownError(m_window.get())));
    emit m_window->exporter()->resultOpened(withFigures(real));

    LiveChart* chart = child<LiveChart>(m_window.get(), "liveChart");
    QTRY_VERIFY(child<QChartView>(m_window.get(), "latencyView")->isVisible());
    QVERIFY(!child<QLabel>(m_window.get(), "latencyNote")->isVisible());
    const LatencyChart& l = chart->latencyChart();
    const int n = int(real.intervals.size());
    QCOMPARE(l.series(LatencyChart::LoadedRtt)->count(), n);
    QCOMPARE(l.series(LatencyChart::LoadedRtt)->at(0).y(), 3.0);
    QCOMPARE(l.series(LatencyChart::LoadedRtt)->at(n - 1).y(), 2.0 + n);
    QCOMPARE(l.series(LatencyChart::LoadedUp)->at(0).y(), 2.0);
    QCOMPARE(l.series(LatencyChart::LoadedDown)->at(0).y(), 1.0);
    QCOMPARE(l.series(LatencyChart::IdleMedian)->at(0).y(), 0.4);
    QCOMPARE(l.series(LatencyChart::IdleP95)->at(1).y(), 0.6);
    QVERIFY(l.series(LatencyChart::IdleMedian)->isVisible());

    // The PHY rates: offered for a Wi-Fi end, drawn only when asked for.
    auto* phy = child<QCheckBox>(m_window.get(), "phyRateCheck");
    QVERIFY(phy->isVisible() && !phy->isChecked());
    QLineSeries* tx = chart->phySeries(PhyId::LocalTx);
    QVERIFY(!tx->isVisible());
    phy->setChecked(true);
    QVERIFY(chart->showPhy());
    QVERIFY(tx->isVisible());
    QCOMPARE(tx->count(), n);
    QCOMPARE(chart->phySeries(PhyId::LocalRx)->count(), n);
    QVERIFY(!chart->phySeries(PhyId::RemoteTx)->isVisible()); // the peer sent no Wi-Fi reading
    saveShot("");

    QCOMPARE(cell(ResultsModel::IdleLatencyRow), QStringLiteral("median 0.40 ms, 95th 0.60 ms"));
    QCOMPARE(cell(ResultsModel::LoadedLatencyRow),
             QStringLiteral("median 3.00 ms, 95th 5.00 ms, 99th 7.00 ms"));
    QCOMPARE(cell(ResultsModel::AddedLatencyRow),
             QStringLiteral("+2.60 ms (up +2.00 ms, down +0.60 ms)"));
    QCOMPARE(cell(ResultsModel::OneWayLatencyRow),
             QStringLiteral("up: median 2.10 ms; down: median 0.90 ms (clock offset +0.31 ms "
                            "± 0.05 ms)"));
    QCOMPARE(cell(ResultsModel::ProbesLostRow), QStringLiteral("2 of 100 (2.00 %)"));
    QCOMPARE(m_window->resultsModel()->numericValue(ResultsModel::LoadedLatencyRow, 0), 3.0);
    const QString local = cell(ResultsModel::LocalLinkRow);
    for (const char* part : {"wlp2s0: Wi-Fi 6", "5 GHz", "channel 36", "80 MHz", "signal -52 dBm"})
        QVERIFY2(local.contains(QLatin1String(part)), qPrintable(local));
    QVERIFY2(cell(ResultsModel::RemoteLinkRow).startsWith(QLatin1String("eth0: Ethernet, 2.5")),
             qPrintable(cell(ResultsModel::RemoteLinkRow)));
    QVERIFY(cell(ResultsModel::RemoteLinkRow).endsWith(QLatin1String("full duplex")));

    const QString svg = exportedSvg();
    QVERIFY2(svg.contains(QLatin1String("Round trip, median")), "no latency pane in the SVG");
    QVERIFY2(svg.contains(QStringLiteral("Client: wlp2s0 Wi-Fi 6 5 GHz 80 MHz -52 dBm · "
                                         "Server: eth0 2.5 GbE")),
             "no provenance line in the SVG");
    QVERIFY(svg.contains(QLatin1String("PHY rate, this PC sends")));
}

void LatencyGuiTest::withoutProbesSaysWhy()
{
    engine::TestResult r = realResult();
    QVERIFY(!r.intervals.empty());
    r.latency = {};
    r.latency.unavailable = "n/a: the peer is iperf3"; // as the engine words it
    for (auto& s : r.intervals)
        s.latency = {};
    r.localLink = {};
    r.localLink.unavailable = "no permission";
    r.remoteLink = {};
    emit m_window->exporter()->resultOpened(r);
    auto* note = child<QLabel>(m_window.get(), "latencyNote");
    QTRY_VERIFY(note->isVisible());
    QCOMPARE(note->text(), QStringLiteral("Latency: n/a (the peer is iperf3)"));
    QVERIFY(!child<QChartView>(m_window.get(), "latencyView")->isVisible());
    QVERIFY(!child<QCheckBox>(m_window.get(), "phyRateCheck")->isVisible());
    QCOMPARE(cell(ResultsModel::IdleLatencyRow), QStringLiteral("n/a (the peer is iperf3)"));
    QCOMPARE(cell(ResultsModel::LoadedLatencyRow), QStringLiteral("n/a (the peer is iperf3)"));
    QCOMPARE(cell(ResultsModel::LocalLinkRow), QStringLiteral("n/a (no permission)"));
    QCOMPARE(cell(ResultsModel::RemoteLinkRow), QStringLiteral("n/a"));
    saveShot("-na");
    const QString svg = exportedSvg();
    QVERIFY(svg.contains(QLatin1String("Latency: n/a (the peer is iperf3)")));
    QVERIFY(!svg.contains(QLatin1String("Round trip, median")));
    QVERIFY(!svg.contains(QLatin1String("Client: ")));
}

// Round trips but no one-way figures (the clocks' offset too uncertain): the pane shows the
// round trip, and the note under it, the table and the export say why the one-way series are
// missing, with the numbers.
void LatencyGuiTest::withoutOneWaySaysWhy()
{
    engine::TestResult r = withFigures(realResult());
    QVERIFY(!r.intervals.empty());
    r.latency.oneWayValid = false;
    r.latency.clockUncertaintyUs = 1400;
    r.latency.oneWayUnavailable = "n/a: the clock offset is known only to ±1.40 ms";
    for (auto& s : r.intervals)
        s.latency.oneWayValid = false;
    emit m_window->exporter()->resultOpened(r);
    const QString why = QStringLiteral(
        "n/a (the clocks' offset is known only to ±1.40 ms; one-way figures need ±1.00 ms, and "
        "round trips cannot tell a one-sided path from a clock offset)");
    auto* note = child<QLabel>(m_window.get(), "latencyNote");
    QTRY_VERIFY(note->isVisible());
    QCOMPARE(note->text(), QStringLiteral("One-way delay: n/a (the clocks' offset is known only "
                                          "to ±1.40 ms; needs ±1.00 ms)"));
    QVERIFY(child<QChartView>(m_window.get(), "latencyView")->isVisible());
    const LatencyChart& l = child<LiveChart>(m_window.get(), "liveChart")->latencyChart();
    QCOMPARE(l.ring(LatencyChart::LoadedRtt).size(), int(r.intervals.size()));
    QCOMPARE(l.ring(LatencyChart::LoadedUp).size(), 0);
    QCOMPARE(cell(ResultsModel::OneWayLatencyRow), why);
    QCOMPARE(cell(ResultsModel::AddedLatencyRow), QStringLiteral("+2.60 ms"));
    saveShot("-oneway");
    const QString svg = exportedSvg();
    QVERIFY(svg.contains(QLatin1String("Round trip, median")));
    QVERIFY2(svg.contains(QLatin1String("One-way delay: n/a (the clocks")), "no note in the SVG");

    // No probe came back at all to relate the clocks: said so, not "±0.00 ms".
    r.latency.clockUncertaintyUs = 0;
    emit m_window->exporter()->resultOpened(r);
    QTRY_COMPARE(note->text(),
                 QStringLiteral("One-way delay: n/a (no probe came back to relate the two "
                                "clocks)"));
    // With the one-way figures the note goes away.
    emit m_window->exporter()->resultOpened(withFigures(realResult()));
    QTRY_VERIFY(!note->isVisible());
}

void LatencyGuiTest::historyKeepsTheFigures()
{
    const engine::TestResult r = withFigures(realResult());
    QVERIFY(!r.intervals.empty());
    // The history stores the engine's resultToJson unchanged and reads it back with
    // resultFromJson; the engine's latency and link-fact changes add the fields to both.
    const std::string json = engine::resultToJson(r);
    QVERIFY(json.find("\"latency\"") != std::string::npos);
    QVERIFY(json.find("\"localLink\"") != std::string::npos);
    auto* history = m_window->findChild<HistoryPanel*>();
    QVERIFY(history);
    const std::optional<qint64> id = history->keepRun(r);
    QVERIFY(id);
    m_window->resultsModel()->clear();
    QVERIFY(history->openRun(*id));
    const engine::TestResult& back = m_window->resultsModel()->result();
    QCOMPARE(back.latency.idleRtt.medianUs, 400.0);
    QCOMPARE(back.latency.loaded.size(), std::size_t(1));
    QCOMPARE(back.intervals.front().latency.rtt.medianUs, 3000.0);
    QCOMPARE(cell(ResultsModel::IdleLatencyRow), QStringLiteral("median 0.40 ms, 95th 0.60 ms"));
    QCOMPARE(back.latency.clockUncertaintyUs, 50.0);
    QVERIFY(cell(ResultsModel::OneWayLatencyRow).startsWith(QLatin1String("up: median 2.10 ms")));
    QCOMPARE(back.localLink.wifi.channel.value_or(0), 36);
    QCOMPARE(back.remoteLink.speedMbps.value_or(0), std::int64_t(2500));
    QVERIFY(back.intervals.front().localWifi.txRateMbps.has_value());
}

void LatencyGuiTest::latencyChartOnItsOwn()
{
    LatencyChart chart(4);
    QVERIFY(!chart.hasData());
    QVERIFY(chart.unavailableText().isEmpty()); // nothing known yet: no claim either way
    engine::IntervalSample s;
    s.latency.valid = true;
    s.latency.rtt.count = 5;
    s.latency.rtt.medianUs = 1500;
    for (int i = 1; i <= 6; ++i)
        chart.addSample(s, i);
    QCOMPARE(chart.ring(LatencyChart::LoadedRtt).size(), 4); // bounded
    QCOMPARE(chart.ring(LatencyChart::LoadedRtt).at(0).y(), 1.5);
    QCOMPARE(chart.ring(LatencyChart::LoadedUp).size(), 0); // one way only with related clocks
    chart.update(6, 10);
    QVERIFY(!chart.series(LatencyChart::IdleMedian)->isVisible());
    chart.clear();
    chart.setSummary({}); // a result without figures and without a reason
    QCOMPARE(chart.unavailableText(), QStringLiteral("Latency: n/a (no probes in this result)"));
    delete chart.chart();
}

QTEST_MAIN(LatencyGuiTest)
#include "latency_gui_test.moc"
