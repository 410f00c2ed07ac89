// SPDX-License-Identifier: MIT
// benchwire-cli -t 0 on loopback: a run until stopped, ended by SIGINT (Ctrl+C) or SIGTERM,
// exits 0 with a whole result whose sender and receiver byte totals are equal (TCP, after the
// receivers drained), and a server with a duration limit refuses it, naming the limit.
#include "cliprocess.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <csignal>
#include <sys/types.h>
#include <thread>

using namespace bw::test;

class CliEndlessTest : public QObject
{
    Q_OBJECT
private:
    QProcess m_server;
    std::uint16_t m_port = 0;

    void startServer(const QStringList& extra)
    {
        m_port = freeLoopbackPort();
        QVERIFY(m_port != 0);
        const QByteArray banner = startUntilListening(
            m_server, bw::test::cliPath(),
            QStringList{"-s", "-B", "127.0.0.1", "-p", QString::number(m_port)} + extra);
        QVERIFY2(banner.contains("listening"), banner.constData());
    }

    // A -t 0 client (no idle latency phase: the load starts at once), sent `signal` after
    // `afterMs`; killed when it has not ended 30 s later.
    CliRun stoppedRun(const QStringList& extra, int signal, int afterMs,
                      const QString& interval = "0.5")
    {
        QProcess p;
        p.start(bw::test::cliPath(), QStringList{"-c", "127.0.0.1", "-p", QString::number(m_port),
                                                 "-t", "0", "-i", interval, "--idle", "0", "-J"} +
                                         extra);
        if (!p.waitForStarted(5000)) return {};
        std::this_thread::sleep_for(std::chrono::milliseconds(afterMs));
        ::kill(pid_t(p.processId()), signal);
        return finishRun(p, 30'000);
    }

    // The run's one direction: a whole result, about `seconds` long, both ends' totals equal.
    static void checkWhole(const CliRun& r, const QString& direction, double seconds)
    {
        QVERIFY2(r.exitCode == 0, (r.err + r.out.left(2000)).constData());
        const QJsonObject doc = r.json();
        QVERIFY2(!doc.isEmpty(), r.out.left(2000).constData());
        QVERIFY(doc["error"].isNull());
        QVERIFY(doc["stoppedEarly"].toBool());
        QCOMPARE(doc["config"].toObject()["durationMs"].toInt(), 0);
        QVERIFY(doc["intervals"].toArray().size() >= 4);
        const QJsonArray summaries = doc["summaries"].toArray();
        QCOMPARE(summaries.size(), 1);
        const QJsonObject s = summaries[0].toObject();
        QCOMPARE(s["direction"].toString(), direction);
        const double durationS = s["durationUs"].toDouble() / 1e6;
        QVERIFY2(std::abs(durationS - seconds) <= 1.0, QByteArray::number(durationS).constData());
        const qint64 sent = s["senderBytesTotal"].toInteger();
        const qint64 received = s["receiverBytesTotal"].toInteger();
        QVERIFY(sent > 0);
        QCOMPARE(received, sent);
        QVERIFY(s["receiverBitsPerSecond"].toObject()["count"].toInt() >= 4);
    }

private slots:
    void cleanup() { stopProcess(m_server); }

    void sigintEndsAnUploadWhole()
    {
        startServer({"--max-duration", "0"});
        checkWhole(stoppedRun({}, SIGINT, 3000), "upload", 3.0);
    }

    void sigtermEndsADownloadWhole()
    {
        startServer({"--max-duration", "0"});
        checkWhole(stoppedRun({"-R"}, SIGTERM, 3000), "download", 3.0);
    }

    // At -i 0.1 for 5 s, both ends spill all but their last kKeptIntervals (32) intervals and
    // the run's older latency probes stay (results/spillmap.h): the result still has every
    // interval, numbered without a gap, and their bytes add up to the summary's.
    void aLongerRunKeepsEveryInterval()
    {
        startServer({"--max-duration", "0"});
        const CliRun r = stoppedRun({}, SIGINT, 5000, "0.1");
        checkWhole(r, "upload", 5.0);
        const QJsonArray intervals = r.json()["intervals"].toArray();
        QVERIFY2(intervals.size() >= 45, QByteArray::number(intervals.size()).constData());
        qint64 measured = 0;
        for (qsizetype i = 0; i < intervals.size(); ++i) {
            const QJsonObject iv = intervals[i].toObject();
            QCOMPARE(iv["index"].toInt(), int(i));
            const QJsonObject d = iv["directions"].toArray()[0].toObject();
            // The server's figures of each interval, spilled on the client too, are back.
            QVERIFY2(d["haveReceiver"].toBool() || i == intervals.size() - 1,
                     QByteArray::number(i).constData());
            if (!iv["warmup"].toBool()) measured += d["receiverBytes"].toInteger();
        }
        QCOMPARE(measured,
                 r.json()["summaries"].toArray()[0].toObject()["receiverBytes"].toInteger());
    }

    void aServerWithALimitRefusesItByName()
    {
        startServer({"--max-duration", "60"});
        CliRun r =
            runProcess(bw::test::cliPath(),
                       {"-c", "127.0.0.1", "-p", QString::number(m_port), "-t", "0"}, 30'000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("until stopped (-t 0)") && r.err.contains("limit is 60 s") &&
                     r.err.contains("--max-duration 0"),
                 r.err.constData());
    }

    void aRunOfTwoPhasesIsRefusedBeforeItStarts()
    {
        CliRun r =
            runProcess(bw::test::cliPath(), {"-c", "127.0.0.1", "-t", "0", "--both"}, 30'000);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--both with -t 0"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliEndlessTest)
#include "cliendless_test.moc"
