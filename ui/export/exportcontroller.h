// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"

#include <QObject>
#include <QSize>

class QAction;
class QWidget;

namespace bw::ui {

class ChartExporter;
class LiveChart;
class ResultsModel;

// The window's export and open actions: asks for sizes and file names, then writes through
// ChartExporter and ResultExporter. The export* functions take the answers directly (tests,
// automation) and return false with a translated error.
class ExportController : public QObject
{
    Q_OBJECT
public:
    ExportController(LiveChart* chart, ResultsModel* results, QWidget* window);

    QAction* pngAction() const { return m_png; }
    QAction* svgAction() const { return m_svg; }
    QAction* csvAction() const { return m_csv; }
    QAction* jsonAction() const { return m_json; }
    QAction* reportAction() const { return m_report; }
    QAction* copyAction() const { return m_copy; }
    QAction* openAction() const { return m_open; }
    void updateEnabled();

    bool exportPng(const QString& path, QSize pixelSize, int dpi, QString& error) const;
    bool exportSvg(const QString& path, QSize size, QString& error) const;
    bool exportCsv(const QString& path, QString& error) const;
    bool exportJson(const QString& path, QString& error) const;
    // The shown result as a report (.html or .pdf), in the window's theme, titled with the
    // chart's title when it has one.
    bool exportReport(const QString& path, QString& error) const;
    void copyChart(QSize pixelSize, int dpi) const;

signals:
    void resultOpened(const bw::engine::TestResult& result);
    void exportFailed(const QString& message);
    void exported(const QString& path);

private:
    ChartExporter exporter() const;
    QAction* makeAction(const char* name, const QString& text, const QString& toolTip);
    bool askImageSize(bool withDpi);
    QString askFileName(const QString& title, const QString& filter, const QString& suffix);
    void report(bool ok, const QString& path, const QString& error);
    void onPng();
    void onSvg();
    void onCsv();
    void onJson();
    void onReport();
    void onCopy();
    void onOpen();

    LiveChart* m_chart;
    ResultsModel* m_results;
    QWidget* m_window;
    QAction* m_png = nullptr;
    QAction* m_svg = nullptr;
    QAction* m_csv = nullptr;
    QAction* m_json = nullptr;
    QAction* m_report = nullptr;
    QAction* m_copy = nullptr;
    QAction* m_open = nullptr;
    QSize m_pixelSize{1920, 1080};
    int m_dpi = 144;
    QString m_lastDir;
};

} // namespace bw::ui
