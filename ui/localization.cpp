// SPDX-License-Identifier: MIT
#include "localization.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTranslator>

namespace bw::ui {

namespace {
const QString kLanguageKey = QStringLiteral("language"); // "" = the system's

class LanguageTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::Language)
};
} // namespace

bool installTranslations(QCoreApplication& app, const QLocale& locale)
{
    // Qt's own strings (dialog buttons, context menus) from the Qt installation.
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    // Ours are embedded by qt_add_translations under :/i18n.
    auto* own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("benchwire"), QStringLiteral("_"),
                   QStringLiteral(":/i18n"))) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    return true;
}

QStringList translatedLanguages()
{
    return {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("zh_CN")};
}

QLocale chosenLocale()
{
    const QString name = QSettings().value(kLanguageKey).toString();
    return name.isEmpty() ? QLocale() : QLocale(name);
}

QMenu* createLanguageMenu(QWidget* parent)
{
    auto* menu = new QMenu(LanguageTr::tr("&Language"), parent);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString current = QSettings().value(kLanguageKey).toString();
    auto add = [&](const QString& name, const QString& text) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(name == current);
        a->setData(name);
        a->setObjectName(QStringLiteral("actionLanguage_%1")
                             .arg(name.isEmpty() ? QStringLiteral("system") : name));
        group->addAction(a);
    };
    add({}, LanguageTr::tr("System language"));
    add(QStringLiteral("en"), QStringLiteral("English"));
    // Each language under its own name, so that a user who cannot read the current one finds it.
    for (const QString& name : translatedLanguages()) {
        const QLocale locale(name);
        QString text = locale.nativeLanguageName();
        if (name == QLatin1String("zh_CN")) text = QStringLiteral("简体中文");
        add(name, text.left(1).toUpper() + text.mid(1));
    }
    QObject::connect(group, &QActionGroup::triggered, menu, [parent](QAction* a) {
        QSettings().setValue(kLanguageKey, a->data().toString());
        QMessageBox::information(parent, LanguageTr::tr("Language"),
                                 LanguageTr::tr("The language changes when Benchwire starts "
                                                "again."));
    });
    return menu;
}

} // namespace bw::ui
