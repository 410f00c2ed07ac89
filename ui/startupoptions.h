// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/types.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QCommandLineOption;
class QCommandLineParser;

namespace bw::ui {

class MainWindow;

// Command-line options of the app, for scripted runs (benchmarks, screenshots).
struct StartupOptions
{
    bool serve = false;
    int port = -1;
    QString peer;
    std::optional<engine::TestMode> run;
    double durationSeconds = -1;
    double intervalSeconds = -1;
    int streams = -1;
    bool quitAfterRun = false;
    QString screenshotPath;  // grab the window to this PNG...
    int screenshotAtMs = -1; // ...this long after start (default: when the run ends)
    QString resultJsonPath;  // save the result here when the run ends
    bool dark = false;
    bool discovery = true;    // search the LAN for peers (not with --no-discovery or --run)
    QStringList compareFiles; // --compare: result JSON files to show (or export) side by side
    QString exportDir;        // --export: write the comparison's article folder, no window
    bool report = false;      // --report: write a report of the files, no window...
    QStringList reportFiles;
    QString reportPath; // ...to -o FILE (.html or .pdf)
    QString planPath;   // --plan: open the Plan window with this plan file and run it

    bool headlessExport() const { return !exportDir.isEmpty(); }

    bool scripted() const
    {
        return run.has_value() || serve || !screenshotPath.isEmpty() || !planPath.isEmpty();
    }
};

class StartupOptionsParser
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::StartupOptionsParser)
public:
    // Exits the process for --help and --version, like QCommandLineParser::process.
    static StartupOptions parse(const QStringList& arguments);
    // Applies the options to a shown window and schedules runs, screenshots and quitting.
    static void apply(MainWindow& window, const StartupOptions& options);
    // True when the arguments ask for a job without a window (--export, --report, --help,
    // --version):
    // the platform is then set to offscreen before the application object exists.
    static bool wantsHeadless(int argc, char** argv);

private:
    // The option's number; -1 when it is not given. A value that is no number ends the process
    // with exit code 2 and a message naming the option and what it takes.
    static double number(const QCommandLineParser& parser, const QCommandLineOption& option,
                         const QString& takes);
    static engine::TestMode testMode(const QString& text); // --run's; exits 2 when unknown
    // --compare, --export, --report and -o: jobs on saved result files.
    static void addFileOptions(QCommandLineParser& parser);
    static StartupOptions readFileOptions(const QCommandLineParser& parser, StartupOptions options);
    // --plan: opens the Plan window, loads the file and starts it; ended(ok) when it ends.
    static void runPlan(MainWindow& window, const QString& path, bool quit,
                        const std::function<void(bool)>& ended);
};

} // namespace bw::ui
