// SPDX-License-Identifier: MIT
// Reports: two real runs on loopback, saved as JSON, written as one HTML file and as a PDF by
// `benchwire --report` and from the window's Export menu; the reports are read back.
#include "compare/comparerun.h"
#include "export/exportcontroller.h"
#include "guitestsupport.h"
#include "mainwindow.h"
#include "models/resultsmodel.h"
#include "models/units.h"
#include "testpaths.h"

#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QToolButton>
#include <QXmlStreamReader>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The texts an SVG draws; false when it is not well-formed XML.
bool svgTexts(const QString& svg, QStringList& texts)
{
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    return !xml.hasError();
}

QList<QRegularExpressionMatch> matches(const QRegularExpression& re, const QString& text)
{
    QList<QRegularExpressionMatch> all;
    for (auto it = re.globalMatch(text); it.hasNext();)
        all << it.next();
    return all;
}

// Each direction's mean received rate, straight from the saved file's summaries.
QList<double> summaryMeans(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QList<double> means;
    for (const QJsonValue& s :
         QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("summaries")).toArray())
        means << s.toObject()
                     .value(QStringLiteral("receiverBitsPerSecond"))
                     .toObject()
                     .value(QStringLiteral("mean"))
                     .toDouble();
    return means;
}

} // namespace

class HtmlReportTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void htmlOfTwoResults();
    void fairnessOfEachRun();
    void pdfHasPages();
    void darkReport();
    void exportMenuWritesTheShownResult();
    void refusalsNameWhatWasGiven_data();
    void refusalsNameWhatWasGiven();

private:
    void runAndSave(const QString& title, const char* button, const QString& path);
    // Runs the app's --report; its exit code, stderr in `error`.
    int report(const QStringList& arguments, QString* error = nullptr);

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QString m_results[2];
};

void HtmlReportTest::runAndSave(const QString& title, const char* button, const QString& path)
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy() && idle(m_window.get()), 10000);
    typeInto(child<QLineEdit>(m_window.get(), "chartTitleEdit"), title);
    QSignalSpy ended(m_window.get(), &MainWindow::runEnded);
    QTest::mouseClick(child<QPushButton>(m_window.get(), button), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY2(ended.first().first().toBool(), qPrintable(shownError(m_window.get())));
    QString error;
    QVERIFY2(m_window->exporter()->exportJson(path, error), qPrintable(error));
    // A label, as the history and the compare window give a saved run.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    json.insert(QStringLiteral("label"), title);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(json).toJson());
}

void HtmlReportTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    fillShortRun(m_window.get(), m_server.port());
    m_results[0] = m_dir.filePath(QStringLiteral("upload.json"));
    m_results[1] = m_dir.filePath(QStringLiteral("download.json"));
    runAndSave(QStringLiteral("Mini PC <A> & co"), "uploadButton", m_results[0]);
    runAndSave(QStringLiteral("Mini PC B"), "downloadButton", m_results[1]);
}

void HtmlReportTest::cleanupTestCase()
{
    m_window.reset();
}

int HtmlReportTest::report(const QStringList& arguments, QString* error)
{
    QProcess app;
    app.setProcessEnvironment(headlessEnvironment(m_dir.path()));
    app.start(bw::test::guiPath(), arguments);
    if (!app.waitForFinished(60000)) return -1;
    if (error) *error = QString::fromLocal8Bit(app.readAllStandardError());
    return app.exitCode();
}

void HtmlReportTest::htmlOfTwoResults()
{
    const QString out = m_dir.filePath(QStringLiteral("report.html"));
    QString error;
    QCOMPARE(
        report({QStringLiteral("--report"), m_results[0], m_results[1], QStringLiteral("-o"), out},
               &error),
        0);
    const QString html = readText(out);
    // Self-contained: the charts inline, nothing fetched.
    QVERIFY(!html.contains(QLatin1String("src=")) && !html.contains(QLatin1String("<link")));
    const QList<QRegularExpressionMatch> svgs =
        matches(QRegularExpression(QStringLiteral("<svg.*?</svg>"),
                                   QRegularExpression::DotMatchesEverythingOption),
                html);
    QCOMPARE(svgs.size(), 4); // the comparison's time and bar charts, then one per run
    int perStreamPanes = 0;
    for (const QRegularExpressionMatch& svg : svgs) {
        QStringList texts;
        QVERIFY2(svgTexts(svg.captured(), texts), qPrintable(svg.captured().left(200)));
        QVERIFY(texts.size() > 10);
        for (const QString& text : texts)
            QVERIFY2(!text.contains(QChar(0x2026)), qPrintable(text)); // nothing cut off
        // A run of two streams has its per-stream pane, titled with the fairness index.
        perStreamPanes += int(texts.filter(QStringLiteral("Fairness (Jain)")).size());
    }
    QCOMPARE(perStreamPanes, 2);
    QVERIFY(html.contains(QLatin1String("Mini PC &lt;A&gt; &amp; co"))); // escaped
    for (const QString& path : m_results) {
        CompareRun run;
        QVERIFY2(CompareRunReader::fromFile(path, run, error), qPrintable(error));
        QVERIFY2(html.contains(run.provenance().toHtmlEscaped()), qPrintable(run.provenance()));
        // The table's rate, worked out from the saved summaries, not from the table model.
        const QList<double> means = summaryMeans(path);
        QCOMPARE(means.size(), 1);
        QVERIFY(means[0] > 0);
        QVERIFY2(html.contains(QStringLiteral("<td>%1</td>").arg(formatBitsPerSecond(means[0]))),
                 qPrintable(formatBitsPerSecond(means[0])));
    }
    // CPU, latency and the link facts of both ends have rows.
    ResultsModel labels;
    for (int row : {int(ResultsModel::SenderCpuRow), int(ResultsModel::IdleLatencyRow),
                    int(ResultsModel::LoadedLatencyRow), int(ResultsModel::FairnessRow),
                    int(ResultsModel::LocalLinkRow), int(ResultsModel::RemoteLinkRow)}) {
        const QString label = labels.headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
        QCOMPARE(html.count(QStringLiteral("<th class=\"row\">%1</th>").arg(label.toHtmlEscaped())),
                 2);
    }
    QVERIFY(!html.contains(QLatin1String("class=\"dark\"")));
}

// Each run's fairness row: two streams give an index from 1/2 to 1.
void HtmlReportTest::fairnessOfEachRun()
{
    const QString html = readText(m_dir.filePath(QStringLiteral("report.html"))); // the last test's
    QVERIFY(!html.isEmpty());
    ResultsModel labels;
    const QString fairness =
        labels.headerData(ResultsModel::FairnessRow, Qt::Vertical, Qt::DisplayRole).toString();
    const QList<QRegularExpressionMatch> indexes =
        matches(QRegularExpression(QStringLiteral("<th class=\"row\">%1</th><td>([0-9.]+) \\(2 ")
                                       .arg(QRegularExpression::escape(fairness.toHtmlEscaped()))),
                html);
    QCOMPARE(indexes.size(), 2);
    for (const QRegularExpressionMatch& m : indexes) {
        const double j = m.captured(1).toDouble();
        QVERIFY2(j >= 0.5 && j <= 1.0, qPrintable(m.captured()));
    }
}

void HtmlReportTest::pdfHasPages()
{
    const QString out = m_dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QCOMPARE(
        report({QStringLiteral("--report"), m_results[0], m_results[1], QStringLiteral("-o"), out},
               &error),
        0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    // Four charts and two tables do not fit one A4 page.
    const qsizetype pages = matches(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b(?!s)")),
                                    QString::fromLatin1(pdf))
                                .size();
    QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    QVERIFY(pdf.contains("/Title"));
}

void HtmlReportTest::darkReport()
{
    const QString out = m_dir.filePath(QStringLiteral("dark.html"));
    QCOMPARE(report({QStringLiteral("--report"), QStringLiteral("--dark"), m_results[1],
                     QStringLiteral("-o"), out}),
             0);
    const QString html = readText(out);
    QVERIFY(html.contains(QLatin1String("<body class=\"dark\">")));
    QCOMPARE(html.count(QLatin1String("<svg")), 1); // one result: no comparison
}

void HtmlReportTest::exportMenuWritesTheShownResult()
{
    QAction* action = m_window->findChild<QAction*>(QStringLiteral("actionExportReport"));
    QVERIFY(action && action->isEnabled());
    bool inFileMenu = false;
    for (QAction* menu : m_window->menuBar()->actions())
        if (menu->menu()) inFileMenu = inFileMenu || menu->menu()->actions().contains(action);
    QVERIFY(inFileMenu);
    QVERIFY(child<QToolButton>(m_window.get(), "exportButton")->actions().contains(action));
    const QString out = m_dir.filePath(QStringLiteral("shown.html"));
    QString error;
    QVERIFY2(m_window->exporter()->exportReport(out, error), qPrintable(error));
    const QString html = readText(out);
    QVERIFY(html.contains(QLatin1String("<h2>Mini PC B</h2>"))); // the chart's title
    QCOMPARE(html.count(QLatin1String("<svg")), 1);
    QVERIFY(!m_window->exporter()->exportReport(m_dir.filePath(QStringLiteral("r.doc")), error));
    QVERIFY2(error.contains(QLatin1String("r.doc")) && error.contains(QLatin1String(".pdf")),
             qPrintable(error));
}

void HtmlReportTest::refusalsNameWhatWasGiven_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("not html or pdf")
        << QStringList{QStringLiteral("--report"), QStringLiteral("UPLOAD"), QStringLiteral("-o"),
                       QStringLiteral("out.txt")}
        << QStringLiteral("out.txt");
    QTest::newRow("no such result")
        << QStringList{QStringLiteral("--report"), QStringLiteral("missing.json"),
                       QStringLiteral("-o"), QStringLiteral("out.html")}
        << QStringLiteral("missing.json");
    QTest::newRow("no output") << QStringList{QStringLiteral("--report"), QStringLiteral("UPLOAD")}
                               << QStringLiteral("-o FILE");
    QTest::newRow("output without report")
        << QStringList{QStringLiteral("-o"), QStringLiteral("out.html")}
        << QStringLiteral("--report");
}

void HtmlReportTest::refusalsNameWhatWasGiven()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    for (QString& a : arguments) {
        if (a == QLatin1String("UPLOAD"))
            a = m_results[0];
        else if (a.endsWith(QLatin1String(".json")) || a.startsWith(QLatin1String("out.")))
            a = m_dir.filePath(a);
    }
    QString error;
    QCOMPARE(report(arguments, &error), 2);
    QVERIFY2(error.contains(named), qPrintable(error));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("out.html"))));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("out.txt"))));
}

QTEST_MAIN(HtmlReportTest)
#include "htmlreport_test.moc"
