// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/compare.h"
#include "benchwire/samples.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QString>

#include <array>
#include <optional>

namespace bw::ui {

// The three figures a comparison sets side by side.
using engine::CompareMetric; // benchwire/compare.h: the CLI's --compare reads the same figures
using engine::kCompareMetricCount;

// One result document of a comparison: the versioned result JSON (as ResultExporter and the
// history write it), read back into the engine's TestResult, with the figures it contributes.
struct CompareRun
{
    QJsonObject json;          // as given: written back unchanged by the article export
    engine::TestResult result; // parsed by the engine, the one reader of the format
    QString label;             // the document's "label", else peer and date
    QString generator;         // "benchwire 0.1.0": who measured it

    // Mean and spread over the run's intervals, in bits per second; empty when the run did not
    // measure this figure (an upload run has no download).
    std::optional<engine::Stats> figure(CompareMetric metric) const;
    // Received throughput of all directions over time: x in seconds from the start of the
    // run (phases one after another), y in bits per second.
    QList<QList<QPointF>> throughput() const; // one list per phase, in time order
    QString provenance() const;               // date, version, peer, interface, settings
};

class CompareRunReader
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::CompareRunReader)
public:
    static bool fromJson(const QJsonObject& json, CompareRun& run, QString& error);
    // error names the file when it is missing, unreadable or not a result.
    static bool fromFile(const QString& path, CompareRun& run, QString& error);
    static QString metricName(CompareMetric metric);
};

} // namespace bw::ui
