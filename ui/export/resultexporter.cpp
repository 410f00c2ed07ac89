// SPDX-License-Identifier: MIT
#include "export/resultexporter.h"

#include "models/fileerror.h"

#include "benchwire/report.h"

#include <QFile>
#include <QSaveFile>

namespace bw::ui {

bool ResultExporter::writeFile(const QString& path, const std::string& text, QString& error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        error = fileerror::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

bool ResultExporter::saveJson(const QString& path, const engine::TestResult& result, QString& error)
{
    return writeFile(path, engine::resultToJson(result), error);
}

bool ResultExporter::saveCsv(const QString& path, const engine::TestResult& result, QString& error)
{
    return writeFile(path, engine::resultToCsv(result), error);
}

bool ResultExporter::loadJson(const QString& path, engine::TestResult& result, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = fileerror::cannotRead(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    std::string why;
    if (!engine::resultFromJson(bytes.toStdString(), result, why)) {
        error = fileerror::notAResult(path, QString::fromStdString(why));
        return false;
    }
    return true;
}

} // namespace bw::ui
