// SPDX-License-Identifier: MIT
// Address ranges of the server's allow-list (net/cidr.h, ServerConfig::allow).
#include "benchwire/config.h"
#include "net/cidr.h"

#include <QTest>

#include <arpa/inet.h>

#include <cstring>

using namespace bw::engine;
using namespace bw::engine::net;

namespace {

// The test's own reading of an address and of "is it in base/prefix": inet_pton and whole-number
// masks, not the engine's byte-by-byte walk.
struct Oracle
{
    bool v6 = false;
    unsigned __int128 value = 0; // IPv4: the low 32 bits
};

Oracle oracle(const char* text)
{
    Oracle o;
    unsigned char b[16];
    if (inet_pton(AF_INET, text, b) == 1) {
        for (int i = 0; i < 4; ++i)
            o.value = o.value << 8 | b[i];
        return o;
    }
    if (inet_pton(AF_INET6, text, b) != 1) qFatal("the test's own address %s does not parse", text);
    o.v6 = true;
    for (unsigned char c : b)
        o.value = o.value << 8 | c;
    return o;
}

bool oracleContains(const char* base, int prefix, const char* address)
{
    const Oracle r = oracle(base), a = oracle(address);
    if (r.v6 != a.v6) return false;
    const int bits = r.v6 ? 128 : 32;
    if (prefix == 0) return true;
    const int shift = bits - prefix;
    return (r.value >> shift) == (a.value >> shift);
}

} // namespace

class CidrTest : public QObject
{
    Q_OBJECT
private slots:
    void rangeBoundaries_data()
    {
        // A base with host bits set, the range's first and last address, and the addresses
        // just outside it (empty where the range reaches the end of the family's space). The
        // prefixes cover every class: whole space, byte-aligned, not byte-aligned, the last
        // two bits, one host.
        struct Row
        {
            const char *name, *range, *canonical, *first, *last, *before, *after;
        };
        const char* top6 = "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff";
        const Row rows[] = {
            {"/0 v4", "10.1.2.3/0", "0.0.0.0/0", "0.0.0.0", "255.255.255.255", "", ""},
            {"/8", "10.200.3.4/8", "10.0.0.0/8", "10.0.0.0", "10.255.255.255", "9.255.255.255",
             "11.0.0.0"},
            {"/23", "192.168.5.77/23", "192.168.4.0/23", "192.168.4.0", "192.168.5.255",
             "192.168.3.255", "192.168.6.0"},
            {"/24", "192.168.1.130/24", "192.168.1.0/24", "192.168.1.0", "192.168.1.255",
             "192.168.0.255", "192.168.2.0"},
            {"/31", "172.16.0.9/31", "172.16.0.8/31", "172.16.0.8", "172.16.0.9", "172.16.0.7",
             "172.16.0.10"},
            {"/32", "172.16.0.9/32", "172.16.0.9/32", "172.16.0.9", "172.16.0.9", "172.16.0.8",
             "172.16.0.10"},
            {"/0 v6", "2001:db8::1/0", "0:0:0:0:0:0:0:0/0", "::", top6, "", ""},
            {"/7", "fd12::/7", "fc00:0:0:0:0:0:0:0/7",
             "fc00::", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
             "fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "fe00::"},
            {"/64", "2001:db8:aa:bb:cc::1/64", "2001:db8:aa:bb:0:0:0:0/64",
             "2001:db8:aa:bb::", "2001:db8:aa:bb:ffff:ffff:ffff:ffff",
             "2001:db8:aa:ba:ffff:ffff:ffff:ffff", "2001:db8:aa:bc::"},
            {"/65", "2001:db8:0:1:9abc::/65", "2001:db8:0:1:8000:0:0:0/65",
             "2001:db8:0:1:8000::", "2001:db8:0:1:ffff:ffff:ffff:ffff",
             "2001:db8:0:1:7fff:ffff:ffff:ffff", "2001:db8:0:2::"},
            {"/127", "2001:db8::7/127", "2001:db8:0:0:0:0:0:6/127", "2001:db8::6", "2001:db8::7",
             "2001:db8::5", "2001:db8::8"},
            {"/128", "2001:db8::7/128", "2001:db8:0:0:0:0:0:7/128", "2001:db8::7", "2001:db8::7",
             "2001:db8::6", "2001:db8::8"},
        };
        QTest::addColumn<QString>("range");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("last");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        for (const Row& r : rows)
            QTest::newRow(r.name) << QString(r.range) << QString(r.canonical) << QString(r.first)
                                  << QString(r.last) << QString(r.before) << QString(r.after);
    }

    void rangeBoundaries()
    {
        QFETCH(QString, range);
        QFETCH(QString, canonical);
        QFETCH(QString, first);
        QFETCH(QString, last);
        QFETCH(QString, before);
        QFETCH(QString, after);
        const auto cidr = parseCidr(range.toStdString());
        QVERIFY(cidr);
        QCOMPARE(QString::fromStdString(toString(*cidr)), canonical);
        const std::string base = range.section('/', 0, 0).toStdString();
        const int prefix = range.section('/', 1).toInt();
        const auto in = [&](const QString& a) {
            const auto bytes = parseAddress(a.toStdString());
            if (!bytes) qFatal("%s does not parse", qPrintable(a));
            return contains(*cidr, *bytes);
        };
        QVERIFY2(in(first), qPrintable(first));
        QVERIFY2(in(last), qPrintable(last));
        if (!before.isEmpty()) QVERIFY2(!in(before), qPrintable(before));
        if (!after.isEmpty()) QVERIFY2(!in(after), qPrintable(after));
        // The same verdicts from the test's own arithmetic, on these and on the other family.
        for (const QString& a :
             {first, last, before, after, QString("127.0.0.1"), QString("::1")}) {
            if (a.isEmpty()) continue;
            const QByteArray text = a.toLatin1();
            QCOMPARE(in(a), oracleContains(base.c_str(), prefix, text.constData()));
        }
        // An address of the other family is never in the range, even for /0.
        QVERIFY(!in(cidr->base.v6 ? QString("10.0.0.1") : QString("2001:db8::1")));
    }

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
