// SPDX-License-Identifier: MIT
// A Benchwire test as an iperf3 client's parameters and back (iperf3/iperf3params.cpp), with
// every field given a value of its own, so that a field copied into the wrong place or a unit
// slip (seconds for milliseconds, total for per-stream rate) shows.
#include "iperf3/iperf3messages.h"
#include "iperf3/iperf3params.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::iperf3;

class Iperf3ParamsTest : public QObject
{
    Q_OBJECT
private slots:
    void udpDownloadAsParams()
    {
        TestConfig c;
        c.host = "peer";
        c.protocol = Protocol::Udp;
        c.durationMs = 1500; // iperf3 counts whole seconds: rounded up to 2
        c.warmupMs = 2000;
        c.streams = 3;
        c.rateBitsPerSecond = 30'000'000;
        c.rateIsTotal = true; // 10 Mbit/s a stream
        c.datagramBytes = 0;  // iperf3's own default
        c.noDelay = true;
        c.mssBytes = 1400;
        c.socketBufferBytes = 262'144;
        c.congestion = "cubic";
        std::string why;
        const iperf3::Params p = iperf3ParamsFor(c, TestMode::Download, why);
        QVERIFY2(why.empty(), why.c_str());
        QCOMPARE(p.timeSeconds, 2);
        QCOMPARE(p.omitSeconds, 2);
        QCOMPARE(p.parallel, 3);
        QVERIFY(p.reverse);
        QVERIFY(!p.bidirectional);
        QCOMPARE(p.lenBytes, iperf3::kDefaultUdpLen);
        QCOMPARE(p.bandwidthBitsPerSecond, std::uint64_t(10'000'000));
        QVERIFY(p.noDelay);
        QCOMPARE(p.mssBytes, 1400);
        QCOMPARE(p.windowBytes, 262'144u);
        QCOMPARE(p.congestion, std::string("cubic"));
        c.durationMs = 1000;
        QCOMPARE(iperf3ParamsFor(c, TestMode::Bidirectional, why).timeSeconds, 1);
        c.durationMs = kUntilStoppedMs; // iperf3's own -t 0: the server waits for TEST_END
        QCOMPARE(iperf3ParamsFor(c, TestMode::Upload, why).timeSeconds, 0);
        c.durationMs = 1000;
        QVERIFY(iperf3ParamsFor(c, TestMode::Bidirectional, why).bidirectional);
        QVERIFY(!iperf3ParamsFor(c, TestMode::Upload, why).reverse);
    }

    void whatAnIperf3ServerCannotTake()
    {
        TestConfig c;
        c.host = "peer";
        c.warmupMs = 2500;
        std::string why;
        iperf3ParamsFor(c, TestMode::Upload, why);
        QVERIFY2(why.find("whole seconds") != std::string::npos, why.c_str());
        c.warmupMs = 0;
        c.streams = iperf3::kMaxIperf3Streams + 1;
        why.clear();
        iperf3ParamsFor(c, TestMode::Upload, why);
        QVERIFY2(why.find(std::to_string(iperf3::kMaxIperf3Streams)) != std::string::npos,
                 why.c_str());
        c.streams = iperf3::kMaxIperf3Streams;
        why.clear();
        iperf3ParamsFor(c, TestMode::Upload, why);
        QVERIFY2(why.empty(), why.c_str());
    }

    void paramsAsTheServedTest()
    {
        iperf3::Params p;
        p.protocol = Protocol::Udp;
        p.reverse = true;
        p.bidirectional = true; // iperf3 --bidir sets both: bidirectional wins
        p.timeSeconds = 0;      // -n / -k: the server's limit bounds the test
        p.omitSeconds = 3;
        p.parallel = 5;
        p.lenBytes = 0;
        p.bandwidthBitsPerSecond = 0;
        p.windowBytes = 65'536;
        p.mssBytes = 1300;
        const TestConfig t = testConfigFor(p, "192.0.2.9", 60'000);
        QVERIFY(t.mode == TestMode::Bidirectional);
        QCOMPARE(t.host, std::string("192.0.2.9"));
        QCOMPARE(t.durationMs, 60'000);
        QCOMPARE(t.warmupMs, 3000);
        QCOMPARE(t.streams, 5);
        QCOMPARE(t.bufferBytes, iperf3::kDefaultUdpLen);
        QCOMPARE(t.rateBitsPerSecond, iperf3::kDefaultUdpRate);
        QCOMPARE(t.socketBufferBytes, 65'536u);
        QCOMPARE(t.mssBytes, 1300);
        p.bidirectional = false;
        p.protocol = Protocol::Tcp;
        QVERIFY(testConfigFor(p, "192.0.2.9", 0).untilStopped()); // no limit: until stopped
        p.timeSeconds = 7;
        const TestConfig tcp = testConfigFor(p, "192.0.2.9", 60'000);
        QVERIFY(tcp.mode == TestMode::Download);
        QCOMPARE(tcp.durationMs, 7000);
        QCOMPARE(tcp.bufferBytes, iperf3::kDefaultTcpLen);
        QCOMPARE(tcp.rateBitsPerSecond, std::uint64_t(0));
    }
};

QTEST_GUILESS_MAIN(Iperf3ParamsTest)
#include "iperf3params_test.moc"
