// SPDX-License-Identifier: MIT
// The app's command line as a user types it: a value it cannot use ends it with exit code 2 and
// a message that names the option, what was typed, and what it takes. Runs the real benchwire.
#include "testpaths.h"

#include <QProcess>
#include <QTest>

class StartupOptionsTest : public QObject
{
    Q_OBJECT
private slots:
    void badValuesAreNamed_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("streams") << QStringList{"--streams", "abc"}
                                 << "--streams abc: not a number; give a whole number of streams";
        QTest::newRow("duration") << QStringList{"--duration", "soon"}
                                  << "--duration soon: not a number; give seconds";
        QTest::newRow("mode") << QStringList{"--run", "sideways"}
                              << "--run sideways: unknown test mode; give upload, download, "
                                 "bidirectional or both-ways";
    }

    void badValuesAreNamed()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QProcess app;
        app.setProcessChannelMode(QProcess::MergedChannels);
        QStringList env = QProcess::systemEnvironment();
        env << QStringLiteral("QT_QPA_PLATFORM=offscreen");
        app.setEnvironment(env);
        app.start(bw::test::guiPath(), args + QStringList{"--no-discovery"});
        QVERIFY(app.waitForFinished(30000));
        const QString out = QString::fromUtf8(app.readAll());
        QCOMPARE(app.exitCode(), 2);
        QVERIFY2(out.contains(says), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(StartupOptionsTest)
#include "startupoptions_test.moc"
