// SPDX-License-Identifier: MIT
// Linux's /proc/stat text to CPU counters, on fields that are distinct powers of two: a field
// added to the wrong counter, left out or counted twice gives another sum.
#include "metrics/cpu.h"

#include <QTest>

#include <sstream>

using namespace bw::engine::metrics;

namespace {
HostCpuTimes parse(const char* text)
{
    std::istringstream in(text);
    return parseProcStat(in);
}
} // namespace

class CpuTest : public QObject
{
    Q_OBJECT
private slots:
    void hostFieldsByHand()
    {
        // user nice system idle iowait irq softirq steal guest guest_nice
        const HostCpuTimes t = parse("cpu  1 2 4 8 16 32 64 128 256 512\n"
                                     "cpu0 3 0 5 7 11 13 17 19 0 0\n"
                                     "cpu1 1000 0 0 3000 0 0 0\n"
                                     "intr 12345 1 2\n"
                                     "cpu9 1 1 1 1 1 1 1 1\n");
        QVERIFY(t.valid);
        QCOMPARE(t.user, std::uint64_t(1 + 2));  // user + nice
        QCOMPARE(t.system, std::uint64_t(4));    // system alone
        QCOMPARE(t.irq, std::uint64_t(32 + 64)); // irq + softirq
        QCOMPARE(t.idle, std::uint64_t(8 + 16)); // idle + iowait
        QCOMPARE(t.total, std::uint64_t(255));   // through steal; guest is inside user already
        // One core per cpuN line before the first other line; a core without steal still counts.
        QCOMPARE(t.cores.size(), std::size_t(2));
        QCOMPARE(t.cores[0].idle, std::uint64_t(7 + 11));
        QCOMPARE(t.cores[0].total, std::uint64_t(3 + 5 + 7 + 11 + 13 + 17 + 19));
        QCOMPARE(t.cores[1].idle, std::uint64_t(3000));
        QCOMPARE(t.cores[1].total, std::uint64_t(4000));
    }

    void oldKernelWithoutSteal()
    {
        const HostCpuTimes t = parse("cpu 1 2 4 8 16 32 64\n");
        QVERIFY(t.valid);
        QCOMPARE(t.total, std::uint64_t(127));
        QVERIFY(t.cores.empty());
    }

    void unreadableTextIsInvalid()
    {
        QVERIFY(!parse("").valid);
        QVERIFY(!parse("cpu 1 2 x 4 5 6 7\n").valid);
        QVERIFY(!parse("intr 1\ncpu 1 2 4 8 16 32 64\n").valid); // the cpu lines come first
    }

    // The shares between two parsed snapshots: each field's delta over the total's.
    void sharesBetweenParsedSnapshots()
    {
        const HostCpuTimes a = parse("cpu 0 0 0 0 0 0 0 0\ncpu0 0 0 0 0 0 0 0 0\n");
        const HostCpuTimes b = parse("cpu 100 100 200 300 100 50 50 100\n"
                                     "cpu0 300 0 0 100 0 0 0 0\n");
        const auto s = cpuBetween(a, b, {}, {}, 0);
        QVERIFY(s.valid);
        QCOMPARE(s.userPct, 20.0);   // 200 of 1000
        QCOMPARE(s.systemPct, 20.0); // 200
        QCOMPARE(s.irqPct, 10.0);    // 100
        QCOMPARE(s.idlePct, 40.0);   // 400; steal, 10 %, is in none of them
        QCOMPARE(s.coreBusyPct.size(), std::size_t(1));
        QCOMPARE(s.coreBusyPct[0], 75.0);
    }
};

QTEST_GUILESS_MAIN(CpuTest)
#include "cpu_test.moc"
