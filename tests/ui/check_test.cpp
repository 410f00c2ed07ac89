// SPDX-License-Identifier: MIT
// The Check button next to the peer's address: a real MainWindow against a real in-process
// server on loopback. The report shows in the window (not only the status bar): TCP and UDP
// reachable with the server's probe count, and a port where nothing listens as refused.
#include "dialogs/firewalldialog.h"
#include "guitestsupport.h"
#include "mainwindow.h"

#include <QLabel>
#include <QPushButton>
#include <QTcpServer>

using namespace bw::ui;
using namespace bw::ui::test;

class CheckTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void reachableServer();
    void closedPortIsRefused();

private:
    QString runCheck(quint16 port);

    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<MainWindow> m_window;
};

void CheckTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
}

void CheckTest::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void CheckTest::cleanup()
{
    m_window.reset();
}

// Types peer and port, clicks Check and returns the report the window shows.
QString CheckTest::runCheck(quint16 port)
{
    typeInto(child<QLineEdit>(m_window.get(), "peerEdit"), QStringLiteral("127.0.0.1"));
    typeInto(child<QAbstractSpinBox>(m_window.get(), "portSpin"), QString::number(port));
    auto* button = child<QPushButton>(m_window.get(), "checkButton");
    auto* label = child<QLabel>(m_window.get(), "checkResultLabel");
    if (!button || !label) return {};
    QTest::mouseClick(button, Qt::LeftButton);
    // While it runs the button waits, and the label says what is being checked.
    if (button->isEnabled() || !label->text().contains(QLatin1String("Checking"))) return {};
    if (!QTest::qWaitFor([&] { return button->isEnabled(); }, 10000)) return {};
    return label->isVisible() ? label->text() : QString();
}

void CheckTest::reachableServer()
{
    const QString port = QString::number(m_server.port());
    const QString shown = runCheck(m_server.port());
    QVERIFY2(shown.contains(QStringLiteral("TCP %1: reachable").arg(port)), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("UDP %1: reachable (5 of 5 probes arrived").arg(port)),
             qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("Everything tested is reachable.")), qPrintable(shown));
    QVERIFY(!child<QPushButton>(m_window.get(), "checkAllowButton")->isVisible());
}

void CheckTest::closedPortIsRefused()
{
    QTcpServer probe; // a port that was free a moment ago: nothing listens there
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    const QString shown = runCheck(port);
    QVERIFY2(shown.contains(QStringLiteral("TCP %1: refused").arg(port)), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("UDP %1: not tested").arg(port)), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("Not everything is reachable:")), qPrintable(shown));
    // A failed check offers the firewall commands for that port, in the dialog.
    auto* allow = child<QPushButton>(m_window.get(), "checkAllowButton");
    QVERIFY(allow && allow->isVisible());
    QTest::mouseClick(allow, Qt::LeftButton);
    FirewallDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = m_window->findChild<FirewallDialog*>()) != nullptr, 5000);
    QVERIFY(dialog->windowTitle().size() > 0);
    dialog->reject(); // nothing runs without consent
}

QTEST_MAIN(CheckTest)
#include "check_test.moc"
