// SPDX-License-Identifier: MIT
#include "startupoptions.h"

#include "compare/comparecontroller.h"
#include "compare/comparewindow.h"
#include "export/exportcontroller.h"
#include "mainwindow.h"
#include "plan/planwindow.h"
#include "widgets/peerpanel.h"
#include "widgets/settingspanel.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QScreen>
#include <QTimer>

#include <cstdio>

namespace bw::ui {

namespace {
// How long the window takes to draw a run's last figures after the run ends.
constexpr int kSettleMs = 300;
} // namespace

double StartupOptionsParser::number(const QCommandLineParser& parser,
                                    const QCommandLineOption& option, const QString& takes)
{
    if (!parser.isSet(option)) return -1;
    bool ok = false;
    const double v = parser.value(option).toDouble(&ok);
    if (ok && v >= 0) return v;
    std::fprintf(stderr, "%s\n",
                 qPrintable(tr("--%1 %2: not a number; give %3")
                                .arg(option.names().first(), parser.value(option), takes)));
    std::exit(2);
}

engine::TestMode StartupOptionsParser::testMode(const QString& text)
{
    engine::TestMode mode;
    if (engine::parseTestMode(text.toStdString(), mode)) return mode;
    std::fprintf(stderr, "%s\n",
                 qPrintable(tr("--run %1: unknown test mode; give upload, download, "
                               "bidirectional or both-ways")
                                .arg(text)));
    std::exit(2);
}

StartupOptions StartupOptionsParser::parse(const QStringList& arguments)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Benchwire: network throughput tests with live charts."));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption serve(QStringLiteral("serve"), tr("Start in Serve mode."));
    const QCommandLineOption port(QStringLiteral("port"), tr("Test port."), tr("port"));
    const QCommandLineOption peer(QStringLiteral("peer"), tr("Peer to test against."), tr("host"));
    const QCommandLineOption run(QStringLiteral("run"),
                                 tr("Start a test at once: upload, download, both-ways or "
                                    "bidirectional."),
                                 tr("mode"));
    const QCommandLineOption duration(QStringLiteral("duration"), tr("Test duration."),
                                      tr("seconds"));
    const QCommandLineOption interval(QStringLiteral("interval"), tr("Report interval."),
                                      tr("seconds"));
    const QCommandLineOption streams(QStringLiteral("streams"), tr("Parallel streams."),
                                     tr("count"));
    const QCommandLineOption quit(QStringLiteral("quit-after-run"),
                                  tr("Quit when the test ends; the exit code is 1 after a "
                                     "failure."));
    const QCommandLineOption shot(QStringLiteral("screenshot"),
                                  tr("Save a screenshot of the window."), tr("file"));
    const QCommandLineOption shotAt(QStringLiteral("screenshot-at"),
                                    tr("When to take the screenshot, in milliseconds after "
                                       "start (default: when the test ends)."),
                                    tr("ms"));
    const QCommandLineOption json(QStringLiteral("save-json"),
                                  tr("Save the result as JSON when the test ends."), tr("file"));
    const QCommandLineOption dark(QStringLiteral("dark"),
                                  tr("Use the dark theme (with --export or --report: dark "
                                     "charts)."));
    const QCommandLineOption noDiscovery(QStringLiteral("no-discovery"),
                                         tr("Do not search the local network for peers."));
    p.addOptions({serve, port, peer, run, duration, interval, streams, quit, shot, shotAt, json,
                  dark, noDiscovery});
    addFileOptions(p);
    p.process(arguments);

    StartupOptions o;
    o.serve = p.isSet(serve);
    o.port = p.isSet(port) ? p.value(port).toInt() : -1;
    o.peer = p.value(peer);
    if (p.isSet(run)) o.run = testMode(p.value(run));
    o.durationSeconds = number(p, duration, tr("seconds, e.g. 10 or 2.5"));
    o.intervalSeconds = number(p, interval, tr("seconds, e.g. 1 or 0.5"));
    o.streams = int(number(p, streams, tr("a whole number of streams, 1 to 1024")));
    o.quitAfterRun = p.isSet(quit);
    o.screenshotPath = p.value(shot);
    o.screenshotAtMs = p.isSet(shotAt) ? p.value(shotAt).toInt() : -1;
    o.resultJsonPath = p.value(json);
    o.dark = p.isSet(dark);
    o.discovery = !p.isSet(noDiscovery) && !o.run; // a scripted run needs no probes
    return readFileOptions(p, o);
}

void StartupOptionsParser::addFileOptions(QCommandLineParser& p)
{
    p.addOption(
        {QStringLiteral("compare"), tr("Compare the result files given as arguments (2 to 8).")});
    p.addOption({QStringLiteral("export"),
                 tr("With --compare: write the charts, table and results into this folder and "
                    "quit, without a window."),
                 tr("folder")});
    p.addOption({QStringLiteral("report"),
                 tr("Write a report of the result files given as arguments (1 to 8) to -o FILE "
                    "and quit, without a window: charts, tables, CPU, latency and link facts "
                    "as one HTML file, or as PDF.")});
    p.addOption({QStringLiteral("plan"),
                 tr("Open the Plan window with this plan file (as benchwire-cli --plan reads "
                    "it) and run its pairs."),
                 tr("file")});
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 tr("With --report: the report to write, ending in .html or .pdf."),
                 tr("file")});
    p.addPositionalArgument(QStringLiteral("files"), tr("Result files for --compare or --report."),
                            QStringLiteral("[files...]"));
}

StartupOptions StartupOptionsParser::readFileOptions(const QCommandLineParser& p, StartupOptions o)
{
    const bool compare = p.isSet(QStringLiteral("compare"));
    o.report = p.isSet(QStringLiteral("report"));
    const auto refuse = [](const QString& message) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        std::exit(2);
    };
    if (p.isSet(QStringLiteral("export")) && !compare)
        refuse(tr("--export needs --compare and result files."));
    if (p.isSet(QStringLiteral("output")) && !o.report)
        refuse(tr("-o %1: an output file is for --report; add --report and the result files.")
                   .arg(p.value(QStringLiteral("output"))));
    if (compare && o.report)
        refuse(tr("--compare and --report cannot go together: a report of two or more results "
                  "holds their comparison; give --report alone."));
    if (compare) o.compareFiles = p.positionalArguments();
    if (o.report) o.reportFiles = p.positionalArguments();
    o.exportDir = p.value(QStringLiteral("export"));
    o.reportPath = p.value(QStringLiteral("output"));
    o.planPath = p.value(QStringLiteral("plan"));
    return o;
}

bool StartupOptionsParser::wantsHeadless(int argc, char** argv)
{
    // Help and the version print and quit: a server without a display must answer them too.
    static const char* const kNoWindow[] = {"-h", "--help", "--help-all", "-v", "--version"};
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--export") == 0 || qstrncmp(argv[i], "--export=", 9) == 0 ||
            qstrcmp(argv[i], "--report") == 0 || qstrcmp(argv[i], "-o") == 0 ||
            qstrcmp(argv[i], "--output") == 0)
            return true;
        for (const char* flag : kNoWindow)
            if (qstrcmp(argv[i], flag) == 0) return true;
    }
    return false;
}

void StartupOptionsParser::apply(MainWindow& w, const StartupOptions& o)
{
    if (o.scripted()) w.setPersistSettings(false);
    if (o.port > 0) w.peerPanel()->setPort(o.port);
    if (!o.peer.isEmpty()) w.peerPanel()->setPeer(o.peer);
    TestSettings s = w.settingsPanel()->settings();
    if (o.durationSeconds > 0) s.durationMs = int(o.durationSeconds * 1000);
    if (o.intervalSeconds > 0) s.intervalMs = int(o.intervalSeconds * 1000);
    if (o.streams > 0) s.streams = o.streams;
    w.settingsPanel()->setSettings(s);
    if (o.dark) w.findChild<QAction*>(QStringLiteral("actionDarkTheme"))->setChecked(true);
    if (o.serve) w.setServing(true);
    if (o.discovery) w.startDiscovery();
    if (!o.compareFiles.isEmpty()) {
        const QStringList files = o.compareFiles;
        QTimer::singleShot(0, &w, [&w, files] { w.compareController()->showFiles(files); });
    }

    const QString shotPath = o.screenshotPath;
    auto grab = [&w, shotPath] {
        if (shotPath.isEmpty()) return;
        // With --compare or --plan, that window is what the screenshot is of.
        QWidget* compare = w.compareController()->compareWindow();
        QWidget* plan = w.planWindow();
        (plan ? plan : compare ? compare : static_cast<QWidget*>(&w))->grab().save(shotPath);
    };
    if (o.screenshotAtMs >= 0) QTimer::singleShot(o.screenshotAtMs, &w, grab);
    const QString jsonPath = o.resultJsonPath;
    const bool quit = o.quitAfterRun;
    const bool shotAtEnd = o.screenshotAtMs < 0;
    const auto ended = [&w, jsonPath, quit, shotAtEnd, grab](bool ok) {
        // The panes lay out the run's last figures (the idle baseline, its legend entries and
        // the axes they widen) on the next refreshes: a picture taken at once showed a legend
        // half laid out and elided labels. Take it, and quit, after them.
        QTimer::singleShot(
            shotAtEnd ? kSettleMs : 0, &w, [&w, jsonPath, quit, shotAtEnd, grab, ok] {
                if (shotAtEnd) grab();
                QString error;
                if (!jsonPath.isEmpty() && ok && !w.exporter()->exportJson(jsonPath, error))
                    std::fprintf(stderr, "%s\n", qPrintable(error));
                if (quit) QCoreApplication::exit(ok ? 0 : 1);
            });
    };
    QObject::connect(&w, &MainWindow::runEnded, &w, ended);
    if (!o.planPath.isEmpty()) runPlan(w, o.planPath, quit, ended);
    if (o.run) {
        const engine::TestMode mode = *o.run;
        QTimer::singleShot(300, &w, [&w, mode, quit] {
            if (!w.startRun(mode) && quit) QCoreApplication::exit(1);
        });
    }
}

void StartupOptionsParser::runPlan(MainWindow& w, const QString& path, bool quit,
                                   const std::function<void(bool)>& ended)
{
    QTimer::singleShot(300, &w, [&w, path, quit, ended] {
        w.openPlan();
        PlanWindow* plan = w.planWindow();
        plan->resize(plan->screen()->availableGeometry().size()); // a screenshot's whole screen
        QObject::connect(plan, &PlanWindow::runEnded, &w, ended);
        if (!plan->loadPlan(path) || !plan->start()) {
            std::fprintf(stderr, "%s\n", qPrintable(plan->shownError()));
            if (quit) QCoreApplication::exit(2);
        }
    });
}

} // namespace bw::ui
