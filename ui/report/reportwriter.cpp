// SPDX-License-Identifier: MIT
#include "report/reportwriter.h"

#include "models/fileerror.h"
#include "report/reportcontent.h"

#include <QDir>
#include <QFileInfo>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextDocument>

#include <cstdio>
#include <functional>

namespace bw::ui {

namespace {
// The width of a chart in the PDF, in the document's units when printed (points: A4 less 15 mm
// margins is 510 of them), and how many image pixels each takes there.
constexpr int kPdfChartWidth = 500;
constexpr double kPdfImageScale = 1.5;

QString esc(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"));
}

// An SVG document as an element of the page: without its XML prologue, scaled to the page's
// width, its ids (a dark chart's gradients) made unique among the page's charts.
QString inlineSvg(const QByteArray& document, int index)
{
    QString svg = QString::fromUtf8(document);
    svg.remove(0, svg.indexOf(QLatin1String("<svg")));
    const QString prefix = QStringLiteral("chart%1-").arg(index);
    svg.replace(QRegularExpression(QStringLiteral("\\bid=\"([^\"]+)\"")),
                QStringLiteral("id=\"%1\\1\"").arg(prefix));
    svg.replace(QRegularExpression(QStringLiteral("url\\(#([^)]+)\\)")),
                QStringLiteral("url(#%1\\1)").arg(prefix));
    svg.replace(QRegularExpression(QStringLiteral("href=\"#([^\"]+)\"")),
                QStringLiteral("href=\"#%1\\1\"").arg(prefix));
    const qsizetype end = svg.indexOf(QLatin1Char('>'));
    QString open = svg.left(end);
    open.remove(QRegularExpression(QStringLiteral("\\s(width|height)=\"[^\"]*\"")));
    return open + QStringLiteral(" width=\"100%\" role=\"img\"") + svg.mid(end);
}

QString tableHtml(const ReportTable& table)
{
    QString html = QStringLiteral(
        "<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr>");
    for (const QString& h : table.header)
        html += QStringLiteral("<th>%1</th>").arg(esc(h));
    html += QLatin1String("</tr>");
    for (const QStringList& row : table.rows) {
        html += QLatin1String("<tr>");
        for (int c = 0; c < row.size(); ++c)
            html += (c == 0 ? QStringLiteral("<th class=\"row\">%1</th>")
                            : QStringLiteral("<td>%1</td>"))
                        .arg(esc(row[c]));
        html += QLatin1String("</tr>");
    }
    return html + QLatin1String("</table>");
}

const char* const kStyle =
    "body{font-family:sans-serif;max-width:1240px;margin:2em auto;padding:0 1em;color:#1a1a1a;"
    "background:#fff}body.dark{color:#e6e6e6;background:#1e1f26}"
    "h1{font-size:1.6em}h2{font-size:1.3em;margin-top:2em}.made,.provenance{color:#555;"
    "font-size:.9em}body.dark .made,body.dark .provenance{color:#b0b0b0}figure{margin:1em 0}"
    "table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #bbb;padding:.3em .6em;"
    "text-align:right;vertical-align:top}th.row{text-align:left;font-weight:normal}"
    "th{text-align:left}";

// The document; chart(i) gives the markup of the i-th chart in the order the sections list them.
// print: for the PDF, whose pages stay white (only the charts take the dark theme) and whose
// layout knows no <figure>.
QString document(const ReportContent& content, const std::function<QString(int)>& chart, bool print)
{
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
                       "<title>%1</title><style>%2</style></head>\n<body%3>\n")
            .arg(esc(content.title()), QLatin1String(kStyle),
                 content.dark() && !print ? QLatin1String(" class=\"dark\"") : QString());
    html += QStringLiteral("<h1>%1</h1>\n<p class=\"made\">%2</p>\n")
                .arg(esc(content.title()), esc(content.madeLine()));
    int index = 0;
    for (const ReportSection& section : content.sections()) {
        html += QStringLiteral("<h2>%1</h2>\n<p class=\"provenance\">%2</p>\n")
                    .arg(esc(section.heading), esc(section.provenance));
        for (qsizetype c = 0; c < section.charts.size(); ++c)
            html +=
                (print ? QStringLiteral("<p>%1</p>\n") : QStringLiteral("<figure>%1</figure>\n"))
                    .arg(chart(index++));
        for (const ReportTable& table : section.tables)
            html += tableHtml(table) + QLatin1Char('\n');
    }
    return html + QLatin1String("</body></html>\n");
}

QList<const ReportChart*> allCharts(const ReportContent& content)
{
    QList<const ReportChart*> charts;
    for (const ReportSection& section : content.sections())
        for (const ReportChart& chart : section.charts)
            charts << &chart;
    return charts;
}
} // namespace

QString ReportWriter::checkPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm") ||
        suffix == QLatin1String("pdf"))
        return {};
    return tr("%1: a report is HTML or PDF; give a file name that ends in .html or .pdf.")
        .arg(QDir::toNativeSeparators(path));
}

QString ReportWriter::html(const ReportContent& content)
{
    const QList<const ReportChart*> charts = allCharts(content);
    return document(
        content,
        [&charts](int i) {
            const ReportChart& c = *charts[i];
            return inlineSvg(ChartExporter::svgBytes(c.paint, c.size, c.titles), i);
        },
        false);
}

bool ReportWriter::writePdf(const ReportContent& content, const QString& path, QString& error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = fileerror::cannotWrite(path, file.errorString());
        return false;
    }
    QTextDocument doc;
    const QList<const ReportChart*> charts = allCharts(content);
    const QString html = document(
        content,
        [&](int i) {
            const ReportChart& c = *charts[i];
            const QSize pixels = (QSizeF(c.size) * kPdfImageScale).toSize();
            QImage image = ChartExporter::paintImage(
                c.paint, pixels, int(ChartExporter::kScreenDpi * kPdfImageScale));
            image.setDevicePixelRatio(1.0);
            const QString name = QStringLiteral("chart-%1.png").arg(i);
            doc.addResource(QTextDocument::ImageResource, QUrl(name), image);
            const int height = kPdfChartWidth * c.size.height() / c.size.width();
            return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">")
                .arg(name)
                .arg(kPdfChartWidth)
                .arg(height);
        },
        true);
    doc.setHtml(html);
    QPdfWriter pdf(&file);
    pdf.setTitle(content.title());
    pdf.setCreator(QStringLiteral("Benchwire %1").arg(QStringLiteral(BENCHWIRE_VERSION)));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    doc.print(&pdf);
    if (!file.commit()) {
        error = fileerror::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

bool ReportWriter::write(const QList<CompareRun>& runs, const QString& path, bool dark,
                         QString& error)
{
    if (runs.isEmpty() || runs.size() > kMaxResults) {
        error = tr("A report holds 1 to %1 results; %2 were given. Choose fewer results.")
                    .arg(kMaxResults)
                    .arg(runs.size());
        return false;
    }
    error = checkPath(path);
    if (!error.isEmpty()) return false;
    const ReportContent content(runs, dark);
    if (QFileInfo(path).suffix().toLower() == QLatin1String("pdf"))
        return writePdf(content, path, error);
    QSaveFile file(path);
    const QByteArray bytes = html(content).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error = fileerror::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

int ReportWriter::writeHeadless(const QStringList& results, const QString& out, bool dark)
{
    QString error = out.isEmpty() ? tr("--report needs -o FILE: the report to write, ending in "
                                       ".html or .pdf.")
                                  : checkPath(out);
    if (error.isEmpty() && (results.isEmpty() || results.size() > kMaxResults))
        error = tr("--report takes 1 to %1 result files; %2 were given.")
                    .arg(kMaxResults)
                    .arg(results.size());
    QList<CompareRun> runs;
    for (const QString& path : results) {
        CompareRun run;
        if (!error.isEmpty() || !CompareRunReader::fromFile(path, run, error)) break;
        runs << run;
    }
    if (!error.isEmpty()) {
        std::fprintf(stderr, "benchwire: %s\n", qPrintable(error));
        return 2;
    }
    if (!write(runs, out, dark, error)) {
        std::fprintf(stderr, "benchwire: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("%s\n", qPrintable(QDir::toNativeSeparators(QFileInfo(out).absoluteFilePath())));
    return 0;
}

} // namespace bw::ui
