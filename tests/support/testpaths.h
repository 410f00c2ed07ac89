// SPDX-License-Identifier: MIT
// The programs a test runs and the files it reads, found from the test program's own folder:
// the build gives each as a path relative to that folder (cmake/TestPaths.cmake), never an
// absolute one, so a test compiles the same in every checkout and ccache reuses it in a fresh
// clone. The same holds run by hand, by ctest, or as a .exe under Wine (Z:\ is the Linux root).
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QString>

namespace bw::test {

// The folder this test program is in, links resolved.
inline QString testProgramDir()
{
    if (QCoreApplication::instance()) return QCoreApplication::applicationDirPath();
    // QTEST_APPLESS_MAIN has no application object; those tests run on Linux only.
    return QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath()).path();
}

// relative (a definition from cmake/TestPaths.cmake, and what follows it) from this program's
// folder.
inline QString besideTest(const char* relative)
{
    return QDir::cleanPath(testProgramDir() + QLatin1Char('/') + QString::fromUtf8(relative));
}

#ifdef BENCHWIRE_CLI
// benchwire-cli of the same build.
inline QString cliPath()
{
    return besideTest(BENCHWIRE_CLI);
}
#endif

#ifdef BENCHWIRE_GUI_EXECUTABLE
// The desktop app (benchwire) of the same build.
inline QString guiPath()
{
    return besideTest(BENCHWIRE_GUI_EXECUTABLE);
}
#endif

} // namespace bw::test
