// SPDX-License-Identifier: MIT
#include "report/reportcontent.h"

#include "compare/comparemodel.h"
#include "compare/compareplotdata.h"
#include "models/resultsmodel.h"
#include "plot/chartrenderer.h"
#include "plot/comparerenderer.h"
#include "plot/livechart.h"

#include <QDateTime>

namespace bw::ui {

namespace {
// The charts' sizes in the report, in logical pixels: an article's 16:9 for a comparison, and
// taller for a run, whose chart stacks its panes.
constexpr QSize kCompareChartSize(1200, 675);
constexpr QSize kRunChartSize(1200, 900);

// Cells that carry no figure: a row of only these is left out of the report.
bool empty(const QString& cell)
{
    return cell.isEmpty() || cell == QLatin1String("n/a") || cell == QStringLiteral("—") ||
           cell == QStringLiteral("–");
}
} // namespace

ReportContent::ReportContent(const QList<CompareRun>& runs, bool dark)
    : m_dark(dark), m_model(std::make_unique<CompareModel>())
{
    m_model->setRuns(runs);
    if (runs.size() >= 2) m_sections << comparison();
    for (const CompareRun& run : runs)
        m_sections << runSection(run);
}

ReportContent::~ReportContent() = default;

QString ReportContent::title() const
{
    return m_model->runs().size() == 1
               ? tr("Benchwire report: %1").arg(m_model->runs().first().label)
               : tr("Benchwire report: %n results", nullptr, int(m_model->runs().size()));
}

QString ReportContent::madeLine() const
{
    return tr("Benchwire %1 · made %2")
        .arg(QStringLiteral(BENCHWIRE_VERSION),
             QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

ReportSection ReportContent::comparison()
{
    m_compareData = ComparePlotData::build(*m_model);
    ReportSection section;
    section.heading = tr("Comparison");
    section.provenance = tr("Differences are against %1.").arg(m_model->runs().first().label);
    const struct
    {
        CompareChartKind kind;
        ChartTitles titles;
    } kinds[] = {{CompareChartKind::Throughput, m_compareData.throughputTitles},
                 {CompareChartKind::Bars, m_compareData.barTitles}};
    for (const auto& k : kinds) {
        const CompareChartData* data = &m_compareData;
        const CompareChartKind kind = k.kind;
        const bool dark = m_dark;
        section.charts << ReportChart{
            {k.titles.title, {}, m_compareData.provenance.join(QLatin1Char('\n')), {}},
            kCompareChartSize,
            [data, kind, dark](QPainter& p, QSizeF s) {
                CompareRenderer(*data, kind, dark).render(p, s);
            }};
    }
    section.tables << compareTable(*m_model);
    return section;
}

ReportSection ReportContent::runSection(const CompareRun& run)
{
    auto chart = std::make_unique<LiveChart>();
    chart->setDark(m_dark);
    chart->showResult(run.result);
    chart->setPlannedSeconds(chart->data().lastX());
    const QString provenance = run.provenance();
    const QString served =
        run.result.served ? QString::fromStdString(run.result.remoteAddress) : QString();
    chart->setTitles({run.label, {}, provenance, served});
    const LiveChart* c = chart.get();
    m_charts.push_back(std::move(chart));
    ReportSection section;
    section.heading = run.label;
    section.provenance = provenance;
    // The per-stream pane where there is more than one stream to tell apart.
    const bool perStream = run.result.config.streams > 1;
    section.charts << ReportChart{
        c->titles(), kRunChartSize, [c, perStream](QPainter& p, QSizeF s) {
            ChartRenderer(c->data(), c->titles(), c->plannedSeconds(), c->dark(), &c->udpChart(),
                          &c->latencyChart(), c->showPhy(), perStream ? &c->streamChart() : nullptr)
                .render(p, s);
        }};
    section.tables << resultsTable(run.result);
    return section;
}

ReportTable ReportContent::resultsTable(const engine::TestResult& result)
{
    ResultsModel model;
    model.setResult(result);
    ReportTable table;
    table.header << tr("Figure");
    for (int c = 0; c < model.columnCount(); ++c)
        table.header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row{model.headerData(r, Qt::Vertical, Qt::DisplayRole).toString()};
        bool any = false;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QString cell = model.data(model.index(r, c), Qt::DisplayRole).toString();
            any = any || !empty(cell);
            row << cell;
        }
        if (any) table.rows << row;
    }
    return table;
}

ReportTable ReportContent::compareTable(const CompareModel& model)
{
    const auto cell = [&model](int r, int c) {
        return model.data(model.index(r, c), Qt::DisplayRole).toString();
    };
    // The label and date, then only the figures some run measured: a comparison of upload
    // runs has no empty download columns taking the page's width.
    QList<int> columns{CompareModel::LabelColumn, CompareModel::StartedColumn};
    for (int c = CompareModel::FirstFigureColumn; c < model.columnCount(); ++c)
        for (int r = 0; r < model.rowCount(); ++r)
            if (!empty(cell(r, c))) {
                columns << c;
                break;
            }
    ReportTable table;
    for (int c : columns)
        table.header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c : columns)
            row << cell(r, c);
        table.rows << row;
    }
    return table;
}

} // namespace bw::ui
