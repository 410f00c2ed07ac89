// SPDX-License-Identifier: MIT
// Tests readLinkFacts on this (Linux) machine: loopback, an unknown address, and every
// interface it has (Ethernet, virtual or Wi-Fi): each read cleanly, never a guessed speed.
#include "benchwire/linkfacts.h"
#include "link/link.h"

#include <QTest>

using namespace bw::engine;

class LinkFactsTest : public QObject
{
    Q_OBJECT
private slots:
    void loopback();
    void loopbackByNameAndPort();
    void unknownAddress();
    void everyInterface();
    void hostOf();
    void wifiOnWiredLinks();
};

void LinkFactsTest::loopback()
{
    const LinkFacts f = readLinkFacts("127.0.0.1");
    QVERIFY(f.valid);
    QVERIFY(f.kind == LinkType::Loopback);
    QCOMPARE(f.interfaceName, std::string("lo"));
    QCOMPARE(f.address, std::string("127.0.0.1"));
    QVERIFY(!f.speedMbps);
    QVERIFY(f.duplex.empty());
    QVERIFY(f.mtu && *f.mtu > 0);
    QVERIFY(!f.wifi.valid);
    QCOMPARE(describeLink(f), std::string("lo loopback"));
}

void LinkFactsTest::loopbackByNameAndPort()
{
    QVERIFY(readLinkFacts("[::1]:5201").kind == LinkType::Loopback);
    QCOMPARE(readLinkFacts("127.0.0.1:5201").interfaceName, std::string("lo"));
    QVERIFY(readLinkFacts("lo").kind == LinkType::Loopback);
}

void LinkFactsTest::unknownAddress()
{
    const LinkFacts f = readLinkFacts("192.0.2.77"); // TEST-NET-1: no interface holds it
    QVERIFY(!f.valid);
    QCOMPARE(f.unavailable, std::string("no local interface holds 192.0.2.77"));
    QVERIFY(describeLink(f).starts_with("n/a: "));
    QCOMPARE(describeLink(link::unavailableLink(link::kIperf3Peer)),
             std::string("n/a: the peer is iperf3"));
}

void LinkFactsTest::everyInterface()
{
    for (const InterfaceInfo& info : listInterfaces()) {
        const LinkFacts f = readLinkFacts(info.name);
        QVERIFY2(f.valid, info.name.c_str());
        QCOMPARE(f.interfaceName, info.name);
        if (f.kind != LinkType::WiFi) QVERIFY(!f.wifi.valid);
        if (f.kind == LinkType::Virtual || f.kind == LinkType::Loopback) {
            QVERIFY2(!f.speedMbps, info.name.c_str()); // a veth's 10000 is no line rate
            QVERIFY(!f.unavailable.empty());
        }
        if (f.kind == LinkType::Ethernet && !f.speedMbps) QVERIFY(!f.unavailable.empty());
        qInfo("%s: %s", info.name.c_str(), describeLink(f).c_str());
    }
}

void LinkFactsTest::hostOf()
{
    QCOMPARE(link::hostOf("1.2.3.4:5201"), std::string("1.2.3.4"));
    QCOMPARE(link::hostOf("[fe80::1%eth0]:5201"), std::string("fe80::1%eth0"));
    QCOMPARE(link::hostOf("::1"), std::string("::1"));
    QCOMPARE(link::hostOf("10.0.0.1"), std::string("10.0.0.1"));
}

void LinkFactsTest::wifiOnWiredLinks()
{
    // The nl80211 socket code against this machine's kernel: with or without a Wi-Fi driver
    // loaded, a wired interface gives no reading, and says why.
    const WifiFacts lo = link::readWifiFacts("lo");
    qInfo("lo: %s", lo.unavailable.c_str());
    QVERIFY(!lo.valid && !lo.unavailable.empty());
    QVERIFY(!lo.signalDbm && !lo.txRateMbps && lo.ssid.empty());
    QCOMPARE(link::readWifiFacts("bw-no-such0").unavailable,
             std::string("no interface named bw-no-such0"));
}

QTEST_GUILESS_MAIN(LinkFactsTest)
#include "linkfacts_test.moc"
