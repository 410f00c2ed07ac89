// SPDX-License-Identifier: MIT
// Serve mode's remote control in a real MainWindow: off by default; ticked, it shows a code
// (groups of four) with Copy and New code, kept in QSettings across windows until New code;
// serving with it, a console (the engine's RemotePair, as benchwire-cli --plan uses it) that
// types the code in another case and grouping is let in over 127.0.0.1, a wrong code is refused,
// and without the tick no console is. The choice and New code wait for Stop serving.
#include "guitestsupport.h"

#include "mainwindow.h"
#include "widgets/peerpanel.h"
#include "widgets/remotecontrolbox.h"

#include "benchwire/remote.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTcpServer>

#include <memory>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {

std::unique_ptr<MainWindow> openWindow()
{
    auto w = std::make_unique<MainWindow>();
    w->setPersistSettings(false); // the remote-control box keeps its own settings regardless
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) qWarning("the window was not exposed");
    return w;
}

bw::engine::Error openConsole(quint16 port, const QString& key)
{
    bw::engine::RemotePairSpec spec;
    spec.endpointHost = "127.0.0.1";
    spec.endpointPort = port;
    spec.key = key.toStdString();
    spec.connectTimeoutMs = 3000;
    spec.test.host = "127.0.0.1";
    spec.test.port = port;
    bw::engine::Error error;
    bw::engine::RemotePair pair = bw::engine::RemotePair::open(spec, error);
    if (!error && !pair) error.message = "no pair and no error";
    return error;
}

// A port free at the moment, typed into the Port field, then Serve clicked.
quint16 serve(MainWindow* w)
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0)) return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    typeInto(child<QAbstractSpinBox>(w, "portSpin"), QString::number(port));
    QTest::mouseClick(child<QPushButton>(w, "serveButton"), Qt::LeftButton);
    return w->isServing() ? port : 0;
}

// The code as a person might type it from the screen: lower case, dashes as spaces.
QString retyped(const QString& code)
{
    return code.toLower().replace(QLatin1Char('-'), QLatin1Char(' '));
}

} // namespace

class RemoteControlGuiTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_settings = std::make_unique<IsolatedSettings>(); }

    void codeIsShownCopiedAndKept()
    {
        QString code;
        {
            auto w = openWindow();
            auto* allow = child<QCheckBox>(w.get(), "remoteControlCheck");
            auto* label = child<QLabel>(w.get(), "controlCodeLabel");
            QVERIFY(!allow->isChecked()); // off by default
            QVERIFY(!label->isVisible());
            QTest::mouseClick(allow, Qt::LeftButton);
            QVERIFY(allow->isChecked());
            QVERIFY(label->isVisible());
            code = label->text();
            QVERIFY2(QRegularExpression(QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-"
                                                       "Z]{4}){3}$"))
                         .match(code)
                         .hasMatch(),
                     qPrintable(code));
            QTest::mouseClick(child<QPushButton>(w.get(), "copyCodeButton"), Qt::LeftButton);
            QCOMPARE(QGuiApplication::clipboard()->text(), code);
        }
        {
            auto w = openWindow(); // as after a restart of the app
            QVERIFY(child<QCheckBox>(w.get(), "remoteControlCheck")->isChecked());
            QCOMPARE(child<QLabel>(w.get(), "controlCodeLabel")->text(), code);
            QTest::mouseClick(child<QPushButton>(w.get(), "newCodeButton"), Qt::LeftButton);
            QVERIFY(child<QLabel>(w.get(), "controlCodeLabel")->text() != code);
            code = child<QLabel>(w.get(), "controlCodeLabel")->text();
        }
        auto w = openWindow();
        QCOMPARE(w->peerPanel()->remoteControl()->code(), code);
    }

    void consoleWithTheCodeIsLetIn()
    {
        auto w = openWindow();
        auto* allow = child<QCheckBox>(w.get(), "remoteControlCheck");
        if (!allow->isChecked()) QTest::mouseClick(allow, Qt::LeftButton);
        const QString code = child<QLabel>(w.get(), "controlCodeLabel")->text();
        const quint16 port = serve(w.get());
        QVERIFY(port);
        QVERIFY(child<QLabel>(w.get(), "serveStatusLabel")->text().contains(code));
        // The server keeps the code it started with: no change while it serves.
        QVERIFY(!allow->isEnabled());
        QVERIFY(!child<QPushButton>(w.get(), "newCodeButton")->isEnabled());
        QVERIFY(child<QPushButton>(w.get(), "newCodeButton")->toolTip().contains("Stop serving"));

        bw::engine::Error e = openConsole(port, retyped(code));
        QVERIFY2(!e, e.describe().c_str());
        e = openConsole(port, code.toLower().remove(QLatin1Char('-')));
        QVERIFY2(!e, e.describe().c_str());
        QString wrong = code;
        wrong[0] = wrong[0] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
        e = openConsole(port, wrong);
        QVERIFY(e.code == bw::engine::Errc::Refused);
        QVERIFY2(e.message.find("does not match") != std::string::npos, e.describe().c_str());
        QVERIFY(w->isServing()); // and it still serves
        e = openConsole(port, code);
        QVERIFY2(!e, e.describe().c_str());
        QTest::mouseClick(child<QPushButton>(w.get(), "serveButton"), Qt::LeftButton);
        QVERIFY(!w->isServing());
        QVERIFY(allow->isEnabled());
    }

    void withoutTheTickNoConsoleIsLetIn()
    {
        auto w = openWindow();
        auto* allow = child<QCheckBox>(w.get(), "remoteControlCheck");
        if (allow->isChecked()) QTest::mouseClick(allow, Qt::LeftButton);
        const QString code = child<QLabel>(w.get(), "controlCodeLabel")->text();
        const quint16 port = serve(w.get());
        QVERIFY(port);
        QVERIFY(!child<QLabel>(w.get(), "serveStatusLabel")->text().contains(code));
        const bw::engine::Error e = openConsole(port, code);
        QVERIFY2(e.message.find("does not accept remote control") != std::string::npos,
                 e.describe().c_str());
    }

private:
    std::unique_ptr<IsolatedSettings> m_settings;
};

QTEST_MAIN(RemoteControlGuiTest)
#include "remotecontrol_gui_test.moc"
