// SPDX-License-Identifier: MIT
#include "export/exportcontroller.h"

#include "benchwire/report.h"

#include "dialogs/imagesizedialog.h"
#include "export/chartexporter.h"
#include "export/resultexporter.h"
#include "models/resultsmodel.h"
#include "plot/livechart.h"
#include "report/reportwriter.h"

#include <QAction>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSettings>
#include <QStandardPaths>

namespace bw::ui {

ExportController::ExportController(LiveChart* chart, ResultsModel* results, QWidget* window)
    : QObject(window), m_chart(chart), m_results(results), m_window(window)
{
    m_png = makeAction("actionExportPng", tr("Export chart as &PNG…"),
                       tr("Save the chart as a PNG image at a size and DPI you choose."));
    m_svg = makeAction("actionExportSvg", tr("Export chart as &SVG…"),
                       tr("Save the chart as a scalable SVG drawing."));
    m_csv = makeAction("actionExportCsv", tr("Export intervals as &CSV…"),
                       tr("Save one row per interval and direction, for spreadsheets."));
    m_json = makeAction("actionExportJson", tr("Save result as &JSON…"),
                        tr("Save the full result in Benchwire's versioned JSON format."));
    m_report = makeAction("actionExportReport", tr("Export &report (HTML or PDF)…"),
                          tr("Save the chart, the results table, CPU, latency and link facts as "
                             "one HTML page or PDF."));
    m_copy = makeAction("actionCopyChart", tr("&Copy chart"),
                        tr("Copy the chart to the clipboard as an image."));
    m_open = makeAction("actionOpenResult", tr("&Open result…"),
                        tr("Show a result saved earlier as JSON."));
    m_copy->setShortcut(QKeySequence::Copy);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_png, &QAction::triggered, this, &ExportController::onPng);
    connect(m_svg, &QAction::triggered, this, &ExportController::onSvg);
    connect(m_csv, &QAction::triggered, this, &ExportController::onCsv);
    connect(m_json, &QAction::triggered, this, &ExportController::onJson);
    connect(m_report, &QAction::triggered, this, &ExportController::onReport);
    connect(m_copy, &QAction::triggered, this, &ExportController::onCopy);
    connect(m_open, &QAction::triggered, this, &ExportController::onOpen);

    QSettings settings;
    m_pixelSize = settings.value(QStringLiteral("export/pixelSize"), m_pixelSize).toSize();
    m_dpi = settings.value(QStringLiteral("export/dpi"), m_dpi).toInt();
    m_lastDir = settings
                    .value(QStringLiteral("export/dir"),
                           QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                    .toString();
    updateEnabled();
}

QAction* ExportController::makeAction(const char* name, const QString& text, const QString& toolTip)
{
    auto* a = new QAction(text, this);
    a->setObjectName(QLatin1String(name));
    a->setToolTip(toolTip);
    a->setStatusTip(toolTip);
    return a;
}

void ExportController::updateEnabled()
{
    const bool haveResult = m_results->hasResult();
    m_csv->setEnabled(haveResult);
    m_json->setEnabled(haveResult);
    m_report->setEnabled(haveResult);
}

ChartExporter ExportController::exporter() const
{
    // The per-stream pane goes into the image when the window shows it.
    return ChartExporter(
        m_chart->data(), m_chart->titles(), m_chart->plannedSeconds(), m_chart->dark(),
        &m_chart->udpChart(), &m_chart->latencyChart(), m_chart->showPhy(),
        m_chart->paneShown(LiveChart::Pane::Streams) ? &m_chart->streamChart() : nullptr);
}

bool ExportController::exportPng(const QString& path, QSize pixelSize, int dpi,
                                 QString& error) const
{
    ChartExporter e = exporter();
    return e.savePng(path, pixelSize, dpi, error);
}

bool ExportController::exportSvg(const QString& path, QSize size, QString& error) const
{
    ChartExporter e = exporter();
    return e.saveSvg(path, size, error);
}

bool ExportController::exportCsv(const QString& path, QString& error) const
{
    if (!m_results->hasResult()) {
        error = tr("There is no finished result to export yet. Run a test first, or open a "
                   "saved result.");
        return false;
    }
    return ResultExporter::saveCsv(path, m_results->result(), error);
}

bool ExportController::exportJson(const QString& path, QString& error) const
{
    if (!m_results->hasResult()) {
        error = tr("There is no finished result to export yet. Run a test first, or open a "
                   "saved result.");
        return false;
    }
    return ResultExporter::saveJson(path, m_results->result(), error);
}

bool ExportController::exportReport(const QString& path, QString& error) const
{
    if (!m_results->hasResult()) {
        error = tr("There is no finished result to report yet. Run a test first, or open a "
                   "saved result.");
        return false;
    }
    // Through the saved format, as a report from files reads it.
    QJsonObject json = QJsonDocument::fromJson(
                           QByteArray::fromStdString(engine::resultToJson(m_results->result())))
                           .object();
    if (!m_chart->titles().title.isEmpty())
        json.insert(QStringLiteral("label"), m_chart->titles().title);
    CompareRun run;
    if (!CompareRunReader::fromJson(json, run, error)) return false;
    return ReportWriter::write({run}, path, m_chart->dark(), error);
}

void ExportController::copyChart(QSize pixelSize, int dpi) const
{
    ChartExporter e = exporter();
    e.copyToClipboard(pixelSize, dpi);
}

bool ExportController::askImageSize(bool withDpi)
{
    ImageSizeDialog dialog(m_pixelSize, m_dpi, withDpi, m_window);
    if (dialog.exec() != QDialog::Accepted) return false;
    m_pixelSize = dialog.pixelSize();
    m_dpi = dialog.dpi();
    QSettings settings;
    settings.setValue(QStringLiteral("export/pixelSize"), m_pixelSize);
    settings.setValue(QStringLiteral("export/dpi"), m_dpi);
    return true;
}

QString ExportController::askFileName(const QString& title, const QString& filter,
                                      const QString& suffix)
{
    const QString name =
        QStringLiteral("benchwire-%1.%2")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")), suffix);
    QString path =
        QFileDialog::getSaveFileName(m_window, title, m_lastDir + QLatin1Char('/') + name, filter);
    if (path.isEmpty()) return {};
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    m_lastDir = QFileInfo(path).absolutePath();
    QSettings().setValue(QStringLiteral("export/dir"), m_lastDir);
    return path;
}

void ExportController::report(bool ok, const QString& path, const QString& error)
{
    if (ok)
        emit exported(path);
    else
        emit exportFailed(error);
}

void ExportController::onPng()
{
    if (!askImageSize(true)) return;
    const QString path =
        askFileName(tr("Export chart as PNG"), tr("PNG images (*.png)"), QStringLiteral("png"));
    QString error;
    if (!path.isEmpty()) report(exportPng(path, m_pixelSize, m_dpi, error), path, error);
}

void ExportController::onSvg()
{
    if (!askImageSize(false)) return;
    const QString path =
        askFileName(tr("Export chart as SVG"), tr("SVG drawings (*.svg)"), QStringLiteral("svg"));
    QString error;
    if (!path.isEmpty()) report(exportSvg(path, m_pixelSize, error), path, error);
}

void ExportController::onCsv()
{
    const QString path =
        askFileName(tr("Export intervals as CSV"), tr("CSV files (*.csv)"), QStringLiteral("csv"));
    QString error;
    if (!path.isEmpty()) report(exportCsv(path, error), path, error);
}

void ExportController::onJson()
{
    const QString path = askFileName(tr("Save result as JSON"), tr("Benchwire results (*.json)"),
                                     QStringLiteral("json"));
    QString error;
    if (!path.isEmpty()) report(exportJson(path, error), path, error);
}

void ExportController::onReport()
{
    const QString path =
        askFileName(tr("Export report"), tr("HTML pages (*.html);;PDF documents (*.pdf)"),
                    QStringLiteral("html"));
    QString error;
    if (!path.isEmpty()) report(exportReport(path, error), path, error);
}

void ExportController::onCopy()
{
    copyChart(m_pixelSize, m_dpi);
}

void ExportController::onOpen()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open result"), m_lastDir,
                                                      tr("Benchwire results (*.json)"));
    if (path.isEmpty()) return;
    engine::TestResult result;
    QString error;
    if (ResultExporter::loadJson(path, result, error))
        emit resultOpened(result);
    else
        emit exportFailed(error);
}

} // namespace bw::ui
