// SPDX-License-Identifier: MIT
#include "compare/comparewindow.h"

#include "compare/compareexporter.h"
#include "compare/comparemodel.h"
#include "compare/compareplotdata.h"
#include "plot/compareview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace bw::ui {

CompareWindow::CompareWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("compareWindow"));
    setWindowTitle(tr("Compare results"));
    m_model = new CompareModel(this);
    m_view = new CompareView;
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setModel(m_model);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(CompareModel::LabelColumn,
                                                      QHeaderView::Stretch);
    m_table->setToolTip(tr("Hover a label for the run's date, peer and settings."));
    m_baseline = new QComboBox;
    m_baseline->setObjectName(QStringLiteral("baselineCombo"));
    m_baseline->setToolTip(tr("The run the others are measured against, in %."));
    m_export = new QPushButton(tr("&Export for an article…"));
    m_export->setObjectName(QStringLiteral("compareExportButton"));
    m_export->setToolTip(tr("Save the charts as PNG (1200×675, 1920×1080) and SVG, the table as "
                            "CSV and Markdown and every result as JSON into one folder."));
    m_dark = new QCheckBox(tr("&Dark charts"));
    m_dark->setObjectName(QStringLiteral("compareDarkCheck"));
    m_dark->setToolTip(tr("Export the charts in the dark theme, for a page with a dark "
                          "background. The window keeps the light one."));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* bar = new QHBoxLayout;
    auto* baselineLabel = new QLabel(tr("&Baseline:"));
    baselineLabel->setBuddy(m_baseline);
    bar->addWidget(baselineLabel);
    bar->addWidget(m_baseline, 1);
    bar->addWidget(m_status, 2);
    bar->addWidget(m_dark);
    bar->addWidget(m_export);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_view);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({560, 300});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(bar);
    // Roomy where the screen allows, never larger than it (a 1280x800 laptop).
    resize(QSize(1440, 900).boundedTo(screen()->availableGeometry().size()));

    connect(m_baseline, &QComboBox::currentIndexChanged, this, &CompareWindow::onBaselineChosen);
    connect(m_export, &QPushButton::clicked, this, &CompareWindow::onExport);
}

void CompareWindow::setRuns(const QList<CompareRun>& runs)
{
    m_model->setRuns(runs);
    const QSignalBlocker block(m_baseline);
    m_baseline->clear();
    for (const CompareRun& run : m_model->runs())
        m_baseline->addItem(run.label);
    m_baseline->setCurrentIndex(0);
    m_view->setData(ComparePlotData::build(*m_model));
    m_status->clear();
}

void CompareWindow::onBaselineChosen(int index)
{
    m_model->setBaseline(index);
}

bool CompareWindow::exportTo(const QString& dir, QString& error)
{
    QStringList written;
    if (!CompareExporter::exportFolder(*m_model, dir, written, error, m_dark->isChecked()))
        return false;
    m_status->setText(tr("Saved %n file(s) to %1", nullptr, int(written.size()))
                          .arg(QDir::toNativeSeparators(dir)));
    emit exported(dir);
    return true;
}

void CompareWindow::setExportDark(bool dark)
{
    m_dark->setChecked(dark);
}

void CompareWindow::onExport()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Folder for the article files"),
                                          m_lastDir.isEmpty() ? QDir::homePath() : m_lastDir);
    if (dir.isEmpty()) return;
    m_lastDir = dir;
    QString error;
    if (!exportTo(dir, error)) QMessageBox::warning(this, tr("Export failed"), error);
}

} // namespace bw::ui
