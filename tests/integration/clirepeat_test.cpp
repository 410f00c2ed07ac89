// SPDX-License-Identifier: MIT
// benchwire-cli --repeat N [--pause S] on loopback: N runs, each result kept, and a summary per
// direction whose figures are worked out here again from the runs themselves.
#include "cliseries.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace bw::test;

class CliRepeatTest : public QObject
{
    Q_OBJECT
private:
    QProcess m_server;
    std::uint16_t m_port = 0;

    CliRun client(const QStringList& extra)
    {
        return runProcess(bw::test::cliPath(),
                          QStringList{"-c", "127.0.0.1", "-p", QString::number(m_port), "-t", "0.4",
                                      "-i", "0.2"} +
                              extra,
                          60'000);
    }

private slots:
    void init()
    {
        const QByteArray banner = startLoopbackCliServer(m_server, m_port);
        QVERIFY2(banner.contains("listening"), banner.constData());
    }
    void cleanup() { stopProcess(m_server); }

    void threeRunsAndTheirSummary()
    {
        CliRun r = client({"--repeat", "3", "--pause", "0.2", "-J"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = r.json();
        QCOMPARE(doc["format"].toString(), QStringLiteral("benchwire-repeat"));
        QVERIFY(doc["error"].isNull());
        const QJsonArray runs = doc["runs"].toArray();
        QCOMPARE(runs.size(), 3);
        double sum = 0, lo = 1e30, hi = 0;
        for (const auto& run : runs) {
            const double m = uploadMean(run.toObject());
            QVERIFY(m > 0);
            sum += m;
            lo = std::min(lo, m);
            hi = std::max(hi, m);
        }
        const double mean = sum / 3;
        double var = 0;
        for (const auto& run : runs)
            var += std::pow(uploadMean(run.toObject()) - mean, 2);
        const QJsonObject s = doc["summary"].toArray()[0].toObject();
        QCOMPARE(s["direction"].toString(), QStringLiteral("upload"));
        QCOMPARE(s["runs"].toInt(), 3);
        QVERIFY(std::abs(s["meanBitsPerSecond"].toDouble() - mean) <= 1e-6 * mean);
        QVERIFY(std::abs(s["stddevBitsPerSecond"].toDouble() - std::sqrt(var / 3)) <= 1e-6 * mean);
        QCOMPARE(s["minBitsPerSecond"].toDouble(), lo);
        QCOMPARE(s["maxBitsPerSecond"].toDouble(), hi);
    }

    void humanOutputNamesEachRun()
    {
        CliRun r = client({"--repeat", "2", "-R"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Run 1 of 2") && r.out.contains("Run 2 of 2"), r.out.constData());
        QVERIFY2(r.out.contains("Over 2 runs") && r.out.contains("download  mean"),
                 r.out.constData());
    }

    void badRepeatFlagsAreNamed()
    {
        CliRun pause = client({"--repeat", "2", "--pause", "soon"});
        QCOMPARE(pause.exitCode, 2);
        QVERIFY2(pause.err.contains("--pause: 'soon' is not a number of seconds"),
                 pause.err.constData());
        QVERIFY2(pause.out.isEmpty(), pause.out.constData()); // refused before anything runs
        CliRun csv = client({"--repeat", "2", "--csv", "x.csv"});
        QCOMPARE(csv.exitCode, 2);
        QVERIFY2(csv.err.contains("--csv with --repeat"), csv.err.constData());
        CliRun endless = runProcess(
            bw::test::cliPath(),
            {"-c", "127.0.0.1", "-p", QString::number(m_port), "-t", "0", "--repeat", "2"}, 60'000);
        QCOMPARE(endless.exitCode, 2);
        QVERIFY2(endless.err.contains("--repeat 2 with -t 0"), endless.err.constData());
        QVERIFY2(endless.out.isEmpty(), endless.out.constData());
    }
};

QTEST_GUILESS_MAIN(CliRepeatTest)
#include "clirepeat_test.moc"
