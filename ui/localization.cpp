// SPDX-License-Identifier: MIT
#include "localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace bw::ui {

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

} // namespace bw::ui
