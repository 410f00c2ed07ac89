// SPDX-License-Identifier: MIT
// Every export writes a file of the right kind, from a real run on loopback.
#include "benchwire/report.h"
#include "export/exportcontroller.h"
#include "export/resultexporter.h"
#include "guitestsupport.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "models/units.h"
#include "plot/livechart.h"

#include <QAction>
#include <QClipboard>
#include <QDate>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QImageReader>
#include <QLabel>
#include <QLineSeries>
#include <QNetworkInterface>
#include <QSignalSpy>
#include <QXmlStreamReader>

using namespace bw::ui;
using namespace bw::ui::test;

class ExportTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void png_data();
    void png();
    void svg();
    void svgHasTheStreamPaneWhileShown();
    void svgIsStamped();
    void csv();
    void json();
    void clipboard();
    void nothingToExport();
    void fileErrorsSayWhatToDo();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_out;
    QDate m_runDate; // the day the run started
};

void ExportTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    // BENCHWIRE_KEEP_EXPORTS=1 keeps the files, to look at them.
    m_out.setAutoRemove(qEnvironmentVariableIntValue("BENCHWIRE_KEEP_EXPORTS") == 0);
    if (!m_out.autoRemove()) qInfo("exports go to %s", qPrintable(m_out.path()));
    QVERIFY(m_server.start());
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    fillShortRun(m_window.get(), m_server.port());
    typeInto(child<QLineEdit>(m_window.get(), "chartTitleEdit"), QStringLiteral("Loopback"));
    typeInto(child<QLineEdit>(m_window.get(), "chartSubtitleEdit"), QStringLiteral("export"));
    // From the loopback address, so the stamp names an interface.
    QComboBox* iface = child<QComboBox>(m_window.get(), "interfaceCombo");
    iface->setCurrentIndex(iface->findData(QStringLiteral("127.0.0.1")));
    QVERIFY(iface->currentIndex() > 0);
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    m_runDate = QDate::currentDate();
    QTest::mouseClick(child<QPushButton>(m_window.get(), "simultaneousButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
}

void ExportTest::cleanupTestCase()
{
    m_window.reset();
}

void ExportTest::png_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("dpi");
    QTest::newRow("1920x1080 at 96 dpi") << QSize(1920, 1080) << 96;
    QTest::newRow("1600x900 at 192 dpi") << QSize(1600, 900) << 192;
}

void ExportTest::png()
{
    QFETCH(QSize, size);
    QFETCH(int, dpi);
    const QString path = m_out.filePath(QStringLiteral("chart-%1.png").arg(dpi));
    QString error;
    QVERIFY2(m_window->exporter()->exportPng(path, size, dpi, error), qPrintable(error));
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    const QImage image = reader.read();
    QCOMPARE(image.size(), size);
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
    // Not a blank image: the plot has more than a couple of colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 10);
}

void ExportTest::svg()
{
    const QString path = m_out.filePath(QStringLiteral("chart.svg"));
    QString error;
    QVERIFY2(m_window->exporter()->exportSvg(path, QSize(1280, 720), error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    bool sawSvg = false;
    int paths = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("svg")) sawSvg = true;
        if (xml.isStartElement() &&
            (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polyline")))
            ++paths;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(sawSvg);
    QVERIFY(paths > 0);
    // A TCP run has no loss/jitter pane (udp_gui_test checks that a UDP run's export has it).
    file.seek(0);
    QVERIFY(!QString::fromUtf8(file.readAll()).contains(QStringLiteral("Upload, jitter")));
}

// View › Panes › Per stream: the exported chart has the pane, with its fairness heading, only
// while the window shows it.
void ExportTest::svgHasTheStreamPaneWhileShown()
{
    QAction* pane = child<QAction>(m_window.get(), "actionPaneStreams");
    QString error;
    for (const bool shown : {true, false}) {
        pane->setChecked(shown);
        const QString path = m_out.filePath(QStringLiteral("streams-%1.svg").arg(int(shown)));
        QVERIFY2(m_window->exporter()->exportSvg(path, QSize(1280, 900), error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()).contains(QStringLiteral("Fairness (Jain)")),
                 shown);
    }
}

// The chart carries a stamp under the user's title and subtitle: when, against which peer,
// from which interface, with which settings. The SVG shows it and holds it as its description.
void ExportTest::svgIsStamped()
{
    const auto& config = m_window->resultsModel()->result().config;
    QString loopbackName;
    for (const QNetworkInterface& i : QNetworkInterface::allInterfaces())
        for (const QNetworkAddressEntry& a : i.addressEntries())
            if (a.ip() == QHostAddress(QHostAddress::LocalHost))
                loopbackName = i.humanReadableName();
    QVERIFY(!loopbackName.isEmpty());
    // Each part as the window words it (IsolatedSettings makes the locale en_US).
    const QStringList parts = {
        QLocale().toString(m_runDate, QLocale::ShortFormat),
        QStringLiteral("peer 127.0.0.1:%1").arg(m_server.port()),
        QStringLiteral("from %1 (127.0.0.1)").arg(loopbackName),
        QStringLiteral("1 s, streams: 2"),
        QStringLiteral("buffer %1").arg(formatBytes(config.bufferBytes)),
        QStringLiteral("window Auto"),
    };
    const QString stamp = m_window->liveChart()->titles().stamp;
    for (const QString& part : parts)
        QVERIFY2(stamp.contains(part), qPrintable(part + QStringLiteral(" not in: ") + stamp));

    const QString path = m_out.filePath(QStringLiteral("stamped.svg"));
    QString error;
    QVERIFY2(m_window->exporter()->exportSvg(path, QSize(1280, 720), error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString description;
    QStringList texts; // what the SVG draws as text
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("desc"))
            description = xml.readElementText();
        else if (xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(description, stamp);
    // The title, subtitle and stamp lines, drawn above the throughput pane.
    QVERIFY(texts.contains(QStringLiteral("Loopback")));
    QVERIFY(texts.contains(QStringLiteral("export")));
    const QString drawn = texts.join(QLatin1Char(' ')).simplified();
    QVERIFY2(drawn.contains(stamp.simplified()), qPrintable(drawn));
}

void ExportTest::csv()
{
    const QString path = m_out.filePath(QStringLiteral("intervals.csv"));
    QString error;
    QVERIFY2(m_window->exporter()->exportCsv(path, error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    const auto& result = m_window->resultsModel()->result();
    int rows = 0;
    for (const auto& interval : result.intervals)
        rows += int(interval.directions.size());
    QVERIFY(result.intervals.size() >= 4);
    // A simultaneous run: two directions per interval, plus the header.
    QCOMPARE(lines.size(), rows + 1);
    QCOMPARE(rows, int(result.intervals.size()) * 2);
    const int columns = lines.first().count(QLatin1Char(','));
    for (const QString& line : lines)
        QCOMPARE(line.count(QLatin1Char(',')), columns);
}

void ExportTest::json()
{
    const QString path = m_out.filePath(QStringLiteral("result.json"));
    QString error;
    QVERIFY2(m_window->exporter()->exportJson(path, error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    QVERIFY(text.find("\"benchwire-result\"") != std::string::npos);
    bw::engine::TestResult back;
    std::string why;
    QVERIFY2(bw::engine::resultFromJson(text, back, why), why.c_str());
    const auto& original = m_window->resultsModel()->result();
    QCOMPARE(back.intervals.size(), original.intervals.size());
    QCOMPARE(back.summaries.size(), original.summaries.size());
    for (size_t i = 0; i < back.summaries.size(); ++i) {
        QCOMPARE(back.summaries[i].receiverBytes, original.summaries[i].receiverBytes);
        QCOMPARE(back.summaries[i].senderBytes, original.summaries[i].senderBytes);
        QVERIFY(back.summaries[i].direction == original.summaries[i].direction);
    }
    QCOMPARE(back.config.streams, original.config.streams);
    QCOMPARE(back.config.durationMs, original.config.durationMs);
    // Written again, the read-back result gives the same document.
    QCOMPARE(bw::engine::resultToJson(back), text);

    // File > Open result shows it again: table and chart.
    bw::engine::TestResult opened;
    QVERIFY2(ResultExporter::loadJson(path, opened, error), qPrintable(error));
    MainWindow viewer;
    emit viewer.exporter()->resultOpened(opened);
    QCOMPARE(viewer.resultsModel()->columnCount(), int(original.summaries.size()));
    QCOMPARE(viewer.liveChart()->data().sampleCount(), int(original.intervals.size()));
    QCOMPARE(viewer.liveChart()->series(SeriesId::UploadReceived)->count(),
             int(original.intervals.size()));
}

void ExportTest::clipboard()
{
    QGuiApplication::clipboard()->clear();
    m_window->exporter()->copyChart(QSize(800, 600), 96);
    const QImage image = QGuiApplication::clipboard()->image();
    QCOMPARE(image.size(), QSize(800, 600));
}

void ExportTest::nothingToExport()
{
    MainWindow fresh;
    QVERIFY(!fresh.exporter()->csvAction()->isEnabled());
    QVERIFY(!fresh.exporter()->jsonAction()->isEnabled());
    QString error;
    QVERIFY(!fresh.exporter()->exportCsv(m_out.filePath(QStringLiteral("none.csv")), error));
    QVERIFY(!error.isEmpty());
}

// A write or read that fails names the file and ends with what to do, and the window shows the
// whole text where the user looks (the run panel's error box).
void ExportTest::fileErrorsSayWhatToDo()
{
    const QString noFolder = m_out.filePath(QStringLiteral("no-such-folder/deeper"));
    QString error;
    const QString json = noFolder + QStringLiteral("/run.json");
    QVERIFY(!m_window->exporter()->exportJson(json, error));
    QVERIFY2(error.contains(json) && error.contains(QLatin1String("Choose another folder")),
             qPrintable(error));
    const QString png = noFolder + QStringLiteral("/chart.png");
    QVERIFY(!m_window->exporter()->exportPng(png, QSize(400, 300), 96, error));
    QVERIFY2(error.contains(png) && error.contains(QLatin1String("Choose another folder")),
             qPrintable(error));

    bw::engine::TestResult result;
    const QString missing = m_out.filePath(QStringLiteral("missing.json"));
    QVERIFY(!ResultExporter::loadJson(missing, result, error));
    QVERIFY2(error.contains(missing) && error.contains(QLatin1String("Check that the file")),
             qPrintable(error));
    const QString text = m_out.filePath(QStringLiteral("notes.json"));
    {
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("these are notes, not a result\n");
    }
    QVERIFY(!ResultExporter::loadJson(text, result, error));
    QVERIFY2(error.contains(text) && error.contains(QLatin1String("not a Benchwire result")) &&
                 error.contains(QLatin1String("Choose a .json file that Benchwire saved")),
             qPrintable(error));

    emit m_window->exporter()->exportFailed(error);
    auto* label = test::child<QLabel>(m_window.get(), "errorLabel");
    QTRY_VERIFY(label->isVisible());
    QVERIFY2(label->text().contains(QLatin1String("Choose a .json file that Benchwire saved")),
             qPrintable(label->text()));
    QVERIFY(label->text().contains(text.toHtmlEscaped()));
}

QTEST_MAIN(ExportTest)
#include "export_test.moc"
