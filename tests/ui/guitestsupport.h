// SPDX-License-Identifier: MIT
// Shared set-up for the GUI tests: private settings, an in-process server on loopback, and
// helpers that fill the window's fields the way a user does.
#pragma once

#include "benchwire/server.h"
#include "benchwire/sink.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>

namespace bw::ui::test {

// Points QSettings and the run history at a temporary folder for this process, so tests never touch
// (or depend on) the user's settings, and parallel test processes do not share a file.
class IsolatedSettings
{
public:
    IsolatedSettings()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("BenchwireTest"));
        QCoreApplication::setApplicationName(QStringLiteral("BenchwireGuiTest"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QSettings().clear();
        // The run history too: a database in this folder, never the user's.
        qputenv("BENCHWIRE_HISTORY_DIR",
                QFile::encodeName(m_dir.filePath(QStringLiteral("history"))));
        // Typed numbers use '.' whatever the machine's locale.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
};

// A real Benchwire server on 127.0.0.1 with a port picked by the OS, with the engine's default
// limits unless given others.
class LoopbackServer
{
public:
    bool start(const engine::ServerLimits& limits = {})
    {
        engine::ServerConfig config;
        config.limits = limits;
        config.port = 0;
        config.bindAddress = "127.0.0.1";
        engine::Error error;
        m_server.emplace(engine::Server::start(config, m_sink, error));
        if (error) qWarning("server failed: %s", error.describe().c_str());
        return !error && bool(*m_server);
    }
    quint16 port() const { return m_server->port(); }
    // The server takes one test at a time and tears a session down after the client has its
    // result; a test that follows at once would be refused as busy.
    bool busy() const { return m_server->busy(); }
    void stop() { m_server->stop(); }

private:
    engine::Sink m_sink;
    std::optional<engine::Server> m_server;
};

// A client run's outcome, handed over from the engine's thread.
class ClientSink : public engine::Sink
{
public:
    void onFinished(const engine::TestResult& r) override
    {
        std::lock_guard lock(m_mutex); // guards m_result
        m_result = r;
        m_done.store(true);
    }
    void onFailed(const engine::Error& e) override
    {
        std::lock_guard lock(m_mutex); // guards m_error
        m_error = e.describe();
        m_done.store(true);
    }
    bool done() const { return m_done.load(); }
    engine::TestResult result()
    {
        std::lock_guard lock(m_mutex);
        return m_result;
    }
    std::string error()
    {
        std::lock_guard lock(m_mutex);
        return m_error;
    }

private:
    std::mutex m_mutex;
    engine::TestResult m_result;
    std::string m_error;
    std::atomic<bool> m_done{false};
};

template <typename T> T* child(QObject* parent, const char* name)
{
    T* w = parent->findChild<T*>(QLatin1String(name));
    if (!w) qWarning("no child %s", name);
    return w;
}

// Replaces a spin box's text by typing, as a user does.
inline void typeInto(QAbstractSpinBox* spin, const QString& text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
    spin->interpretText();
}

inline void typeInto(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Peer, port and a short run: 1 s measured, 200 ms intervals, no warm-up.
inline void fillShortRun(QObject* window, quint16 port,
                         const QString& duration = QStringLiteral("1"))
{
    typeInto(child<QLineEdit>(window, "peerEdit"), QStringLiteral("127.0.0.1"));
    typeInto(child<QAbstractSpinBox>(window, "portSpin"), QString::number(port));
    typeInto(child<QAbstractSpinBox>(window, "durationSpin"), duration);
    typeInto(child<QAbstractSpinBox>(window, "warmupSpin"), QStringLiteral("0"));
    typeInto(child<QAbstractSpinBox>(window, "intervalSpin"), QStringLiteral("0.2"));
    typeInto(child<QAbstractSpinBox>(window, "streamsSpin"), QStringLiteral("2"));
}

// Empty when `w` lies wholly inside `window`; else where it lies, for a failure message.
inline QString outsideWindow(QWidget& window, QWidget* w)
{
    const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
    if (window.rect().contains(r)) return {};
    return QStringLiteral("%1 at %2,%3 %4x%5, outside the %6x%7 window")
        .arg(w->objectName())
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height())
        .arg(window.width())
        .arg(window.height());
}

// What the inline error box says, for failure messages.
inline QString shownError(QObject* window)
{
    return window->findChild<QLabel*>(QStringLiteral("errorLabel"))->text();
}

// The app's environment for a job without a window (--export, --report): no platform and no
// display given, so it must pick offscreen itself; HOME in `home`.
inline QProcessEnvironment headlessEnvironment(const QString& home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("HOME"), home);
    return env;
}

inline bool idle(QObject* window)
{
    return child<QPushButton>(window, "uploadButton")->isEnabled() &&
           !child<QPushButton>(window, "stopButton")->isEnabled();
}

} // namespace bw::ui::test
