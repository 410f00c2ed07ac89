// SPDX-License-Identifier: MIT
// Serve mode's "This subnet only": with the loopback address picked as the local side, the
// window's server takes the allow-list 127.0.0.0/8, says so, serves a client from 127.0.0.1
// and refuses one from ::1 at once, naming the allow-list (real benchwire-cli clients).
#include "guitestsupport.h"
#include "mainwindow.h"
#include "run/servecontroller.h"
#include "testpaths.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTcpServer>
#include <QTest>

using namespace bw::ui;
using namespace bw::ui::test;

class ServeSubnetTest : public QObject
{
    Q_OBJECT
private slots:
    void subnetOnlyServesItsSubnetAndRefusesOthers();

private:
    // Runs a short CLI client against the window's server; returns its exit code and output.
    static int runClient(const QString& host, quint16 port, QString& output);
};

int ServeSubnetTest::runClient(const QString& host, quint16 port, QString& output)
{
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(bw::test::cliPath(),
              {QStringLiteral("-c"), host, QStringLiteral("-p"), QString::number(port),
               QStringLiteral("-t"), QStringLiteral("0.5")});
    // The server runs on engine threads: the GUI thread only has to keep posting events.
    if (!QTest::qWaitFor([&] { return cli.state() == QProcess::NotRunning; }, 20000)) {
        cli.kill();
        cli.waitForFinished();
        output = QStringLiteral("(timed out)");
        return -1;
    }
    output = QString::fromUtf8(cli.readAll());
    return cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
}

void ServeSubnetTest::subnetOnlyServesItsSubnetAndRefusesOthers()
{
    IsolatedSettings settings;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* iface = child<QComboBox>(&window, "interfaceCombo");
    const int loopback = iface->findText(QStringLiteral("127.0.0.1"), Qt::MatchContains);
    QVERIFY2(loopback >= 0, "no 127.0.0.1 entry in the interface picker");
    iface->setCurrentIndex(loopback);
    QTcpServer probe; // a port free a moment ago
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    typeInto(child<QAbstractSpinBox>(&window, "portSpin"), QString::number(port));
    child<QCheckBox>(&window, "subnetOnlyCheck")->setChecked(true);
    QTest::mouseClick(child<QPushButton>(&window, "serveButton"), Qt::LeftButton);
    QVERIFY(window.isServing());
    QVERIFY(!child<QCheckBox>(&window, "subnetOnlyCheck")->isEnabled());
    const QString said = child<QLabel>(&window, "serveStatusLabel")->text();
    QVERIFY2(said.contains(QLatin1String("Only clients from 127.0.0.0/8 are served.")),
             qPrintable(said));

    QString output;
    QCOMPARE(runClient(QStringLiteral("::1"), port, output), 1);
    QVERIFY2(output.contains(QLatin1String("allow-list")), qPrintable(output));
    QTRY_VERIFY_WITH_TIMEOUT(!window.serveController()->testActive(), 5000);
    const int rc = runClient(QStringLiteral("127.0.0.1"), port, output);
    QVERIFY2(rc == 0, qPrintable(output));
}

QTEST_MAIN(ServeSubnetTest)
#include "servesubnet_test.moc"
