// SPDX-License-Identifier: MIT
// benchwire-cli --every/--for [--alert-below] on loopback: the runs a schedule makes, the
// summary worked out again from the runs themselves, paced runs flagged (or not) against a
// threshold, the refusals, SIGTERM ending the schedule with the summary of what ran, and a
// frozen server's stall and overrun ticks.
#include "cliseries.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#ifndef Q_OS_WIN
#include <csignal>
#endif

using namespace bw::test;

class CliScheduleTest : public QObject
{
    Q_OBJECT
private:
    QProcess m_server;
    std::uint16_t m_port = 0;

    QStringList clientArgs(const QStringList& extra) const
    {
        return QStringList{"-c", "127.0.0.1", "-p", QString::number(m_port), "-i", "0.25"} + extra;
    }
    CliRun client(const QStringList& extra) const
    {
        return runProcess(bw::test::cliPath(), clientArgs(extra), 60'000);
    }

    // The measured intervals of the runs whose receiver rate is below `bitsPerSecond`.
    static int intervalsBelow(const QJsonArray& runs, double bitsPerSecond)
    {
        int count = 0;
        for (const auto& run : runs)
            for (const auto& i : run.toObject()["intervals"].toArray()) {
                if (i.toObject()["warmup"].toBool()) continue;
                for (const auto& d : i.toObject()["directions"].toArray())
                    count += d.toObject()["haveReceiver"].toBool() &&
                             d.toObject()["receiverBitsPerSecond"].toDouble() < bitsPerSecond;
            }
        return count;
    }
    // The highest loaded round-trip median of the runs, in ms; 0 when none has one.
    static double worstLatencyMs(const QJsonArray& runs)
    {
        double worst = 0;
        for (const auto& run : runs)
            for (const auto& l : run.toObject()["latency"].toObject()["loaded"].toArray())
                worst = std::max(worst, l.toObject()["rtt"].toObject()["medianUs"].toDouble());
        return worst / 1000.0;
    }

    // The most measured intervals in a row in which `direction`'s receiver counted nothing.
    static int longestZeroStreak(const QJsonObject& run, const QString& direction)
    {
        int longest = 0, streak = 0;
        for (const auto& i : run["intervals"].toArray()) {
            if (i.toObject()["warmup"].toBool()) continue;
            for (const auto& v : i.toObject()["directions"].toArray()) {
                const QJsonObject d = v.toObject();
                if (d["direction"].toString() != direction || !d["haveReceiver"].toBool()) continue;
                streak = d["receiverBitsPerSecond"].toDouble() <= 0 ? streak + 1 : 0;
                longest = std::max(longest, streak);
            }
        }
        return longest;
    }

private slots:
    void init()
    {
        const QByteArray banner = startLoopbackCliServer(m_server, m_port);
        QVERIFY2(banner.contains("listening"), banner.constData());
    }
    void cleanup()
    {
#ifndef Q_OS_WIN
        if (m_server.state() != QProcess::NotRunning) ::kill(pid_t(m_server.processId()), SIGCONT);
#endif
        stopProcess(m_server);
    }

    // Ticks at 0, 2, 4 and 6 s: four runs, or three when a run overran a tick (then counted).
    void everyTwoSecondsForSeven()
    {
        CliRun r = client({"--every", "2s", "--for", "7s", "-t", "1", "--idle", "0", "-J"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = r.json();
        QCOMPARE(doc["format"].toString(), QStringLiteral("benchwire-repeat"));
        QVERIFY(doc["error"].isNull());
        const QJsonArray runs = doc["runs"].toArray();
        const QJsonObject schedule = doc["schedule"].toObject();
        const int skipped = schedule["skippedTicks"].toObject()["count"].toInt();
        qInfo("%lld runs, %d tick(s) skipped", qlonglong(runs.size()), skipped);
        QVERIFY2(runs.size() == 3 || runs.size() == 4, r.out.constData());
        QCOMPARE(schedule["runs"].toInt(), int(runs.size()));
        QCOMPARE(runs.size() + skipped, 4); // every tick has a run or is counted
        QCOMPARE(schedule["everySeconds"].toDouble(), 2.0);
        QCOMPARE(schedule["forSeconds"].toDouble(), 7.0);
        QVERIFY(schedule["alertBelowBitsPerSecond"].isNull());
        double sum = 0;
        for (const auto& run : runs) {
            QVERIFY(uploadMean(run.toObject()) > 0);
            sum += uploadMean(run.toObject());
        }
        const double mean = sum / double(runs.size());
        const QJsonObject s = doc["summary"].toArray()[0].toObject();
        qInfo("mean of the runs' means %.0f bit/s, summary %.0f bit/s", mean,
              s["meanBitsPerSecond"].toDouble());
        QCOMPARE(s["runs"].toInt(), int(runs.size()));
        QVERIFY(std::abs(s["meanBitsPerSecond"].toDouble() - mean) <= 1e-6 * mean);
        const double worst = worstLatencyMs(runs);
        QVERIFY(worst > 0);
        QCOMPARE(schedule["worstLatency"].toObject()["medianRttMs"].toDouble(), worst);
    }

    // Paced to 100 Mbit/s: below 200M every run is flagged (exit 3), below 50M none is.
    void pacedRunsAgainstThreshold()
    {
        const QStringList paced{"-b", "100M", "-t", "1", "--idle", "0", "--every", "2s"};
        CliRun low = client(paced + QStringList{"--for", "3s", "--alert-below", "200M", "-J"});
        QCOMPARE(low.exitCode, 3);
        const QJsonObject doc = low.json();
        const QJsonArray runs = doc["runs"].toArray();
        const QJsonObject schedule = doc["schedule"].toObject();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(schedule["alertBelowBitsPerSecond"].toDouble(), 200e6);
        const QJsonArray alerts = schedule["alerts"].toArray();
        QCOMPARE(alerts.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(alerts[i].toObject()["run"].toInt(), i + 1);
            QCOMPARE(alerts[i].toObject()["bitsPerSecond"].toDouble(),
                     uploadMean(runs[i].toObject()));
        }
        QCOMPARE(schedule["runsBelow"].toArray().size(), 2);
        const int below = intervalsBelow(runs, 200e6);
        QVERIFY(below > 0);
        QCOMPARE(schedule["intervalsBelow"].toObject()["count"].toInt(), below);
        QVERIFY(schedule["longestStall"].toObject()["intervals"].toInt() > 0);

        CliRun high = client(paced + QStringList{"--for", "1s", "--alert-below", "50M", "-J"});
        QCOMPARE(high.exitCode, 0);
        const QJsonObject quiet = high.json()["schedule"].toObject();
        QCOMPARE(quiet["runs"].toInt(), 1);
        QVERIFY(quiet["alerts"].toArray().isEmpty());
        QCOMPARE(quiet["intervalsBelow"].toObject()["count"].toInt(),
                 intervalsBelow(high.json()["runs"].toArray(), 50e6));
    }

    void alertLineInText()
    {
        CliRun r = client({"-b", "100M", "-t", "1", "--idle", "0", "--every", "2s", "--for", "1s",
                           "--alert-below", "200M"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains("ALERT: run 1 at ") && r.out.contains(", below 200.0 Mbit/s"),
                 r.out.constData());
        QVERIFY2(r.out.contains("Schedule: every 0:00:02 for 0:00:01: 1 run(s)"),
                 r.out.constData());
        QVERIFY2(r.out.contains("Longest stall:") && r.out.contains("Worst latency:"),
                 r.out.constData());
    }

    void refusalsNameTheFlags_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("said");
        QTest::newRow("no --for") << QStringList{"--every", "2s"}
                                  << "--every 2s without --for: say how long";
        QTest::newRow("no --every")
            << QStringList{"--for", "7s"} << "--for 7s without --every: say how often";
        QTest::newRow("--repeat") << QStringList{"--every", "20s", "--for", "1m", "--repeat", "3"}
                                  << "--every 20s with --repeat 3";
        QTest::newRow("too short")
            << QStringList{"--every", "1s", "--for", "5s", "-t", "1", "--idle", "0"}
            << "--every 1s is shorter than one run: -t 1s";
        QTest::newRow("too short, with its fix")
            << QStringList{"--every", "1s", "--for", "5s", "-t", "1", "--idle", "0"}
            << "give --every 2s or more";
        QTest::newRow("bad duration")
            << QStringList{"--every", "soon", "--for", "5s"} << "--every: 'soon' is not a duration";
        QTest::newRow("alone") << QStringList{"--alert-below", "500M"}
                               << "--alert-below 500M needs a schedule";
        QTest::newRow("bad rate") << QStringList{"--every", "20s",           "--for",
                                                 "1m",      "--alert-below", "fast"}
                                  << "--alert-below: 'fast' is not a rate";
    }
    void refusalsNameTheFlags()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, said);
        CliRun r = client(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData()); // refused before anything runs
    }

#ifndef Q_OS_WIN // signals sent to the client: POSIX only
    // The server frozen (SIGSTOP) for 4 s in the first run of a download schedule, ticks at 0,
    // 2 and 4 s: the frozen sender leaves the client's intervals at zero (a stall, found without
    // --alert-below), and the first run overruns at least one tick. Every tick before the end
    // has a run or is counted as skipped, never both.
    void frozenServerStallsAndOverrunsTicks()
    {
        QProcess p;
        p.start(bw::test::cliPath(),
                clientArgs({"-R", "--every", "2s", "--for", "5s", "-t", "1", "--idle", "0", "-J"}));
        QVERIFY(p.waitForStarted(5000));
        QTest::qWait(600);
        const pid_t server = pid_t(m_server.processId());
        QCOMPARE(::kill(server, SIGSTOP), 0);
        QTest::qWait(4000);
        QCOMPARE(::kill(server, SIGCONT), 0);
        QVERIFY(p.waitForFinished(30'000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject doc = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonObject schedule = doc["schedule"].toObject();
        const QJsonArray skipped = schedule["skippedTicks"].toObject()["ticks"].toArray();
        qInfo("%d run(s), %lld tick(s) skipped", schedule["runs"].toInt(),
              qlonglong(skipped.size()));
        QCOMPARE(schedule["runs"].toInt() + int(skipped.size()), 3);
        QVERIFY(!skipped.isEmpty());
        for (const auto& t : skipped)
            QCOMPARE(t.toObject()["duringRun"].toInt(), 1);
        const QJsonObject stall = schedule["longestStall"].toObject();
        QCOMPARE(stall["run"].toInt(), 1);
        QCOMPARE(stall["direction"].toString(), QStringLiteral("download"));
        const int longest = longestZeroStreak(doc["runs"].toArray()[0].toObject(), "download");
        qInfo("longest stall %d interval(s), %.2f s", stall["intervals"].toInt(),
              stall["seconds"].toDouble());
        QVERIFY(longest >= 1);
        QCOMPARE(stall["intervals"].toInt(), longest);
    }

    void signalEndsWithTheSummary_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }
    // The signal in the second run: that run stops, the summary of what ran follows, exit 0.
    void signalEndsWithTheSummary()
    {
        QFETCH(int, signal);
        QProcess p;
        p.start(bw::test::cliPath(),
                clientArgs({"--every", "2s", "--for", "20s", "-t", "1", "--idle", "0", "-J"}));
        QVERIFY(p.waitForStarted(5000));
        QTest::qWait(2500);
        QCOMPARE(::kill(pid_t(p.processId()), signal), 0);
        QVERIFY(p.waitForFinished(10'000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject doc = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonObject schedule = doc["schedule"].toObject();
        QVERIFY(schedule["interrupted"].toBool());
        QVERIFY(schedule["runs"].toInt() >= 1 && schedule["runs"].toInt() <= 2);
        QCOMPARE(doc["runs"].toArray().size(), schedule["runs"].toInt());
        QCOMPARE(doc["summary"].toArray()[0].toObject()["runs"].toInt(), schedule["runs"].toInt());
    }
#endif
};

QTEST_GUILESS_MAIN(CliScheduleTest)
#include "clischedule_test.moc"
