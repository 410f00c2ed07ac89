// SPDX-License-Identifier: MIT
// The comparison: its charts draw what the result documents say, its article export writes
// every file, and the app does the same headless from the command line.
#include "benchwire/report.h"
#include "compare/comparecontroller.h"
#include "compare/compareexporter.h"
#include "compare/comparemodel.h"
#include "compare/comparewindow.h"
#include "export/chartexporter.h"
#include "guitestsupport.h"
#include "plot/comparecharts.h"
#include "plot/comparerenderer.h"
#include "plot/compareview.h"
#include "plot/niceaxis.h"
#include "testpaths.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QDir>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QProcess>
#include <QScreen>
#include <QValueAxis>
#include <QXmlStreamReader>

#include <cmath>

using namespace bw::ui;
using namespace bw::ui::test;
using bw::engine::Direction;
using bw::engine::TestMode;

namespace {

// A result document as the app saves it: per-interval rates in, the engine's own summary out.
QJsonObject makeResult(const QString& label, TestMode mode, const QList<double>& rates, int minute)
{
    bw::engine::TestResult r;
    r.config.host = "192.0.2.10";
    r.config.mode = mode;
    r.config.durationMs = int(rates.size()) * 1000;
    r.startedAtUtc =
        QStringLiteral("2026-11-29T12:%1:00Z").arg(minute, 2, 10, QLatin1Char('0')).toStdString();
    r.localAddress = "192.0.2.20:40000";
    const bool both = mode == TestMode::Bidirectional;
    const Direction dir = mode == TestMode::Download ? Direction::Download : Direction::Upload;
    std::vector<double> per[2];
    for (int i = 0; i < rates.size(); ++i) {
        bw::engine::IntervalSample s;
        s.index = i;
        s.startUs = i * 1'000'000LL;
        s.endUs = (i + 1) * 1'000'000LL;
        for (int d = 0; d < (both ? 2 : 1); ++d) {
            bw::engine::DirectionSample ds;
            ds.direction = both ? Direction(d) : dir;
            ds.haveReceiver = ds.haveSender = true;
            // The second direction of a simultaneous run carries 40 % of the first.
            ds.receiverBitsPerSecond = d == 0 ? rates[i] : rates[i] * 0.4;
            per[d].push_back(ds.receiverBitsPerSecond);
            s.directions.push_back(ds);
        }
        r.intervals.push_back(s);
    }
    for (int d = 0; d < (both ? 2 : 1); ++d) {
        bw::engine::DirectionSummary sum;
        sum.direction = both ? Direction(d) : dir;
        sum.durationUs = r.config.durationMs * 1000LL;
        sum.receiverBitsPerSecond = bw::engine::computeStats(per[d]);
        r.summaries.push_back(sum);
    }
    QJsonObject json =
        QJsonDocument::fromJson(QByteArray::fromStdString(bw::engine::resultToJson(r))).object();
    if (!label.isEmpty()) json.insert(QStringLiteral("label"), label);
    return json;
}

// The mean the document's summaries give for a direction: read straight from the JSON.
double summaryMean(const QJsonObject& json, const QString& direction)
{
    double sum = 0;
    for (const QJsonValue& s : json.value(QStringLiteral("summaries")).toArray()) {
        const QJsonObject o = s.toObject();
        if (direction.isEmpty() || o.value(QStringLiteral("direction")).toString() == direction)
            sum += o.value(QStringLiteral("receiverBitsPerSecond"))
                       .toObject()
                       .value(QStringLiteral("mean"))
                       .toDouble();
    }
    return sum;
}

bool writeJson(const QString& path, const QJsonObject& json)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(json).toJson()) > 0;
}

// An article chart's SVG: its texts, none cut off ("…"), none under 11 px at 1200x675, so
// 16.5 px or more in the 1920x1080 image, which draws everything 1.5 times as large (144 dpi).
void checkArticleText(QFile& f, const QString& svg)
{
    QXmlStreamReader xml(&f);
    int texts = 0;
    double smallest = 1e9; // px of the 1200x675 article image
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        // The SVG nests each text in groups that set its font; the nearest one counts.
        if (const auto size = xml.attributes().value(QLatin1String("font-size")); !size.isEmpty())
            smallest = std::min(smallest, size.toDouble());
        if (xml.name() != QLatin1String("text")) continue;
        ++texts;
        const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        QVERIFY2(!t.contains(QChar(0x2026)) && !t.contains(QLatin1String("...")),
                 qPrintable(svg + QStringLiteral(": cut off: ") + t));
    }
    QVERIFY2(!xml.hasError(), qPrintable(svg + xml.errorString()));
    QVERIFY(texts > 5);
    QVERIFY2(smallest >= 11 && smallest < 1e9,
             qPrintable(svg + QStringLiteral(": %1 px").arg(smallest)));
}
} // namespace

class CompareTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void oneSeriesPerRun();
    void barsEqualSummaries();
    void bothWaysBreaksAtTheGap();
    void axesAreNiceAndFitted();
    void baselineDifference();
    void exportFolder();
    void exportFolderDark();
    void headlessExport();
    void headlessNamesMissingFile();
    void labelFallsBackToPeerAndDate();
    void longProvenanceWrapsAndKeepsEveryWord();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
    QList<QJsonObject> m_docs;
    QTemporaryDir m_dir;
};

void CompareTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    // Two repeats of "Box A" (upload), one "Box B" download and one simultaneous run.
    m_docs = {makeResult(QStringLiteral("Box A"), TestMode::Upload, {900e6, 1000e6, 950e6}, 0),
              makeResult(QStringLiteral("Box A"), TestMode::Upload, {1100e6, 1200e6, 1150e6}, 5),
              makeResult(QStringLiteral("Box B"), TestMode::Download, {400e6, 600e6}, 10),
              makeResult(QStringLiteral("Box C"), TestMode::Bidirectional, {500e6, 700e6}, 15)};
}

void CompareTest::oneSeriesPerRun()
{
    CompareWindow w;
    QList<CompareRun> runs;
    QString error;
    QVERIFY2(CompareController::loadDocuments(m_docs, runs, error), qPrintable(error));
    w.setRuns(runs);
    QChart* chart = w.view()->charts().throughputChart();
    QCOMPARE(chart->series().size(), m_docs.size());
    QStringList names;
    for (QAbstractSeries* s : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(s);
        QVERIFY(line);
        names << line->name();
    }
    QCOMPARE(names, (QStringList{QStringLiteral("Box A"), QStringLiteral("Box A (2)"),
                                 QStringLiteral("Box B"), QStringLiteral("Box C")}));
    // Each run has its own line style too, and the legend draws the lines, so a grey print
    // still tells the runs apart.
    for (int i = 0; i < 4; ++i)
        QCOMPARE(qobject_cast<QLineSeries*>(chart->series().at(i))->pen().style(), compareStyle(i));
    QCOMPARE(chart->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
    // The window fits the screen it opens on.
    const QSize screen = w.screen()->availableGeometry().size();
    QVERIFY(w.width() <= screen.width() && w.height() <= screen.height());
    // Common axes: the second run's last point is 1.15 Gbit/s at 3 s.
    auto* second = qobject_cast<QLineSeries*>(chart->series().at(1));
    QCOMPARE(second->count(), 3);
    QCOMPARE(second->at(2), QPointF(3, 1.15));
}

void CompareTest::barsEqualSummaries()
{
    CompareWindow w;
    QList<CompareRun> runs;
    QString error;
    QVERIFY(CompareController::loadDocuments(m_docs, runs, error));
    w.setRuns(runs);
    const CompareCharts& charts = w.view()->charts();
    QAbstractBarSeries* bars = charts.barSeries();
    QVERIFY(bars);
    QCOMPARE(bars->count(), 3); // upload, download, simultaneous
    const double unit = charts.barDivisor();
    const QBarSet* upload = bars->barSets().at(0);
    const QBarSet* download = bars->barSets().at(1);
    const QBarSet* both = bars->barSets().at(2);
    QCOMPARE(upload->label(), QStringLiteral("Upload"));
    // Box A: the mean of its two runs' summaries; Box B and C: their one summary each.
    const double boxA = (summaryMean(m_docs[0], {}) + summaryMean(m_docs[1], {})) / 2;
    QCOMPARE(upload->at(0) * unit, boxA);
    QCOMPARE(download->at(1) * unit, summaryMean(m_docs[2], QStringLiteral("download")));
    QCOMPARE(both->at(2) * unit, summaryMean(m_docs[3], {}));
    QCOMPARE(upload->at(1), 0.0); // Box B measured no upload
    // The spread of Box A's repeats: its two runs' means, drawn as one I-beam.
    const QList<CompareGroup> groups = w.model()->groups();
    QCOMPARE(groups.size(), 3);
    QCOMPARE(groups[0].figures[0].lowBitsPerSecond, summaryMean(m_docs[0], {}));
    QCOMPARE(groups[0].figures[0].highBitsPerSecond, summaryMean(m_docs[1], {}));
}

// A both-ways run (upload, then download) is two segments in the run's colour, named once in
// the legend: no line joins the end of the upload to the start of the download.
void CompareTest::bothWaysBreaksAtTheGap()
{
    QJsonObject doc = makeResult(QStringLiteral("Box D"), TestMode::BothWays, {300e6, 320e6}, 20);
    // The download phase: its intervals restart at 0 and carry phase 1.
    QJsonArray intervals = doc[QStringLiteral("intervals")].toArray();
    const int upload = int(intervals.size());
    for (int i = 0; i < upload; ++i) {
        QJsonObject iv = intervals[i].toObject();
        iv[QStringLiteral("phase")] = 1;
        QJsonArray dirs = iv[QStringLiteral("directions")].toArray();
        QJsonObject d = dirs[0].toObject();
        d[QStringLiteral("direction")] = QStringLiteral("download");
        d[QStringLiteral("receiverBitsPerSecond")] = 80e6;
        dirs[0] = d;
        iv[QStringLiteral("directions")] = dirs;
        intervals.append(iv);
    }
    doc[QStringLiteral("intervals")] = intervals;
    CompareRun run;
    QString error;
    QVERIFY2(CompareRunReader::fromJson(doc, run, error), qPrintable(error));
    const QList<QList<QPointF>> segments = run.throughput();
    QCOMPARE(segments.size(), 2);
    QCOMPARE(segments[0], (QList<QPointF>{{1, 300e6}, {2, 320e6}}));
    QCOMPARE(segments[1], (QList<QPointF>{{3, 80e6}, {4, 80e6}}));

    CompareWindow w;
    w.setRuns({run});
    QChart* chart = w.view()->charts().throughputChart();
    QCOMPARE(chart->series().size(), 2);
    int named = 0;
    for (QAbstractSeries* s : chart->series()) {
        QCOMPARE(qobject_cast<QLineSeries*>(s)->count(), 2);
        for (QLegendMarker* m : chart->legend()->markers(s))
            named += m->isVisible() ? 1 : 0;
    }
    QCOMPARE(named, 1);
    QCOMPARE(qobject_cast<QLineSeries*>(chart->series().at(0))->pen().color(),
             qobject_cast<QLineSeries*>(chart->series().at(1))->pen().color());
}

// Both compare charts: ticks at a nice step from 0, and a range that holds the data with at
// most 25 % headroom (the runs above peak at 1.2 Gbit/s; the highest bar spread ends at 1.15).
void CompareTest::axesAreNiceAndFitted()
{
    CompareWindow w;
    QList<CompareRun> runs;
    QString error;
    QVERIFY(CompareController::loadDocuments(m_docs, runs, error));
    w.setRuns(runs);
    const auto check = [](QChart* chart, Qt::Orientation orientation, double top) {
        for (QAbstractAxis* a : chart->axes(orientation)) {
            auto* axis = qobject_cast<QValueAxis*>(a);
            if (!axis) continue;
            const NiceScale want = niceScale(top);
            QCOMPARE(axis->min(), 0.0);
            QCOMPARE(axis->max(), want.max);
            QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
            QCOMPARE(axis->tickInterval(), want.step);
            QVERIFY2(axis->max() >= top && axis->max() <= 1.25 * top,
                     qPrintable(QString::number(axis->max())));
            return;
        }
        QFAIL("no value axis");
    };
    check(w.view()->charts().throughputChart(), Qt::Vertical, 1.2);
    check(w.view()->charts().barChart(), Qt::Horizontal, 1.15);
    // The time axis: the longest run, 3 s, in whole steps.
    for (QAbstractAxis* a : w.view()->charts().throughputChart()->axes(Qt::Horizontal))
        QCOMPARE(qobject_cast<QValueAxis*>(a)->max(), 3.0);

    // One unit for both charts: a run that peaks at 1.02 Gbit/s, with a mean of 764 Mbit/s and
    // a whisker to 892 (± 128), puts its bar in Gbit/s too, beside the line.
    QList<CompareRun> one;
    QVERIFY2(CompareController::loadDocuments(
                 {makeResult(QStringLiteral("Box E"), TestMode::Upload,
                             {700e6, 1020e6, 700e6, 700e6, 700e6}, 25),
                  makeResult(QStringLiteral("Box F"), TestMode::Upload, {600e6, 600e6}, 30)},
                 one, error),
             qPrintable(error));
    w.setRuns(one);
    const auto unitOf = [](QChart* chart, Qt::Orientation orientation) {
        for (QAbstractAxis* a : chart->axes(orientation))
            if (qobject_cast<QValueAxis*>(a)) return a->titleText();
        return QString();
    };
    QCOMPARE(unitOf(w.view()->charts().throughputChart(), Qt::Vertical), QStringLiteral("Gbit/s"));
    QCOMPARE(unitOf(w.view()->charts().barChart(), Qt::Horizontal), QStringLiteral("Gbit/s"));
    QCOMPARE(w.view()->charts().barDivisor(), 1e9);
}

void CompareTest::baselineDifference()
{
    CompareModel model;
    QList<CompareRun> runs;
    QString error;
    QVERIFY(CompareController::loadDocuments(m_docs, runs, error));
    model.setRuns(runs);
    model.setBaseline(1);
    // Run 1 averages 1150 Mbit/s, run 0 950 Mbit/s: 200/1150 below.
    QCOMPARE(*model.differencePct(0, CompareMetric::Upload), (950e6 - 1150e6) / 1150e6 * 100);
    QVERIFY(!model.differencePct(2, CompareMetric::Upload)); // a download run
    const int column = CompareModel::FirstFigureColumn + 1;
    QCOMPARE(model.data(model.index(0, column), Qt::DisplayRole).toString(),
             QStringLiteral("\u221217.4 %"));
}

void CompareTest::exportFolder()
{
    CompareWindow w;
    QList<CompareRun> runs;
    QString error;
    QVERIFY(CompareController::loadDocuments(m_docs, runs, error));
    w.setRuns(runs);
    const QString dir = m_dir.filePath(QStringLiteral("article"));
    QVERIFY2(w.exportTo(dir, error), qPrintable(error));
    const QDir d(dir);
    for (const ArticleImageSize& size : CompareExporter::articleSizes()) {
        for (const QString& chart : {QStringLiteral("throughput"), QStringLiteral("bars")}) {
            const QString name = QStringLiteral("%1-%2x%3.png")
                                     .arg(chart)
                                     .arg(size.pixels.width())
                                     .arg(size.pixels.height());
            const QImage image(d.filePath(name));
            QCOMPARE(image.size(), size.pixels);
            QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), long(size.dpi));
        }
    }
    for (const QString& svg : {QStringLiteral("throughput.svg"), QStringLiteral("bars.svg")}) {
        QFile f(d.filePath(svg));
        QVERIFY(f.open(QIODevice::ReadOnly));
        checkArticleText(f, svg);
        if (QTest::currentTestFailed()) return;
        // The provenance footer: one line per run, with its date, peer, address and settings,
        // drawn under the chart and again in the SVG's <desc>.
        f.seek(0);
        const QString text = QString::fromUtf8(f.readAll());
        QCOMPARE(text.count(QStringLiteral("peer 192.0.2.10 · from 192.0.2.20")),
                 2 * m_docs.size());
        QVERIFY(text.contains(QStringLiteral("Box C: 2026-11-29")));
        QVERIFY(text.contains(QStringLiteral("TCP bidirectional, 2 s, streams: 1")));
    }
    QFile csv(d.filePath(QStringLiteral("table.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList csvLines = QString::fromUtf8(csv.readAll()).trimmed().split(u'\n');
    QCOMPARE(csvLines.size(), 1 + m_docs.size());
    QVERIFY(csvLines[1].startsWith(QStringLiteral("Box A,2026-11-29T12:00:00Z,")));
    QFile md(d.filePath(QStringLiteral("table.md")));
    QVERIFY(md.open(QIODevice::ReadOnly));
    const QStringList mdLines = QString::fromUtf8(md.readAll()).trimmed().split(u'\n');
    QCOMPARE(mdLines.size(), 2 + m_docs.size());
    QVERIFY(mdLines[3].startsWith(QStringLiteral("| Box A | ")));
    const QStringList jsons =
        d.entryList({QStringLiteral("result-*.json")}, QDir::Files, QDir::Name);
    QCOMPARE(jsons.size(), m_docs.size());
    for (int i = 0; i < jsons.size(); ++i) {
        CompareRun back;
        QVERIFY2(CompareRunReader::fromFile(d.filePath(jsons[i]), back, error), qPrintable(error));
        QCOMPARE(back.json, m_docs[i]);
    }
}

// The window's "Dark charts": the article's images on a dark background, the light export's on
// white, with the same files.
void CompareTest::exportFolderDark()
{
    CompareWindow w;
    QList<CompareRun> runs;
    QString error;
    QVERIFY(CompareController::loadDocuments(m_docs, runs, error));
    w.setRuns(runs);
    QStringList names[2];
    for (const bool dark : {false, true}) {
        child<QCheckBox>(&w, "compareDarkCheck")->setChecked(dark);
        const QString dir = m_dir.filePath(dark ? QStringLiteral("dark") : QStringLiteral("light"));
        QVERIFY2(w.exportTo(dir, error), qPrintable(error));
        names[dark] = QDir(dir).entryList(QDir::Files);
        for (const QString& chart : {QStringLiteral("throughput"), QStringLiteral("bars")}) {
            const QImage image(QDir(dir).filePath(chart + QStringLiteral("-1200x675.png")));
            // The corner and the footer's last line: the page behind the chart.
            for (const QPoint& at : {QPoint(2, 2), QPoint(2, image.height() - 3)}) {
                const int grey = qGray(image.pixel(at));
                QVERIFY2(dark ? grey < 80 : grey > 240,
                         qPrintable(QStringLiteral("%1 at %2,%3: grey %4")
                                        .arg(chart)
                                        .arg(at.x())
                                        .arg(at.y())
                                        .arg(grey)));
            }
        }
    }
    QCOMPARE(names[1], names[0]);
}

void CompareTest::headlessExport()
{
    const QString a = m_dir.filePath(QStringLiteral("a.json"));
    const QString b = m_dir.filePath(QStringLiteral("b.json"));
    QVERIFY(writeJson(a, m_docs[0]));
    QVERIFY(writeJson(b, m_docs[2]));
    const QString out = m_dir.filePath(QStringLiteral("headless"));
    QProcess app;
    app.setProcessEnvironment(headlessEnvironment(m_dir.path()));
    app.start(bw::test::guiPath(),
              {QStringLiteral("--compare"), a, b, QStringLiteral("--export"), out});
    QVERIFY(app.waitForFinished(60000));
    QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
    const QStringList files = QDir(out).entryList(QDir::Files);
    QCOMPARE(files.size(), 10); // 4 PNG, 2 SVG, CSV, Markdown, 2 JSON
    QCOMPARE(QImageReader(QDir(out).filePath(QStringLiteral("bars-1920x1080.png"))).size(),
             QSize(1920, 1080));
}

void CompareTest::headlessNamesMissingFile()
{
    const QString a = m_dir.filePath(QStringLiteral("a2.json"));
    QVERIFY(writeJson(a, m_docs[0]));
    const QString missing = m_dir.filePath(QStringLiteral("no-such-result.json"));
    QProcess app;
    app.start(bw::test::guiPath(),
              {QStringLiteral("--compare"), a, missing, QStringLiteral("--export"),
               m_dir.filePath(QStringLiteral("never"))});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(QString::fromLocal8Bit(app.readAllStandardError()).contains(missing));
    QVERIFY(!QDir(m_dir.filePath(QStringLiteral("never"))).exists());
}

void CompareTest::labelFallsBackToPeerAndDate()
{
    CompareRun run;
    QString error;
    QVERIFY(CompareRunReader::fromJson(makeResult({}, TestMode::Upload, {1e9}, 30), run, error));
    QVERIFY2(run.label.startsWith(QStringLiteral("192.0.2.10, 2026-11-")), qPrintable(run.label));
}

// A provenance line wider than the image (a long label, or wider fonts) is wrapped, not cut:
// the footer grows and the SVG holds every word of it.
void CompareTest::longProvenanceWrapsAndKeepsEveryWord()
{
    CompareChartData data;
    QString line = QStringLiteral("Long label:");
    for (int i = 0; i < 40; ++i)
        line += QStringLiteral(" word%1").arg(i);
    data.provenance = {line, QStringLiteral("Short: the end")};
    const CompareRenderer renderer(data, CompareChartKind::Bars);
    const QString path = m_dir.filePath(QStringLiteral("long.svg"));
    QString error;
    QVERIFY2(ChartExporter::writeSvg([&](QPainter& p, QSizeF s) { renderer.render(p, s); }, path,
                                     QSize(1200, 675), {}, error),
             qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    for (int i = 0; i < 40; ++i)
        QVERIFY2(svg.contains(QStringLiteral("word%1").arg(i)), qPrintable(QString::number(i)));
    QVERIFY(svg.contains(QStringLiteral("Short: the end")));
    QVERIFY(!svg.contains(QChar(0x2026)));
}

QTEST_MAIN(CompareTest)
#include "compare_test.moc"
