// SPDX-License-Identifier: MIT
// benchwire-cli at the stream cap, as real processes on 127.0.0.1: 1,024 streams upload and
// 512 in each direction at once, each started with the usual soft limit of 1,024 open files
// (so the CLI must raise it), whole-run bytes reconciled; and, with the hard limit lowered
// too, the clear refusal that names the numbers, from the client and from the server.
#include "benchwire/openfiles.h"
#include "cliprocess.h"
#include "testpaths.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <sys/resource.h>

using namespace bw::engine;
using namespace bw::test;

namespace {
// Sanitizer builds run 3 to 10 times slower (BENCHWIRE_TEST_SLOWDOWN, set by scripts/test.sh).
int slowdown()
{
    const int factor = qEnvironmentVariableIntValue("BENCHWIRE_TEST_SLOWDOWN");
    return factor > 1 ? factor : 1;
}

// benchwire-cli started by a shell that first sets its open-file limit. ulimit: "-Sn 1024"
// (soft only: the CLI may raise it back) or "-n 256" (soft and hard: it may not).
QStringList limited(const QString& ulimit, const QStringList& args)
{
    return QStringList{"-c", QString("ulimit %1 && exec \"$0\" \"$@\"").arg(ulimit),
                       bw::test::cliPath()} +
           args;
}

CliRun runLimited(const QString& ulimit, const QStringList& args, int timeoutMs)
{
    return runProcess("bash", limited(ulimit, args), timeoutMs);
}

// The most threads the process had at any one time while it ran (Linux: /proc/PID/task).
CliRun runCountingThreads(const QString& ulimit, const QStringList& args, int timeoutMs,
                          int& maxThreads)
{
    QProcess p;
    p.start("bash", limited(ulimit, args));
    CliRun r;
    maxThreads = 0;
    QDeadlineTimer deadline(timeoutMs);
    p.waitForStarted(5000);
    const QString tasks = QString("/proc/%1/task").arg(p.processId());
    while (!p.waitForFinished(50) && !deadline.hasExpired())
        maxThreads = std::max(maxThreads,
                              int(QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size()));
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished(2000);
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}
} // namespace

class ManyStreamsTest : public QObject
{
    Q_OBJECT
private:
    QProcess m_server;
    std::uint16_t m_port = 0;

    void startServer(const QString& ulimit)
    {
        m_port = freeLoopbackPort();
        const QByteArray banner =
            startUntilListening(m_server, "bash",
                                limited(ulimit, {"-s", "-B", "127.0.0.1", "-p",
                                                 QString::number(m_port), "--threads", "2"}));
        QVERIFY2(banner.contains("listening"), banner.constData());
    }

    QStringList client(const QStringList& extra) const
    {
        return QStringList{"-c", "127.0.0.1", "-p", QString::number(m_port)} + extra;
    }

    // A run at the cap: 2 s of data (stretched under the sanitizers), 2 worker threads per
    // end, and a connect timeout that leaves room for 1,024 connections on a slow build.
    QStringList capRun(int streams, const QStringList& mode) const
    {
        const double seconds = 2.0 * slowdown();
        return client(QStringList{"-P", QString::number(streams), "--threads", "2", "-t",
                                  QString::number(seconds), "-i", QString::number(seconds / 4),
                                  "--connect-timeout", QString::number(10 * slowdown()), "-J"} +
                      mode);
    }

    // Every direction's whole-run bytes match exactly, and data moved in each.
    static void checkReconciled(const QJsonObject& o, int streams, int directions)
    {
        QVERIFY2(o["error"].isNull(),
                 QJsonDocument(o["error"].toObject()).toJson(QJsonDocument::Compact).constData());
        QCOMPARE(o["config"].toObject()["streams"].toInt(), streams);
        const QJsonArray sums = o["summaries"].toArray();
        QCOMPARE(sums.size(), directions);
        for (const QJsonValue& v : sums) {
            const QJsonObject s = v.toObject();
            QVERIFY(s["receiverBytes"].toDouble() > 0);
            QCOMPARE(s["receiverBytesTotal"].toDouble(), s["senderBytesTotal"].toDouble());
            // Each of the streams moved at least a byte per stream.
            QVERIFY(s["receiverBytesTotal"].toDouble() >= streams);
        }
        // The sender's TCP figures: the client's own in every upload interval; the server's
        // for download arrive over the control connection (a late one may be missing).
        const QJsonArray intervals = o["intervals"].toArray();
        QVERIFY(intervals.size() >= 4);
        int downloadTcp = 0;
        for (const QJsonValue& iv : intervals)
            for (const QJsonValue& d : iv.toObject()["directions"].toArray()) {
                const QJsonObject tcp = d.toObject()["tcp"].toObject();
                const bool upload = d.toObject()["direction"].toString() == "upload";
                if (!upload && !tcp["valid"].toBool()) continue;
                QVERIFY(tcp["valid"].toBool());
                QVERIFY(tcp["rttUs"].toDouble() > 0);
                QVERIFY(tcp["cwndBytes"].toDouble() > 0);
                downloadTcp += !upload;
            }
        if (directions == 2) QVERIFY(downloadTcp > 0);
    }

    // The cap runs need about 1,100 files at each end: the shell lowers the soft limit to
    // 1,024 and the CLI raises it, which needs a hard limit above that.
    static bool hardLimitAllowsCap()
    {
        rlimit rl{};
        getrlimit(RLIMIT_NOFILE, &rl);
        return rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= 2 * 1024 + 64;
    }

private slots:
    void cleanup() { stopProcess(m_server); }

    void upload1024Streams()
    {
        if (!hardLimitAllowsCap())
            QSKIP("the hard open-file limit is below 2,112: 1,024 streams cannot run here "
                  "(raise it with `ulimit -Hn 4096` as root)");
        startServer("-Sn 1024");
        int threads = 0;
        CliRun r = runCountingThreads("-Sn 1024", capRun(1024, {}), 240'000, threads);
        QVERIFY2(r.exitCode == 0, (r.err + r.out.left(2000)).constData());
        checkReconciled(r.json(), 1024, 1);
        // W threads drive S streams: 2 workers plus the run's own few, not one per stream.
        QVERIFY2(threads > 2 && threads < 16, qPrintable(QString("%1 threads").arg(threads)));
        QCOMPARE(r.json()["summaries"].toArray()[0].toObject()["direction"].toString(),
                 QString("upload"));
    }

    void bidir512EachWay()
    {
        if (!hardLimitAllowsCap())
            QSKIP("the hard open-file limit is below 2,112: 512 streams each way cannot run here "
                  "(raise it with `ulimit -Hn 4096` as root)");
        startServer("-Sn 1024");
        CliRun r = runLimited("-Sn 1024", capRun(512, {"--bidir"}), 240'000);
        QVERIFY2(r.exitCode == 0, (r.err + r.out.left(2000)).constData());
        checkReconciled(r.json(), 512, 2);
        const QJsonArray sums = r.json()["summaries"].toArray();
        QCOMPARE(sums[0].toObject()["direction"].toString(), QString("upload"));
        QCOMPARE(sums[1].toObject()["direction"].toString(), QString("download"));
    }

    // Soft and hard limit 256: the client refuses before it connects, with the numbers.
    void clientBelowItsLimitRefusesWithNumbers()
    {
        startServer("-Sn 256"); // any limit: the CLI raises it
        CliRun j =
            runLimited("-n 256", client({"-P", "512", "--threads", "2", "-t", "1", "-J"}), 30'000);
        QCOMPARE(j.exitCode, 1);
        const QJsonObject e = j.json()["error"].toObject();
        QCOMPARE(e["code"].toString(), QString("invalid-config"));
        QCOMPARE(e["message"].toString(),
                 QString("512 streams need about 580 open files; this process may open 256 "
                         "(hard limit 256)"));
        QVERIFY2(e["hint"].toString().contains("`ulimit -n 1024`"),
                 qPrintable(e["hint"].toString()));
        QVERIFY(e["hint"].toString().contains("LimitNOFILE=1024"));
    }

    // Refused before connecting: against a port where nothing listens, the same refusal as
    // above (not "connection refused"), in the human-readable output.
    void clientBelowItsLimitRefusesBeforeConnecting()
    {
        m_port = freeLoopbackPort();
        CliRun human =
            runLimited("-n 256", client({"-P", "1024", "--bidir", "--threads", "2"}), 30'000);
        QCOMPARE(human.exitCode, 1);
        QVERIFY2(human.err.contains("1,024 streams in each direction need about 2,116 open files; "
                                    "this process may open 256 (hard limit 256)"),
                 human.err.constData());
        QVERIFY(human.err.contains("ulimit -n 4096"));
        QVERIFY(!human.err.contains("Too many open files"));
        QVERIFY(!human.err.contains("connection refused"));
        QVERIFY(!human.out.contains("Interval"));
    }

    // The server's limit is too low for the client's request: the session is refused and the
    // client gets the server's numbers.
    void serverBelowItsLimitRefusesTheSession()
    {
        startServer("-n 256");
        CliRun r =
            runLimited("-Sn 512", client({"-P", "300", "--threads", "2", "-t", "1", "-J"}), 30'000);
        QCOMPARE(r.exitCode, 1);
        const QJsonObject e = r.json()["error"].toObject();
        QCOMPARE(e["code"].toString(), QString("refused"));
        QVERIFY2(e["message"].toString().contains("300 streams need about 368 open files; the "
                                                  "server may open 256 (hard limit 256)"),
                 qPrintable(e["message"].toString()));
        QVERIFY(e["hint"].toString().contains("on the server"));
        QVERIFY(e["hint"].toString().contains("`ulimit -n 1024`"));
        // The server is still there and serves a test that fits.
        CliRun ok =
            runLimited("-Sn 512", client({"-P", "8", "-t", "1", "-i", "0.25", "-J"}), 30'000);
        QCOMPARE(ok.exitCode, 0);
        checkReconciled(ok.json(), 8, 1);
    }
};

QTEST_GUILESS_MAIN(ManyStreamsTest)
#include "manystreams_test.moc"
