// SPDX-License-Identifier: MIT
// The README's CLI flags, each through benchwire-cli itself on loopback: the settings flags
// reach the test and the sockets (-J echoes both), the server's limit flags refuse what they
// should and nothing else, -6, -B with an interface name, --list-interfaces, and -D with
// --logfile.
#include "cliprocess.h"
#include "loopbackservers.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>
#include <memory>

using namespace bw::engine;
using namespace bw::test;

class CliFlagsTest : public QObject
{
    Q_OBJECT
private:
    QProcess m_server;
    std::uint16_t m_port = 0;

    void startServer(const QString& address, const QStringList& extra = {})
    {
        m_port = freeLoopbackPort();
        const QByteArray banner = startUntilListening(
            m_server, bw::test::cliPath(),
            QStringList{"-s", "-B", address, "-p", QString::number(m_port)} + extra);
        QVERIFY2(banner.contains("listening"), banner.constData());
    }

    CliRun client(const QString& host, const QStringList& extra)
    {
        return runProcess(bw::test::cliPath(),
                          QStringList{"-c", host, "-p", QString::number(m_port), "-J"} + extra,
                          60'000);
    }

    static QString errorOf(const CliRun& r)
    {
        return r.json()["error"].toObject()["message"].toString();
    }

private slots:
    void cleanup() { stopProcess(m_server); }

    // -t -i -O -l -w -N -M -C -4 -B --threads: in the config, and applied to the sockets.
    void settingsFlagsReachTheSockets()
    {
        startServer("127.0.0.1");
        CliRun r = client("127.0.0.1",
                          {"-t", "0.6",       "-i",        "0.3", "-O",   "0.3", "-l",   "64K",
                           "-w", "256K",      "-N",        "-M",  "1200", "-C",  "reno", "-4",
                           "-B", "127.0.0.1", "--threads", "1",   "-P",   "2"});
        QVERIFY2(r.exitCode == 0, (r.err + r.out.left(1500)).constData());
        const QJsonObject o = r.json();
        const QJsonObject c = o["config"].toObject();
        QCOMPARE(c["durationMs"].toInt(), 600);
        QCOMPARE(c["intervalMs"].toInt(), 300);
        QCOMPARE(c["warmupMs"].toInt(), 300);
        QCOMPARE(c["bufferBytes"].toInt(), 65536);
        QCOMPARE(c["socketBufferBytes"].toInt(), 262144);
        QCOMPARE(c["noDelay"].toBool(), true);
        QCOMPARE(c["mssBytes"].toInt(), 1200);
        QCOMPARE(c["congestion"].toString(), QString("reno"));
        QCOMPARE(c["family"].toString(), QString("ipv4"));
        QCOMPARE(c["bindAddress"].toString(), QString("127.0.0.1"));
        QCOMPARE(c["threads"].toInt(), 1);
        QCOMPARE(c["streams"].toInt(), 2);
        // Linux keeps twice the asked buffer (half for its bookkeeping): exactly 2 x 256 KiB,
        // where autotuning would report something else.
        const QJsonObject local = o["localApplied"].toObject();
        const QJsonObject remote = o["remoteApplied"].toObject();
        QCOMPARE(local["sendBufferBytes"].toInt(), 2 * 262144);
        QCOMPARE(local["receiveBufferBytes"].toInt(), 2 * 262144);
        QCOMPARE(remote["sendBufferBytes"].toInt(), 2 * 262144);
        QCOMPARE(remote["receiveBufferBytes"].toInt(), 2 * 262144);
        QCOMPARE(local["congestion"].toString(), QString("reno"));
        QCOMPARE(remote["congestion"].toString(), QString("reno"));
        const int mss = local["mssBytes"].toInt();
        QVERIFY2(mss > 0 && mss <= 1200, qPrintable(QString::number(mss)));
        // -O: the first interval is warm-up, the summary covers the 0.6 s after it.
        const QJsonArray intervals = o["intervals"].toArray();
        QCOMPARE(intervals.size(), 3);
        QCOMPARE(intervals[0].toObject()["warmup"].toBool(), true);
        QCOMPARE(intervals[1].toObject()["warmup"].toBool(), false);
        QCOMPARE(o["summaries"].toArray()[0].toObject()["durationUs"].toInt(), 600'000);
    }

    // Without -w the OS autotunes: the figure differs from what -w 256K gives.
    void withoutWindowTheOsChooses()
    {
        startServer("127.0.0.1");
        CliRun r = client("127.0.0.1", {"-t", "0.3", "-i", "0.3"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()["config"].toObject()["socketBufferBytes"].toInt(), 0);
        QVERIFY(r.json()["localApplied"].toObject()["sendBufferBytes"].toInt() != 2 * 262144);
    }

    void ipv6Flag()
    {
        if (!haveIpv6Loopback()) QSKIP("no IPv6 loopback on this machine");
        startServer("::1");
        CliRun r = client("::1", {"-6", "-t", "0.3", "-i", "0.3"});
        QVERIFY2(r.exitCode == 0, (r.err + r.out.left(1500)).constData());
        QCOMPARE(r.json()["config"].toObject()["family"].toString(), QString("ipv6"));
        QVERIFY(r.json()["summaries"].toArray()[0].toObject()["receiverBytes"].toDouble() > 0);
    }

    // -B takes an interface name: its first address of the family is used.
    void bindToInterfaceName()
    {
        startServer("127.0.0.1");
        CliRun r = client("127.0.0.1", {"-4", "-B", "lo", "-t", "0.3", "-i", "0.3"});
        QVERIFY2(r.exitCode == 0, (r.err + r.out.left(1500)).constData());
        QVERIFY(r.json()["summaries"].toArray()[0].toObject()["receiverBytes"].toDouble() > 0);
    }

    void serverLimitFlags()
    {
        startServer("127.0.0.1",
                    {"--max-duration", "2", "--max-streams", "4", "--max-rate", "10M"});
        CliRun longer = client("127.0.0.1", {"-t", "3", "-b", "1M"});
        QCOMPARE(longer.exitCode, 1);
        QVERIFY2(errorOf(longer).contains("exceeds this server's limit of 2 s"),
                 qPrintable(errorOf(longer)));
        CliRun wider = client("127.0.0.1", {"-t", "1", "-P", "5", "-b", "1M"});
        QCOMPARE(wider.exitCode, 1);
        QVERIFY2(errorOf(wider).contains("5 streams exceed this server's limit of 4"),
                 qPrintable(errorOf(wider)));
        CliRun unpaced = client("127.0.0.1", {"-t", "1"});
        QCOMPARE(unpaced.exitCode, 1);
        QVERIFY2(errorOf(unpaced).contains("at most 10 Mbit/s per stream"),
                 qPrintable(errorOf(unpaced)));
        for (const CliRun& r : {longer, wider, unpaced})
            QCOMPARE(r.json()["error"].toObject()["code"].toString(), QString("refused"));
        // Exactly at every limit: served.
        CliRun fits =
            client("127.0.0.1", {"-t", "1.5", "-O", "0.5", "-i", "0.5", "-P", "4", "-b", "10M"});
        QVERIFY2(fits.exitCode == 0, (fits.err + fits.out.left(1500)).constData());
    }

    // --max-memory and --allow: a test over the budget is refused with both figures, an
    // allowed client is served, and bad values are bad flags (exit 2).
    void memoryAndAllowFlags()
    {
        startServer("127.0.0.1", {"--max-memory", "32M", "--allow", "10.0.0.0/8,127.0.0.0/8"});
        CliRun big = client("127.0.0.1", {"-t", "1", "-P", "4", "--threads", "4", "-l", "16M"});
        QCOMPARE(big.exitCode, 1);
        QVERIFY2(errorOf(big).contains("the test needs 64 MiB of buffers"),
                 qPrintable(errorOf(big)));
        QVERIFY2(errorOf(big).contains("memory limit (--max-memory) of 32 MiB"),
                 qPrintable(errorOf(big)));
        CliRun fits = client("127.0.0.1", {"-t", "1"});
        QVERIFY2(fits.exitCode == 0, (fits.err + fits.out.left(1500)).constData());
        for (const QStringList& bad :
             {QStringList{"-s", "--max-memory", "1K"}, QStringList{"-s", "--allow", "10.0.0.0/33"},
              QStringList{"-s", "--allow", "example.com"}}) {
            CliRun r = runProcess(bw::test::cliPath(), bad, 10'000);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(bad[1].toUtf8()), r.err.constData());
        }
    }

    // A connect that gets no answer names the port to open in the firewall. A listener whose
    // accept queue is full drops further SYNs, as a firewall would.
    void connectTimeoutNamesThePortToOpen()
    {
        net::NetInit init;
        std::error_code ec;
        net::Socket listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        std::vector<net::Endpoint> eps;
        net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps);
        QVERIFY(!listener.bind(eps.front()) && !listener.listen(0));
        net::Endpoint bound;
        listener.localEndpoint(bound);
        std::vector<net::Socket> fillers; // never accepted
        for (int i = 0; i < 3; ++i) {
            fillers.push_back(net::Socket::create(AF_INET, net::Kind::Tcp, ec));
            fillers.back().connect(bound, std::chrono::milliseconds(300));
        }
        m_port = bound.port();
        CliRun r = client("127.0.0.1", {"-t", "1", "--connect-timeout", "1"});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject e = r.json()["error"].toObject();
        QCOMPARE(e["code"].toString(), QString("timeout"));
        QVERIFY2(e["message"].toString().contains("no answer from 127.0.0.1 port " +
                                                  QString::number(m_port) + " within 1 s"),
                 qPrintable(e["message"].toString()));
        QVERIFY2(
            e["hint"].toString().contains("firewall") &&
                e["hint"].toString().contains("allow TCP and UDP port " + QString::number(m_port)),
            qPrintable(e["hint"].toString()));
    }

    // The README's example of an error, word for word (one line; the README wraps it).
    void refusalReadsAsInTheReadme()
    {
        m_port = freeLoopbackPort();
        const QString port = QString::number(m_port);
        CliRun r =
            runProcess(bw::test::cliPath(), {"-c", "127.0.0.1", "-p", port, "-t", "1"}, 30'000);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(QString::fromUtf8(r.err),
                 "benchwire-cli: error: connect: nothing listens on 127.0.0.1 port " + port +
                     " (Connection refused). start `benchwire-cli -s -p " + port +
                     "` there (or the app's Serve mode), or check the port\n");
    }

    // Without -p the client uses port 5201. Whether something listens there or not, the
    // JSON names the port it used (nothing is started on 5201 here).
    void defaultPortIs5201()
    {
        CliRun r = runProcess(bw::test::cliPath(),
                              {"-c", "127.0.0.1", "-t", "0.3", "-i", "0.3", "-J"}, 30'000);
        QCOMPARE(r.json()["config"].toObject()["port"].toInt(), 5201);
        if (r.exitCode != 0)
            QVERIFY2(r.json()["error"].toObject()["message"].toString().contains("port 5201"),
                     r.out.constData());
    }

    void listInterfacesShowsLoopback()
    {
        CliRun r = runProcess(bw::test::cliPath(), {"--list-interfaces"}, 10'000);
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split('\n');
        int lo = -1;
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith("lo ")) lo = i;
        QVERIFY2(lo >= 0, r.out.constData());
        QVERIFY(lines[lo].contains("loopback"));
        QVERIFY(lines[lo].contains(" up "));
        QCOMPARE(lines.value(lo + 1).trimmed(), QString("127.0.0.1/8"));
        QVERIFY2(r.out.contains("    link: lo loopback\n"), r.out.constData()); // link facts
    }

    // --record-wifi on an interface with nothing to record: exit 1, the reason, no files.
    void recordWifiSaysWhyNothingIsRecorded()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        CliRun r = runProcess(bw::test::cliPath(),
                              {"--record-wifi", "nosuch0", "--record-dir", dir.path()}, 10'000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("nothing recorded: no interface named nosuch0"), r.err.constData());
        // lo is no Wi-Fi interface: refused by nl80211, or there is no nl80211 at all.
        r = runProcess(bw::test::cliPath(), {"--record-wifi", "lo", "--record-dir", dir.path()},
                       10'000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("benchwire-cli: nothing recorded: "), r.err.constData());
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // -D detaches once the server listens, serves, and writes to --logfile, a path relative to
    // the directory it was started in.
    void daemonWritesItsLog()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath("bw.log");
        m_port = freeLoopbackPort();
        const QString port = QString::number(m_port);
        QProcess start;
        start.setWorkingDirectory(dir.path());
        start.start(bw::test::cliPath(),
                    {"-s", "-D", "--logfile", "bw.log", "-B", "127.0.0.1", "-p", port});
        QVERIFY(start.waitForFinished(30'000));
        QCOMPARE(start.exitCode(), 0);
        // The daemon is stopped however the test ends. The waits are generous: under TSan at
        // a high load a start has taken over 5 s.
        auto stopAny = qScopeGuard([port] {
            if (pid_t p = findServer(port); p > 0) ::kill(p, SIGTERM);
        });
        // Only the daemon itself writes this. Until then the process that forks it (same
        // command line) may come and go, so the daemon is looked for only afterwards.
        QTRY_VERIFY_WITH_TIMEOUT(readAll(log).contains("listening"), 30'000);
        const pid_t daemon = findServer(port);
        QVERIFY(daemon > 0);
        stopAny.dismiss();
        std::unique_ptr<void, std::function<void(void*)>> stopDaemon(
            (void*)&daemon, [daemon](void*) { ::kill(daemon, SIGTERM); });
        // A second one on the same port says why it cannot serve, with exit code 1.
        CliRun again =
            runProcess(bw::test::cliPath(), {"-s", "-D", "-B", "127.0.0.1", "-p", port}, 30'000);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("cannot listen on port " + port.toUtf8()),
                 again.err.constData());
        CliRun r = client("127.0.0.1", {"-t", "0.3", "-i", "0.3"});
        QCOMPARE(r.exitCode, 0);
        stopDaemon.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!QDir(QString("/proc/%1").arg(daemon)).exists(), 10'000);
        QVERIFY2(readAll(log).contains("test finished"), readAll(log).constData());
    }

    // -f picks the rate unit as iperf3's does, and a unit it does not know is named.
    void formatPicksTheRateUnit()
    {
        startServer("127.0.0.1");
        const auto withUnit = [this](const char* unit) {
            return runProcess(bw::test::cliPath(),
                              {"-c", "127.0.0.1", "-p", QString::number(m_port), "-t", "0.5", "-i",
                               "0.25", "-f", unit},
                              60'000);
        };
        const CliRun mbits = withUnit("m");
        QCOMPARE(mbits.exitCode, 0);
        QVERIFY2(mbits.out.contains(" Mbit/s") && !mbits.out.contains(" Gbit/s"),
                 mbits.out.constData());
        const CliRun bytes = withUnit("M");
        QCOMPARE(bytes.exitCode, 0);
        QVERIFY2(bytes.out.contains(" MByte/s") && !bytes.out.contains("bit/s"),
                 bytes.out.constData());
        CliRun bad = runProcess(bw::test::cliPath(), {"-c", "127.0.0.1", "-f", "x"}, 10'000);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("-f: 'x' is not a rate unit; give e.g. m (Mbit/s)"),
                 bad.err.constData());
    }

    // --logfile without -D, as iperf3's: everything goes to the end of the file, nothing to
    // the terminal; a second run appends; a file it cannot open is named on the terminal.
    void logfileWithoutDaemon()
    {
        startServer("127.0.0.1");
        QTemporaryDir dir;
        const QString log = dir.filePath("client.log");
        for (int run = 1; run <= 2; ++run) {
            CliRun r = runProcess(
                bw::test::cliPath(),
                {"-c", "127.0.0.1", "-p", QString::number(m_port), "-t", "0.5", "--logfile", log},
                60'000);
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.isEmpty() && r.err.isEmpty(), (r.out + r.err).constData());
            QCOMPARE(readAll(log).count("upload   received"), run);
        }
        CliRun bad = runProcess(bw::test::cliPath(),
                                {"-c", "127.0.0.1", "--logfile", "/nonexistent-dir/c.log"}, 10'000);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--logfile /nonexistent-dir/c.log: cannot open it"),
                 bad.err.constData());
    }

    // --csv: the intervals with the app's columns, read back; each direction's bytes add up to
    // the JSON summary's. A file it cannot write is named before the test runs.
    void csvMatchesTheJson()
    {
        startServer("127.0.0.1");
        QTemporaryDir dir;
        const QString path = dir.filePath("run.csv");
        CliRun r = client("127.0.0.1", {"-t", "1", "-i", "0.25", "--bidir", "--csv", path});
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = readAll(path).trimmed().split('\n');
        const QList<QByteArray> header = lines.first().split(',');
        QCOMPARE(header.mid(0, 7), (QList<QByteArray>{"phase", "interval", "start_s", "end_s",
                                                      "warmup", "direction", "receiver_bytes"}));
        QMap<QString, qint64> bytes;
        for (const QByteArray& line : lines.mid(1)) {
            const QList<QByteArray> f = line.split(',');
            QCOMPARE(f.size(), header.size());
            bytes[QString::fromUtf8(f[5])] += f[6].toLongLong();
        }
        const QJsonArray summaries = r.json()["summaries"].toArray();
        QCOMPARE(summaries.size(), 2);
        for (const auto& s : summaries) {
            const QString d = s.toObject()["direction"].toString();
            QVERIFY2(bytes.value(d) > 0, qPrintable(d));
            QCOMPARE(bytes.value(d), qint64(s.toObject()["receiverBytes"].toDouble()));
        }
        CliRun bad = runProcess(bw::test::cliPath(),
                                {"-c", "127.0.0.1", "--csv", "/nonexistent-dir/r.csv"}, 10'000);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--csv /nonexistent-dir/r.csv: cannot write it"),
                 bad.err.constData());
    }

    // --compare without Qt: one row per saved result, the first the baseline, each figure the
    // run's mean with its difference in percent worked out here from the files themselves.
    void compareTableFromSavedResults()
    {
        startServer("127.0.0.1");
        QTemporaryDir dir;
        QStringList files;
        for (const QStringList& mode : {QStringList{}, QStringList{"-P", "2"}, {"--bidir"}}) {
            CliRun r = client("127.0.0.1", QStringList{"-t", "0.6", "-i", "0.2"} + mode);
            QCOMPARE(r.exitCode, 0);
            files << dir.filePath(QString::number(files.size()) + ".json");
            QFile f(files.last());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(r.out);
        }
        const auto uploadMean = [&](int i) {
            QFile f(files[i]);
            f.open(QIODevice::ReadOnly);
            const QJsonObject s =
                QJsonDocument::fromJson(f.readAll())["summaries"].toArray()[0].toObject();
            return s["receiverBitsPerSecond"].toObject()["mean"].toDouble();
        };
        CliRun c =
            runProcess(bw::test::cliPath(), QStringList{"-f", "m", "--compare"} + files, 10'000);
        QCOMPARE(c.exitCode, 0);
        const QList<QByteArray> rows = c.out.trimmed().split('\n');
        QCOMPARE(rows.size(), 4);
        QVERIFY2(rows[1].contains(QByteArray::number(uploadMean(0) / 1e6, 'f', 1) + " Mbit/s") &&
                     rows[1].contains("baseline"),
                 rows[1].constData());
        const double pct = (uploadMean(1) - uploadMean(0)) / uploadMean(0) * 100;
        QVERIFY2(rows[2].contains(QByteArray::number(uploadMean(1) / 1e6, 'f', 1) + " Mbit/s") &&
                     rows[2].contains(QString::asprintf("%+.1f %%", pct).toUtf8()),
                 rows[2].constData());
        // Both directions at once: only the simultaneous column, the sum of both.
        QVERIFY2(rows[3].simplified().endsWith("Mbit/s -"), rows[3].constData());
        CliRun missing =
            runProcess(bw::test::cliPath(), {"--compare", files[0], "/nonexistent.json"}, 10'000);
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("/nonexistent.json: cannot open it"),
                 missing.err.constData());
    }

    // A log file it cannot write: said before anything detaches, exit code 1.
    void daemonUnwritableLog()
    {
        CliRun d = runProcess(bw::test::cliPath(),
                              {"-s", "-D", "--logfile", "/nonexistent-dir/bw.log", "-B",
                               "127.0.0.1", "-p", QString::number(freeLoopbackPort())},
                              10'000);
        QCOMPARE(d.exitCode, 1);
        QVERIFY2(d.err.contains("--logfile /nonexistent-dir/bw.log: cannot open it"),
                 d.err.constData());
    }

private:
    static QByteArray readAll(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // The daemon: a process whose command line is the -D server's for this port, and not the
    // session leader that forked it (-D forks twice; the middle process calls setsid() and
    // exits at once, but may still be there).
    static pid_t findServer(const QString& port)
    {
        const QStringList pids = QDir("/proc").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString& pid : pids) {
            const QList<QByteArray> argv = readAll("/proc/" + pid + "/cmdline").split('\0');
            if (!argv.contains("-D") || !argv.contains(port.toUtf8()) || !argv.contains("-s"))
                continue;
            // /proc/PID/stat: "pid (comm) state ppid pgrp session ...".
            const QByteArray stat = readAll("/proc/" + pid + "/stat");
            const QList<QByteArray> f = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
            if (f.size() > 3 && f[3] != pid.toUtf8()) return pid_t(pid.toInt());
        }
        return 0;
    }
};

QTEST_GUILESS_MAIN(CliFlagsTest)
#include "cliflags_test.moc"
