// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>

class QCoreApplication;

namespace bw::ui {

// Installs Benchwire's and Qt's own translations for the locale (by default the system's).
// Returns true when a Benchwire translation for it was found.
bool installTranslations(QCoreApplication& app, const QLocale& locale = QLocale());

} // namespace bw::ui
