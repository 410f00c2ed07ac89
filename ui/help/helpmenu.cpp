// SPDX-License-Identifier: MIT
#include "help/helpmenu.h"

#include "benchwire/types.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSysInfo>
#include <QUrl>

namespace bw::ui {

namespace {

// The context of the menu's strings in the translations.
struct HelpText
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::HelpMenu)
};

QString compilerName()
{
#if defined(__clang__)
    return QStringLiteral("Clang %1.%2.%3")
        .arg(__clang_major__)
        .arg(__clang_minor__)
        .arg(__clang_patchlevel__);
#elif defined(__GNUC__)
    return QStringLiteral("GCC %1.%2.%3")
        .arg(__GNUC__)
        .arg(__GNUC_MINOR__)
        .arg(__GNUC_PATCHLEVEL__);
#elif defined(_MSC_VER)
    return QStringLiteral("MSVC %1").arg(_MSC_VER);
#else
    return QStringLiteral("?");
#endif
}

void showShortcuts(QWidget* window)
{
    QString rows;
    for (const QString& line : shortcutLines(window)) {
        const QStringList parts = line.split(QLatin1Char('\t'));
        rows += QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;<b>%2</b></td></tr>")
                    .arg(parts.value(0).toHtmlEscaped(), parts.value(1).toHtmlEscaped());
    }
    QMessageBox box(QMessageBox::NoIcon, HelpText::tr("Keyboard shortcuts"),
                    QStringLiteral("<table>%1</table>").arg(rows), QMessageBox::Close, window);
    box.setObjectName(QStringLiteral("shortcutsBox"));
    box.exec();
}

void openUserGuide(QWidget* window)
{
    const QString path = userGuidePath();
    if (path.isEmpty() || !QDesktopServices::openUrl(QUrl::fromLocalFile(path))) {
        QMessageBox::information(
            window, HelpText::tr("User's guide"),
            path.isEmpty()
                ? HelpText::tr(
                      "The user's guide is not installed here. It is README.md and the docs "
                      "folder of Benchwire's source.")
                : HelpText::tr("No program opens %1 here. Open it with a text editor or a Markdown "
                               "viewer.")
                      .arg(QDir::toNativeSeparators(path)));
    }
}

} // namespace

QString aboutText()
{
    const QString build =
        QStringLiteral("%1, %2, %3")
            .arg(compilerName(), QSysInfo::buildCpuArchitecture(), QSysInfo::buildAbi());
    return HelpText::tr(
               "<h3>Benchwire %1</h3>"
               "<p>Network throughput tests between two machines.</p>"
               "<p>Protocol version %2<br>Build: %3<br>Qt %4 (built with Qt %5)</p>"
               "<p>Benchwire's source code is under the MIT licence. This app links Qt, under "
               "the GNU LGPL version 3, and Qt Charts, under the GNU GPL version 3, so this "
               "program as distributed is covered by the GNU General Public License version 3. "
               "benchwire-cli uses no Qt and is under the MIT licence alone. The licence texts "
               "come with the app (Windows: the licenses folder; Linux: "
               "/usr/share/doc/benchwire/copyright).</p>")
        .arg(QCoreApplication::applicationVersion(), QString::number(engine::kProtocolVersion),
             build, QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
}

QString userGuidePath()
{
    const QDir app(QCoreApplication::applicationDirPath());
    QStringList candidates = {app.filePath(QStringLiteral("../README.md")),
                              app.filePath(QStringLiteral("../share/doc/benchwire/README.md"))};
#ifdef BENCHWIRE_SOURCE_DIR
    candidates << QStringLiteral(BENCHWIRE_SOURCE_DIR "/README.md");
#endif
    for (const QString& c : candidates) {
        if (QFileInfo::exists(c)) return QFileInfo(c).canonicalFilePath();
    }
    return {};
}

QStringList shortcutLines(const QWidget* window)
{
    QStringList lines;
    const QList<QAction*> actions = window->findChildren<QAction*>();
    for (const QAction* a : actions) {
        if (a->shortcut().isEmpty() || a->text().isEmpty()) continue;
        QString text = a->text();
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        text.remove(QChar(0x2026)); // the ellipsis of "Open…"
        lines << text + QLatin1Char('\t') + a->shortcut().toString(QKeySequence::NativeText);
    }
    lines.removeDuplicates();
    return lines;
}

QMenu* createHelpMenu(QMainWindow* window)
{
    QMenu* help = window->menuBar()->addMenu(HelpText::tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    QAction* guide =
        help->addAction(HelpText::tr("&User's guide"), window, [window] { openUserGuide(window); });
    guide->setObjectName(QStringLiteral("actionUserGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    QAction* keys = help->addAction(HelpText::tr("&Keyboard shortcuts"), window,
                                    [window] { showShortcuts(window); });
    keys->setObjectName(QStringLiteral("actionShortcuts"));
    help->addSeparator();
    QAction* about = help->addAction(HelpText::tr("&About Benchwire"), window, [window] {
        QMessageBox box(QMessageBox::NoIcon, HelpText::tr("About Benchwire"), aboutText(),
                        QMessageBox::Close, window);
        box.setObjectName(QStringLiteral("aboutBox"));
        box.setIconPixmap(QApplication::windowIcon().pixmap(64, 64));
        box.exec();
    });
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(HelpText::tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    return help;
}

} // namespace bw::ui
