// SPDX-License-Identifier: MIT
// Tests engine/src/latency/: delay statistics, the clock id, the clock offset estimate on
// synthetic timestamps, the per-window samples and the summary (added latency, why one-way
// figures are absent), the probe format, and the latency figures in the JSON and CSV reports.
#include "benchwire/report.h"
#include "latency/clockoffset.h"
#include "latency/probewire.h"
#include "latency/runlatency.h"
#include "latency/stats.h"

#include <QTest>

#include <cstdio>
#include <random>

using namespace bw::engine;
using namespace bw::engine::latency;

namespace {
// An exchange over a path with the given one-way delays, the server's clock offsetUs ahead.
Exchange exchange(std::int64_t t1, double upUs, double downUs, double offsetUs, int holdUs = 30)
{
    Exchange e;
    e.clientSendUs = t1;
    e.serverRecvUs = t1 + std::int64_t(upUs + offsetUs);
    e.serverSendUs = e.serverRecvUs + holdUs;
    e.clientRecvUs = std::int64_t(double(e.serverSendUs) - offsetUs + downUs);
    return e;
}

ProbeRecord record(int phase, std::int64_t sentUs, double upUs, double downUs)
{
    const Exchange e = exchange(sentUs, upUs, downUs, 0);
    return {phase, e.clientSendUs, e.serverRecvUs, e.serverSendUs, e.clientRecvUs};
}

// Idle for 1 s (50 probes, 1 ms each way), then from 2 s an upload with 25 ms more upstream
// (100 probes).
std::vector<ProbeRecord> idleThenUpload()
{
    std::vector<ProbeRecord> r;
    for (int i = 0; i < 50; ++i)
        r.push_back(record(0, i * 20'000, 1000, 1000));
    for (int i = 0; i < 100; ++i)
        r.push_back(record(0, 2'000'000 + i * 20'000, 26'000, 1000));
    return r;
}
} // namespace

class LatencyTest : public QObject
{
    Q_OBJECT
private slots:
    void percentiles()
    {
        std::vector<double> v{1, 2, 3, 4};
        QCOMPARE(percentileOf(v, 50), 2.5);
        QCOMPARE(percentileOf(v, 0), 1.0);
        QCOMPARE(percentileOf(v, 100), 4.0);
        std::vector<double> hundred;
        for (int i = 1; i <= 101; ++i)
            hundred.push_back(i);
        QCOMPARE(percentileOf(hundred, 95), 96.0);
        QCOMPARE(percentileOf(hundred, 99), 100.0);
        QCOMPARE(percentileOf({}, 50), 0.0);
    }

    void delayStatsOfUnsorted()
    {
        const DelayStats s = delayStats({500, 100, 300, 200, 400});
        QCOMPARE(s.count, 5);
        QCOMPARE(s.minUs, 100.0);
        QCOMPARE(s.medianUs, 300.0);
        QCOMPARE(s.maxUs, 500.0);
        QVERIFY(s.p95Us > 450 && s.p95Us < 500);
        QCOMPARE(delayStats({}).count, 0);
    }

    // Each figure against its neighbours, on delays where median, p95, p99 and max all differ:
    // 10, 20, ..., 200 and one 1000 (21 values, ranks 0 to 20), given out of order.
    //   median: rank 0.50 x 20 = 10   -> the 11th value, 110
    //   p95:    rank 0.95 x 20 = 19   -> the 20th value, 200
    //   p99:    rank 0.99 x 20 = 19.8 -> 200 + 0.8 x (1000 - 200) = 840
    // A percentile taken at another rank, without interpolation, or over n instead of n - 1
    // ranks gives another number (p95 over 21 ranks: 960; p99 without interpolation: 200 or
    // 1000).
    void delayStatsTellNeighboursApart()
    {
        std::vector<double> v;
        for (int i = 20; i >= 1; --i)
            v.push_back(i * 10.0);
        v.insert(v.begin() + 7, 1000.0);
        const DelayStats s = delayStats(v);
        QCOMPARE(s.count, 21);
        QCOMPARE(s.minUs, 10.0);
        QCOMPARE(s.medianUs, 110.0);
        QCOMPARE(s.p95Us, 200.0);
        QCOMPARE(s.p99Us, 840.0);
        QCOMPARE(s.maxUs, 1000.0);
    }

    // Symmetric path with queueing noise on most probes: the fastest third recovers the offset.
    void offsetSymmetricWithNoise()
    {
        std::mt19937 rng(7);
        std::exponential_distribution<double> queue(1.0 / 3000); // mean 3 ms of queue
        std::vector<Exchange> ex;
        const double offset = 123'456'789;
        for (int i = 0; i < 100; ++i)
            ex.push_back(exchange(i * 20'000, 400 + queue(rng), 400 + queue(rng), offset));
        const ClockOffset c = estimateOffset(ex);
        QVERIFY(c.valid);
        QVERIFY2(std::abs(c.offsetUs - offset) < 150, qPrintable(QString::number(c.offsetUs)));
        QVERIFY(std::abs(c.offsetUs - offset) <= c.uncertaintyUs + 1);
        // Never below half the fastest round trip (400 µs here): that is what two-way
        // timestamps can tell.
        QVERIFY2(c.uncertaintyUs >= 400 && c.uncertaintyUs < 600,
                 qPrintable(QString::number(c.uncertaintyUs)));
        QVERIFY(c.uncertaintyUs <= kOneWayMaxUncertaintyUs);
    }

    // 5 ms up, 15 ms down: no two-way method can see the asymmetry; the estimate is off by
    // half of it, and the uncertainty says so (the true offset stays inside the bound).
    void offsetAsymmetricIsBounded()
    {
        std::vector<Exchange> ex;
        const double offset = -2'000'000;
        for (int i = 0; i < 50; ++i)
            ex.push_back(exchange(i * 20'000, 5000 + i % 7, 15'000 + i % 5, offset));
        const ClockOffset c = estimateOffset(ex);
        QVERIFY(std::abs(c.offsetUs - (offset - 5000)) < 100);
        QVERIFY(std::abs(c.offsetUs - offset) <= c.uncertaintyUs + 1);
        QVERIFY(c.uncertaintyUs > kOneWayMaxUncertaintyUs); // one-way figures not shown
    }

    // The offset by hand. The server's clock runs 1,000 us ahead; each exchange is (up delay,
    // down delay). Kept: the fastest third (round trips 200, 210, 220), whose symmetric offsets
    // 1000, 1055, 950 have the median 1000; all nine would give 1055, four 1027.5. Bounds:
    // offset <= 1000 + the least up delay (60), >= 1000 - the least down delay (50), so
    // the uncertainty is max(1060 - 1000, 1000 - 950) = 60.
    void offsetByHand()
    {
        const auto way = [](std::int64_t t1, std::int64_t up, std::int64_t down) {
            return Exchange{t1, t1 + up + 1000, t1 + up + 1000, t1 + up + down};
        };
        std::vector<Exchange> ex{
            way(0, 900, 100),     way(10'000, 100, 100),  way(20'000, 1000, 100),
            way(30'000, 160, 50), way(40'000, 1100, 100), way(50'000, 1200, 100),
            way(60'000, 60, 160), way(70'000, 100, 1300), way(80'000, 100, 1400)};
        ClockOffset c = estimateOffset(ex);
        QVERIFY(c.valid && !c.sameClock);
        QCOMPARE(c.offsetUs, 1000.0);
        QCOMPARE(c.uncertaintyUs, 60.0);
        // One kept (three exchanges): its offset 1050 lies past the bound 1000 + 30 that a slow
        // exchange's short way up sets, so it is clamped there; uncertainty 1030 - 950 = 80.
        ex = {way(0, 150, 50), way(10'000, 30, 2000), way(20'000, 500, 600)};
        c = estimateOffset(ex);
        QCOMPARE(c.offsetUs, 1030.0);
        QCOMPARE(c.uncertaintyUs, 80.0);
        // Crossed bounds (timestamps that contradict each other): high = min(100, 500) = 100,
        // low = max(-100, 400) = 400. The fastest exchange (round trip 100) gives 450, unclamped,
        // and the uncertainty is half its round trip plus the crossing: 50 + 300 = 350.
        ex = {Exchange{0, 100, 100, 200}, Exchange{1000, 1500, 1500, 1100}};
        c = estimateOffset(ex);
        QCOMPARE(c.offsetUs, 450.0);
        QCOMPARE(c.uncertaintyUs, 350.0);
    }

    void sameClockGivesZeroWhenConsistent()
    {
        std::vector<Exchange> ex{exchange(0, 5000, 15'000, 0), exchange(20'000, 5100, 15'100, 0)};
        ClockOffset c = sameClockOffset(ex);
        QVERIFY(c.sameClock);
        QCOMPARE(c.offsetUs, 0.0);
        QCOMPARE(c.uncertaintyUs, 0.0);
        // A clock shifted by a second (a time namespace): the exchanges refute "same clock".
        ex = {exchange(0, 500, 500, 1e6), exchange(20'000, 500, 500, 1e6)};
        c = sameClockOffset(ex);
        QVERIFY(!c.sameClock);
        QVERIFY(std::abs(c.offsetUs - 1e6) < 2);
        // A shift smaller than the one-way delays cannot be refuted: 3 ms on 5 ms each way
        // fits "same clock". So the clock id itself names the time namespace's shift.
        ex = {exchange(0, 5000, 5000, 3000), exchange(20'000, 5000, 5000, 3000)};
        QVERIFY(sameClockOffset(ex).sameClock);
        // An echo stamped 70 us before the server sent it (kernel stamps converted between clocks
        // on a slow machine) is no evidence of another clock; 1.2 ms is.
        ex = {exchange(0, 40, -70, 0), exchange(20'000, 500, 500, 0)};
        QVERIFY(sameClockOffset(ex).sameClock);
        ex = {exchange(0, 40, -1200, 0), exchange(20'000, 500, 500, 0)};
        QVERIFY(!sameClockOffset(ex).sameClock);
    }

    // The clock id: the boot id's hash (as before) unless CLOCK_MONOTONIC is shifted.
    void clockIdNamesTheTimeNamespace()
    {
        const std::string boot = "0f6b7c52-3d0a-4a8e-9d0e-6e1f7c2b9a10";
        const std::uint64_t plain = clockIdOf(boot, "");
        QVERIFY(plain != 0);
        QCOMPARE(clockIdOf(boot, "monotonic           0         0\n"
                                 "boottime            0         0\n"),
                 plain);
        QCOMPARE(clockIdOf(boot, "monotonic 0 0\nboottime 100 0\n"), plain); // not steady
        const std::uint64_t ahead = clockIdOf(boot, "monotonic         100         0\n");
        QVERIFY(ahead != plain);
        QCOMPARE(clockIdOf(boot, "monotonic 100 0\nboottime 0 0\n"), ahead);
        QVERIFY(clockIdOf(boot, "monotonic -100 0\n") != ahead);
        QVERIFY(clockIdOf(boot, "monotonic 0 450000\n") != plain);
        QVERIFY(clockIdOf(boot, "monotonic 0 450000\n") != clockIdOf(boot, "monotonic 0 450001\n"));
        QVERIFY(clockIdOf("another-boot", "") != plain);
        QCOMPARE(clockIdOf("", "monotonic 5 0\n"), std::uint64_t(0));
        QVERIFY(clockId() != 0); // this test runs on Linux
    }

    void windowCountsLostAndPending()
    {
        std::vector<ProbeRecord> r{record(0, 1'000'000, 100, 100), record(0, 1'020'000, 100, 100)};
        ProbeRecord unanswered{0, 1'040'000, 0, 0, 0};
        r.push_back(unanswered);
        ClockOffset same;
        same.valid = true;
        // Just sent: may still come back, so neither sent nor lost yet.
        LatencySample s =
            RunLatency::windowSample(r, 0, 1'000'000, 2'000'000, same, 1'100'000, false);
        QCOMPARE(s.probesSent, 2u);
        QCOMPARE(s.probesLost, 0u);
        s = RunLatency::windowSample(r, 0, 1'000'000, 2'000'000, same, 1'100'000, true);
        QCOMPARE(s.probesSent, 3u);
        QCOMPARE(s.probesLost, 1u);
        QCOMPARE(s.rtt.count, 2);
        QCOMPARE(s.rtt.medianUs, 200.0); // the server's 30 µs hold is not path delay
        QVERIFY(s.oneWayValid);
        QCOMPARE(s.up.medianUs, 100.0);
        // Another phase's probes and probes outside the window do not count.
        QCOMPARE(RunLatency::windowSample(r, 1, 0, 9e6, same, 0, true).probesSent, 0u);
        QCOMPARE(RunLatency::windowSample(r, 0, 0, 1'000'000, same, 0, true).probesSent, 0u);
    }

    // One-way figures with a server clock 5 ms ahead, by hand: the probe leaves at 1000 (client
    // clock), takes 300 µs out and arrives at 6300 (server clock: 1300 + 5000), is held 30 µs,
    // and takes 700 µs back, arriving at 2030 (client clock: 6330 - 5000 + 700). A sign slip
    // in the offset gives up 10300 and down -9300. The offset's uncertainty is at the limit
    // (1000 µs), so one-way figures are shown; a hair above, they are not.
    void oneWayWithAClockOffset()
    {
        const std::vector<ProbeRecord> r{{0, 1000, 6300, 6330, 2030}};
        ClockOffset clock;
        clock.valid = true;
        clock.offsetUs = 5000;
        clock.uncertaintyUs = 1000;
        LatencySample s = RunLatency::windowSample(r, 0, 0, 10'000, clock, 0, true);
        QCOMPARE(s.rtt.medianUs, 1000.0);
        QVERIFY(s.oneWayValid);
        QCOMPARE(s.up.medianUs, 300.0);
        QCOMPARE(s.down.medianUs, 700.0);
        clock.uncertaintyUs = 1000.5;
        s = RunLatency::windowSample(r, 0, 0, 10'000, clock, 0, true);
        QVERIFY(!s.oneWayValid);
        QCOMPARE(s.up.count, 0);
    }

    void summaryAddedLatency()
    {
        const std::vector<ProbeRecord> r = idleThenUpload();
        const ClockOffset clock = RunLatency::clockOf(r, 0, 1'000'000, true);
        const LatencySummary s =
            summarizeProbes(r, clock, 0, 1'000'000, {{0, 2'000'000, 4'000'000}});
        QVERIFY(s.valid);
        QCOMPARE(s.idleRtt.medianUs, 2000.0);
        QCOMPARE(int(s.loaded.size()), 1);
        QCOMPARE(s.loaded[0].rtt.medianUs, 27'000.0);
        QCOMPARE(s.loaded[0].addedRttUs, 25'000.0);
        QCOMPARE(s.loaded[0].addedUpUs, 25'000.0);
        QCOMPARE(s.loaded[0].addedDownUs, 0.0);
        QCOMPARE(s.probesSent, 150u);
        QCOMPARE(s.probesLost, 0u);
        QVERIFY(s.clockSame);
        QVERIFY(s.oneWayValid);
        QVERIFY(s.oneWayUnavailable.empty());
    }

    // 5 ms up, 15 ms down, the server's clock 7 s ahead and not known to be the client's: the
    // round trip stands, the one-way figures are absent, and the summary says why.
    void summaryAsymmetricSaysWhy()
    {
        std::vector<ProbeRecord> r;
        for (int i = 0; i < 50; ++i) {
            const Exchange e = exchange(i * 20'000, 5000 + i % 7, 15'000 + i % 5, 7e6);
            r.push_back({0, e.clientSendUs, e.serverRecvUs, e.serverSendUs, e.clientRecvUs});
        }
        const ClockOffset clock = RunLatency::clockOf(r, 0, 1'000'000, false);
        const LatencySummary s = summarizeProbes(r, clock, 0, 1'000'000, {});
        QVERIFY(!s.clockSame);
        QVERIFY(!s.oneWayValid);
        QCOMPARE(s.idleUp.count, 0);
        QVERIFY(std::abs(s.idleRtt.medianUs - 20'005) < 10);
        QVERIFY(std::abs(s.clockOffsetUs - 7e6) <= s.clockUncertaintyUs);
        QVERIFY(s.clockUncertaintyUs > 9900 && s.clockUncertaintyUs < 10'100);
        char shown[64];
        std::snprintf(shown, sizeof shown, "known only to ±%.2f ms", s.clockUncertaintyUs / 1000);
        QVERIFY2(s.oneWayUnavailable.find(shown) != std::string::npos, s.oneWayUnavailable.c_str());
        QVERIFY(s.oneWayUnavailable.find("need ±1 ms") != std::string::npos);
        QVERIFY(s.oneWayUnavailable.find("asymmetric") != std::string::npos);
    }

    // What the server of one phase of a both-ways run gets: the idle baseline, its own phase's
    // load as phase 0, and the probes of those two.
    void phaseLatencyKeepsOnePhase()
    {
        std::vector<ProbeRecord> r = idleThenUpload();
        for (int i = 0; i < 80; ++i) { // download: 9 ms more downstream, one probe in 8 lost
            r.push_back(record(1, 5'000'000 + i * 20'000, 1000, 10'000));
            if (i % 8 == 0) r.back().echoUs = 0;
        }
        const ClockOffset clock = RunLatency::clockOf(r, 0, 1'000'000, true);
        const LatencySummary run = summarizeProbes(
            r, clock, 0, 1'000'000, {{0, 2'000'000, 4'000'000}, {1, 5'000'000, 6'600'000}});
        QCOMPARE(run.probesSent, 230u);
        QCOMPARE(run.probesLost, 10u);
        const LatencySummary down = phaseLatency(run, 1);
        QCOMPARE(int(down.loaded.size()), 1);
        QCOMPARE(down.loaded[0].phase, 0);
        QCOMPARE(down.loaded[0].probesSent, 80u);
        QCOMPARE(down.loaded[0].addedDownUs, 9000.0);
        QCOMPARE(down.loaded[0].addedUpUs, 0.0);
        QCOMPARE(down.idleRtt.medianUs, run.idleRtt.medianUs);
        QCOMPARE(down.probesSent, 130u); // 50 idle + 80 loaded
        QCOMPARE(down.probesLost, 10u);
        const LatencySummary up = phaseLatency(run, 0);
        QCOMPARE(int(up.loaded.size()), 1);
        QCOMPARE(up.loaded[0].addedUpUs, 25'000.0);
        QCOMPARE(up.probesSent, 150u);
        QCOMPARE(up.probesLost, 0u);
        QVERIFY(phaseLatency(run, 2).loaded.empty());
    }

    void probeWire()
    {
        Probe p;
        p.sequence = 77;
        p.token = 0x1122334455667788ull;
        p.clientSendUs = 123456789;
        const auto bytes = encodeProbe(p);
        std::array<std::uint8_t, kProbeBytes> echo{};
        QVERIFY(!echoProbe(bytes.data(), bytes.size(), p.token + 1, 5, echo)); // a stranger's
        QVERIFY(echoProbe(bytes.data(), bytes.size(), p.token, 5, echo));
        Probe back;
        QVERIFY(parseProbe(echo.data(), echo.size(), back));
        QVERIFY(back.echo);
        QCOMPARE(back.sequence, 77u);
        QCOMPARE(back.clientSendUs, std::int64_t(123456789));
        QCOMPARE(back.serverRecvUs, std::int64_t(5));
        QVERIFY(back.serverSendUs >= 5);
        // An echo is never echoed again (two servers cannot ping-pong it).
        QVERIFY(!echoProbe(echo.data(), echo.size(), p.token, 5, echo));
        QVERIFY(!parseProbe(bytes.data(), bytes.size() - 1, back));
    }

    void addEchoRejectsForeignAndLate()
    {
        TestConfig config;
        RunLatency run(config);
        const std::uint32_t seq = run.addProbe(0, 1000);
        Probe echo;
        echo.echo = true;
        echo.sequence = seq;
        echo.clientSendUs = 999; // not our send time
        run.addEcho(echo, 2000);
        QCOMPARE(run.answered(), std::size_t(0));
        echo.clientSendUs = 1000;
        run.addEcho(echo, 1000 + kProbeTimeoutUs + 1); // after it counted as lost
        QCOMPARE(run.answered(), std::size_t(0));
        run.addEcho(echo, 3000);
        QCOMPARE(run.answered(), std::size_t(1));
    }

    void unavailableHasReason()
    {
        TestConfig config;
        RunLatency run(config);
        run.setUnavailable("n/a: the peer is iperf3");
        run.setUnavailable("turned off"); // the first reason stays
        const LatencySummary s = run.summary();
        QVERIFY(!s.valid);
        QCOMPARE(QString::fromStdString(s.unavailable), QString("n/a: the peer is iperf3"));
        RunLatency silent(config); // probes sent, none answered: UDP blocked
        silent.addProbe(0, 1);
        QVERIFY(silent.summary().unavailable.find("no probe came back") != std::string::npos);
    }

    void configBounds()
    {
        TestConfig c;
        c.host = "192.0.2.1";
        c.port = 5201;
        QVERIFY(c.validate().empty());
        QCOMPARE(c.idleMs, kDefaultIdleMs);
        QCOMPARE(c.probeIntervalMs, kDefaultProbeIntervalMs);
        for (int idle : {-1, kMaxIdleMs + 1}) {
            c.idleMs = idle;
            QVERIFY(c.validate().find("idle") != std::string::npos);
        }
        c.idleMs = 0;
        QVERIFY(c.validate().empty());
        for (int spacing : {kMinProbeIntervalMs - 1, kMaxProbeIntervalMs + 1}) {
            c.probeIntervalMs = spacing;
            QVERIFY(c.validate().find("probe interval") != std::string::npos);
        }
    }

    void jsonRoundTripAndCsv()
    {
        TestResult r;
        r.config.host = "192.0.2.1";
        IntervalSample iv;
        iv.latency.valid = true;
        iv.latency.probesSent = 50;
        iv.latency.probesLost = 1;
        iv.latency.rtt = delayStats({20'000, 21'000, 40'000});
        iv.directions.push_back(DirectionSample{});
        r.intervals.push_back(iv);
        LatencySummary& l = r.latency;
        l.valid = true;
        l.idleMs = 2000;
        l.probeIntervalMs = 20;
        l.idleRtt = delayStats({20'000, 20'500});
        l.oneWayValid = true;
        l.idleUp = delayStats({10'000});
        l.idleDown = delayStats({10'250});
        l.clockUncertaintyUs = 12.5;
        LoadedLatency loaded;
        loaded.rtt = delayStats({50'000});
        loaded.up = delayStats({39'750});
        loaded.down = delayStats({10'250});
        loaded.addedRttUs = 29'750;
        loaded.addedUpUs = 29'750;
        l.loaded.push_back(loaded);
        l.probesSent = 612;
        TestResult back;
        std::string error;
        QVERIFY2(resultFromJson(resultToJson(r), back, error), error.c_str());
        QCOMPARE(back.latency.idleRtt.medianUs, 20'250.0);
        QCOMPARE(back.latency.loaded.size(), std::size_t(1));
        QCOMPARE(back.latency.loaded[0].addedUpUs, 29'750.0);
        QCOMPARE(back.latency.loaded[0].up.medianUs, 39'750.0);
        QCOMPARE(back.latency.clockUncertaintyUs, 12.5);
        QCOMPARE(back.latency.probesSent, 612u);
        QCOMPARE(back.intervals[0].latency.probesLost, 1u);
        QCOMPARE(back.intervals[0].latency.rtt.p99Us, iv.latency.rtt.p99Us);
        QVERIFY(!back.intervals[0].latency.oneWayValid);
        QVERIFY(intervalToJsonLine(iv).find("\"latency\"") != std::string::npos);
        // Absent figures are absent, not zeros.
        LatencySummary off;
        off.unavailable = "turned off";
        r.latency = off;
        const std::string text = resultToJson(r);
        QVERIFY(text.find("\"idleRtt\"") == std::string::npos);
        QVERIFY(text.find("turned off") != std::string::npos);
        const std::string csv = resultToCsv(back);
        QVERIFY(csv.find("latency_rtt_median_ms") != std::string::npos);
        QVERIFY2(csv.find(",50,1,21.000,") != std::string::npos, csv.c_str());
        // Strict numbers: a string where a figure belongs is refused.
        std::string bad = resultToJson(back);
        bad.replace(bad.find("\"probesSent\": 612"), 17, "\"probesSent\": \"612\"");
        QVERIFY(!resultFromJson(bad, back, error));
    }

    // The clock in the JSON: clockSame, and the reason when the one-way figures are absent.
    void jsonClockFields()
    {
        TestResult r;
        LatencySummary& l = r.latency;
        l.valid = true;
        l.idleRtt = delayStats({20'000});
        l.oneWayValid = true;
        l.idleUp = delayStats({10'000});
        l.idleDown = delayStats({10'000});
        TestResult back;
        std::string error;
        QVERIFY2(resultFromJson(resultToJson(r), back, error), error.c_str());
        QVERIFY(!back.latency.clockSame);
        QCOMPARE(back.latency.idleUp.count, 1);
        // The reason is written only when the one-way figures are absent.
        QVERIFY(resultToJson(r).find("oneWayUnavailable") == std::string::npos);
        l.clockSame = true;
        l.oneWayValid = false;
        l.oneWayUnavailable = "n/a: because";
        QVERIFY2(resultFromJson(resultToJson(r), back, error), error.c_str());
        QVERIFY(back.latency.clockSame);
        QCOMPARE(back.latency.oneWayUnavailable, std::string("n/a: because"));
        QCOMPARE(back.latency.idleUp.count, 0); // not written without oneWayValid
    }
};

QTEST_GUILESS_MAIN(LatencyTest)
#include "latency_test.moc"
