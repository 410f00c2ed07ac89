// SPDX-License-Identifier: MIT
// benchwire-cli as real processes: server and client on 127.0.0.1, -J and --json-stream
// output parsed as JSON, exit codes, and error messages.
#include "cliprocess.h"
#include "net/socket.h"
#include "testpaths.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace bw::engine;

namespace {
using bw::test::freeLoopbackPort;
using Run = bw::test::CliRun;

Run runCli(const QStringList& args, int timeoutMs = 60'000)
{
    return bw::test::runProcess(bw::test::cliPath(), args, timeoutMs);
}
} // namespace

class CliTest : public QObject
{
    Q_OBJECT
private:
    QProcess m_server;
    std::uint16_t m_port = 0;

    void startServer(const QStringList& extra = {})
    {
        m_port = freeLoopbackPort();
        m_server.start(bw::test::cliPath(),
                       QStringList{"-s", "-B", "127.0.0.1", "-p", QString::number(m_port)} + extra);
        QVERIFY(m_server.waitForStarted(5000));
        QByteArray banner;
        QDeadlineTimer deadline(5000);
        while (!banner.contains("listening") && !deadline.hasExpired()) {
            m_server.waitForReadyRead(100);
            banner += m_server.readLine(); // -J: one JSON event per line; the rest stays unread
        }
        QVERIFY2(banner.contains("listening"), banner.constData());
    }

    void stopServer()
    {
        if (m_server.state() != QProcess::NotRunning) {
            m_server.terminate();
            if (!m_server.waitForFinished(5000)) m_server.kill();
            m_server.waitForFinished(2000);
        }
    }

    QStringList client(const QStringList& extra) const
    {
        return QStringList{"-c", "127.0.0.1", "-p", QString::number(m_port)} + extra;
    }

private slots:
    void cleanup() { stopServer(); }

    void jsonResultFromOneOffServer()
    {
        startServer({"-1"});
        Run r = runCli(client({"-t", "1", "-i", "0.25", "-P", "2", "-J"}));
        QCOMPARE(r.exitCode, 0);
        QJsonParseError pe;
        QJsonObject o = QJsonDocument::fromJson(r.out, &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(o["format"].toString(), QString("benchwire-result"));
        QVERIFY(o["error"].isNull());
        QJsonArray sums = o["summaries"].toArray();
        QCOMPARE(sums.size(), 1);
        QJsonObject s = sums[0].toObject();
        QCOMPARE(s["direction"].toString(), QString("upload"));
        QVERIFY(s["receiverBytes"].toDouble() > 0);
        QCOMPARE(s["receiverBytesTotal"].toDouble(), s["senderBytesTotal"].toDouble());
        QCOMPARE(o["intervals"].toArray().size(), 4);
        QCOMPARE(o["config"].toObject()["streams"].toInt(), 2);
        // -1: the server exits by itself after the one test
        QVERIFY(m_server.waitForFinished(10'000));
        QCOMPARE(m_server.exitCode(), 0);
    }

    void bothWaysHumanOutput()
    {
        startServer();
        Run r = runCli(client({"-t", "0.6", "-i", "0.2", "--both"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Interval"));
        QVERIFY(r.out.contains("CPU here"));
        QVERIFY(r.out.contains("Summary (both-ways"));
        QVERIFY(r.out.contains("upload   received"));
        QVERIFY(r.out.contains("download received"));
        QVERIFY(r.out.contains("(match)"));
    }

    // The UDP interval table has the TCP table's CPU columns: each host's whole CPU and its
    // busiest core, filled from both ends.
    void udpHumanOutputShowsBothHostsCpu()
    {
        startServer();
        Run r = runCli(client({"-u", "-b", "5M", "-t", "0.6", "-i", "0.2"}));
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        int headers = 0, rows = 0;
        static const QRegularExpression pct(QStringLiteral("^\\d+(\\.\\d)?%$"));
        for (const QByteArray& line : lines) {
            const QStringList f =
                QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (f.value(0) == QLatin1String("Interval")) {
                ++headers;
                QVERIFY2(line.endsWith("CPU here max core  CPU peer max core"), line.constData());
            } else if (f.size() > 4 && f.value(2) == QLatin1String("up")) {
                // A row whose server figures came late (received "-") has this host's only.
                const bool peer = f.value(3) != QLatin1String("-");
                rows += peer;
                for (int i = f.size() - (peer ? 4 : 2); i < f.size(); ++i)
                    QVERIFY2(pct.match(f[i]).hasMatch(), line.constData());
            }
        }
        QCOMPARE(headers, 1);
        QVERIFY2(rows >= 1, r.out.constData());
    }

    void jsonStreamIsOneObjectPerLine()
    {
        startServer();
        Run r = runCli(client({"-t", "1", "-i", "0.2", "-R", "--json-stream"}));
        QCOMPARE(r.exitCode, 0);
        QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5 + 1);
        for (const QByteArray& l : lines) {
            QJsonParseError pe;
            QJsonDocument::fromJson(l, &pe);
            QCOMPARE(pe.error, QJsonParseError::NoError);
        }
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object()["event"].toString(),
                 QString("interval"));
        QJsonObject end = QJsonDocument::fromJson(lines.last()).object();
        QCOMPARE(end["event"].toString(), QString("end"));
        QCOMPARE(
            end["result"].toObject()["summaries"].toArray()[0].toObject()["direction"].toString(),
            QString("download"));
    }

    // "-s -J" ends each session with the served result. For each mode, every direction of it
    // holds the client's own figures: receiver and sender bytes equal the client's result to
    // the byte, and no goodput reads 0 where bytes moved.
    void servedResultHasBothEnds_data()
    {
        QTest::addColumn<QStringList>("mode");
        QTest::addColumn<QStringList>("directions");
        QTest::newRow("upload") << QStringList{} << QStringList{"upload"};
        QTest::newRow("download") << QStringList{"-R"} << QStringList{"download"};
        QTest::newRow("bidirectional")
            << QStringList{"--bidir"} << QStringList{"upload", "download"};
    }

    void servedResultHasBothEnds()
    {
        QFETCH(QStringList, mode);
        QFETCH(QStringList, directions);
        startServer({"-1", "-J"});
        Run r = runCli(client(QStringList{"-t", "1", "-i", "0.25", "-J"} + mode));
        QCOMPARE(r.exitCode, 0);
        const QJsonArray mine = QJsonDocument::fromJson(r.out).object()["summaries"].toArray();
        QVERIFY(m_server.waitForFinished(10'000)); // -1: one test, then it exits
        const QList<QByteArray> lines = m_server.readAllStandardOutput().trimmed().split('\n');
        const QJsonObject end = QJsonDocument::fromJson(lines.last()).object();
        QCOMPARE(end["event"].toString(), QString("end"));
        const QJsonObject result = end["result"].toObject();
        QVERIFY(result["served"].toBool());
        const QJsonArray theirs = result["summaries"].toArray();
        QCOMPARE(mine.size(), directions.size());
        QCOMPARE(theirs.size(), directions.size());
        for (const QString& direction : directions) {
            const auto find = [&](const QJsonArray& sums) {
                for (const auto& s : sums)
                    if (s.toObject()["direction"].toString() == direction) return s.toObject();
                return QJsonObject{};
            };
            const QJsonObject c = find(mine);
            const QJsonObject s = find(theirs);
            QVERIFY2(!c.isEmpty() && !s.isEmpty(), qPrintable(direction));
            QVERIFY(!s.contains("receiverUnknown") && !s.contains("senderUnknown"));
            QVERIFY(c["receiverBytesTotal"].toInteger() > 0);
            for (const char* key :
                 {"receiverBytes", "senderBytes", "receiverBytesTotal", "senderBytesTotal"})
                QVERIFY2(s[key].toInteger() == c[key].toInteger(),
                         qPrintable(direction + ": " + key + " served " +
                                    QString::number(s[key].toInteger()) + ", client " +
                                    QString::number(c[key].toInteger())));
            QVERIFY(s["receiverBitsPerSecond"].toObject()["mean"].toDouble() > 0);
            QVERIFY(s["senderBitsPerSecond"].toDouble() > 0);
        }
    }

    void refusedIsValidJsonAndExplains()
    {
        m_port = freeLoopbackPort();
        Run r = runCli(client({"-t", "1", "-J"}));
        QCOMPARE(r.exitCode, 1);
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QJsonObject e = o["error"].toObject();
        QCOMPARE(e["code"].toString(), QString("connection-refused"));
        QVERIFY(e["hint"].toString().contains("benchwire-cli -s"));
        Run human = runCli(client({"-t", "1"}));
        QCOMPARE(human.exitCode, 1);
        QVERIFY(human.err.contains("Connection refused"));
        QVERIFY(human.err.contains("nothing listens on 127.0.0.1 port"));
    }

    void badFlagValues_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        // The flag as typed, in its unit, and the range to give.
        QTest::newRow("no streams") << QStringList{"-P", "0"} << "-P 0: give 1 to 1024 streams";
        QTest::newRow("too many streams")
            << QStringList{"-P", "2000"} << "-P 2000: give 1 to 1024 streams";
        QTest::newRow("tiny interval")
            << QStringList{"-i", "0.01"} << "-i 0.01: give 0.1 to 10 seconds";
        QTest::newRow("bad size") << QStringList{"-l", "12Q"} << "-l";
        QTest::newRow("huge buffer") << QStringList{"-l", "64M"} << "-l 64M: give 1K to 16M";
        QTest::newRow("bad time") << QStringList{"-t", "soon"} << "-t";
        QTest::newRow("long time")
            << QStringList{"-t", "100000"} << "-t 100000: give 0.1 to 86400 seconds";
        QTest::newRow("probe interval")
            << QStringList{"--probe-interval", "5"} << "--probe-interval 5: give 10 to 50";
        QTest::newRow("modes clash") << QStringList{"-R", "--bidir"} << "exclude";
        QTest::newRow("bad size words")
            << QStringList{"-l", "12Q"} << "-l: '12Q' is not a size; give e.g. 128K or 4M";
        QTest::newRow("bad time words")
            << QStringList{"-t", "soon"} << "-t: 'soon' is not a number of seconds; give e.g.";
        QTest::newRow("short connect timeout")
            << QStringList{"--connect-timeout", "0.05"}
            << "--connect-timeout 0.05: give 0.1 seconds or more";
        QTest::newRow("long congestion name") << QStringList{"-C", "averyveryverylongname"}
                                              << "-C averyveryverylongname: a congestion "
                                                 "algorithm's name has at most 15 characters";
        QTest::newRow("loss past 100") << QStringList{"--find-max-rate", "--max-loss", "150"}
                                       << "--max-loss 150: give 0 to below 100 percent";
        QTest::newRow("search both ways") << QStringList{"--find-max-rate", "--both"}
                                          << "--find-max-rate and --both exclude each other";
    }

    void badFlagValues()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        m_port = 5201;
        Run r = runCli(client(args));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString(r.err).contains(mentions), r.err.constData());
        Run j = runCli(client(args + QStringList{"-J"}));
        QCOMPARE(j.exitCode, 2);
        QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QCOMPARE(o["error"].toObject()["code"].toString(), QString("invalid-config"));
    }

    // --check's three mistakes, and -s with --plan, each with its own words and the next step.
    void checkFlagErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no host") << QStringList{"--check"} << "add -c HOST";
        QTest::newRow("serve and plan")
            << QStringList{"-s", "--control-key", "K7QF-9MZD-2XWA-R30N", "--plan", "plan.json"}
            << "-s and --plan exclude each other: give -s --control-key KEY on each endpoint";
        QTest::newRow("both families") << QStringList{"--check", "-c", "127.0.0.1", "-4", "-6"}
                                       << "both -4 and -6: give one of them";
        QTest::newRow("zero timeout")
            << QStringList{"--check", "-c", "127.0.0.1", "--connect-timeout", "0"}
            << "--connect-timeout 0: give a positive number of seconds";
    }
    void checkFlagErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString(r.err).contains(mentions), r.err.constData());
    }

    void selfTestPasses()
    {
        Run r = runCli({"--self-test"}, 120'000);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("3 passed, 0 failed"));
    }

    void serverPortInUseIsExplained()
    {
        startServer();
        Run r = runCli({"-s", "-B", "127.0.0.1", "-p", QString::number(m_port)}, 10'000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("cannot listen on port"));
        QVERIFY(r.err.contains("-p"));
    }
};

QTEST_GUILESS_MAIN(CliTest)
#include "cli_test.moc"
