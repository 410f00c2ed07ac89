// SPDX-License-Identifier: MIT
#include "history/historyfile.h"

#include "models/fileerror.h"

#include "benchwire/report.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace bw::ui {

namespace {

const QString kHistoryKey = QStringLiteral("history");

// --json-stream writes one object per line and ends with {"event":"end","result":{...}}.
QJsonObject resultFromStream(const QByteArray& bytes)
{
    const QList<QByteArray> lines = bytes.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QJsonObject line = QJsonDocument::fromJson(it->trimmed()).object();
        const QString event = line.value(QStringLiteral("event")).toString();
        if (event == QStringLiteral("end") || event == QStringLiteral("error"))
            return line.value(QStringLiteral("result")).toObject();
    }
    return {};
}

RunMeta metaFrom(const QJsonObject& history)
{
    RunMeta meta;
    meta.label = history.value(QStringLiteral("label")).toString();
    meta.note = history.value(QStringLiteral("note")).toString();
    for (const QJsonValue& tag : history.value(QStringLiteral("tags")).toArray())
        if (tag.isString() && !meta.tags.contains(tag.toString())) meta.tags << tag.toString();
    return meta;
}

} // namespace

bool HistoryFile::read(const QString& path, Imported& out, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = fileerror::cannotRead(path, file.errorString());
        return false;
    }
    return parse(path, file.readAll(), out, error);
}

bool HistoryFile::parse(const QString& path, const QByteArray& bytes, Imported& out, QString& error)
{
    QJsonParseError parseError;
    QJsonObject doc = QJsonDocument::fromJson(bytes, &parseError).object();
    if (parseError.error != QJsonParseError::NoError) doc = resultFromStream(bytes);
    if (doc.isEmpty()) {
        error = fileerror::notAResult(path, tr("no JSON document"));
        return false;
    }
    const QJsonValue failure = doc.value(QStringLiteral("error"));
    if (failure.isObject()) {
        error = fileerror::failedRun(
            path, failure.toObject().value(QStringLiteral("message")).toString());
        return false;
    }
    std::string why;
    const QByteArray json = QJsonDocument(doc).toJson(QJsonDocument::Compact);
    if (!engine::resultFromJson(json.toStdString(), out.result, why)) {
        error = fileerror::notAResult(path, QString::fromStdString(why));
        return false;
    }
    out.hasMeta = doc.value(kHistoryKey).isObject();
    out.meta = metaFrom(doc.value(kHistoryKey).toObject());
    return true;
}

QJsonObject HistoryFile::document(const QByteArray& resultJson, const RunMeta& meta)
{
    QJsonObject doc = QJsonDocument::fromJson(resultJson).object();
    doc.insert(kHistoryKey,
               QJsonObject{{QStringLiteral("label"), meta.label},
                           {QStringLiteral("tags"), QJsonArray::fromStringList(meta.tags)},
                           {QStringLiteral("note"), meta.note}});
    return doc;
}

bool HistoryFile::write(const QString& path, const QJsonObject& document, QString& error)
{
    const QByteArray bytes = QJsonDocument(document).toJson(QJsonDocument::Indented);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error = fileerror::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace bw::ui
