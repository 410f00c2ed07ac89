// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QMainWindow;
class QMenu;
class QWidget;

namespace bw::ui {

// The Help menu: the user's guide (the README and docs/ installed beside the app, opened in the
// system's viewer), the keyboard shortcuts of the window's actions, About Benchwire (version,
// protocol, build, Qt, licences) and About Qt.
QMenu* createHelpMenu(QMainWindow* window);

// The About box's text: version, protocol version, build, Qt version and the licences.
QString aboutText();

// The user's guide on this machine: the first README.md found where the packages put it
// (Windows: the install folder, beside docs\; Linux: /usr/share/doc/benchwire) or in the
// source tree the app was built from; empty when none is there.
QString userGuidePath();

// The shortcuts of every action in `window` that has one, as "text<TAB>shortcut" lines in the
// menus' order (mnemonic ampersands removed).
QStringList shortcutLines(const QWidget* window);

} // namespace bw::ui
