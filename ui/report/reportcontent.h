// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparerun.h"
#include "export/chartexporter.h"
#include "plot/comparecharts.h"

#include <QCoreApplication>
#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace bw::ui {

class CompareModel;
class LiveChart;

// A chart of a report: painted on demand (as SVG into HTML, as an image into a PDF).
struct ReportChart
{
    ChartTitles titles; // the SVG's title and description
    QSize size;         // logical pixels
    ChartExporter::PaintFunction paint;
};

// A table of figures: a header row, then rows whose first cell names the figure.
struct ReportTable
{
    QStringList header;
    QList<QStringList> rows;
};

struct ReportSection
{
    QString heading;
    QString provenance; // date, version, peer, interface, settings, link facts
    QList<ReportChart> charts;
    QList<ReportTable> tables;
};

// What a report holds, from 1 to 8 results: with two or more, a comparison first (its time and
// bar charts and its table); then per result its chart (throughput, CPU, latency and UDP panes as
// the run had them) and its results table (rates, CPU, latency, link facts of both ends).
// Charts are drawn from charts of its own, so it needs no window; GUI thread only.
class ReportContent
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ReportContent)
public:
    ReportContent(const QList<CompareRun>& runs, bool dark);
    ~ReportContent();
    ReportContent(const ReportContent&) = delete;
    ReportContent& operator=(const ReportContent&) = delete;

    QString title() const;
    QString madeLine() const; // the app's version and when the report was made
    bool dark() const { return m_dark; }
    const QList<ReportSection>& sections() const { return m_sections; }

private:
    ReportSection comparison();
    ReportSection runSection(const CompareRun& run);
    static ReportTable resultsTable(const engine::TestResult& result);
    static ReportTable compareTable(const CompareModel& model);

    bool m_dark;
    std::unique_ptr<CompareModel> m_model;
    CompareChartData m_compareData; // the comparison charts paint from it
    std::vector<std::unique_ptr<LiveChart>> m_charts;
    QList<ReportSection> m_sections;
};

} // namespace bw::ui
