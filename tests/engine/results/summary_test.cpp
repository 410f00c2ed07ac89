// SPDX-License-Identifier: MIT
// Tests engine/src/results/summary.cpp and engine/src/report/stats.cpp (the interval schedule
// of engine/src/flow/sampler.cpp is tested in tests/engine/flow/sampler_test.cpp).
#include "metrics/cpu.h"
#include "results/summary.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::results;

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

UdpSample udpSide(std::uint64_t sent, std::uint64_t received, std::uint64_t lost)
{
    UdpSample u;
    u.valid = true;
    u.packetsSent = sent;
    u.packetsReceived = received;
    u.packetsLost = lost;
    return u;
}

// Every role from its own source, in a test both ways: the sender's figures from the sending
// host, the receiver's from the receiving one, with the sender ahead (bytes still in flight,
// datagrams lost), and each of the eight totals different so a swap of any two shows.
struct BothWays
{
    HostSample client, server;
};

BothWays bothWaysHosts()
{
    BothWays h{host(0, 0, 1'000'000, false), host(0, 0, 1'000'000, false)};
    h.client.sentBytes[0] = 7000;
    h.client.receivedBytes[1] = 5000;
    h.client.tcp[0].valid = true;
    h.client.tcp[0].retransmits = 3;
    h.client.tcp[0].rttUs = 100;
    h.client.udp[0] = udpSide(70, 0, 0);
    h.client.udp[1] = udpSide(0, 50, 4);
    h.client.cpu.idlePct = 80; // 20 % busy
    h.server.sentBytes[1] = 6000;
    h.server.receivedBytes[0] = 4000;
    h.server.tcp[1].valid = true;
    h.server.tcp[1].retransmits = 9;
    h.server.tcp[1].rttUs = 300;
    h.server.udp[0] = udpSide(0, 40, 30);
    h.server.udp[1] = udpSide(60, 0, 0);
    h.server.cpu.idlePct = 40; // 60 % busy
    return h;
}

// The phase's whole-run totals for bothWaysHosts(), and its summaries (upload, download).
std::vector<DirectionSummary> bothWaysSummaries()
{
    const BothWays h = bothWaysHosts();
    IntervalSample iv = mergeInterval(0, TestMode::Bidirectional, h.client, &h.server);
    PhaseTotals t;
    t.clientSent[0] = 7100;
    t.serverReceived[0] = 4100;
    t.serverSent[1] = 6100;
    t.clientReceived[1] = 5100;
    t.clientSent[1] = 11; // what neither direction's summary may pick up
    t.serverReceived[1] = 22;
    t.serverSent[0] = 33;
    t.clientReceived[0] = 44;
    t.clientUdp[0] = udpSide(71, 0, 0);
    t.serverUdp[0] = udpSide(0, 41, 30);
    t.serverUdp[1] = udpSide(61, 0, 0);
    t.clientUdp[1] = udpSide(0, 51, 4);
    t.datagramBytes = 100;
    HostFacts client{{true, 20, 0, 0, 80, 0, {}, 0}, 1, 1000};
    HostFacts server{{true, 60, 0, 0, 40, 0, {}, 0}, 2, 2000};
    auto sums = summarizePhase(0, TestMode::Bidirectional, {iv}, t, client, server);
    if (sums.size() != 2) qFatal("summarizePhase: %zu summaries for a test both ways", sums.size());
    return sums;
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

    // Each share of the whole against the others, on counters where every share differs:
    // between the snapshots the host counted 1000 ticks, of which user 300, system 100, irq 50,
    // idle 500 (and 50 elsewhere); three cores went 75 %, 25 % and 0 % busy; the process used
    // 0.3 s user and 0.1 s system time in 1 s.
    void cpuSharesEachFromItsOwnCounter()
    {
        metrics::HostCpuTimes a, b;
        a.valid = b.valid = true;
        a.user = 100, a.system = 200, a.irq = 50, a.idle = 600, a.total = 1000;
        b.user = 400, b.system = 300, b.irq = 100, b.idle = 1100, b.total = 2000;
        a.cores = {{100, 200}, {50, 200}, {0, 200}};    // {idle, total}
        b.cores = {{150, 400}, {200, 400}, {100, 300}}; // idle +50/200, +150/200, +100/100
        metrics::ProcessCpuTimes pa, pb;
        pa.valid = pb.valid = true;
        pa.userUs = 1'000, pa.systemUs = 500;
        pb.userUs = 301'000, pb.systemUs = 100'500;
        const CpuSample s = metrics::cpuBetween(a, b, pa, pb, 1'000'000);
        QVERIFY(s.valid);
        QCOMPARE(s.userPct, 30.0);
        QCOMPARE(s.systemPct, 10.0);
        QCOMPARE(s.irqPct, 5.0);
        QCOMPARE(s.idlePct, 50.0);
        QCOMPARE(s.busyPct(), 50.0);
        QCOMPARE(s.coreBusyPct, (std::vector<double>{75, 25, 0}));
        QCOMPARE(s.busiestCorePct(), 75.0);
        // 0.4 s of CPU in 1 s of wall time, over every logical processor of this host.
        QCOMPARE(s.processPct, 100.0 * 0.4 / metrics::cpuCount());
    }

    // The UDP summary against hand-computed figures, on intervals where every divisor and
    // filter matters: a warm-up interval, two measured ones with different counts, one with
    // nothing received (its jitter means nothing), the other direction, and another phase.
    void udpSummaryByHand()
    {
        auto udp = [](std::uint64_t sent, std::uint64_t skipped, std::uint64_t received,
                      std::uint64_t lost, std::uint64_t ooo, std::uint64_t dup, double jitter) {
            UdpSample u;
            u.valid = true;
            u.packetsSent = sent, u.packetsSkipped = skipped, u.packetsReceived = received;
            u.packetsLost = lost, u.outOfOrder = ooo, u.duplicates = dup, u.jitterUs = jitter;
            return u;
        };
        auto interval = [](int phase, bool warmup, Direction d, const UdpSample& u) {
            IntervalSample iv;
            iv.phase = phase;
            iv.warmup = warmup;
            DirectionSample ds;
            ds.direction = d;
            ds.haveSender = ds.haveReceiver = true;
            ds.udp = u;
            iv.directions.push_back(ds);
            return iv;
        };
        const std::vector<IntervalSample> ivs = {
            interval(0, true, Direction::Upload, udp(1000, 0, 0, 1000, 0, 0, 9999)),
            interval(0, false, Direction::Upload, udp(100, 0, 90, 10, 2, 1, 50)),
            interval(0, false, Direction::Upload, udp(60, 40, 50, 3, 0, 4, 150)),
            interval(0, false, Direction::Upload, udp(0, 0, 0, 0, 0, 0, 7777)),
            interval(0, false, Direction::Download, udp(500, 5, 480, 20, 9, 9, 1)),
            interval(1, false, Direction::Upload, udp(700, 7, 600, 100, 9, 9, 1)),
        };
        UdpSample sent, received;
        sent.valid = received.valid = true;
        sent.packetsSent = 170;
        received.packetsReceived = 150;
        PhaseTotals totals;
        totals.datagramBytes = 1200;
        totals.udpTargetBitsPerSecond = 5e6;
        const UdpSummary u = summarizeUdp(0, Direction::Upload, ivs, sent, received, totals);
        QVERIFY(u.valid);
        QCOMPARE(u.packetsSent, 160ull);
        QCOMPARE(u.packetsSkipped, 40ull);
        QCOMPARE(u.packetsReceived, 140ull);
        QCOMPARE(u.packetsLost, 13ull);
        QCOMPARE(u.outOfOrder, 2ull);
        QCOMPARE(u.duplicates, 5ull);
        QCOMPARE(u.lossPct, 100.0 * 13 / 153);    // lost / (received + lost), not / received
        QCOMPARE(u.skippedPct, 100.0 * 40 / 200); // skipped / (sent + skipped)
        QCOMPARE(u.jitterUs.count, 2);            // the interval that received nothing is out
        QCOMPARE(u.jitterUs.mean, 100.0);
        QCOMPARE(u.jitterUs.min, 50.0);
        QCOMPARE(u.jitterUs.max, 150.0);
        QCOMPARE(u.jitterUs.stddev, 50.0);
        QCOMPARE(u.packetsSentTotal, 170ull);
        QCOMPARE(u.packetsReceivedTotal, 150ull);
        QCOMPARE(u.packetsLostTotal, 20ull);
        QCOMPARE(u.lossPctTotal, 100.0 * 20 / 170); // of all that was sent
        QCOMPARE(u.datagramBytes, 1200u);
        QCOMPARE(u.targetBitsPerSecond, 5e6);
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

    void eachRoleHasItsOwnSourceInTheInterval()
    {
        const BothWays h = bothWaysHosts();
        IntervalSample iv = mergeInterval(0, TestMode::Bidirectional, h.client, &h.server);
        QCOMPARE(iv.directions.size(), std::size_t(2));
        const DirectionSample& up = iv.directions[0];
        const DirectionSample& down = iv.directions[1];
        QVERIFY(up.direction == Direction::Upload && down.direction == Direction::Download);
        QCOMPARE(up.senderBytes, 7000ull);
        QCOMPARE(up.receiverBytes, 4000ull);
        QCOMPARE(up.senderBitsPerSecond, 56000.0);
        QCOMPARE(up.receiverBitsPerSecond, 32000.0);
        QCOMPARE(up.tcp.retransmits, 3ull); // TCP info is the sender's
        QCOMPARE(up.udp.packetsSent, 70ull);
        QCOMPARE(up.udp.packetsReceived, 40ull);
        QCOMPARE(up.udp.packetsLost, 30ull);
        QCOMPARE(down.senderBytes, 6000ull);
        QCOMPARE(down.receiverBytes, 5000ull);
        QCOMPARE(down.senderBitsPerSecond, 48000.0);
        QCOMPARE(down.receiverBitsPerSecond, 40000.0);
        QCOMPARE(down.tcp.retransmits, 9ull);
        QCOMPARE(down.udp.packetsSent, 60ull);
        QCOMPARE(down.udp.packetsReceived, 50ull);
        QCOMPARE(down.udp.packetsLost, 4ull);
        QCOMPARE(iv.localCpu.idlePct, 80.0);
        QCOMPARE(iv.remoteCpu.idlePct, 40.0);
    }

    void eachRoleHasItsOwnSourceInTheUploadSummary()
    {
        const DirectionSummary su = bothWaysSummaries().at(0);
        QCOMPARE(su.senderBytes, 7000ull);
        QCOMPARE(su.receiverBytes, 4000ull);
        QCOMPARE(su.senderBitsPerSecond, 56000.0);
        QCOMPARE(su.receiverBitsPerSecond.mean, 32000.0);
        QCOMPARE(su.senderBytesTotal, 7100ull);
        QCOMPARE(su.receiverBytesTotal, 4100ull);
        QVERIFY(su.senderBytesTotal > su.receiverBytesTotal);
        QCOMPARE(su.retransmits, 3ull);
        QCOMPARE(su.meanRttUs, 100u);
        QCOMPARE(su.udp.packetsSent, 70ull);
        QCOMPARE(su.udp.packetsReceived, 40ull);
        QCOMPARE(su.udp.packetsSentTotal, 71ull);
        QCOMPARE(su.udp.packetsReceivedTotal, 41ull);
        QCOMPARE(su.udp.packetsLostTotal, 30ull);
        QCOMPARE(su.senderCpu.idlePct, 80.0);
        QCOMPARE(su.receiverCpu.idlePct, 40.0);
        // Both hosts' busy cycles over all 9000 bytes the phase moved (4000 up + 5000 down):
        // client 20 % x 1 core x 1000 MHz x 1 s = 2e8, server 60 % x 2 x 2000 MHz x 1 s = 2.4e9.
        QCOMPARE(su.senderCyclesPerByte, 2e8 / 9000);
        QCOMPARE(su.receiverCyclesPerByte, 2.4e9 / 9000);
    }

    void eachRoleHasItsOwnSourceInTheDownloadSummary()
    {
        const DirectionSummary sd = bothWaysSummaries().at(1);
        QCOMPARE(sd.senderBytes, 6000ull);
        QCOMPARE(sd.receiverBytes, 5000ull);
        QCOMPARE(sd.senderBitsPerSecond, 48000.0);
        QCOMPARE(sd.receiverBitsPerSecond.mean, 40000.0);
        QCOMPARE(sd.senderBytesTotal, 6100ull);
        QCOMPARE(sd.receiverBytesTotal, 5100ull);
        QVERIFY(sd.senderBytesTotal > sd.receiverBytesTotal);
        QCOMPARE(sd.retransmits, 9ull);
        QCOMPARE(sd.meanRttUs, 300u);
        QCOMPARE(sd.udp.packetsSentTotal, 61ull);
        QCOMPARE(sd.udp.packetsReceivedTotal, 51ull);
        QCOMPARE(sd.udp.packetsLostTotal, 10ull);
        QCOMPARE(sd.senderCpu.idlePct, 40.0);
        QCOMPARE(sd.receiverCpu.idlePct, 80.0);
        QCOMPARE(sd.senderCyclesPerByte, 2.4e9 / 9000); // the cycles as in the upload summary
        QCOMPARE(sd.receiverCyclesPerByte, 2e8 / 9000);
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
