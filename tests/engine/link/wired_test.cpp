// SPDX-License-Identifier: MIT
// Tests link::readWiredFacts on folders laid out as /sys/class/net/IF is: the kind from the
// device entry and the driver, the negotiated speed at both sides of its bounds, the duplex,
// and why a figure is absent. Never a virtual link's nominal speed.
#include "link/wired_linux.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace bw::engine;
namespace fs = std::filesystem;

class WiredTest : public QObject
{
    Q_OBJECT
private:
    // A folder with `speed` and `duplex` holding these texts (none when empty), and a
    // device/ entry when `physical`.
    static fs::path sysFolder(const QTemporaryDir& dir, const std::string& speed,
                              const std::string& duplex, bool physical)
    {
        const fs::path sys = fs::path(dir.path().toStdString()) / "eth0";
        fs::create_directories(sys);
        if (physical) fs::create_directories(sys / "device");
        if (!speed.empty()) std::ofstream(sys / "speed") << speed << "\n";
        if (!duplex.empty()) std::ofstream(sys / "duplex") << duplex << "\n";
        return sys;
    }

private slots:
    void ethernet_data()
    {
        QTest::addColumn<QString>("speed");
        QTest::addColumn<QString>("duplex");
        QTest::addColumn<qint64>("mbps"); // -1: none
        QTest::addColumn<QString>("wantDuplex");
        QTest::newRow("2.5GbE full") << "2500"
                                     << "full" << qint64(2500) << "full";
        QTest::newRow("100 Mbit/s half") << "100"
                                         << "half" << qint64(100) << "half";
        QTest::newRow("1 Mbit/s, the lowest") << "1"
                                              << "full" << qint64(1) << "full";
        QTest::newRow("just below the bound") << "99999999"
                                              << "full" << qint64(99999999) << "full";
        QTest::newRow("at the bound") << "100000000"
                                      << "full" << qint64(-1) << "full";
        QTest::newRow("no link: -1") << "-1"
                                     << "unknown" << qint64(-1) << "";
        QTest::newRow("zero") << "0"
                              << "full" << qint64(-1) << "full";
        QTest::newRow("no speed file") << ""
                                       << "" << qint64(-1) << "";
        QTest::newRow("duplex in capitals") << "1000"
                                            << "FULL" << qint64(1000) << "";
    }
    void ethernet()
    {
        QFETCH(QString, speed);
        QFETCH(QString, duplex);
        QFETCH(qint64, mbps);
        QFETCH(QString, wantDuplex);
        QTemporaryDir dir;
        LinkFacts f;
        link::readWiredFacts(f, sysFolder(dir, speed.toStdString(), duplex.toStdString(), true),
                             "igc");
        QVERIFY(f.kind == LinkType::Ethernet);
        QCOMPARE(f.duplex, wantDuplex.toStdString());
        if (mbps < 0) {
            QVERIFY(!f.speedMbps);
            QCOMPARE(f.unavailable, std::string("the driver (igc) reports no negotiated speed"));
        } else {
            QVERIFY(f.speedMbps);
            QCOMPARE(*f.speedMbps, std::int64_t(mbps));
            QVERIFY(f.unavailable.empty());
        }
    }

    void unnamedDriver()
    {
        QTemporaryDir dir;
        LinkFacts f;
        link::readWiredFacts(f, sysFolder(dir, "-1", "", true), "");
        QCOMPARE(f.unavailable, std::string("the driver reports no negotiated speed"));
    }

    // Without a device/ entry (a bridge, a tunnel), or with the veth driver, a link is
    // virtual: its nominal speed is named as such and never reported as a line rate.
    void virtualLinks_data()
    {
        QTest::addColumn<bool>("physical");
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("speed");
        QTest::addColumn<QString>("why");
        QTest::newRow("veth") << true << "veth"
                              << "10000"
                              << "virtual link (veth): no negotiated speed; its nominal 10000 "
                                 "Mbit/s is no line rate";
        QTest::newRow("bridge") << false << "bridge"
                                << ""
                                << "virtual link (bridge): no negotiated speed";
        QTest::newRow("no driver") << false << ""
                                   << "-1"
                                   << "virtual link: no negotiated speed";
    }
    void virtualLinks()
    {
        QFETCH(bool, physical);
        QFETCH(QString, driver);
        QFETCH(QString, speed);
        QFETCH(QString, why);
        QTemporaryDir dir;
        LinkFacts f;
        link::readWiredFacts(f, sysFolder(dir, speed.toStdString(), "full", physical),
                             driver.toStdString());
        QVERIFY(f.kind == LinkType::Virtual);
        QVERIFY(!f.speedMbps);
        QVERIFY(f.duplex.empty());
        QCOMPARE(f.unavailable, why.toStdString());
    }
};

QTEST_GUILESS_MAIN(WiredTest)
#include "wired_test.moc"
