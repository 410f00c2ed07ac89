// SPDX-License-Identifier: MIT
// Latency under load (docs/latency.md) with a real server and client in one process on
// 127.0.0.1: the probes run in every mode, the idle baseline is there, no probe is lost and
// the round trip is small; without probes (turned off, or the server's UDP port taken by
// another program, as a firewall would drop them) the figures are absent with the reason.
#include "benchwire/client.h"
#include "benchwire/server.h"
#include "net/socket.h"
#include "testsink.h"

#include <QTest>

using namespace bw::engine;
using bw::test::RecordingSink;

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
        std::error_code ec;
        net::Socket blocker = net::Socket::create(AF_INET, net::Kind::Udp, ec);
        std::vector<net::Endpoint> eps;
        QVERIFY(!ec && !net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps) && !eps.empty());
        QVERIFY(!blocker.bind(eps.front()));
        net::Endpoint bound;
        QVERIFY(!blocker.localEndpoint(bound));
        RecordingSink sink;
        Server server = startServer(bound.port(), sink);
        const TestResult r = run(config(server.port(), TestMode::Upload, Protocol::Tcp));
        QVERIFY(!r.summaries.empty() && r.summaries.front().receiverBytes > 0);
        QVERIFY(!r.latency.valid);
        QVERIFY2(r.latency.unavailable.find("no probe came back") != std::string::npos,
                 r.latency.unavailable.c_str());
    }
};

QTEST_GUILESS_MAIN(LatencyLoopbackTest)
#include "latency_loopback_test.moc"
