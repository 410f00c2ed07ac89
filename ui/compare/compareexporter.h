// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QStringList>

namespace bw::ui {

class CompareModel;

// An image size an article uses, with the DPI written into the PNG.
struct ArticleImageSize
{
    QSize pixels;
    int dpi = 96;
};

// Writes a comparison as a folder for an article: each chart as PNG at article sizes and as
// SVG (light or dark theme, provenance footer), the table as CSV and Markdown, every result as
// JSON.
class CompareExporter
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::CompareExporter)
public:
    static QList<ArticleImageSize> articleSizes();

    // Creates dir when missing. written lists the files, relative to dir. dark: the charts in
    // the dark theme (for a site with a dark page). GUI thread only.
    static bool exportFolder(const CompareModel& model, const QString& dir, QStringList& written,
                             QString& error, bool dark = false);
    static QString csv(const CompareModel& model);
    static QString markdown(const CompareModel& model);

private:
    static bool writeCharts(const CompareModel& model, const QString& dir, QStringList& written,
                            QString& error, bool dark);
    static bool writeResults(const CompareModel& model, const QString& dir, QStringList& written,
                             QString& error);
    static bool writeText(const QString& path, const QString& text, QString& error);
};

} // namespace bw::ui
