// SPDX-License-Identifier: MIT
// Address ranges of the server's allow-list (net/cidr.h, ServerConfig::allow).
#include "benchwire/config.h"
#include "net/cidr.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::net;

class CidrTest : public QObject
{
    Q_OBJECT
private slots:
    void parsesBothFamilies()
    {
        QVERIFY(parseCidr("192.168.1.0/24"));
        QVERIFY(parseCidr("10.0.0.7"));
        QVERIFY(parseCidr("fd00::/8"));
        QVERIFY(parseCidr("::1"));
        QVERIFY(parseCidr("2001:db8::1:2/64"));
        QVERIFY(parseCidr("::ffff:10.1.2.3/128")); // IPv4-mapped: taken as IPv4
        for (const char* bad :
             {"", "300.1.1.1", "1.2.3", "1.2.3.4/33", "fd00::/129", "1::2::3", "example.com",
              "1.2.3.4/", "1.2.3.4/-1", " 1.2.3.4", "g::1", "1:2:3:4:5:6:7:8:9"})
            QVERIFY2(!parseCidr(bad), bad);
    }

    void matchesItsRangeOnly()
    {
        AllowList list({"192.168.1.0/24", "fd00::/8"});
        QVERIFY(list.allows("192.168.1.77"));
        QVERIFY(list.allows("::ffff:192.168.1.3")); // a dual-stack socket's IPv4 peer
        QVERIFY(list.allows("fd12:3456::9"));
        QVERIFY(list.allows("fe80::1%eth0") == false);
        QVERIFY(!list.allows("192.168.2.1"));
        QVERIFY(!list.allows("127.0.0.1"));
        QVERIFY(!list.allows("::1"));
        QVERIFY(AllowList({}).allows("203.0.113.9")); // empty: everyone
        QCOMPARE(QString::fromStdString(list.describe()),
                 QString("192.168.1.0/24, fd00:0:0:0:0:0:0:0/8"));
    }

    void engineApiForServeMode()
    {
        QCOMPARE(QString::fromStdString(subnetOf("192.168.1.20", 24)), QString("192.168.1.0/24"));
        QCOMPARE(QString::fromStdString(subnetOf("2001:db8::5", 64)),
                 QString("2001:db8:0:0:0:0:0:0/64"));
        QVERIFY(subnetOf("host.lan", 24).empty());
        QVERIFY(checkAddressRange("10.0.0.0/8").empty());
        QVERIFY(!checkAddressRange("10.0.0.0/40").empty());
        ServerConfig sc;
        sc.allow = {"10.0.0.0/8", "nonsense"};
        QVERIFY(sc.validate().find("'nonsense'") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(CidrTest)
#include "cidr_test.moc"
