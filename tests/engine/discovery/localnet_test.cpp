// SPDX-License-Identifier: MIT
// Which local interface a discovery answer came in on: the one whose IPv4 subnet holds the
// sender, at both sides of each subnet's edges for unaligned and tiny prefixes, or whose IPv6
// scope is the sender's.
#include "discovery/localnet.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::discovery;

namespace {
in_addr v4(const char* text)
{
    in_addr a{};
    inet_pton(AF_INET, text, &a);
    return a;
}

LocalInterface iface(const char* name, const char* address, int prefix)
{
    LocalInterface li;
    li.name = name;
    LocalV4 v;
    v.address = v4(address);
    v.prefixLength = prefix;
    v.text = address;
    li.v4.push_back(v);
    return li;
}

// The interface's name for an answer from address, or "" for none.
std::string owner(const std::vector<LocalInterface>& ifaces, const char* address)
{
    const LocalInterface* li = interfaceFor(ifaces, endpointV4(v4(address), 5201));
    return li ? li->name : std::string();
}
} // namespace

class LocalNetTest : public QObject
{
    Q_OBJECT
private slots:
    void subnetEdges_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("name");
        // eth0 192.168.2.77/23 holds 192.168.2.0-192.168.3.255.
        QTest::newRow("/23 first") << "192.168.2.0"
                                   << "eth0";
        QTest::newRow("/23 last") << "192.168.3.255"
                                  << "eth0";
        QTest::newRow("/23 below") << "192.168.1.255"
                                   << "";
        QTest::newRow("/23 above") << "192.168.4.0"
                                   << "";
        // p2p 10.9.0.1/31 holds 10.9.0.0 and 10.9.0.1 only.
        QTest::newRow("/31 low") << "10.9.0.0"
                                 << "p2p";
        QTest::newRow("/31 high") << "10.9.0.1"
                                  << "p2p";
        QTest::newRow("/31 below") << "10.8.255.255"
                                   << "";
        QTest::newRow("/31 above") << "10.9.0.2"
                                   << "";
        // host 172.16.5.5/32 holds itself only.
        QTest::newRow("/32 itself") << "172.16.5.5"
                                    << "host";
        QTest::newRow("/32 next") << "172.16.5.6"
                                  << "";
        QTest::newRow("/32 previous") << "172.16.5.4"
                                      << "";
        // wide 100.64.0.1/10 holds 100.64.0.0-100.127.255.255.
        QTest::newRow("/10 last") << "100.127.255.255"
                                  << "wide";
        QTest::newRow("/10 above") << "100.128.0.0"
                                   << "";
        QTest::newRow("/10 below") << "100.63.255.255"
                                   << "";
    }

    void subnetEdges()
    {
        QFETCH(QString, address);
        QFETCH(QString, name);
        const std::vector<LocalInterface> ifaces{
            iface("eth0", "192.168.2.77", 23), iface("p2p", "10.9.0.1", 31),
            iface("host", "172.16.5.5", 32), iface("wide", "100.64.0.1", 10)};
        QCOMPARE(QString::fromStdString(owner(ifaces, address.toLatin1().constData())), name);
    }

    // /0 holds every address; an interface listed before it wins where both hold one.
    void defaultRouteAndOrder()
    {
        const std::vector<LocalInterface> ifaces{iface("lan", "192.168.1.10", 24),
                                                 iface("any", "10.0.0.1", 0)};
        QCOMPARE(owner(ifaces, "192.168.1.200"), std::string("lan"));
        QCOMPARE(owner(ifaces, "8.8.4.4"), std::string("any"));
        QCOMPARE(owner({}, "192.168.1.200"), std::string());
    }

    // IPv6: by scope (the link-local interface index); an unscoped sender matches none.
    void ipv6ByScope()
    {
        LocalInterface a = iface("a", "192.168.1.10", 24);
        a.v6Scope = 3;
        LocalInterface b = iface("b", "192.168.2.10", 24);
        b.v6Scope = 7;
        const std::vector<LocalInterface> ifaces{a, b};
        in6_addr ll{};
        inet_pton(AF_INET6, "fe80::1", &ll);
        QCOMPARE(interfaceFor(ifaces, endpointV6(ll, 7, 5201))->name, std::string("b"));
        QCOMPARE(interfaceFor(ifaces, endpointV6(ll, 3, 5201))->name, std::string("a"));
        QVERIFY(interfaceFor(ifaces, endpointV6(ll, 0, 5201)) == nullptr);
        QVERIFY(interfaceFor(ifaces, endpointV6(ll, 4, 5201)) == nullptr);
    }
};

QTEST_GUILESS_MAIN(LocalNetTest)
#include "localnet_test.moc"
