// SPDX-License-Identifier: MIT
#include "compare/compareexporter.h"

#include "compare/comparemodel.h"
#include "compare/compareplotdata.h"
#include "export/chartexporter.h"
#include "models/fileerror.h"
#include "plot/comparerenderer.h"

#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

namespace bw::ui {

namespace {

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    return QStringLiteral("\"%1\"").arg(
        QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")));
}

QString number(std::optional<double> value, int decimals)
{
    return value ? QString::number(*value, 'f', decimals) : QString();
}

QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|"))
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// A file name from a label: letters, digits and dashes.
QString slug(const QString& label)
{
    QString s = label.toLower();
    s.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    s.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return s.left(40).isEmpty() ? QStringLiteral("run") : s.left(40);
}

} // namespace

QList<ArticleImageSize> CompareExporter::articleSizes()
{
    // 1920×1080 at 144 dpi draws text and lines 1.5 times as large as 1200×675 at 96 dpi, so
    // both images show about the same layout.
    return {{QSize(1200, 675), 96}, {QSize(1920, 1080), 144}};
}

bool CompareExporter::exportFolder(const CompareModel& model, const QString& dir,
                                   QStringList& written, QString& error, bool dark)
{
    if (model.rowCount() == 0) {
        error = tr("There are no results to export. Add at least two runs to the comparison "
                   "first.");
        return false;
    }
    if (!QDir().mkpath(dir)) {
        error = fileerror::cannotCreateFolder(dir);
        return false;
    }
    const QDir d(dir);
    if (!writeCharts(model, dir, written, error, dark)) return false;
    if (!writeText(d.filePath(QStringLiteral("table.csv")), csv(model), error)) return false;
    written << QStringLiteral("table.csv");
    if (!writeText(d.filePath(QStringLiteral("table.md")), markdown(model), error)) return false;
    written << QStringLiteral("table.md");
    return writeResults(model, dir, written, error);
}

bool CompareExporter::writeCharts(const CompareModel& model, const QString& dir,
                                  QStringList& written, QString& error, bool dark)
{
    const CompareChartData data = ComparePlotData::build(model);
    const QDir d(dir);
    const struct
    {
        CompareChartKind kind;
        QString name;
        ChartTitles titles;
    } charts[] = {
        {CompareChartKind::Throughput, QStringLiteral("throughput"), data.throughputTitles},
        {CompareChartKind::Bars, QStringLiteral("bars"), data.barTitles}};
    for (const auto& c : charts) {
        const CompareRenderer renderer(data, c.kind, dark);
        const auto paint = [&renderer](QPainter& p, QSizeF s) { renderer.render(p, s); };
        for (const ArticleImageSize& size : articleSizes()) {
            const QString name = QStringLiteral("%1-%2x%3.png")
                                     .arg(c.name)
                                     .arg(size.pixels.width())
                                     .arg(size.pixels.height());
            if (!ChartExporter::writePng(paint, d.filePath(name), size.pixels, size.dpi, error))
                return false;
            written << name;
        }
        const QString svg = c.name + QStringLiteral(".svg");
        const ChartTitles svgTitles{
            c.titles.title, {}, data.provenance.join(QLatin1Char('\n')), {}};
        if (!ChartExporter::writeSvg(paint, d.filePath(svg), articleSizes().first().pixels,
                                     svgTitles, error))
            return false;
        written << svg;
    }
    return true;
}

bool CompareExporter::writeResults(const CompareModel& model, const QString& dir,
                                   QStringList& written, QString& error)
{
    const QDir d(dir);
    for (int i = 0; i < model.runs().size(); ++i) {
        const CompareRun& run = model.runs()[i];
        const QString name = QStringLiteral("result-%1-%2.json")
                                 .arg(i + 1, 2, 10, QLatin1Char('0'))
                                 .arg(slug(run.label));
        const QByteArray json = QJsonDocument(run.json).toJson(QJsonDocument::Indented);
        if (!writeText(d.filePath(name), QString::fromUtf8(json), error)) return false;
        written << name;
    }
    return true;
}

QString CompareExporter::csv(const CompareModel& model)
{
    // Machine-readable: plain numbers in bits per second and percent, no locale.
    QStringList rows{QStringLiteral("label,started_utc,peer,protocol,mode,upload_bps,"
                                    "upload_diff_pct,download_bps,download_diff_pct,"
                                    "simultaneous_bps,simultaneous_diff_pct,baseline")};
    for (int r = 0; r < model.rowCount(); ++r) {
        const CompareRun& run = model.runs()[r];
        QStringList f{csvField(run.label), QString::fromStdString(run.result.startedAtUtc),
                      csvField(QString::fromStdString(run.result.config.host)),
                      QString::fromUtf8(engine::toString(run.result.config.protocol).data()),
                      QString::fromUtf8(engine::toString(run.result.config.mode).data())};
        for (int m = 0; m < kCompareMetricCount; ++m) {
            f << number(model.value(r, CompareMetric(m)), 0)
              << number(model.differencePct(r, CompareMetric(m)), 2);
        }
        f << (r == model.baseline() ? QStringLiteral("yes") : QStringLiteral("no"));
        rows << f.join(QLatin1Char(','));
    }
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString CompareExporter::markdown(const CompareModel& model)
{
    QStringList header, rule;
    for (int c = 0; c < model.columnCount(); ++c) {
        header << markdownCell(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        rule << (c >= CompareModel::FirstFigureColumn ? QStringLiteral("---:")
                                                      : QStringLiteral("---"));
    }
    QStringList lines{QStringLiteral("| %1 |").arg(header.join(QStringLiteral(" | "))),
                      QStringLiteral("| %1 |").arg(rule.join(QStringLiteral(" | ")))};
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c)
            cells << markdownCell(model.data(model.index(r, c), Qt::DisplayRole).toString());
        lines << QStringLiteral("| %1 |").arg(cells.join(QStringLiteral(" | ")));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool CompareExporter::writeText(const QString& path, const QString& text, QString& error)
{
    QSaveFile file(path);
    const QByteArray bytes = text.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error = fileerror::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace bw::ui
