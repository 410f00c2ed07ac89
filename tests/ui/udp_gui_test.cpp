// SPDX-License-Identifier: MIT
// UDP in the window: the protocol, rate and search settings reach the engine and survive a
// restart, a real UDP run on loopback fills the loss/jitter pane and the results table's UDP
// rows, and a highest-clean-rate search ends with the rate it found.
#include "export/exportcontroller.h"
#include "guitestsupport.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "plot/livechart.h"
#include "plot/palette.h"
#include "run/runcontroller.h"
#include "widgets/settingspanel.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <cmath>
#include <cstdlib>

using namespace bw::ui;
using namespace bw::ui::test;
using bw::engine::Protocol;

class UdpGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void settingsReachTheConfig();
    void settingsPersist();
    void udpRunFillsChartAndTable();
    void rateSearchReportsTheRate();
    void udpChartOnItsOwn();

private:
    void chooseUdp(double rateMbps);
    // After a UDP run in both directions: the table's UDP rows, and the exports' third pane.
    void checkUdpRows();
    void checkExportsHaveUdpPane();
    void checkLateServerFiguresReachTheChart();
    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<MainWindow> m_window;
};

void UdpGuiTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
}

void UdpGuiTest::init()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void UdpGuiTest::cleanup()
{
    m_window.reset();
}

void UdpGuiTest::chooseUdp(double rateMbps)
{
    auto* protocol = child<QComboBox>(m_window.get(), "protocolCombo");
    protocol->setCurrentIndex(protocol->findData(int(Protocol::Udp)));
    typeInto(child<QAbstractSpinBox>(m_window.get(), "udpRateSpin"), QString::number(rateMbps));
}

void UdpGuiTest::settingsReachTheConfig()
{
    auto* rate = child<QDoubleSpinBox>(m_window.get(), "udpRateSpin");
    auto* search = child<QCheckBox>(m_window.get(), "findMaxRateCheck");
    auto* maxLoss = child<QDoubleSpinBox>(m_window.get(), "maxLossSpin");
    auto* protocol = child<QComboBox>(m_window.get(), "protocolCombo");
    protocol->setCurrentIndex(protocol->findData(int(Protocol::Tcp)));
    QVERIFY(!rate->isEnabled() && !search->isEnabled() && !maxLoss->isEnabled());
    chooseUdp(25);
    QVERIFY(rate->isEnabled() && search->isEnabled() && !maxLoss->isEnabled());
    search->setChecked(true);
    QVERIFY(maxLoss->isEnabled());
    typeInto(maxLoss, QStringLiteral("2.5"));
    const TestSettings s = child<SettingsPanel>(m_window.get(), "settingsPanel")->settings();
    const auto c =
        makeTestConfig(s, QStringLiteral("host"), 5201, {}, bw::engine::TestMode::Upload);
    QVERIFY(c.protocol == Protocol::Udp);
    QCOMPARE(c.rateBitsPerSecond, 25'000'000ull);
    QVERIFY(c.findMaxRate);
    QCOMPARE(c.maxLossPct, 2.5);
    QVERIFY(c.validate().empty());
    // A preset changes durations and streams, not the protocol or the rate.
    auto* preset = child<QComboBox>(m_window.get(), "presetCombo");
    preset->setCurrentIndex(preset->findData(int(Preset::Review)));
    emit preset->activated(preset->currentIndex());
    QCOMPARE(child<QComboBox>(m_window.get(), "protocolCombo")->currentData().toInt(),
             int(Protocol::Udp));
    QCOMPARE(rate->value(), 25.0);
    QCOMPARE(child<SettingsPanel>(m_window.get(), "settingsPanel")->matchingPreset(),
             Preset::Review);
}

void UdpGuiTest::settingsPersist()
{
    AppState st;
    st.test.protocol = Protocol::Udp;
    st.test.udpRateMbps = 12.5;
    st.test.findMaxRate = true;
    st.test.maxLossPct = 0.5;
    QSettings settings;
    saveAppState(settings, st);
    const AppState back = loadAppState(settings);
    QVERIFY(back.test == st.test);
    QVERIFY(
        makeTestConfig(AppState{}.test, QStringLiteral("h"), 1, {}, bw::engine::TestMode::Upload)
            .protocol == Protocol::Tcp);
}

void UdpGuiTest::udpRunFillsChartAndTable()
{
    fillShortRun(m_window.get(), m_server.port());
    chooseUdp(20);
    child<QCheckBox>(m_window.get(), "findMaxRateCheck")->setChecked(false);
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "simultaneousButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));

    LiveChart* chart = child<LiveChart>(m_window.get(), "liveChart");
    QTRY_VERIFY_WITH_TIMEOUT(child<QChartView>(m_window.get(), "udpView")->isVisible(), 2000);
    const UdpChart& udp = chart->udpChart();
    for (auto s : {UdpChart::UploadLoss, UdpChart::DownloadLoss, UdpChart::UploadJitter,
                   UdpChart::DownloadJitter}) {
        QVERIFY2(udp.series(s)->count() >= 4, qPrintable(udp.seriesName(s)));
        QVERIFY(udp.series(s)->isVisible());
    }
    checkUdpRows();
    if (QTest::currentTestFailed()) return;
    checkExportsHaveUdpPane();
    if (QTest::currentTestFailed()) return;
    checkLateServerFiguresReachTheChart();
}

void UdpGuiTest::checkLateServerFiguresReachTheChart()
{
    // The live view goes on without the server's figures for an interval when they are two
    // intervals late (a busy server, a slow link). Replay this run's intervals that way, the
    // first one without the server's half, then finish with the result, which has them all:
    // the chart ends with every interval's loss and jitter, not with the live view's gap.
    const bw::engine::TestResult result = m_window->resultsModel()->result();
    auto* runner = m_window->findChild<RunController*>();
    QVERIFY(runner);
    LiveChart* chart = child<LiveChart>(m_window.get(), "liveChart");
    chart->clear();
    QVERIFY(result.intervals.size() >= 4);
    for (std::size_t i = 0; i < result.intervals.size(); ++i) {
        bw::engine::IntervalSample live = result.intervals[i];
        if (i == 0)
            for (auto& d : live.directions) {
                const bool serverSends = d.direction == bw::engine::Direction::Download;
                (serverSends ? d.haveSender : d.haveReceiver) = false;
                d.udp.valid = false;
            }
        emit runner->intervalReceived(live);
    }
    chart->refreshNow();
    const UdpChart& udp = chart->udpChart();
    const auto wanted = qsizetype(result.intervals.size());
    QCOMPARE(udp.series(UdpChart::UploadLoss)->count(), wanted - 1);
    emit runner->finished(result);
    for (auto s : {UdpChart::UploadLoss, UdpChart::DownloadLoss, UdpChart::UploadJitter,
                   UdpChart::DownloadJitter}) {
        QCOMPARE(udp.series(s)->count(), wanted);
        QCOMPARE(udp.series(s)->at(0).x(), double(result.intervals[0].endUs) / 1e6);
    }
}

void UdpGuiTest::checkUdpRows()
{
    ResultsModel* model = m_window->resultsModel();
    QCOMPARE(model->columnCount(), 2);
    for (int c = 0; c < 2; ++c) {
        QCOMPARE(model->numericValue(ResultsModel::UdpLossRow, c), 0.0);
        // The row shows the summary's jitter in ms, a mean over the measured intervals.
        const bw::engine::Stats& jitter = model->result().summaries[std::size_t(c)].udp.jitterUs;
        QVERIFY2(jitter.count >= 4, qPrintable(QString::number(jitter.count)));
        QVERIFY(jitter.mean >= jitter.min && jitter.mean <= jitter.max);
        QCOMPARE(model->numericValue(ResultsModel::UdpJitterRow, c), jitter.mean / 1000.0);
        const QString lost =
            model->data(model->index(ResultsModel::UdpLossRow, c), Qt::DisplayRole).toString();
        QVERIFY2(lost.startsWith(QLatin1String("0 of ")), qPrintable(lost));
        QVERIFY(!model->data(model->index(ResultsModel::UdpReorderRow, c), Qt::DisplayRole)
                     .toString()
                     .isEmpty());
    }
}

void UdpGuiTest::checkExportsHaveUdpPane()
{
    // The exports carry the loss/jitter pane as a third pane: its legend and its loss axis's
    // title ("%", no other pane's) stand whole among the SVG's texts, and the PNG is drawn at the
    // asked-for size with the pane's lines in its bottom quarter.
    QTemporaryDir out;
    QVERIFY(out.isValid());
    QString error;
    const QString svgPath = out.filePath(QStringLiteral("udp.svg"));
    QVERIFY2(m_window->exporter()->exportSvg(svgPath, QSize(1280, 900), error), qPrintable(error));
    QFile svg(svgPath);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString svgText = QString::fromUtf8(svg.readAll());
    QStringList texts; // every text the SVG draws, to show what stood there instead
    static const QRegularExpression textElement(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    for (auto it = textElement.globalMatch(svgText); it.hasNext();)
        texts << it.next().captured(1).trimmed();
    for (const char* title : {"Upload, loss", "Download, jitter", "CPU (%)", "%"})
        QVERIFY2(texts.contains(QLatin1String(title)),
                 qPrintable(QLatin1String(title) +
                            QStringLiteral(" is not among the SVG's texts: ") +
                            texts.join(QLatin1Char('|'))));
    const QString pngPath = out.filePath(QStringLiteral("udp.png"));
    QVERIFY2(m_window->exporter()->exportPng(pngPath, QSize(1200, 1000), 96, error),
             qPrintable(error));
    const QImage png(pngPath);
    QCOMPARE(png.size(), QSize(1200, 1000));
    // The pane's lines (light theme colours) are drawn in its plot area, below its legend
    // (which ends near y = 780 at this size) and below the CPU pane, which has neither colour.
    // The loss lines lie at 0 on loopback and the download one is drawn over the upload one,
    // and jitter can be near 0 too, so count both directions: the visible loss line alone
    // spans most of the width (about 800 pixels, 2.5 wide).
    const QColor upload = chartPalette(false).upload;
    const QColor download = chartPalette(false).download;
    const auto near = [](const QColor& a, const QColor& b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                   std::abs(a.blue() - b.blue()) <
               40;
    };
    int linePixels = 0;
    for (int y = 790; y < png.height(); ++y)
        for (int x = 0; x < png.width(); ++x) {
            const QColor c = png.pixelColor(x, y);
            if (near(c, upload) || near(c, download)) ++linePixels;
        }
    QVERIFY2(linePixels > 1000, qPrintable(QString::number(linePixels)));
}

void UdpGuiTest::rateSearchReportsTheRate()
{
    fillShortRun(m_window.get(), m_server.port());
    chooseUdp(50);
    child<QCheckBox>(m_window.get(), "findMaxRateCheck")->setChecked(true);
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "uploadButton"), Qt::LeftButton);
    // A few seconds of search, then stop: the steps so far and the best rate are reported.
    QTRY_VERIFY_WITH_TIMEOUT(m_window->findChild<QLabel*>(QStringLiteral("statusLabel"))
                                 ->text()
                                 .contains(QLatin1String("step 2")),
                             20000);
    QTest::mouseClick(child<QPushButton>(m_window.get(), "stopButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 20000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    const auto& result = m_window->resultsModel()->result();
    QVERIFY(result.rateSearch.valid);
    QVERIFY(result.rateSearch.steps.size() >= 1);
    QVERIFY(result.rateSearch.foundBitsPerSecond >= 50e6);
    const QString status = m_window->findChild<QLabel*>(QStringLiteral("statusLabel"))->text();
    QVERIFY2(status.contains(QLatin1String("Highest clean rate")), qPrintable(status));
    const QString header =
        m_window->resultsModel()->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString();
    QVERIFY2(header.startsWith(QLatin1String("Step 1")), qPrintable(header));
}

void UdpGuiTest::udpChartOnItsOwn()
{
    UdpChart chart(8);
    QVERIFY(!chart.hasData());
    bw::engine::IntervalSample s;
    bw::engine::DirectionSample d;
    d.haveReceiver = true;
    d.udp.valid = true;
    d.udp.packetsReceived = 98;
    d.udp.packetsLost = 2;
    d.udp.jitterUs = 1500;
    s.directions.push_back(d);
    for (int i = 1; i <= 10; ++i)
        chart.addSample(s, i);
    QVERIFY(chart.hasData());
    QCOMPARE(chart.ring(UdpChart::UploadLoss).size(), 8); // bounded
    QCOMPARE(chart.ring(UdpChart::UploadLoss).at(0).y(), 2.0);
    QCOMPARE(chart.ring(UdpChart::UploadJitter).at(7).y(), 1.5);
    QCOMPARE(chart.ring(UdpChart::DownloadLoss).size(), 0);
    chart.update(10, 10);
    QCOMPARE(chart.series(UdpChart::UploadLoss)->count(), 8);
    QVERIFY(!chart.series(UdpChart::DownloadLoss)->isVisible());
    chart.clear();
    QVERIFY(!chart.hasData());
    delete chart.chart();
}

QTEST_MAIN(UdpGuiTest)
#include "udp_gui_test.moc"
