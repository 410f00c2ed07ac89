// SPDX-License-Identifier: MIT
// benchwire: the desktop app. Parses options, installs translations, shows the window.
#include "benchwire/openfiles.h"
#include "compare/comparecontroller.h"
#include "localization.h"
#include "mainwindow.h"
#include "report/reportwriter.h"
#include "startupoptions.h"

#include <QApplication>

int main(int argc, char** argv)
{
    // Every stream is a socket: take the open files the hard limit allows (the usual soft
    // limit of 1,024 is below what 1,024 streams need) before any thread starts.
    bw::engine::raiseOpenFileLimit();
    // --compare … --export DIR and --report … -o FILE draw their charts off screen, and --help
    // and --version only print: no display needed.
    const bool headless = bw::ui::StartupOptionsParser::wantsHeadless(argc, argv);
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Benchwire"));
    QApplication::setOrganizationDomain(QStringLiteral("benchwire.org"));
    QApplication::setApplicationName(QStringLiteral("Benchwire"));
    QApplication::setApplicationVersion(QStringLiteral(BENCHWIRE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("benchwire"));
    bw::ui::installTranslations(app, bw::ui::chosenLocale());

    const bw::ui::StartupOptions options =
        bw::ui::StartupOptionsParser::parse(QApplication::arguments());
    if (options.headlessExport())
        return bw::ui::CompareController::exportHeadless(options.compareFiles, options.exportDir,
                                                         options.dark);
    if (options.report)
        return bw::ui::ReportWriter::writeHeadless(options.reportFiles, options.reportPath,
                                                   options.dark);
    bw::ui::MainWindow window;
    window.show();
    bw::ui::StartupOptionsParser::apply(window, options);
    return QApplication::exec();
}
