// SPDX-License-Identifier: MIT
// Tests engine/src/net/cpus.cpp and cpus_posix.cpp: a cgroup v2 cpu.max text becomes a CPU
// count, the lowest quota along the cgroup path wins, and a process pinned with taskset counts
// only the CPUs it may run on, so "Auto" threads take one worker per such CPU.
#include "benchwire/config.h"
#include "net/cpus.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>
#include <cstring>
#include <map>
#include <string>

using namespace bw::engine;

namespace {
// The child's answer: "usable-cpus auto-threads-for-8-streams".
QString runPinned(const QString& cpus)
{
    QProcess p;
    p.start("taskset", {"-c", cpus, QCoreApplication::applicationFilePath(), "--usable-cpus"});
    if (!p.waitForFinished(20'000)) return "timeout";
    return QString::fromLatin1(p.readAllStandardOutput()).trimmed();
}
} // namespace

class CpusTest : public QObject
{
    Q_OBJECT
private slots:
    void cpuMax_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("cpus");
        QTest::newRow("no limit") << "max 100000\n" << 0;
        QTest::newRow("one cpu") << "100000 100000\n" << 1;
        QTest::newRow("one and a half") << "150000 100000\n" << 2;
        QTest::newRow("half a cpu") << "50000 100000\n" << 1;
        QTest::newRow("four, other period") << "200000 50000\n" << 4;
        QTest::newRow("no period") << "300000" << 3;
        QTest::newRow("empty") << "" << 0;
        QTest::newRow("garbage") << "lots 100000" << 0;
        QTest::newRow("zero period") << "100000 0" << 0;
    }
    void cpuMax()
    {
        QFETCH(QString, text);
        QFETCH(int, cpus);
        QCOMPARE(net::cpusFromCpuMax(text.toStdString()), cpus);
    }

    void lowestQuotaAlongThePathWins()
    {
        std::map<std::string, std::string> files = {
            {"/", ""}, {"/a", "300000 100000\n"}, {"/a/b", "max 100000\n"}, {"/a/b/c", ""}};
        std::map<std::string, int> reads;
        auto read = [&](std::string_view dir) {
            ++reads[std::string(dir)];
            return files[std::string(dir)];
        };
        QCOMPARE(net::cpusFromCgroupPath("/a/b/c", read), 3);
        QCOMPARE(reads.size(), std::size_t(4)); // every level up to the root, once each
        files["/a/b"] = "100000 100000\n";
        QCOMPARE(net::cpusFromCgroupPath("/a/b/c", read), 1);
        files = {{"/", ""}};
        QCOMPARE(net::cpusFromCgroupPath("/", read), 0);
    }

    void pinnedChildCountsItsCpus()
    {
        if (QStandardPaths::findExecutable("taskset").isEmpty()) QSKIP("no taskset");
        // One CPU: one usable CPU, and 8 streams get one worker.
        QCOMPARE(runPinned("0"), QString("1 1"));
        if (net::usableCpuCount() < 2) return;
        // Two CPUs allowed (a quota below 2 would cap it: this process's own count says).
        const int two = std::min(2, net::usableCpuCount());
        QCOMPARE(runPinned("0,1"), QString("%1 %1").arg(two));
    }

    void threadsNeverExceedUsableCpus()
    {
        TestConfig c;
        c.host = "h";
        c.streams = 64;
        QCOMPARE(c.effectiveThreads(), std::min(64, net::usableCpuCount()));
        c.threads = 64; // an explicit count is kept
        QCOMPARE(c.effectiveThreads(), 64);
    }
};

int main(int argc, char** argv)
{
    if (argc == 2 && std::strcmp(argv[1], "--usable-cpus") == 0) {
        TestConfig c;
        c.streams = 8;
        std::printf("%d %d\n", net::usableCpuCount(), c.effectiveThreads());
        return 0;
    }
    QCoreApplication app(argc, argv);
    CpusTest t;
    return QTest::qExec(&t, argc, argv);
}

#include "cpus_test.moc"
