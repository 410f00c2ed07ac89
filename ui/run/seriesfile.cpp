// SPDX-License-Identifier: MIT
#include "run/seriesfile.h"

#include "benchwire/report.h"
#include "benchwire/series.h"

#include <QDateTime>
#include <QDir>
#include <QSaveFile>

namespace bw::ui {

std::string seriesDocument(const std::vector<engine::TestResult>& results, const std::string& more,
                           const std::string& errorJson)
{
    std::string doc = "{\"format\":\"benchwire-repeat\",\"runs\":[";
    for (std::size_t i = 0; i < results.size(); ++i)
        doc += (i ? "," : "") + engine::resultToJson(results[i], -1);
    return doc +
           "],\"summary\":" + engine::seriesSummaryToJson(engine::summarizeSeries(results), -1) +
           more + ",\"error\":" + errorJson + "}\n";
}

QString saveSeriesDocument(const QString& folder, const QString& prefix, const std::string& doc)
{
    const QString name =
        QStringLiteral("%1-%2.json")
            .arg(prefix,
                 QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    QDir().mkpath(folder);
    QSaveFile file(QDir(folder).filePath(name));
    if (file.open(QIODevice::WriteOnly) &&
        file.write(doc.data(), qint64(doc.size())) == qint64(doc.size()) && file.commit())
        return file.fileName();
    return {};
}

} // namespace bw::ui
