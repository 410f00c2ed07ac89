// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"

#include <QCoreApplication>
#include <QString>

namespace bw::ui {

// Saves and opens results in the engine's formats (report.h); no format is written here.
class ResultExporter
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ResultExporter)
public:
    static bool saveJson(const QString& path, const engine::TestResult& result, QString& error);
    static bool saveCsv(const QString& path, const engine::TestResult& result, QString& error);
    static bool loadJson(const QString& path, engine::TestResult& result, QString& error);

private:
    static bool writeFile(const QString& path, const std::string& text, QString& error);
};

} // namespace bw::ui
