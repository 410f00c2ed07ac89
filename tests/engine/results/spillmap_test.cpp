// SPDX-License-Identifier: MIT
// Tests engine/src/results/spillfile, spillmap and samplestore, and the probe spill of
// latency/runlatency: a run until stopped holds a bounded number of intervals and probe records
// in memory (the counters they expose), and what was spilled comes back exactly, in order.
#include "flow/udpwire.h"
#include "latency/runlatency.h"
#include "results/samplestore.h"

#include <QTest>

#include <random>

using namespace bw::engine;
using namespace bw::engine::latency;
using bw::engine::results::kKeptIntervals;
using bw::engine::results::SampleStore;

namespace {
// Every field different from its default and from the next sample's; doubles that the JSON
// wire format would round (per-core shares to 0.01 %).
HostSample fullSample(int index, std::mt19937_64& rng)
{
    std::uniform_real_distribution<double> pct(0, 100);
    HostSample h;
    h.index = index;
    h.startUs = std::int64_t(index) * 100'000 + 7;
    h.endUs = h.startUs + 100'003;
    h.warmup = index % 3 == 0;
    h.cpu = {true, pct(rng), pct(rng), pct(rng), pct(rng), pct(rng), {pct(rng), pct(rng)}};
    for (int d = 0; d < 2; ++d) {
        h.sentBytes[d] = rng();
        h.receivedBytes[d] = rng();
        h.tcp[d] = {true, rng() % 100, std::uint32_t(rng()), std::uint32_t(rng()), rng()};
        h.udp[d] = {true, rng(), rng(), rng(), rng(), rng(), rng(), pct(rng)};
        h.streamBytes[d] = {rng(), rng(), std::uint64_t(index)};
    }
    h.wifi.valid = true;
    h.wifi.ssid = "net " + std::to_string(index);
    h.wifi.bssid = "aa:bb:cc:dd:ee:ff";
    h.wifi.bandGHz = 5.0;
    h.wifi.channel = index % 165;
    h.wifi.txRateMbps = pct(rng) * 10;
    h.wifi.signalDbm = -40 - index % 50;
    h.wifi.unavailable = index % 2 ? "" : "no noise figure";
    return h;
}

void compareSamples(const HostSample& got, const HostSample& want)
{
    QCOMPARE(got.index, want.index);
    QCOMPARE(got.cpu.coreBusyPct, want.cpu.coreBusyPct); // bit for bit, not rounded
    QCOMPARE(got.udp[1].jitterUs, want.udp[1].jitterUs);
    QCOMPARE(got.streamBytes[0], want.streamBytes[0]);
    QCOMPARE(got.wifi.ssid, want.wifi.ssid);
    QCOMPARE(got.wifi.channel, want.wifi.channel);
    QCOMPARE(got.wifi.noiseDbm, want.wifi.noiseDbm);
    QCOMPARE(spillEncode(got), spillEncode(want)); // and every other field
}

ProbeRecord answered(int phase, std::int64_t sentUs, std::mt19937_64& rng)
{
    std::uniform_int_distribution<int> delay(200, 30'000);
    const std::int64_t up = delay(rng), down = delay(rng);
    return {phase, sentUs, sentUs + up + 5000, sentUs + up + 5040, sentUs + up + down + 40};
}
} // namespace

class SpillMapTest : public QObject
{
    Q_OBJECT
private slots:
    void theFileGivesItsRecordsBackInOrder()
    {
        results::SpillFile file;
        QVERIFY(file.forEach([](std::string_view) { QFAIL("no records yet"); }));
        QVERIFY(file.append("first"));
        QVERIFY(file.append(""));
        QVERIFY(file.append(std::string("a\0b", 3)));
        std::vector<std::string> got;
        QVERIFY(file.forEach([&](std::string_view r) { got.emplace_back(r); }));
        QCOMPARE(got, (std::vector<std::string>{"first", "", std::string("a\0b", 3)}));
        QVERIFY(file.append("after a read"));
        QCOMPARE(file.count(), std::size_t(4));
        file.clear();
        QCOMPARE(file.count(), std::size_t(0));
    }

    void aLongPhaseHoldsFewSamplesAndLosesNone()
    {
        std::mt19937_64 rng(7);
        std::vector<HostSample> written;
        SampleStore store;
        const int n = 2000;
        for (int i = 0; i < n; ++i) {
            written.push_back(fullSample(i, rng));
            store[i] = written.back();
            store.spillBelow(i + 1 - kKeptIntervals);
            QVERIFY(store.held() <= std::size_t(kKeptIntervals));
        }
        QCOMPARE(store.spilled(), std::size_t(n - kKeptIntervals));
        QCOMPARE(store.size(), std::size_t(n));
        QVERIFY(store.find(n - 1) != store.end()); // held: no read-back
        QCOMPARE(store.spilled(), std::size_t(n - kKeptIntervals));
        QCOMPARE(store.count(n), std::size_t(0));
        int i = 0;
        for (const auto& [index, h] : store) {
            QCOMPARE(index, i);
            compareSamples(h, written[std::size_t(i++)]);
        }
        QCOMPARE(i, n);
        QCOMPARE(store.spilled(), std::size_t(0));
    }

    void aLookupOfASpilledIndexReadsItBack()
    {
        std::mt19937_64 rng(11);
        SampleStore store;
        for (int i = 0; i < 100; ++i)
            store[i] = fullSample(i, rng);
        store.spillBelow(90);
        QCOMPARE(store.held(), std::size_t(10));
        store[5] = fullSample(500, rng); // a late figure for a spilled index: the newer wins
        const auto it = store.find(5);
        QVERIFY(it != store.end());
        QCOMPARE(it->second.index, 500);
        QCOMPARE(store.held(), std::size_t(11)); // held: no read-back
        QCOMPARE(store.find(6)->second.index, 6);
        QCOMPARE(store.held(), std::size_t(100));
        QCOMPARE(store.spilled(), std::size_t(0));
        QCOMPARE(store.find(5)->second.index, 500); // the read-back kept the newer
    }

    void latencySamplesComeBackExactly()
    {
        results::SpillMap<LatencySample> map;
        LatencySample s{true, 50, 3, {47, 101.5, 230.25, 999.125, 1000.5, 2048.75}, true};
        s.up = {47, 1.5, 2.5, 3.5, 4.5, 5.5};
        s.down = {46, 6.5, 7.5, 8.5, 9.5, 10.5};
        map[0] = s;
        map[1] = {};
        map.spillBelow(2);
        QCOMPARE(map.held(), std::size_t(0));
        const LatencySample got = map.find(0)->second;
        QCOMPARE(spillEncode(got), spillEncode(s));
        QCOMPARE(got.rtt.p99Us, 1000.5);
        QCOMPARE(got.down.maxUs, 10.5);
        QVERIFY(!map.find(1)->second.valid);
    }

    // 200 s of probes every 20 ms after a 1 s idle baseline: the records held stay within the
    // kept window, the idle baseline and a batch, and the summary and an early interval's
    // figures equal those of all the records kept in memory.
    void probesOfALongRunSpillAndComeBackWhole()
    {
        std::mt19937_64 rng(3);
        TestConfig config;
        RunLatency run(config);
        std::vector<ProbeRecord> all;
        auto probe = [&](int phase, std::int64_t sentUs) {
            const ProbeRecord r = answered(phase, sentUs, rng);
            all.push_back(r);
            Probe echo;
            echo.sequence = run.addProbe(phase, sentUs);
            echo.clientSendUs = r.sentUs;
            echo.serverRecvUs = r.serverRecvUs;
            echo.serverSendUs = r.serverSendUs;
            run.addEcho(echo, r.echoUs);
        };
        for (std::int64_t t = 0; t < 1'000'000; t += 20'000)
            probe(0, t);
        run.setIdle(0, 1'000'000);
        const std::int64_t loadUs = 2'000'000, endUs = 202'000'000;
        run.setLoadStart(0, loadUs);
        std::size_t mostHeld = 0;
        for (std::int64_t t = loadUs; t < endUs; t += 20'000) {
            probe(0, t);
            mostHeld = std::max(mostHeld, run.heldRecords());
        }
        const std::size_t windowRecords = (kKeptProbesUs + 4'000'000 + kProbeTimeoutUs) / 20'000;
        QVERIFY2(mostHeld <= 50 + windowRecords + kSpillBatch, std::to_string(mostHeld).c_str());
        QVERIFY(run.spilledRecords() > all.size() / 2);
        QCOMPARE(run.answered(), all.size());
        run.setLoadEnd(0, 0, endUs - loadUs);

        const ClockOffset clock = RunLatency::clockOf(all, 0, 1'000'000, false);
        const std::int64_t now = flow::udpwire::nowUs();
        const LatencySample early = run.intervalSample(0, 1'000'000, 2'000'000);
        QCOMPARE(run.spilledRecords(), std::size_t(0)); // read back for an interval that old
        const LatencySample want = RunLatency::windowSample(all, 0, loadUs + 1'000'000,
                                                            loadUs + 2'000'000, clock, now, false);
        QCOMPARE(early.probesSent, want.probesSent);
        QCOMPARE(early.rtt.medianUs, want.rtt.medianUs);
        QCOMPARE(early.up.p99Us, want.up.p99Us);

        const LatencySummary got = run.summary();
        const LatencySummary ref = summarizeProbes(all, clock, 0, 1'000'000, {{0, loadUs, endUs}});
        QCOMPARE(got.probesSent, std::uint32_t(all.size()));
        QCOMPARE(got.loaded.size(), std::size_t(1));
        QCOMPARE(got.loaded[0].rtt.count, ref.loaded[0].rtt.count);
        QCOMPARE(got.loaded[0].rtt.medianUs, ref.loaded[0].rtt.medianUs);
        QCOMPARE(got.loaded[0].rtt.p99Us, ref.loaded[0].rtt.p99Us);
        QCOMPARE(got.loaded[0].down.p95Us, ref.loaded[0].down.p95Us);
        QCOMPARE(got.idleRtt.medianUs, ref.idleRtt.medianUs);
        QCOMPARE(got.clockOffsetUs, ref.clockOffsetUs);
    }
};

QTEST_APPLESS_MAIN(SpillMapTest)
#include "spillmap_test.moc"
