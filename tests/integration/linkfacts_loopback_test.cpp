// SPDX-License-Identifier: MIT
// Link facts end to end: a real server and client on 127.0.0.1. The client's result
// names its own link and the server's (sent in the accept), the server's served result the
// reverse; both survive the JSON round trip; loopback has no Wi-Fi readings in any interval.
#include "benchwire/client.h"
#include "benchwire/report.h"
#include "benchwire/server.h"
#include "loopbackservers.h"
#include "native/messages.h"
#include "testsink.h"

#include <QTest>

using namespace bw::engine;
using bw::test::RecordingSink;

namespace {
void verifyLoopback(const LinkFacts& f, const char* which)
{
    QVERIFY2(f.valid, which);
    QVERIFY2(f.kind == LinkType::Loopback, which);
    QCOMPARE(f.interfaceName, std::string("lo"));
    QCOMPARE(f.address, std::string("127.0.0.1"));
    QVERIFY(!f.speedMbps && f.duplex.empty());
    QVERIFY(f.mtu && *f.mtu > 0);
    QVERIFY(!f.wifi.valid);
}

bool sameLink(const LinkFacts& a, const LinkFacts& b)
{
    return a.valid == b.valid && a.kind == b.kind && a.interfaceName == b.interfaceName &&
           a.address == b.address && a.speedMbps == b.speedMbps && a.duplex == b.duplex &&
           a.mtu == b.mtu && a.unavailable == b.unavailable && a.wifi.valid == b.wifi.valid;
}
} // namespace

class LinkFactsLoopbackTest : public QObject
{
    Q_OBJECT
private slots:
    void bothEndsOnLoopback();
    void wifiFactsRoundTrip();
    void acceptAndSetupCarryLinks();
};

void LinkFactsLoopbackTest::bothEndsOnLoopback()
{
    RecordingSink serverSink, clientSink;
    Error e;
    Server server = bw::test::startServer("127.0.0.1", serverSink, e);
    QVERIFY2(!e, e.describe().c_str());
    TestConfig c;
    c.host = "127.0.0.1";
    c.port = server.port();
    c.durationMs = 400;
    c.intervalMs = 200;
    RunHandle h = Client::start(c, clientSink);
    QVERIFY(clientSink.waitDone(60'000));
    h.wait();
    QVERIFY2(clientSink.result(),
             clientSink.error() ? clientSink.error()->describe().c_str() : "no result");
    const TestResult r = *clientSink.result();
    verifyLoopback(r.localLink, "local");
    verifyLoopback(r.remoteLink, "remote");
    for (const auto& iv : r.intervals)
        QVERIFY(!iv.localWifi.valid && !iv.remoteWifi.valid);

    TestResult back;
    std::string error;
    QVERIFY2(resultFromJson(resultToJson(r), back, error), error.c_str());
    QVERIFY(sameLink(back.localLink, r.localLink));
    QVERIFY(sameLink(back.remoteLink, r.remoteLink));
    QVERIFY(resultToJson(r).find("\"speedMbps\"") == std::string::npos); // absent, not 0

    QVERIFY(serverSink.waitDone(10'000));
    const auto served = serverSink.result();
    QVERIFY(served && served->served);
    verifyLoopback(served->localLink, "served local");
    verifyLoopback(served->remoteLink, "served remote");
}

void LinkFactsLoopbackTest::wifiFactsRoundTrip()
{
    TestResult r;
    r.localLink.valid = true;
    r.localLink.kind = LinkType::WiFi;
    r.localLink.interfaceName = "wlp2s0";
    r.localLink.mtu = 1500;
    WifiFacts& w = r.localLink.wifi;
    w.valid = true;
    w.ssid = "HomeNet";
    w.bssid = "10:20:30:40:50:60";
    w.bandGHz = 6.0;
    w.frequencyMHz = 6115;
    w.channel = 33;
    w.channelWidthMHz = 160;
    w.standard = "Wi-Fi 6E";
    w.txRateMbps = 2401.9;
    w.rxRateMbps = 2041.7;
    w.signalDbm = -57;
    r.remoteLink.unavailable = "the peer did not say (older Benchwire)";
    IntervalSample iv;
    iv.localWifi = w;
    iv.directions.push_back(DirectionSample{}); // a CSV row is per interval and direction
    r.intervals.push_back(iv);
    TestResult back;
    std::string error;
    QVERIFY2(resultFromJson(resultToJson(r), back, error), error.c_str());
    const WifiFacts& b = back.localLink.wifi;
    QVERIFY(back.localLink.kind == LinkType::WiFi && b.valid);
    QCOMPARE(b.ssid, w.ssid);
    QCOMPARE(b.bssid, w.bssid);
    QCOMPARE(b.bandGHz, w.bandGHz);
    QCOMPARE(b.frequencyMHz, w.frequencyMHz);
    QCOMPARE(b.channel, w.channel);
    QCOMPARE(b.channelWidthMHz, w.channelWidthMHz);
    QCOMPARE(b.standard, w.standard);
    QCOMPARE(b.txRateMbps, w.txRateMbps);
    QCOMPARE(b.rxRateMbps, w.rxRateMbps);
    QCOMPARE(b.signalDbm, w.signalDbm);
    QVERIFY(!b.noiseDbm); // absent stays absent
    QVERIFY(!back.remoteLink.valid);
    QCOMPARE(back.remoteLink.unavailable, r.remoteLink.unavailable);
    QCOMPARE(back.intervals.at(0).localWifi.txRateMbps, w.txRateMbps);
    QVERIFY(!back.intervals.at(0).remoteWifi.valid);
    const std::string line = intervalToJsonLine(iv);
    QVERIFY(line.find("\"localWifi\"") != std::string::npos);
    QVERIFY(line.find("\"remoteWifi\"") == std::string::npos);
    QVERIFY(resultToCsv(r).find(",2401.9,2041.7,-57,33,,,,") != std::string::npos);
    // A strict number: a string where a number belongs is refused, not read as 0.
    std::string bad = resultToJson(r);
    bad.replace(bad.find("-57"), 3, "\"x\"");
    QVERIFY(!resultFromJson(bad, back, error));
}

void LinkFactsLoopbackTest::acceptAndSetupCarryLinks()
{
    using namespace bw::engine::native;
    Message msg;
    std::string error;
    // An older server's accept has no "link": the client then records why it has none.
    QVERIFY(parseMessage(R"({"type":"accept"})", msg, error));
    QVERIFY(msg.get<AcceptMsg>() && !msg.get<AcceptMsg>()->link);
    AcceptMsg accept;
    accept.link = readLinkFacts("127.0.0.1");
    QVERIFY(parseMessage(encode(accept), msg, error));
    QVERIFY(msg.get<AcceptMsg>()->link && msg.get<AcceptMsg>()->link->kind == LinkType::Loopback);
    SetupMsg setup;
    setup.protocolVersion = 2;
    setup.link = accept.link;
    QVERIFY(parseMessage(encode(setup), msg, error));
    QCOMPARE(msg.get<SetupMsg>()->link->interfaceName, std::string("lo"));
    // A peer's malformed link facts are a protocol error, not a zero.
    QVERIFY(!parseMessage(R"({"type":"accept","link":{"valid":true,"mtu":"big"}})", msg, error));
    HelloMsg hello;
    QVERIFY(parseMessage(encode(hello), msg, error));
    const auto& caps = msg.get<HelloMsg>()->capabilities;
    QVERIFY(std::find(caps.begin(), caps.end(), "linkfacts") != caps.end());
}

QTEST_GUILESS_MAIN(LinkFactsLoopbackTest)
#include "linkfacts_loopback_test.moc"
