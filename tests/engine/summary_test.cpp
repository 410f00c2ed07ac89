// SPDX-License-Identifier: MIT
// Tests engine/src/control/summary.cpp, engine/src/report/stats.cpp and the interval schedule
// of engine/src/flow/sampler.cpp.
#include "control/summary.h"
#include "flow/sampler.h"
#include "metrics/cpu.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::control;

namespace {
HostSample host(int index, std::int64_t startUs, std::int64_t endUs, bool warmup)
{
    HostSample h;
    h.index = index;
    h.startUs = startUs;
    h.endUs = endUs;
    h.warmup = warmup;
    h.cpu.valid = true;
    h.cpu.idlePct = 50;
    h.cpu.userPct = 50;
    return h;
}
} // namespace

class SummaryTest : public QObject
{
    Q_OBJECT
private slots:
    void statsArePopulationStats()
    {
        Stats s = computeStats({2, 4, 4, 4, 5, 5, 7, 9});
        QCOMPARE(s.count, 8);
        QCOMPARE(s.mean, 5.0);
        QCOMPARE(s.min, 2.0);
        QCOMPARE(s.max, 9.0);
        QCOMPARE(s.stddev, 2.0);
        QCOMPARE(computeStats({}).count, 0);
    }

    void cpuSummaryAveragesEachCoreAndTheBusiest()
    {
        CpuSample a, b, invalid;
        a.valid = b.valid = true;
        a.idlePct = 50;
        b.idlePct = 70;
        a.coreBusyPct = {90, 10};
        b.coreBusyPct = {10, 50}; // the busiest core moved from 0 to 1
        CpuSummary s = summarizeCpu({a, invalid, b});
        QVERIFY(s.valid);
        QCOMPARE(s.idlePct, 60.0);
        QCOMPARE(s.coreBusyPct, (std::vector<double>{50, 30}));
        QCOMPARE(s.busiestCorePct, 70.0); // (90 + 50) / 2, not the busiest mean core
        CpuSample c = b;
        c.coreBusyPct = {10, 20, 30}; // a core came online: per-core means would mislead
        s = summarizeCpu({a, c});
        QVERIFY(s.coreBusyPct.empty());
        QCOMPARE(s.busiestCorePct, 60.0);
        QCOMPARE(summarizeCpu({invalid}).valid, false);
    }

    void cpuBetweenSnapshotsGivesEachCoresShare()
    {
        metrics::HostCpuTimes a, b;
        a.valid = b.valid = true;
        a.total = 1000, a.idle = 800;
        b.total = 2000, b.idle = 1300; // host: 50 % busy
        a.cores = {{400, 500}, {400, 500}};
        b.cores = {{400, 1000}, {900, 1000}}; // core 0 pegged, core 1 idle
        metrics::ProcessCpuTimes p;
        CpuSample s = metrics::cpuBetween(a, b, p, p, 1'000'000);
        QVERIFY(s.valid);
        QCOMPARE(s.busyPct(), 50.0);
        QCOMPARE(s.coreBusyPct, (std::vector<double>{100, 0}));
        QCOMPARE(s.busiestCorePct(), 100.0);
        b.cores.pop_back(); // a core went offline between the snapshots
        QVERIFY(metrics::cpuBetween(a, b, p, p, 1'000'000).coreBusyPct.empty());
    }

    void boundariesSplitWarmupAndDuration()
    {
        QCOMPARE(flow::intervalBoundariesMs(0, 3000, 1000), (std::vector<int>{1000, 2000, 3000}));
        QCOMPARE(flow::intervalBoundariesMs(1500, 2000, 1000), (std::vector<int>{1000, 1500, 2500, 3500}));
        QCOMPARE(flow::intervalBoundariesMs(0, 2500, 1000), (std::vector<int>{1000, 2000, 2500}));
    }

    void uploadTakesReceiverFromServer()
    {
        HostSample local = host(0, 0, 500'000, false);
        local.sentBytes[0] = 1000;
        local.tcp[0].valid = true;
        local.tcp[0].retransmits = 2;
        HostSample remote = host(0, 0, 500'000, false);
        remote.receivedBytes[0] = 900;
        IntervalSample iv = mergeInterval(0, TestMode::Upload, local, &remote);
        QCOMPARE(iv.directions.size(), std::size_t(1));
        const DirectionSample& d = iv.directions[0];
        QVERIFY(d.direction == Direction::Upload);
        QCOMPARE(d.senderBytes, 1000ull);
        QCOMPARE(d.receiverBytes, 900ull);
        QCOMPARE(d.receiverBitsPerSecond, 900 * 8 / 0.5);
        QCOMPARE(d.tcp.retransmits, 2ull);
        QVERIFY(iv.remoteCpu.valid);
    }

    void downloadWithoutRemoteStillHasReceiver()
    {
        HostSample local = host(1, 500'000, 1'000'000, false);
        local.receivedBytes[1] = 5000;
        IntervalSample iv = mergeInterval(0, TestMode::Download, local, nullptr);
        QCOMPARE(iv.directions.size(), std::size_t(1));
        QVERIFY(iv.directions[0].haveReceiver);
        QVERIFY(!iv.directions[0].haveSender);
        QVERIFY(!iv.remoteCpu.valid);
    }

    void summaryExcludesWarmupAndWeighsByTime()
    {
        std::vector<IntervalSample> ivs;
        // warm-up interval with a lot of data, then 1 s at 8 Mbit/s and 0.5 s at 16 Mbit/s
        HostSample w = host(0, 0, 1'000'000, true);
        w.receivedBytes[1] = 999'999'999;
        HostSample a = host(1, 1'000'000, 2'000'000, false);
        a.receivedBytes[1] = 1'000'000;
        HostSample b = host(2, 2'000'000, 2'500'000, false);
        b.receivedBytes[1] = 1'000'000;
        for (const auto& h : {w, a, b}) {
            HostSample r = h;
            r.receivedBytes[1] = 0;
            r.sentBytes[1] = h.receivedBytes[1];
            ivs.push_back(mergeInterval(0, TestMode::Download, h, &r));
        }
        PhaseTotals t;
        t.serverSent[1] = 1'000'999'999;
        t.clientReceived[1] = 1'000'999'999;
        HostFacts facts{{true, 50, 0, 0, 50, 10, {}, 0}, 2, 1000};
        auto sums = summarizePhase(0, TestMode::Download, ivs, t, facts, facts);
        QCOMPARE(sums.size(), std::size_t(1));
        const auto& s = sums[0];
        QCOMPARE(s.durationUs, std::int64_t(1'500'000));
        QCOMPARE(s.receiverBytes, 2'000'000ull);
        QCOMPARE(s.senderBytes, 2'000'000ull);
        QCOMPARE(s.receiverBitsPerSecond.count, 2);
        QCOMPARE(s.receiverBitsPerSecond.min, 8e6);
        QCOMPARE(s.receiverBitsPerSecond.max, 16e6);
        QVERIFY(qAbs(s.receiverBitsPerSecond.mean - 16e6 / 1.5) < 1); // bytes over time
        QCOMPARE(s.senderBytesTotal, 1'000'999'999ull);
        QCOMPARE(s.receiverBytesTotal, 1'000'999'999ull);
        // 50 % of 2 cores at 1000 MHz for 1.5 s over 2,000,000 bytes = 750 cycles per byte
        QVERIFY(qAbs(s.receiverCyclesPerByte - 750.0) < 1e-6);
    }

    void bidirectionalHasBothDirections()
    {
        HostSample l = host(0, 0, 1'000'000, false);
        l.sentBytes[0] = 10;
        l.receivedBytes[1] = 20;
        HostSample r = host(0, 0, 1'000'000, false);
        r.receivedBytes[0] = 10;
        r.sentBytes[1] = 20;
        IntervalSample iv = mergeInterval(0, TestMode::Bidirectional, l, &r);
        QCOMPARE(iv.directions.size(), std::size_t(2));
        QCOMPARE(iv.directions[0].receiverBytes, 10ull);
        QCOMPARE(iv.directions[1].receiverBytes, 20ull);
    }

    void cyclesPerByteUnknownIsZero()
    {
        CpuSummary c;
        QCOMPARE(cyclesPerByte(c, 4, 3000, 1, 1000), 0.0);
        c.valid = true;
        c.idlePct = 0;
        QCOMPARE(cyclesPerByte(c, 4, 0, 1, 1000), 0.0);
        QCOMPARE(cyclesPerByte(c, 1, 1000, 1, 1'000'000), 1000.0);
    }
};

QTEST_APPLESS_MAIN(SummaryTest)
#include "summary_test.moc"
