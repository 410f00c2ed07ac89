// SPDX-License-Identifier: MIT
// Latency under load (docs/latency.md) with a real server and client in one process on
// 127.0.0.1: the probes run in every mode, the idle baseline is there, no probe is lost and
// the round trip is small; without probes (turned off, or the server's UDP port taken by
// another program, as a firewall would drop them) the figures are absent with the reason.
// The server's own result of the test it served has the client's figures, equal to the
// client's and named from the server (one-way up and down swapped), live and at the end; an
// iperf3-dialect client's has none, with the reason, and the server's link.
#include "benchwire/client.h"
#include "benchwire/report.h"
#include "benchwire/server.h"
#include "link/link.h"
#include "loopbackservers.h"
#include "net/socket.h"
#include "testsink.h"

#include <QTest>

using namespace bw::engine;
using bw::test::RecordingSink;

namespace {
// Every served result, in order (a both-ways run is two sessions).
class ServedSink : public RecordingSink
{
public:
    void onFinished(const TestResult& r) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_all.push_back(r);
        }
        RecordingSink::onFinished(r);
    }
    std::vector<TestResult> results() const
    {
        std::lock_guard lock(m_mutex);
        return m_all;
    }

private:
    mutable std::mutex m_mutex; // guards m_all
    std::vector<TestResult> m_all;
};

bool same(const DelayStats& a, const DelayStats& b)
{
    return a.count == b.count && a.medianUs == b.medianUs && a.p95Us == b.p95Us &&
           a.minUs == b.minUs && a.maxUs == b.maxUs;
}

const IntervalSample* clientInterval(const TestResult& r, int phase, int index)
{
    for (const IntervalSample& iv : r.intervals)
        if (iv.phase == phase && iv.index == index) return &iv;
    return nullptr;
}
} // namespace

class LatencyLoopbackTest : public QObject
{
    Q_OBJECT
private:
    RecordingSink m_serverSink;
    Server m_server;

    static Server startServer(std::uint16_t port, Sink& sink)
    {
        ServerConfig sc;
        sc.port = port;
        sc.bindAddress = "127.0.0.1";
        Error e;
        Server s = Server::start(sc, sink, e);
        if (e) qFatal("server: %s", e.describe().c_str());
        return s;
    }

    static TestConfig config(std::uint16_t port, TestMode mode, Protocol protocol)
    {
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = port;
        c.mode = mode;
        c.protocol = protocol;
        c.durationMs = 1500;
        c.intervalMs = 500;
        c.idleMs = 600;
        c.probeIntervalMs = 10;
        c.rateBitsPerSecond = 200'000'000; // leaves the 2-core machine time for the probes
        return c;
    }

    static TestResult run(const TestConfig& c)
    {
        RecordingSink sink;
        RunHandle h = Client::start(c, sink);
        if (!sink.waitDone(60'000)) h.stop();
        h.wait();
        auto r = sink.result();
        if (!r) qFatal("the test failed: %s", sink.error() ? sink.error()->describe().c_str() : "");
        return *r;
    }

    // One served result against the client's own (phase: the client's phase it served).
    static void verifyServed(const TestResult& client, const TestResult& served, int phase);

private slots:
    void initTestCase() { m_server = startServer(0, m_serverSink); }

    void everyMode_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("protocol");
        QTest::addColumn<int>("phases");
        QTest::newRow("tcp upload") << int(TestMode::Upload) << int(Protocol::Tcp) << 1;
        QTest::newRow("tcp download") << int(TestMode::Download) << int(Protocol::Tcp) << 1;
        QTest::newRow("tcp bidir") << int(TestMode::Bidirectional) << int(Protocol::Tcp) << 1;
        QTest::newRow("tcp both ways") << int(TestMode::BothWays) << int(Protocol::Tcp) << 2;
        QTest::newRow("udp upload") << int(TestMode::Upload) << int(Protocol::Udp) << 1;
        QTest::newRow("udp both ways") << int(TestMode::BothWays) << int(Protocol::Udp) << 2;
    }

    void everyMode()
    {
        QFETCH(int, mode);
        QFETCH(int, protocol);
        QFETCH(int, phases);
        const TestResult r = run(config(m_server.port(), TestMode(mode), Protocol(protocol)));
        const LatencySummary& l = r.latency;
        QVERIFY2(l.valid, l.unavailable.c_str());
        QCOMPARE(l.idleMs, 600);
        // 600 ms at one probe per 10 ms: about 60 idle probes, all answered; a third of them
        // at least on a busy 2-core machine, where the prober's wake-ups come late.
        QVERIFY2(l.idleRtt.count >= 20, qPrintable(QString::number(l.idleRtt.count)));
        QVERIFY2(l.idleRtt.medianUs > 0 && l.idleRtt.medianUs < 5000,
                 qPrintable(QString::number(l.idleRtt.medianUs)));
        QCOMPARE(l.probesLost, 0u);
        QVERIFY(l.probesSent >= 100);
        // One machine, one clock: the one-way figures are there and add up to the round trip.
        QVERIFY(l.oneWayValid);
        QCOMPARE(l.clockUncertaintyUs, 0.0);
        QVERIFY(l.idleUp.count > 0 && l.idleUp.medianUs >= 0 && l.idleDown.medianUs >= 0);
        QCOMPARE(int(l.loaded.size()), phases);
        for (int i = 0; i < phases; ++i) {
            QCOMPARE(l.loaded[std::size_t(i)].phase, i);
            QVERIFY(l.loaded[std::size_t(i)].rtt.count >= 40);
            QVERIFY(l.loaded[std::size_t(i)].rtt.medianUs < 20'000);
        }
        int withProbes = 0;
        for (const IntervalSample& iv : r.intervals)
            withProbes += iv.latency.valid && iv.latency.rtt.count > 0;
        QCOMPARE(withProbes, int(r.intervals.size()));
    }

    void turnedOff()
    {
        TestConfig c = config(m_server.port(), TestMode::Upload, Protocol::Tcp);
        c.latencyProbes = false;
        const TestResult r = run(c);
        QVERIFY(!r.latency.valid);
        QCOMPARE(QString::fromStdString(r.latency.unavailable), QString("turned off"));
        QVERIFY(!r.intervals.empty() && !r.intervals.front().latency.valid);
    }

    // Another program holds the UDP port: the server runs TCP tests without it, and the probes
    // go where no one answers, as when a firewall drops them. The test still runs.
    void noEchoes()
    {
        net::NetInit init;
        net::Socket held;
        RecordingSink sink;
        Error e;
        Server server = bw::test::startServerWithUdpHeld(sink, held, e);
        QVERIFY2(!e, e.describe().c_str());
        const TestResult r = run(config(server.port(), TestMode::Upload, Protocol::Tcp));
        QVERIFY(!r.summaries.empty() && r.summaries.front().receiverBytes > 0);
        QVERIFY(!r.latency.valid);
        QVERIFY2(r.latency.unavailable.find("no probe came back") != std::string::npos,
                 r.latency.unavailable.c_str());
    }

    void servedHasTheClientsFigures_data() { everyMode_data(); }

    void servedHasTheClientsFigures()
    {
        QFETCH(int, mode);
        QFETCH(int, protocol);
        QFETCH(int, phases);
        ServedSink sink;
        Server server = startServer(0, sink);
        const TestResult r = run(config(server.port(), TestMode(mode), Protocol(protocol)));
        QTRY_VERIFY_WITH_TIMEOUT(int(sink.results().size()) == phases, 10'000);
        QVERIFY2(r.latency.valid && r.latency.oneWayValid, r.latency.unavailable.c_str());
        for (int phase = 0; phase < phases; ++phase) {
            verifyServed(r, sink.results()[std::size_t(phase)], phase);
            if (QTest::currentTestFailed()) return;
        }
        // The live view had the figures so far while the test ran.
        int live = 0;
        for (const IntervalSample& iv : sink.intervals())
            live += iv.latency.valid && iv.latency.rtt.count > 0;
        QVERIFY2(live >= 2, qPrintable(QString::number(live)));
    }

    void servedTurnedOff()
    {
        ServedSink sink;
        Server server = startServer(0, sink);
        TestConfig c = config(server.port(), TestMode::Upload, Protocol::Tcp);
        c.latencyProbes = false;
        run(c);
        QTRY_VERIFY_WITH_TIMEOUT(sink.results().size() == 1, 10'000);
        const TestResult served = sink.results()[0];
        QVERIFY(!served.latency.valid);
        QCOMPARE(served.latency.unavailable, std::string("turned off"));
        QVERIFY(!served.intervals.empty());
        for (const IntervalSample& iv : served.intervals)
            QVERIFY(!iv.latency.valid);
    }

    // A client in the iperf3 dialect: no probes, no link of its own; the server's link is read.
    void servedIperf3Client()
    {
        ServedSink sink;
        Server server = startServer(0, sink);
        TestConfig c = config(server.port(), TestMode::Upload, Protocol::Tcp);
        c.dialect = Dialect::Iperf3;
        c.durationMs = 1000;
        const TestResult r = run(c);
        QCOMPARE(r.latency.unavailable, std::string("n/a: the peer is iperf3"));
        QTRY_VERIFY_WITH_TIMEOUT(sink.results().size() == 1, 10'000);
        const TestResult served = sink.results()[0];
        QCOMPARE(served.peer.product, std::string("iperf3"));
        QVERIFY(!served.latency.valid);
        QCOMPARE(served.latency.unavailable, std::string(link::kIperf3Peer));
        const LinkFacts lo = readLinkFacts("127.0.0.1");
        QVERIFY(served.localLink.valid && served.localLink.kind == LinkType::Loopback);
        QVERIFY(served.localLink.kind == lo.kind);
        QCOMPARE(served.localLink.interfaceName, lo.interfaceName);
        QCOMPARE(served.localLink.mtu, lo.mtu);
        QCOMPARE(served.localLink.unavailable, lo.unavailable);
        QVERIFY(!served.localLink.speedMbps);
        QVERIFY(!served.remoteLink.valid);
        QCOMPARE(served.remoteLink.unavailable, std::string(link::kIperf3Peer));
        TestResult back;
        std::string error;
        QVERIFY2(resultFromJson(resultToJson(served), back, error), error.c_str());
        QCOMPARE(back.localLink.interfaceName, lo.interfaceName);
        QCOMPARE(back.latency.unavailable, std::string(link::kIperf3Peer));
    }
};

void LatencyLoopbackTest::verifyServed(const TestResult& client, const TestResult& served,
                                       int phase)
{
    const LatencySummary& c = client.latency;
    const LatencySummary& s = served.latency;
    QVERIFY2(s.valid && s.oneWayValid, s.unavailable.c_str());
    QCOMPARE(s.idleMs, c.idleMs);
    QVERIFY(s.idleRtt.count >= 20 && same(s.idleRtt, c.idleRtt));
    // The client's upstream is received here: the server's "down".
    QVERIFY(same(s.idleUp, c.idleDown) && same(s.idleDown, c.idleUp));
    QCOMPARE(s.clockOffsetUs, -c.clockOffsetUs);
    QCOMPARE(int(s.loaded.size()), 1);
    const LoadedLatency& cl = c.loaded.at(std::size_t(phase));
    const LoadedLatency& sl = s.loaded[0];
    QCOMPARE(sl.phase, 0); // the session's only phase
    QCOMPARE(sl.probesSent, cl.probesSent);
    QCOMPARE(sl.probesLost, cl.probesLost);
    QVERIFY(sl.rtt.count >= 40 && same(sl.rtt, cl.rtt));
    QVERIFY(same(sl.up, cl.down) && same(sl.down, cl.up));
    QCOMPARE(sl.addedUpUs, cl.addedDownUs);
    QCOMPARE(sl.addedDownUs, cl.addedUpUs);
    std::uint32_t loadedProbes = 0;
    for (const LoadedLatency& l : c.loaded)
        loadedProbes += l.probesSent;
    QCOMPARE(s.probesSent, c.probesSent - loadedProbes + cl.probesSent); // idle + this phase's
    // Every interval's final figures, as the client's own result has them.
    int matched = 0;
    for (const IntervalSample& iv : served.intervals) {
        const IntervalSample* civ = clientInterval(client, phase, iv.index);
        if (!civ) continue;
        QCOMPARE(iv.latency.valid, civ->latency.valid);
        QCOMPARE(iv.latency.probesSent, civ->latency.probesSent);
        QVERIFY(same(iv.latency.rtt, civ->latency.rtt));
        QVERIFY(same(iv.latency.up, civ->latency.down) && same(iv.latency.down, civ->latency.up));
        matched += iv.latency.valid && iv.latency.rtt.count > 0;
    }
    QVERIFY2(matched >= 3, qPrintable(QString::number(matched)));
    TestResult back; // the figures survive the saved-result JSON
    std::string error;
    QVERIFY2(resultFromJson(resultToJson(served), back, error), error.c_str());
    QVERIFY(back.served && back.latency.valid);
    QVERIFY(same(back.latency.loaded.at(0).up, sl.up) && same(back.latency.idleDown, s.idleDown));
}

QTEST_GUILESS_MAIN(LatencyLoopbackTest)
#include "latency_loopback_test.moc"
