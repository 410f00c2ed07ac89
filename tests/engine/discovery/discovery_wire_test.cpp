// SPDX-License-Identifier: MIT
// engine/src/discovery/wire.cpp and answer.cpp: probe and answer datagrams, their caps, and
// that the magic cannot be mistaken for the test traffic on the same port.
#include "discovery/wire.h"
#include "flow/udpwire.h"

#include <QtTest>

#include <array>

using namespace bw::engine;
using namespace bw::engine::discovery;

namespace {

InterfaceInfo iface(const std::string& name, LinkType t, std::int64_t mbps,
                    std::vector<InterfaceAddress> addrs)
{
    InterfaceInfo i;
    i.name = i.displayName = name;
    i.type = t;
    i.up = true;
    i.speedMbps = mbps;
    i.addresses = std::move(addrs);
    return i;
}

Announcement sample()
{
    Announcement a;
    a.peerId = "00112233445566778899aabbccddeeff";
    a.hostName = "mini-pc";
    a.product = "benchwire";
    a.version = "0.9.1";
    a.os = "linux";
    a.protocolVersion = 3;
    a.port = 5301;
    a.busy = true;
    a.busyForMs = 4200;
    a.maxStreams = 77;
    a.maxDurationMs = 600000;
    a.maxRateBitsPerSecond = 2500000000ull;
    a.firewall = FirewallState::Blocked;
    a.interfaces = {iface("enp1s0", LinkType::Ethernet, 2500,
                          {{"192.168.7.20", false, 24}, {"fe80::1234", true, 64}}),
                    iface("wlan0", LinkType::WiFi, -1, {{"10.1.2.3", false, 16}})};
    return a;
}

} // namespace

class DiscoveryWireTest : public QObject
{
    Q_OBJECT
private slots:
    void probeRoundTrip()
    {
        const auto p = wire::makeProbe(0x0102030405060708ull);
        QCOMPARE(p.size(), wire::kProbeBytes);
        const auto nonce = wire::parseProbe(p.data(), p.size());
        QVERIFY(nonce.has_value());
        QCOMPARE(*nonce, 0x0102030405060708ull);
        QVERIFY(isDiscoveryDatagram(p.data(), p.size()));
    }

    void badProbesAreRefused()
    {
        auto p = wire::makeProbe(7);
        QVERIFY(!wire::parseProbe(p.data(), p.size() - 1));
        std::vector<std::uint8_t> longer(p.begin(), p.end());
        longer.push_back(0);
        QVERIFY(!wire::parseProbe(longer.data(), longer.size()));
        QVERIFY(!wire::parseProbe(nullptr, 0));
        for (std::size_t at : {0u, 3u, 4u, 5u, 6u, 7u, 16u, 600u, 1199u}) {
            auto bad = p;
            bad[at] ^= 0x20; // magic, version, kind, flags, padding
            QVERIFY2(!wire::parseProbe(bad.data(), bad.size()), qPrintable(QString::number(at)));
        }
        auto version2 = p;
        version2[4] = 2;
        QVERIFY(!wire::parseProbe(version2.data(), version2.size()));
    }

    void magicIsNotTestTraffic()
    {
        const std::array<char, 37> cookie{};
        const auto hello = flow::udpwire::hello(1, cookie);
        QVERIFY(!isDiscoveryDatagram(hello.data(), hello.size()));
        std::array<std::uint8_t, 64> data{};
        flow::udpwire::writeData(data.data(), 0, 7, 1, 2);
        QVERIFY(!isDiscoveryDatagram(data.data(), data.size()));
        const std::uint8_t connect[] = {'9', '8', '7', '6'}, reply[] = {'6', '7', '8', '9'};
        QVERIFY(!isDiscoveryDatagram(connect, 4));
        QVERIFY(!isDiscoveryDatagram(reply, 4));
        // iperf3 data starts with its 32-bit UNIX seconds: 0xD1 comes only in 2081.
        const std::uint32_t y2080 = 3486627200u; // 2080-06-28
        QVERIFY((y2080 >> 24) < wire::kMagic[0]);
        // A native datagram never parses as a probe or an answer.
        QVERIFY(!wire::parseAnswer(hello.data(), hello.size()));
        const auto probe = wire::makeProbe(1);
        QVERIFY(flow::udpwire::parse(probe.data(), probe.size()).kind ==
                flow::udpwire::Kind::Invalid);
    }

    void answerRoundTrip()
    {
        const Announcement a = sample();
        const auto bytes = wire::makeAnswer(a, 99, wire::kProbeBytes);
        QVERIFY(bytes.size() <= wire::kProbeBytes);
        const auto parsed = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(parsed.has_value());
        QCOMPARE(parsed->nonce, 99ull);
        const Announcement& b = parsed->announcement;
        QCOMPARE(b.peerId, a.peerId);
        QCOMPARE(b.hostName, a.hostName);
        QCOMPARE(b.product, a.product);
        QCOMPARE(b.version, a.version);
        QCOMPARE(b.os, a.os);
        QCOMPARE(b.protocolVersion, 3);
        QCOMPARE(b.port, std::uint16_t(5301));
        QVERIFY(b.busy);
        QCOMPARE(b.busyForMs, 4200u);
        QCOMPARE(b.maxStreams, 77);
        QCOMPARE(b.maxDurationMs, 600000);
        QCOMPARE(b.maxRateBitsPerSecond, 2500000000ull);
        QVERIFY(b.firewall == FirewallState::Blocked);
        QVERIFY(!b.interfacesTruncated);
        QCOMPARE(b.interfaces.size(), std::size_t(2));
        QCOMPARE(b.interfaces[0].name, std::string("enp1s0"));
        QVERIFY(b.interfaces[0].type == LinkType::Ethernet);
        QCOMPARE(b.interfaces[0].speedMbps, std::int64_t(2500));
        QCOMPARE(b.interfaces[0].addresses.size(), std::size_t(2));
        QCOMPARE(b.interfaces[0].addresses[0].address, std::string("192.168.7.20"));
        QCOMPARE(b.interfaces[0].addresses[0].prefixLength, 24);
        QCOMPARE(b.interfaces[0].addresses[1].address, std::string("fe80::1234"));
        QVERIFY(b.interfaces[0].addresses[1].ipv6);
        QVERIFY(b.interfaces[1].type == LinkType::WiFi);
        QCOMPARE(b.interfaces[1].speedMbps, std::int64_t(-1));
        QCOMPARE(b.interfaces[1].addresses[0].prefixLength, 16);
    }

    // TCP and UDP ride in the byte after the firewall byte (reserved, zero, in older answers):
    // no growth, and an older answer parses with both unknown.
    void firewallPerProtocolAndOlderAnswers()
    {
        Announcement a = sample();
        a.firewallTcp = FirewallState::Open;
        a.firewallUdp = FirewallState::Blocked;
        auto bytes = wire::makeAnswer(a, 7, wire::kProbeBytes);
        QCOMPARE(bytes.size(), wire::makeAnswer(sample(), 7, wire::kProbeBytes).size());
        const std::size_t at = wire::kHeaderBytes + 25;
        QCOMPARE(int(bytes[at]), 0x21);
        auto b = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(b);
        QVERIFY(b->announcement.firewallTcp == FirewallState::Open);
        QVERIFY(b->announcement.firewallUdp == FirewallState::Blocked);
        bytes[at] = 0; // as a server before the firewall helper wrote it
        b = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(b);
        QVERIFY(b->announcement.firewall == FirewallState::Blocked);
        QVERIFY(b->announcement.firewallTcp == FirewallState::Unknown);
        QVERIFY(b->announcement.firewallUdp == FirewallState::Unknown);
        bytes[at] = 0x93; // out of range: unknown, and still an answer
        b = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(b);
        QVERIFY(b->announcement.firewallTcp == FirewallState::Unknown);
        QVERIFY(b->announcement.firewallUdp == FirewallState::Unknown);
        QVERIFY(combinedFirewallState(FirewallState::Open, FirewallState::Open) ==
                FirewallState::Open);
        QVERIFY(combinedFirewallState(FirewallState::Open, FirewallState::Unknown) ==
                FirewallState::Unknown);
    }

    // Remote control rides in the answer's flags (bit 1): the same size, and an answer of a
    // server before the flag (bit clear) reads as "no". Readers ignore flags they do not know,
    // which is what lets version-1 readers take the new bit, as this reader takes bit 15.
    void remoteControlFlagAndOlderAnswers()
    {
        Announcement a = sample();
        QVERIFY(!a.remoteControl);
        a.remoteControl = true;
        auto bytes = wire::makeAnswer(a, 7, wire::kProbeBytes);
        QCOMPARE(bytes.size(), wire::makeAnswer(sample(), 7, wire::kProbeBytes).size());
        QCOMPARE(int(bytes[6]), 0);
        QCOMPARE(int(bytes[7]), int(wire::kFlagRemoteControl));
        auto b = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(b);
        QVERIFY(b->announcement.remoteControl);
        QVERIFY(!b->announcement.interfacesTruncated);
        QCOMPARE(b->announcement.hostName, a.hostName);
        bytes[7] = 0; // as a server before the flag wrote it
        b = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(b);
        QVERIFY(!b->announcement.remoteControl);
        QCOMPARE(b->announcement.maxStreams, 77);
        bytes[6] = 0x80; // a flag from a later server: ignored
        bytes[7] = wire::kFlagInterfacesTruncated | wire::kFlagRemoteControl;
        b = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(b);
        QVERIFY(b->announcement.remoteControl);
        QVERIFY(b->announcement.interfacesTruncated);
        QCOMPARE(b->announcement.interfaces.size(), std::size_t(2));
    }

    void idleAnswerSaysIdle()
    {
        Announcement a = sample();
        a.busy = false;
        const auto bytes = wire::makeAnswer(a, 1, wire::kProbeBytes);
        const auto parsed = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(parsed && !parsed->announcement.busy);
        QCOMPARE(parsed->announcement.busyForMs, 0u); // no "until" without a test
    }

    void manyInterfacesAreCutToFit()
    {
        Announcement a = sample();
        a.interfaces.clear();
        for (int i = 0; i < 40; ++i) {
            std::vector<InterfaceAddress> addrs;
            for (int k = 0; k < 12; ++k)
                addrs.push_back({"2001:db8::" + std::to_string(i * 100 + k), true, 64});
            a.interfaces.push_back(
                iface("eth" + std::to_string(i), LinkType::Ethernet, 1000, addrs));
        }
        for (std::size_t limit : {std::size_t(300), std::size_t(700), wire::kProbeBytes}) {
            const auto bytes = wire::makeAnswer(a, 5, limit);
            QVERIFY2(bytes.size() <= limit, qPrintable(QString::number(bytes.size())));
            const auto parsed = wire::parseAnswer(bytes.data(), bytes.size());
            QVERIFY(parsed.has_value());
            QVERIFY(parsed->announcement.interfacesTruncated);
            QVERIFY(parsed->announcement.interfaces.size() <= wire::kMaxInterfaces);
            for (const auto& i : parsed->announcement.interfaces)
                QCOMPARE(i.addresses.size(), wire::kMaxAddressesPerInterface);
        }
    }

    void longStringsAreCutAndControlCharactersMasked()
    {
        Announcement a = sample();
        a.hostName = std::string(62, 'h') + "\xC3\xA9" + "tail"; // é straddles byte 63
        a.os = "li\x1b[2Jnux";
        const auto bytes = wire::makeAnswer(a, 1, wire::kProbeBytes);
        const auto parsed = wire::parseAnswer(bytes.data(), bytes.size());
        QVERIFY(parsed.has_value());
        QCOMPARE(parsed->announcement.hostName, std::string(62, 'h'));
        QCOMPARE(parsed->announcement.os, std::string("li?[2Jnux"));
    }

    void everyCutAnswerIsRefused()
    {
        const auto bytes = wire::makeAnswer(sample(), 3, wire::kProbeBytes);
        for (std::size_t n = 0; n < bytes.size(); ++n)
            QVERIFY2(!wire::parseAnswer(bytes.data(), n), qPrintable(QString::number(n)));
        auto longer = bytes;
        longer.push_back(0);
        QVERIFY(!wire::parseAnswer(longer.data(), longer.size()));
        std::vector<std::uint8_t> huge(wire::kProbeBytes + 1, 0);
        std::copy(bytes.begin(), bytes.end(), huge.begin());
        QVERIFY(!wire::parseAnswer(huge.data(), huge.size()));
    }

    void countsOverTheirCapsAreRefused()
    {
        Announcement a = sample();
        a.interfaces.clear();
        auto bytes = wire::makeAnswer(a, 3, wire::kProbeBytes);
        QVERIFY(wire::parseAnswer(bytes.data(), bytes.size()).has_value());
        // The last byte is the interface count (none here); 17 > kMaxInterfaces.
        bytes.back() = std::uint8_t(wire::kMaxInterfaces + 1);
        QVERIFY(!wire::parseAnswer(bytes.data(), bytes.size()));
        // The host name's length byte (after the 42-byte fixed part) over its cap of 63.
        auto named = wire::makeAnswer(a, 3, wire::kProbeBytes);
        const std::size_t hostLenAt = wire::kHeaderBytes + 42;
        QCOMPARE(std::size_t(named[hostLenAt]), a.hostName.size());
        named[hostLenAt] = 64;
        named.resize(named.size() + 64 - a.hostName.size(), 'x');
        QVERIFY(!wire::parseAnswer(named.data(), named.size()));
    }
};

QTEST_APPLESS_MAIN(DiscoveryWireTest)
#include "discovery_wire_test.moc"
