// SPDX-License-Identifier: MIT
#pragma once

#include "models/testsettings.h"

#include "benchwire/samples.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace bw::ui {

// What the user adds to a kept run: travels with an exported result as its "history" object.
struct RunMeta
{
    QString label;
    QStringList tags;
    QString note;
};

// One kept run as the history list shows it; the full result stays in the database.
struct RunRecord
{
    qint64 id = 0;
    QDateTime startedAtUtc;
    QString peer;
    engine::Protocol protocol = engine::Protocol::Tcp;
    engine::TestMode mode = engine::TestMode::Upload;
    // Mean goodput; negative: the run had no such direction; NaN: unknown here (a served test
    // whose client sent no figures of its own).
    double uploadBitsPerSecond = -1;
    double downloadBitsPerSecond = -1;
    int streams = 1;
    int durationMs = 0;
    bool imported = false; // came from a file, not from a run on this machine
    bool served = false;   // a test this machine served (peer: the client), not one it ran
    RunMeta meta;
};

// Translated names of a run's protocol and mode, for the list and its filters.
class RunText
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::RunText)
public:
    static QString protocol(engine::Protocol protocol);
    static QString mode(engine::TestMode mode);
    // "Served to …" or the peer, protocol and mode; a failed run's ends "· failed after 5 s".
    static QString defaultLabel(const engine::TestResult& result);
    // How far the run got: its latest interval's end, in seconds.
    static double measuredSeconds(const engine::TestResult& result);
};

// A rate as the runs table stores it (its columns are NOT NULL): an unknown one (NaN) as -2.
double rateToStore(double bitsPerSecond);
double rateFromStore(double stored);

// The list's fields of a result (id and meta left empty).
RunRecord recordFromResult(const engine::TestResult& result);
// Both hosts' facts: what the result says of each, plus this machine's name and OS when the
// run was made here (an imported result only knows what it carries).
QJsonObject hostFacts(const engine::TestResult& result, bool ranHere);
// The result's "config" object: the settings the run used.
QJsonObject settingsObject(const QJsonObject& result);
// The settings panel's view of a run's settings, for "run again".
TestSettings settingsFromConfig(const engine::TestConfig& config);
QStringList parseTags(const QString& text); // "a, b,,c " -> {"a","b","c"}, no duplicates

} // namespace bw::ui
