// SPDX-License-Identifier: MIT
#include "compare/comparerun.h"

#include "benchwire/report.h"
#include "models/fileerror.h"
#include "models/latencytext.h"
#include "models/units.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>

#include <map>

namespace bw::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString startedText(const engine::TestResult& r)
{
    const QDateTime when =
        QDateTime::fromString(QString::fromStdString(r.startedAtUtc), Qt::ISODate).toLocalTime();
    return when.isValid() ? when.toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                          : QString::fromStdString(r.startedAtUtc);
}

QString peerText(const engine::TestResult& r)
{
    const QString host = QString::fromStdString(r.config.host);
    const QString name = QString::fromStdString(r.peer.hostName);
    return name.isEmpty() || name == host ? host : QStringLiteral("%1 (%2)").arg(name, host);
}

} // namespace

std::optional<engine::Stats> CompareRun::figure(CompareMetric metric) const
{
    return engine::compareFigure(result, metric);
}

QList<QList<QPointF>> CompareRun::throughput() const
{
    // Interval times restart with each phase (upload, then download in a both-ways run): the
    // phases follow one another on the run's time line.
    std::map<int, double> phaseSum;
    std::map<int, std::int64_t> phaseEndUs;
    for (const engine::IntervalSample& i : result.intervals)
        phaseEndUs[i.phase] = std::max(phaseEndUs[i.phase], i.endUs);
    std::map<int, std::int64_t> offsetUs;
    std::int64_t offset = 0;
    for (const auto& [phase, endUs] : phaseEndUs) {
        offsetUs[phase] = offset;
        offset += endUs;
    }
    std::map<int, QList<QPointF>> byPhase;
    for (const engine::IntervalSample& i : result.intervals) {
        double sum = 0;
        for (const engine::DirectionSample& d : i.directions)
            sum += d.receiverBitsPerSecond;
        byPhase[i.phase] << QPointF(double(offsetUs[i.phase] + i.endUs) / 1e6, sum);
    }
    QList<QList<QPointF>> segments;
    for (auto& [phase, points] : byPhase)
        segments << std::move(points);
    return segments;
}

QString CompareRun::provenance() const
{
    const engine::TestConfig& c = result.config;
    const QString local = QString::fromStdString(result.localAddress);
    const QString from = local.section(QLatin1Char(':'), 0, -2);
    // The link facts of both ends, where the result has them.
    const QString links = linkProvenanceText(result);
    const QString text =
        CompareRunReader::tr("%1 · %2 · peer %3 · from %4 · %5 %6, %7 s, streams: %8, "
                             "buffer %9, window %10")
            .arg(startedText(result), generator, peerText(result),
                 from.isEmpty() ? CompareRunReader::tr("(unknown)") : from,
                 fromView(engine::toString(c.protocol)).toUpper(),
                 fromView(engine::toString(c.mode)),
                 QLocale().toString(c.durationMs / 1000.0, 'g', 4), QString::number(c.streams),
                 formatBytes(c.bufferBytes),
                 c.socketBufferBytes == 0 ? CompareRunReader::tr("Auto")
                                          : formatBytes(c.socketBufferBytes));
    return links.isEmpty() ? text : text + QStringLiteral(" · ") + links;
}

bool CompareRunReader::fromJson(const QJsonObject& json, CompareRun& run, QString& error)
{
    const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    std::string why;
    CompareRun r;
    if (!engine::resultFromJson(text.toStdString(), r.result, why)) {
        error = QString::fromStdString(why); // the caller says which run or file
        return false;
    }
    r.json = json;
    r.generator = json.value(QLatin1String("generator")).toString();
    r.label = json.value(QLatin1String("label")).toString().trimmed();
    if (r.label.isEmpty()) r.label = tr("%1, %2").arg(peerText(r.result), startedText(r.result));
    run = std::move(r);
    return true;
}

bool CompareRunReader::fromFile(const QString& path, CompareRun& run, QString& error)
{
    QFile file(path);
    if (!QFileInfo::exists(path)) {
        error = fileerror::noSuchFile(path);
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        error = fileerror::cannotRead(path, file.errorString());
        return false;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    if (!doc.isObject()) {
        error = fileerror::notAResult(path, tr("not JSON: %1").arg(parse.errorString()));
        return false;
    }
    QString why;
    if (!fromJson(doc.object(), run, why)) {
        error = fileerror::notAResult(path, why);
        return false;
    }
    return true;
}

QString CompareRunReader::metricName(CompareMetric metric)
{
    switch (metric) {
    case CompareMetric::Upload:
        return tr("Upload");
    case CompareMetric::Download:
        return tr("Download");
    case CompareMetric::Simultaneous:
        return tr("Simultaneous");
    }
    return {};
}

} // namespace bw::ui
