// SPDX-License-Identifier: MIT
// Tests engine/src/results/served.cpp: a served result holds both ends' byte figures where the
// client sent its own, and marks the client's side unknown with the reason where it did not;
// it holds the client's latency figures named from the server (up and down swapped), or says
// why it has none, and the server's link; the figures survive the saved-result JSON
// (engine/src/report); and the rate a server shows for each client it serves.
#include "benchwire/report.h"
#include "latencysamples.h"
#include "link/link.h"
#include "results/interval.h"
#include "results/served.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::results;

namespace {
using bw::test::latencySample;

// Every figure different, so that a swap or a lost field shows.
LatencySummary clientSummary()
{
    LatencySummary s;
    s.valid = true;
    s.idleMs = 2000;
    s.probeIntervalMs = 20;
    s.idleRtt = {100, 400, 500, 600, 650, 700};
    s.oneWayValid = true;
    s.clockOffsetUs = 1234;
    s.clockUncertaintyUs = 200;
    s.idleUp = {100, 150, 200, 260, 280, 290};
    s.idleDown = {100, 250, 300, 340, 370, 410};
    LoadedLatency l;
    l.rtt = {90, 1000, 2600, 5000, 6000, 6500};
    l.up = {90, 300, 2000, 3000, 3500, 3600};
    l.down = {90, 200, 600, 900, 950, 990};
    l.addedRttUs = 2100;
    l.addedUpUs = 1800;
    l.addedDownUs = 300;
    l.probesSent = 91;
    l.probesLost = 1;
    s.loaded.push_back(l);
    s.probesSent = 191;
    s.probesLost = 1;
    return s;
}

std::vector<IntervalSample> serverIntervals(int count)
{
    std::vector<IntervalSample> out;
    for (int i = 0; i < count; ++i) {
        HostSample h;
        h.index = i;
        h.startUs = i * 1'000'000;
        h.endUs = (i + 1) * 1'000'000;
        h.receivedBytes[0] = 1'000'000;
        h.cpu.valid = true;
        h.cpu.idlePct = 90;
        out.push_back(serverInterval(TestMode::Upload, h));
    }
    return out;
}

ServedTest nativeTest()
{
    ServedTest t;
    t.peer = "192.0.2.7:40000";
    t.dialect = Dialect::Native;
    t.config.mode = TestMode::Upload;
    t.localLink = readLinkFacts("127.0.0.1");
    return t;
}

void verifySwapped(const DelayStats& served, const DelayStats& client)
{
    QCOMPARE(served.count, client.count);
    QCOMPARE(served.medianUs, client.medianUs);
    QCOMPARE(served.p95Us, client.p95Us);
    QCOMPARE(served.maxUs, client.maxUs);
}
// A download's server side: it sent 1 MB per interval, and 500 kB in warm-up interval 0.
HostSample downloadServer(int i)
{
    HostSample h;
    h.index = i;
    h.startUs = i * 1'000'000;
    h.endUs = (i + 1) * 1'000'000;
    h.warmup = i == 0;
    h.sentBytes[1] = i == 0 ? 500'000 : 1'000'000;
    h.cpu.valid = true;
    h.cpu.idlePct = 80;
    return h;
}

// The client's side of the same interval: it received a little less, on a clock 3 ms late.
HostSample downloadClient(int i)
{
    HostSample h = downloadServer(i);
    h.startUs += 3000;
    h.endUs += 3000;
    h.sentBytes[1] = 0;
    h.receivedBytes[1] = i == 0 ? 490'000 : 999'000 + std::uint64_t(i);
    h.cpu.idlePct = 40;
    return h;
}

EndTotals totals(std::uint64_t sentDown, std::uint64_t receivedDown)
{
    EndTotals t;
    t.valid = true;
    t.sent[1] = sentDown;
    t.received[1] = receivedDown;
    return t;
}

ServedTest downloadTest(Dialect dialect)
{
    ServedTest t = nativeTest();
    t.dialect = dialect;
    t.config.mode = TestMode::Download;
    return t;
}
} // namespace

class ServedResultTest : public QObject
{
    Q_OBJECT
private slots:
    // A native client's figures of a download: the receiver's side is the client's, to the
    // byte, on the server's clock; the totals are each host's own.
    void downloadHoldsBothEnds()
    {
        std::vector<IntervalSample> intervals;
        for (int i = 0; i < 4; ++i) {
            const HostSample client = downloadClient(i);
            intervals.push_back(servedInterval(TestMode::Download, downloadServer(i), &client));
        }
        const IntervalSample& one = intervals[1];
        QCOMPARE(one.startUs, 1'000'000ll); // the server's clock
        QVERIFY(one.directions[0].haveSender && one.directions[0].haveReceiver);
        QCOMPARE(one.directions[0].receiverBytes, 999'001ull);
        QCOMPARE(one.directions[0].receiverBitsPerSecond, 8.0 * 999'001);
        QCOMPARE(one.localCpu.idlePct, 80.0); // this host's
        QCOMPARE(one.remoteCpu.idlePct, 40.0);
        ServedFigures figures;
        figures.serverTotals = totals(3'600'000, 0);
        figures.clientTotals = totals(0, 3'599'000);
        const TestResult r = servedResult(downloadTest(Dialect::Native), {}, intervals, figures);
        QCOMPARE(int(r.summaries.size()), 1);
        const DirectionSummary& s = r.summaries[0];
        QVERIFY2(s.receiverUnknown.empty() && s.senderUnknown.empty(), s.receiverUnknown.c_str());
        QCOMPARE(s.senderBytes, 3'000'000ull);          // intervals 1 to 3
        QCOMPARE(s.receiverBytes, 3u * 999'000ull + 6); // warm-up left out
        QCOMPARE(s.senderBytesTotal, 3'600'000ull);     // the server's own total
        QCOMPARE(s.receiverBytesTotal, 3'599'000ull);   // the client's
        QCOMPARE(s.receiverBitsPerSecond.mean, 8.0 * double(3u * 999'000ull + 6) / 3.0);
        QVERIFY(s.receiverCpu.valid && s.receiverCpu.idlePct == 40.0);
    }

    // Without the client's figures the receiver's side of a download is unknown, with the
    // reason: an iperf3 client, an older Benchwire, or one interval missing.
    void clientSideUnknownWithReason()
    {
        std::vector<IntervalSample> serverOnly;
        for (int i = 0; i < 3; ++i)
            serverOnly.push_back(servedInterval(TestMode::Download, downloadServer(i), nullptr));
        ServedFigures figures;
        figures.serverTotals = totals(2'500'000, 0);
        TestResult r = servedResult(downloadTest(Dialect::Iperf3), {}, serverOnly, figures);
        QCOMPARE(r.summaries[0].receiverUnknown, std::string(kIperf3ClientFigures));
        QVERIFY(r.summaries[0].senderUnknown.empty());
        QCOMPARE(r.summaries[0].senderBytesTotal, 2'500'000ull);
        r = servedResult(downloadTest(Dialect::Native), {}, serverOnly, figures);
        QCOMPARE(r.summaries[0].receiverUnknown, std::string(kNoClientFigures));

        std::vector<IntervalSample> gap = serverOnly; // totals came, interval 2's figures not
        const HostSample client = downloadClient(1);
        gap[1] = servedInterval(TestMode::Download, downloadServer(1), &client);
        figures.clientTotals = totals(0, 2'400'000);
        r = servedResult(downloadTest(Dialect::Native), {}, gap, figures);
        QCOMPARE(r.summaries[0].receiverUnknown, std::string(kNoClientFigures));

        // An upload's unknown side is the client's sending one.
        r = servedResult(nativeTest(), {}, serverIntervals(2));
        QVERIFY(r.summaries[0].receiverUnknown.empty());
        QCOMPARE(r.summaries[0].senderUnknown, std::string(kNoClientFigures));
    }

    // The marks survive the saved JSON; a served result saved before they existed reads its
    // client side as unknown.
    void unknownSideInJson()
    {
        ServedFigures figures;
        figures.serverTotals = totals(1'000'000, 0);
        std::vector<IntervalSample> serverOnly{
            servedInterval(TestMode::Download, downloadServer(1), nullptr)};
        const TestResult r = servedResult(downloadTest(Dialect::Iperf3), {}, serverOnly, figures);
        TestResult back;
        std::string error;
        QVERIFY2(resultFromJson(resultToJson(r), back, error), error.c_str());
        QCOMPARE(back.summaries.at(0).receiverUnknown, std::string(kIperf3ClientFigures));

        std::string old = resultToJson(servedResult(downloadTest(Dialect::Native), {}, serverOnly,
                                                    ServedFigures{{}, {}, totals(0, 1), {}}));
        const auto at = old.find("\"servedBothEnds\"");
        QVERIFY(at != std::string::npos);
        old.replace(at, 3, "\"xx"); // as an older Benchwire wrote it: no such key
        QVERIFY2(resultFromJson(old, back, error), error.c_str());
        QVERIFY(back.summaries.at(0).receiverUnknown.find("served before") != std::string::npos);
        QVERIFY(back.summaries.at(0).senderUnknown.empty());
    }

    void latencyNamedFromTheServer()
    {
        ServedFigures client;
        client.latency.summary = clientSummary();
        client.latency.intervals[1] = latencySample(2000, 600);
        client.latency.intervals[2] = latencySample(2100, 500);
        client.latency.intervals[9] = latencySample(1, 1); // no such interval: left out
        LoadedLatency stray; // a session is one phase: another phase's load is not kept
        stray.phase = 1;
        stray.rtt = {5, 1, 1, 1, 1, 1};
        client.latency.summary->loaded.push_back(stray);
        const TestResult r =
            servedResult(nativeTest(), "2026-12-01T08:00:00Z", serverIntervals(3), client);
        const LatencySummary& c = *client.latency.summary;
        const LatencySummary& s = r.latency;
        QVERIFY(s.valid && s.unavailable.empty());
        QCOMPARE(s.probesSent, 191u);
        QCOMPARE(s.probesLost, 1u);
        QCOMPARE(s.idleMs, 2000);
        verifySwapped(s.idleRtt, c.idleRtt);
        // The client's upstream is received here: the server's down.
        verifySwapped(s.idleDown, c.idleUp);
        verifySwapped(s.idleUp, c.idleDown);
        QCOMPARE(s.clockOffsetUs, -1234.0); // the client's clock minus the server's
        QCOMPARE(s.clockUncertaintyUs, 200.0);
        QCOMPARE(int(s.loaded.size()), 1);
        verifySwapped(s.loaded[0].rtt, c.loaded[0].rtt);
        verifySwapped(s.loaded[0].down, c.loaded[0].up);
        verifySwapped(s.loaded[0].up, c.loaded[0].down);
        QCOMPARE(s.loaded[0].addedDownUs, 1800.0);
        QCOMPARE(s.loaded[0].addedUpUs, 300.0);
        QCOMPARE(s.loaded[0].addedRttUs, 2100.0);
        QVERIFY(!r.intervals[0].latency.valid); // the client sent none for it
        QCOMPARE(r.intervals[1].latency.down.medianUs, 2000.0);
        QCOMPARE(r.intervals[1].latency.up.medianUs, 600.0);
        QCOMPARE(r.intervals[2].latency.down.medianUs, 2100.0);
        QCOMPARE(r.intervals[2].latency.rtt.medianUs, 2600.0);
        QCOMPARE(r.intervals[2].latency.probesLost, 1u);
        // The server's own figures are untouched.
        QCOMPARE(int(r.summaries.size()), 1);
        QCOMPARE(r.summaries[0].receiverBytes, 3'000'000ull);
    }

    void jsonRoundTrip()
    {
        ServedFigures client;
        client.latency.summary = clientSummary();
        client.latency.intervals[1] = latencySample(2000, 600);
        const TestResult r =
            servedResult(nativeTest(), "2026-12-01T08:00:00Z", serverIntervals(2), client);
        TestResult back;
        std::string error;
        QVERIFY2(resultFromJson(resultToJson(r), back, error), error.c_str());
        QVERIFY(back.served && back.latency.valid);
        QCOMPARE(back.latency.clockOffsetUs, -1234.0);
        verifySwapped(back.latency.idleUp, r.latency.idleUp);
        verifySwapped(back.latency.idleDown, r.latency.idleDown);
        QCOMPARE(int(back.latency.loaded.size()), 1);
        verifySwapped(back.latency.loaded[0].up, r.latency.loaded[0].up);
        verifySwapped(back.latency.loaded[0].down, r.latency.loaded[0].down);
        QCOMPARE(back.latency.loaded[0].addedUpUs, 300.0);
        QCOMPARE(back.latency.loaded[0].addedDownUs, 1800.0);
        QVERIFY(!back.intervals.at(0).latency.valid);
        QCOMPARE(back.intervals.at(1).latency.up.medianUs, 600.0);
        QCOMPARE(back.intervals.at(1).latency.down.medianUs, 2000.0);
    }

    // An older client sends no figures; an iperf3 client has no probes; a client that turned
    // them off says so. Absent with the reason, never zeros.
    void absentWithReason()
    {
        TestResult r = servedResult(nativeTest(), {}, serverIntervals(2));
        QVERIFY(!r.latency.valid);
        QVERIFY2(r.latency.unavailable.find("older Benchwire") != std::string::npos,
                 r.latency.unavailable.c_str());
        QVERIFY(!r.intervals[0].latency.valid && !r.intervals[1].latency.valid);

        ServedFigures off;
        off.latency.summary.emplace();
        off.latency.summary->unavailable = "turned off";
        r = servedResult(nativeTest(), {}, serverIntervals(2), off);
        QVERIFY(!r.latency.valid);
        QCOMPARE(r.latency.unavailable, std::string("turned off"));

        ServedTest iperf3 = nativeTest();
        iperf3.dialect = Dialect::Iperf3;
        r = servedResult(iperf3, {}, serverIntervals(2));
        QVERIFY(!r.latency.valid);
        QCOMPARE(r.latency.unavailable, std::string(link::kIperf3Peer));
        QCOMPARE(r.peer.product, std::string("iperf3"));
        // The server's own link is kept; the iperf3 client's is absent with the reason.
        QVERIFY(r.localLink.valid);
        QVERIFY(r.localLink.kind == LinkType::Loopback);
        QVERIFY(!r.remoteLink.valid);
        QCOMPARE(r.remoteLink.unavailable, std::string(link::kIperf3Peer));
    }

    // A served client's rate at this end: received where this end has the receiver's figure,
    // else sent; over both directions of an interval, their sum.
    void hereRateIsReceivedElseSent()
    {
        DirectionSample up;
        up.direction = Direction::Upload;
        up.haveReceiver = true;
        up.receiverBitsPerSecond = 300e6;
        up.senderBitsPerSecond = 310e6;
        DirectionSample down;
        down.direction = Direction::Download;
        down.senderBitsPerSecond = 120e6; // this end sends it: no receiver's figure here
        QCOMPARE(hereBitsPerSecond(up), 300e6);
        QCOMPARE(hereBitsPerSecond(down), 120e6);
        IntervalSample both;
        both.directions = {up, down};
        QCOMPARE(hereBitsPerSecond(both), 420e6);

        DirectionSummary received;
        received.receiverBitsPerSecond.count = 3;
        received.receiverBitsPerSecond.mean = 250e6;
        received.senderBitsPerSecond = 260e6;
        QCOMPARE(hereBitsPerSecond(received), 250e6);
        DirectionSummary sentOnly;
        sentOnly.senderBitsPerSecond = 90e6; // no receiver intervals at this end
        QCOMPARE(hereBitsPerSecond(sentOnly), 90e6);
    }
};

QTEST_APPLESS_MAIN(ServedResultTest)
#include "served_test.moc"
