// SPDX-License-Identifier: MIT
// Tests engine/src/control/messages.cpp: every message round-trips, and malformed or hostile
// input is an error value, never a crash.
#include "native/messages.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::control;

class MessagesTest : public QObject
{
    Q_OBJECT
private slots:
    void helloRoundTrip()
    {
        HelloMsg h;
        h.info = localPeerInfo();
        h.minProtocolVersion = 1;
        Message m;
        std::string err;
        QVERIFY(parseMessage(encodeHello(h), m, err));
        QCOMPARE(m.type, std::string("hello"));
        QCOMPARE(m.hello.info.product, std::string("benchwire"));
        QCOMPARE(m.hello.info.protocolVersion, kProtocolVersion);
        QCOMPARE(m.hello.minProtocolVersion, 1);
        QVERIFY(m.hello.info.cpuCount >= 1);
    }

    void setupRoundTripKeepsSettings()
    {
        SetupMsg s;
        s.protocolVersion = 1;
        s.test.host = "secret-host";
        s.test.mode = TestMode::Bidirectional;
        s.test.streams = 8;
        s.test.durationMs = 2500;
        s.test.warmupMs = 1000;
        s.test.bufferBytes = 4096;
        s.test.socketBufferBytes = 262144;
        s.test.noDelay = true;
        s.test.mssBytes = 1400;
        s.test.congestion = "cubic";
        Message m;
        std::string err;
        QVERIFY(parseMessage(encodeSetup(s), m, err));
        QVERIFY(m.setup.test.mode == TestMode::Bidirectional);
        QCOMPARE(m.setup.test.streams, 8);
        QCOMPARE(m.setup.test.durationMs, 2500);
        QCOMPARE(m.setup.test.warmupMs, 1000);
        QCOMPARE(m.setup.test.bufferBytes, 4096u);
        QCOMPARE(m.setup.test.socketBufferBytes, 262144u);
        QVERIFY(m.setup.test.noDelay);
        QCOMPARE(m.setup.test.mssBytes, 1400);
        QCOMPARE(m.setup.test.congestion, std::string("cubic"));
        QVERIFY(m.setup.test.host.empty()); // addressing stays on the client
    }

    void intervalRoundTrip()
    {
        HostSample h;
        h.index = 3;
        h.startUs = 3'000'000;
        h.endUs = 4'000'000;
        h.sentBytes[1] = 12345678901ull;
        h.receivedBytes[0] = 42;
        h.cpu.valid = true;
        h.cpu.userPct = 10;
        h.cpu.idlePct = 80;
        h.tcp[1].valid = true;
        h.tcp[1].retransmits = 7;
        Message m;
        std::string err;
        QVERIFY(parseMessage(encodeInterval(h), m, err));
        QCOMPARE(m.interval.index, 3);
        QCOMPARE(m.interval.sentBytes[1], 12345678901ull);
        QCOMPARE(m.interval.receivedBytes[0], 42ull);
        QCOMPARE(m.interval.cpu.idlePct, 80.0);
        QCOMPARE(m.interval.tcp[1].retransmits, 7ull);
    }

    void errorKeepsCodeAndHint()
    {
        Message m;
        std::string err;
        QVERIFY(parseMessage(encodeError({Errc::ServerBusy, "busy", "wait", {}}), m, err));
        QCOMPARE(m.type, std::string("error"));
        QVERIFY(m.error.code == Errc::ServerBusy);
        QCOMPARE(m.error.hint, std::string("wait"));
    }

    void resultAndSimple()
    {
        ResultMsg r;
        r.sentTotal[1] = 99;
        r.receivedTotal[0] = 77;
        Message m;
        std::string err;
        QVERIFY(parseMessage(encodeResult(r), m, err));
        QCOMPARE(m.result.sentTotal[1], 99ull);
        QCOMPARE(m.result.receivedTotal[0], 77ull);
        QVERIFY(parseMessage(encodeSimple("stop"), m, err));
        QCOMPARE(m.type, std::string("stop"));
        AppliedSettings a;
        a.sendBufferBytes = 1000;
        QVERIFY(parseMessage(encodeStart(a), m, err));
        QCOMPARE(m.applied.sendBufferBytes, 1000u);
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("garbage") << QByteArray("\x01\x02garbage\xff", 11);
        QTest::newRow("array") << QByteArray("[1,2,3]");
        QTest::newRow("no type") << QByteArray("{\"a\":1}");
        QTest::newRow("type not string") << QByteArray("{\"type\":5}");
        QTest::newRow("unknown type") << QByteArray("{\"type\":\"format-disk\"}");
        QTest::newRow("setup without test") << QByteArray("{\"type\":\"setup\",\"protocolVersion\":1}");
        QTest::newRow("setup wrong types")
            << QByteArray("{\"type\":\"setup\",\"protocolVersion\":\"one\",\"test\":{}}");
        QTest::newRow("streams as string")
            << QByteArray("{\"type\":\"setup\",\"protocolVersion\":1,\"test\":{\"streams\":\"many\"}}");
        QTest::newRow("bad mode")
            << QByteArray("{\"type\":\"setup\",\"protocolVersion\":1,\"test\":{\"mode\":\"sideways\"}}");
        QTest::newRow("interval short arrays")
            << QByteArray("{\"type\":\"interval\",\"sample\":{\"index\":0,\"startUs\":0,\"endUs\":1,"
                          "\"sentBytes\":[1],\"receivedBytes\":[1]}}");
        QTest::newRow("result missing") << QByteArray("{\"type\":\"result\"}");
        QTest::newRow("truncated json") << QByteArray("{\"type\":\"hello\",\"product\":\"bench");
        QTest::newRow("deep nesting") << QByteArray(2000, '[');
    }

    void hostileInput()
    {
        QFETCH(QByteArray, text);
        Message m;
        std::string err;
        QVERIFY(!parseMessage(text.toStdString(), m, err));
        QVERIFY(!err.empty());
    }

    void cpuFromPeerIsClamped()
    {
        Message m;
        std::string err;
        QVERIFY(parseMessage("{\"type\":\"interval\",\"sample\":{\"index\":0,\"startUs\":0,\"endUs\":1,"
                             "\"sentBytes\":[0,0],\"receivedBytes\":[0,0],"
                             "\"cpu\":{\"valid\":true,\"userPct\":1e9,\"idlePct\":-5}}}",
                             m, err));
        QCOMPARE(m.interval.cpu.userPct, 100.0);
        QCOMPARE(m.interval.cpu.idlePct, 0.0);
    }
};

QTEST_APPLESS_MAIN(MessagesTest)
#include "messages_test.moc"
