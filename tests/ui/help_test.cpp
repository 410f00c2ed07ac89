// SPDX-License-Identifier: MIT
// The Help menu: its actions, the About box's facts (version, protocol, build, Qt, licences),
// the shortcuts list read from the window's own actions, and where the user's guide is found.
#include "guitestsupport.h"
#include "help/helpmenu.h"
#include "mainwindow.h"
#include "testpaths.h"

#include "benchwire/types.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>

using namespace bw::ui;
using namespace bw::ui::test;

class HelpTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7")); }
    void menuHasItsActions();
    void aboutNamesVersionBuildAndLicences();
    void aboutBoxShowsTheText();
    void shortcutsComeFromTheWindowsActions();
    void userGuideIsTheSourceReadme();

private:
    IsolatedSettings m_settings;
};

void HelpTest::menuHasItsActions()
{
    MainWindow w;
    QMenu* help = w.menuBar()->findChild<QMenu*>(QStringLiteral("menuHelp"));
    QVERIFY(help);
    QStringList names;
    for (const QAction* a : help->actions()) {
        if (!a->isSeparator()) names << a->objectName();
    }
    QCOMPARE(names,
             QStringList({QStringLiteral("actionUserGuide"), QStringLiteral("actionShortcuts"),
                          QStringLiteral("actionAbout"), QStringLiteral("actionAboutQt")}));
    // The last menu of the bar, as on every desktop.
    QCOMPARE(w.menuBar()->actions().constLast()->menu(), help);
}

void HelpTest::aboutNamesVersionBuildAndLicences()
{
    const QString text = aboutText();
    QVERIFY2(text.contains(QLatin1String("Benchwire 9.8.7")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Protocol version %1").arg(bw::engine::kProtocolVersion)));
    QVERIFY(
        text.contains(QStringLiteral("Qt %1 (built with Qt %2)")
                          .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))));
    QVERIFY(text.contains(QSysInfo::buildCpuArchitecture()));
    QVERIFY(text.contains(QLatin1String("MIT licence")));
    QVERIFY(text.contains(QLatin1String("Qt Charts, under the GNU GPL version 3")));
    QVERIFY(text.contains(QLatin1String("GNU General Public License version 3")));
}

void HelpTest::aboutBoxShowsTheText()
{
    MainWindow w;
    w.show();
    QString shown;
    QTimer::singleShot(0, &w, [&shown] {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            if (auto* box = qobject_cast<QMessageBox*>(top);
                box && box->objectName() == QLatin1String("aboutBox")) {
                shown = box->text();
                box->close();
            }
        }
    });
    w.findChild<QAction*>(QStringLiteral("actionAbout"))->trigger();
    QCOMPARE(shown, aboutText());
}

void HelpTest::shortcutsComeFromTheWindowsActions()
{
    MainWindow w;
    const QStringList lines = shortcutLines(&w);
    // The guide's F1, as the platform names it (QKeySequence::HelpContents).
    const QString guide =
        QStringLiteral("User's guide\t") + w.findChild<QAction*>(QStringLiteral("actionUserGuide"))
                                               ->shortcut()
                                               .toString(QKeySequence::NativeText);
    QVERIFY2(lines.contains(guide), qPrintable(lines.join(QLatin1Char('|'))));
    for (const QString& line : lines) {
        QVERIFY2(!line.contains(QLatin1Char('&')), qPrintable(line));
        QCOMPARE(line.count(QLatin1Char('\t')), 1);
        QVERIFY2(!line.section(QLatin1Char('\t'), 1).isEmpty(), qPrintable(line));
    }
    // An action given a shortcut shows up; one without does not.
    auto* extra = new QAction(QStringLiteral("&Extra thing"), &w);
    extra->setShortcut(QKeySequence(QStringLiteral("Ctrl+Alt+J")));
    auto* plain = new QAction(QStringLiteral("Plain thing"), &w);
    const QStringList after = shortcutLines(&w);
    QVERIFY(after.contains(QStringLiteral("Extra thing\t") +
                           extra->shortcut().toString(QKeySequence::NativeText)));
    QVERIFY(!after.join(QLatin1Char('\n')).contains(plain->text()));
}

void HelpTest::userGuideIsTheSourceReadme()
{
    // Run from the build tree: no package beside the test, so the source tree's README.
    QCOMPARE(userGuidePath(),
             QFileInfo(bw::test::besideTest(BENCHWIRE_TEST_SOURCE_DIR "/README.md"))
                 .canonicalFilePath());
}

QTEST_MAIN(HelpTest)
#include "help_test.moc"
