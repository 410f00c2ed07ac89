// SPDX-License-Identifier: MIT
// A served test's result holds both ends: a real server and a native client in one process on
// 127.0.0.1, in every one-session mode, TCP and UDP. The server's result must equal the client's
// byte for byte on both sides of every direction, and no figure may read 0 where bytes moved.
#include "benchwire/client.h"
#include "benchwire/server.h"
#include "loopbackservers.h"
#include "testsink.h"

#include <QTest>

using namespace bw::engine;
using bw::test::RecordingSink;

namespace {
int slow(int ms)
{
    const int factor = qEnvironmentVariableIntValue("BENCHWIRE_TEST_SLOWDOWN");
    return ms * (factor > 1 ? factor : 1);
}

const DirectionSummary* find(const TestResult& r, Direction d)
{
    for (const DirectionSummary& s : r.summaries)
        if (s.direction == d) return &s;
    return nullptr;
}
} // namespace

class ServedLoopbackTest : public QObject
{
    Q_OBJECT
private slots:
    void servedEqualsClient_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("udp");
        QTest::newRow("TCP upload") << int(TestMode::Upload) << false;
        QTest::newRow("TCP download") << int(TestMode::Download) << false;
        QTest::newRow("TCP bidirectional") << int(TestMode::Bidirectional) << false;
        QTest::newRow("UDP download") << int(TestMode::Download) << true;
        QTest::newRow("UDP upload") << int(TestMode::Upload) << true;
    }

    void servedEqualsClient()
    {
        QFETCH(int, mode);
        QFETCH(bool, udp);
        RecordingSink served;
        Error e;
        Server server = bw::test::startServer("127.0.0.1", served, e);
        QVERIFY2(!e, e.describe().c_str());
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = server.port();
        c.mode = TestMode(mode);
        c.streams = 2;
        c.idleMs = 0;
        c.warmupMs = slow(200);
        c.durationMs = slow(1000);
        c.intervalMs = slow(250);
        if (udp) {
            c.protocol = Protocol::Udp;
            c.rateBitsPerSecond = 50e6;
        }
        RecordingSink sink;
        RunHandle h = Client::start(c, sink);
        QVERIFY(sink.waitDone(60'000));
        h.wait();
        const auto mine = sink.result();
        QVERIFY2(mine, sink.error() ? sink.error()->describe().c_str() : "no result");
        QVERIFY(served.waitEvent(StreamEventKind::SessionEnded, 10'000));
        const auto theirs = served.result();
        QVERIFY(theirs && theirs->served);
        QCOMPARE(theirs->summaries.size(), mine->summaries.size());
        for (const DirectionSummary& c : mine->summaries) {
            const DirectionSummary* s = find(*theirs, c.direction);
            QVERIFY(s);
            const QByteArray what = c.direction == Direction::Upload ? "upload" : "download";
            QVERIFY2(s->senderUnknown.empty() && s->receiverUnknown.empty(), what);
            QVERIFY2(c.receiverBytes > 0 && c.receiverBytesTotal > 0, what);
            QCOMPARE(s->senderBytes, c.senderBytes);
            QCOMPARE(s->receiverBytes, c.receiverBytes);
            QCOMPARE(s->senderBytesTotal, c.senderBytesTotal);
            QCOMPARE(s->receiverBytesTotal, c.receiverBytesTotal);
            QVERIFY2(s->receiverBitsPerSecond.mean > 0 && s->senderBitsPerSecond > 0, what);
            QVERIFY2(s->receiverCpu.valid && s->senderCpu.valid, what);
            if (udp) {
                QVERIFY(s->udp.valid);
                QCOMPARE(s->udp.packetsSentTotal, c.udp.packetsSentTotal);
                QCOMPARE(s->udp.packetsReceivedTotal, c.udp.packetsReceivedTotal);
                QCOMPARE(s->udp.packetsReceived, c.udp.packetsReceived);
            }
        }
        // Every measured interval holds both sides of every direction.
        for (const IntervalSample& iv : theirs->intervals)
            for (const DirectionSample& ds : iv.directions)
                QVERIFY(ds.haveSender && ds.haveReceiver);
    }
};

QTEST_APPLESS_MAIN(ServedLoopbackTest)
#include "served_loopback_test.moc"
