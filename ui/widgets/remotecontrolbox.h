// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;

namespace bw::ui {

// Serve mode's remote control (docs/remote-control.md): whether the server takes a control
// key, and that key as a short code (engine makeControlCode) to read out or copy to the
// console. The choice and the code go to QSettings at once, not at exit: a code given out to
// a console must survive a crash of this app. The code stays until New code makes another.
class RemoteControlBox : public QWidget
{
    Q_OBJECT
public:
    explicit RemoteControlBox(QWidget* parent = nullptr);

    bool isAllowed() const;
    QString code() const; // in groups of four, as shown
    // What the server starts with (ServerConfig::controlKey): the code, or empty when off.
    QString controlKey() const;
    // The server keeps the key it started with: the choice and New code wait for Stop.
    void setServing(bool serving);

signals:
    void codeChanged(const QString& code);

private:
    void makeNewCode();
    void onAllowToggled(bool allowed);

    QCheckBox* m_allow = nullptr;
    QLabel* m_code = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_newCode = nullptr;
};

} // namespace bw::ui
