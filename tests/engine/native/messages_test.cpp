// SPDX-License-Identifier: MIT
// Tests engine/src/native/messages.cpp: every message round-trips, and malformed or hostile
// input is an error value, never a crash.
#include "latencysamples.h"
#include "native/messages.h"

#include <QTest>

#include <algorithm>

using namespace bw::engine;
using namespace bw::engine::native;

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
        QVERIFY(parseMessage(encode(h), m, err));
        QVERIFY(m.type() == MessageType::Hello);
        const HelloMsg& hello = *m.get<HelloMsg>();
        QCOMPARE(hello.info.product, std::string("benchwire"));
        QCOMPARE(hello.info.protocolVersion, kProtocolVersion);
        QCOMPARE(hello.minProtocolVersion, 1);
        QVERIFY(hello.info.cpuCount >= 1);
    }

    // The connection check's messages round-trip; the hello offers it; a probe count out of
    // range is an error value (a hostile client cannot make the server track more).
    void checkMessages()
    {
        Message m;
        std::string err;
        QVERIFY(parseMessage(encode(HelloMsg{localPeerInfo(), 1, {}}), m, err));
        const auto& caps = m.get<HelloMsg>()->capabilities;
        QVERIFY(std::find(caps.begin(), caps.end(), "check") != caps.end());
        QVERIFY(parseMessage(encode(CheckMsg{7}), m, err));
        QCOMPARE(m.get<CheckMsg>()->probes, 7);
        QVERIFY(parseMessage(encode(CheckResultMsg{false, "no UDP socket", 3}), m, err));
        const CheckResultMsg& r = *m.get<CheckResultMsg>();
        QVERIFY(!r.udpAvailable);
        QCOMPARE(r.udpError, std::string("no UDP socket"));
        QCOMPARE(r.probesReceived, 3);
        for (const char* bad : {R"({"type":"check","probes":0})", R"({"type":"check","probes":65})",
                                R"({"type":"check"})", R"({"type":"check-result"})"})
            QVERIFY2(!parseMessage(bad, m, err), bad);
    }

    // The server's firewall view: carried when known; absent or unreadable reads as unknown.
    void helloCarriesTheFirewallView()
    {
        HelloMsg h;
        h.info = localPeerInfo();
        h.info.firewallTcp = firewall::PortState::Open;
        h.info.firewallUdp = firewall::PortState::Blocked;
        const std::string text = encode(h);
        QVERIFY(text.find(R"("firewall":{"tcp":"open","udp":"blocked"})") != std::string::npos);
        Message m;
        std::string err;
        QVERIFY(parseMessage(text, m, err));
        QVERIFY(m.get<HelloMsg>()->info.firewallTcp == firewall::PortState::Open);
        QVERIFY(m.get<HelloMsg>()->info.firewallUdp == firewall::PortState::Blocked);
        HelloMsg old;
        old.info = localPeerInfo();
        QVERIFY(encode(old).find("firewall") == std::string::npos);
        const std::string odd = R"({"type":"hello","product":"benchwire","minProtocolVersion":1,)"
                                R"("firewall":{"tcp":"sideways","udp":7}})";
        QVERIFY(parseMessage(odd, m, err));
        QVERIFY(m.get<HelloMsg>()->info.firewallTcp == firewall::PortState::Unknown);
        QVERIFY(m.get<HelloMsg>()->info.firewallUdp == firewall::PortState::Unknown);
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
        QVERIFY(parseMessage(encode(s), m, err));
        QVERIFY(m.get<SetupMsg>());
        const SetupMsg& setup = *m.get<SetupMsg>();
        QVERIFY(setup.test.mode == TestMode::Bidirectional);
        QCOMPARE(setup.test.streams, 8);
        QCOMPARE(setup.test.durationMs, 2500);
        QCOMPARE(setup.test.warmupMs, 1000);
        QCOMPARE(setup.test.bufferBytes, 4096u);
        QCOMPARE(setup.test.socketBufferBytes, 262144u);
        QVERIFY(setup.test.noDelay);
        QCOMPARE(setup.test.mssBytes, 1400);
        QCOMPARE(setup.test.congestion, std::string("cubic"));
        QVERIFY(setup.test.host.empty()); // addressing stays on the client
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
        h.wifi.valid = true; // each end's Wi-Fi reading of the interval goes to the other
        h.wifi.txRateMbps = 1200.9;
        h.wifi.signalDbm = -58;
        h.wifi.channel = 36;
        Message m;
        std::string err;
        QVERIFY(parseMessage(encode(IntervalMsg{h, {}}), m, err));
        QVERIFY(m.get<IntervalMsg>());
        const HostSample& got = m.get<IntervalMsg>()->sample;
        QCOMPARE(got.index, 3);
        QCOMPARE(got.sentBytes[1], 12345678901ull);
        QCOMPARE(got.receivedBytes[0], 42ull);
        QCOMPARE(got.cpu.idlePct, 80.0);
        QCOMPARE(got.tcp[1].retransmits, 7ull);
        QVERIFY(got.wifi.valid);
        QCOMPARE(got.wifi.txRateMbps, std::optional<double>(1200.9));
        QCOMPARE(got.wifi.signalDbm, std::optional<int>(-58));
        QCOMPARE(got.wifi.channel, std::optional<int>(36));
        QVERIFY(!got.wifi.rxRateMbps);
        // A peer's texts longer than any real one are dropped (a served result keeps every
        // interval's reading): an SSID is at most 32 bytes.
        h.wifi.ssid = std::string(40'000, 'x');
        h.wifi.unavailable = std::string(300, 'y');
        h.wifi.bssid = "10:20:30:40:50:6a";
        QVERIFY(parseMessage(encode(IntervalMsg{h, {}}), m, err));
        QVERIFY(m.get<IntervalMsg>()->sample.wifi.ssid.empty());
        QVERIFY(m.get<IntervalMsg>()->sample.wifi.unavailable.empty());
        QCOMPARE(m.get<IntervalMsg>()->sample.wifi.bssid, std::string("10:20:30:40:50:6a"));
        h.wifi.ssid = std::string(32, 'z');
        QVERIFY(parseMessage(encode(IntervalMsg{h, {}}), m, err));
        QCOMPARE(m.get<IntervalMsg>()->sample.wifi.ssid, std::string(32, 'z'));
    }

    // The client's latency figures for the server: the hello offers to keep them;
    // the summary and the intervals round-trip; a live interval carries its figures so far.
    void latencyMessages()
    {
        Message m;
        std::string err;
        QVERIFY(parseMessage(encode(HelloMsg{localPeerInfo(), 1, {}}), m, err));
        const auto& caps = m.get<HelloMsg>()->capabilities;
        QVERIFY(std::find(caps.begin(), caps.end(), "latencyreport") != caps.end());
        const LatencySample sample = bw::test::latencySample(30, 90);
        LatencyMsg latency;
        latency.summary.emplace();
        latency.summary->valid = true;
        latency.summary->idleRtt = {100, 80, 95, 130, 140, 150};
        latency.summary->loaded.push_back(
            {0, sample.rtt, sample.up, sample.down, 25, 10, 15, 50, 2});
        latency.intervals = {{0, sample}, {7, sample}};
        QVERIFY2(parseMessage(encode(latency), m, err), err.c_str());
        const LatencyMsg* got = m.get<LatencyMsg>();
        QVERIFY(got && got->summary && got->summary->valid);
        QCOMPARE(got->summary->idleRtt.medianUs, 95.0);
        QCOMPARE(got->summary->loaded.at(0).up.medianUs, 30.0);
        QCOMPARE(int(got->intervals.size()), 2);
        QCOMPARE(got->intervals[1].first, 7);
        QCOMPARE(got->intervals[1].second.probesLost, 1u);
        QCOMPARE(got->intervals[1].second.down.p95Us, 900.0);
        // Without a summary (a later message of the same report) and with no intervals.
        QVERIFY(parseMessage(encode(LatencyMsg{}), m, err));
        QVERIFY(m.get<LatencyMsg>() && !m.get<LatencyMsg>()->summary);
        IntervalMsg live{HostSample{}, sample};
        QVERIFY(parseMessage(encode(live), m, err));
        QCOMPARE(m.get<IntervalMsg>()->latency->rtt.medianUs, 120.0);
        QVERIFY(parseMessage(encode(IntervalMsg{}), m, err));
        QVERIFY(!m.get<IntervalMsg>()->latency);
        // More intervals than one message may hold, an index that is no integer: refused.
        latency.intervals.assign(kLatencyIntervalsPerMessage + 1, {1, sample});
        QVERIFY(!parseMessage(encode(latency), m, err));
        QVERIFY(
            !parseMessage(R"({"type":"latency","intervals":[{"index":"1","sample":{}}]})", m, err));
        QVERIFY(
            !parseMessage(R"({"type":"latency","intervals":[{"index":1.5,"sample":{}}]})", m, err));
        QVERIFY(!parseMessage(R"({"type":"latency"})", m, err));
    }

    void errorKeepsCodeAndHint()
    {
        Message m;
        std::string err;
        QVERIFY(parseMessage(encode(ErrorMsg{{Errc::ServerBusy, "busy", "wait", {}}}), m, err));
        QVERIFY(m.type() == MessageType::Error);
        QVERIFY(m.get<ErrorMsg>()->error.code == Errc::ServerBusy);
        QCOMPARE(m.get<ErrorMsg>()->error.hint, std::string("wait"));
    }

    void resultAndSimple()
    {
        ResultMsg r;
        r.sentTotal[1] = 99;
        r.receivedTotal[0] = 77;
        Message m;
        std::string err;
        QVERIFY(parseMessage(encode(r), m, err));
        QVERIFY(m.get<ResultMsg>());
        QCOMPARE(m.get<ResultMsg>()->sentTotal[1], 99ull);
        QCOMPARE(m.get<ResultMsg>()->receivedTotal[0], 77ull);
        QVERIFY(parseMessage(encode(StopMsg{}), m, err));
        QVERIFY(m.type() == MessageType::Stop);
        QCOMPARE(encode(StopMsg{}), std::string(R"({"type":"stop"})")); // as older peers send it
        // "done": empty after a check, as older clients send it; with the client's totals
        // after a test.
        QCOMPARE(encode(DoneMsg{}), std::string(R"({"type":"done"})"));
        QVERIFY(parseMessage(encode(DoneMsg{}), m, err));
        QVERIFY(m.get<DoneMsg>() && !m.get<DoneMsg>()->totals.valid);
        DoneMsg done;
        done.totals.valid = true;
        done.totals.received[1] = 123456789012ull;
        done.totals.sent[0] = 5;
        done.totals.udp[1].valid = true;
        done.totals.udp[1].packetsLost = 3;
        QVERIFY(parseMessage(encode(done), m, err));
        const DoneMsg* back = m.get<DoneMsg>();
        QVERIFY(back && back->totals.valid);
        QCOMPARE(back->totals.received[1], 123456789012ull);
        QCOMPARE(back->totals.sent[0], 5ull);
        QCOMPARE(back->totals.udp[1].packetsLost, 3ull);
        AppliedSettings a;
        a.sendBufferBytes = 1000;
        QVERIFY(parseMessage(encode(StartMsg{a}), m, err));
        QVERIFY(m.get<StartMsg>());
        QCOMPARE(m.get<StartMsg>()->applied.sendBufferBytes, 1000u);
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("garbage") << QByteArray("\x01\x02garbage\xff", 11);
        QTest::newRow("array") << QByteArray("[1,2,3]");
        QTest::newRow("no type") << QByteArray("{\"a\":1}");
        QTest::newRow("type not string") << QByteArray("{\"type\":5}");
        QTest::newRow("unknown type") << QByteArray("{\"type\":\"format-disk\"}");
        QTest::newRow("setup without test")
            << QByteArray("{\"type\":\"setup\",\"protocolVersion\":1}");
        QTest::newRow("setup wrong types")
            << QByteArray("{\"type\":\"setup\",\"protocolVersion\":\"one\",\"test\":{}}");
        QTest::newRow("streams as string") << QByteArray(
            "{\"type\":\"setup\",\"protocolVersion\":1,\"test\":{\"streams\":\"many\"}}");
        QTest::newRow("bad mode") << QByteArray(
            "{\"type\":\"setup\",\"protocolVersion\":1,\"test\":{\"mode\":\"sideways\"}}");
        QTest::newRow("interval short arrays") << QByteArray(
            "{\"type\":\"interval\",\"sample\":{\"index\":0,\"startUs\":0,\"endUs\":1,"
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
        QVERIFY(
            parseMessage("{\"type\":\"interval\",\"sample\":{\"index\":0,\"startUs\":0,\"endUs\":1,"
                         "\"sentBytes\":[0,0],\"receivedBytes\":[0,0],"
                         "\"cpu\":{\"valid\":true,\"userPct\":1e9,\"idlePct\":-5}}}",
                         m, err));
        QVERIFY(m.get<IntervalMsg>());
        QCOMPARE(m.get<IntervalMsg>()->sample.cpu.userPct, 100.0);
        QCOMPARE(m.get<IntervalMsg>()->sample.cpu.idlePct, 0.0);
    }
};

QTEST_APPLESS_MAIN(MessagesTest)
#include "messages_test.moc"
