// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QStringList>

class QCoreApplication;
class QMenu;
class QWidget;

namespace bw::ui {

// Installs Benchwire's and Qt's own translations for the locale (by default the system's).
// Returns true when a Benchwire translation for it was found.
bool installTranslations(QCoreApplication& app, const QLocale& locale = QLocale());

// The languages Benchwire is translated to, as locale names ("de", "fr", "zh_CN"); English,
// the source language, is not listed.
QStringList translatedLanguages();

// The language chosen in the View menu (saved in QSettings), else the system's.
QLocale chosenLocale();

// View > Language: the system's language, English or a translation. A change takes effect at
// the next start, so no window has to re-translate itself.
QMenu* createLanguageMenu(QWidget* parent);

} // namespace bw::ui
