// SPDX-License-Identifier: MIT
// Tests engine/src/link/wlanparse.cpp (the WLAN API's structures to WifiFacts) natively: the
// parsing is plain C++ over copies of wlanapi.h's layouts. The structures are constructed here
// and in tests/data/wlan/ (make_recordings.py) as WlanQueryInterface fills them for a connected
// adapter (no Windows Wi-Fi was at hand to record one; `benchwire-cli --record-wifi` writes
// the same files there, and recordings in tests/data/wlan/recorded/ are read too);
// linkfacts_win.cpp static_asserts the layouts against the SDK's.
#include "link/wlanparse.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace bw::engine;
using namespace bw::engine::link;

namespace {
wlan::ConnectionAttributes connection(const char* ssid, std::int32_t phy, std::uint32_t txKbps,
                                      std::uint32_t rxKbps)
{
    wlan::ConnectionAttributes c;
    c.state = wlan::kStateConnected;
    c.connectionMode = 0; // wlan_connection_mode_profile
    const char16_t profile[] = u"HomeNet";
    std::memcpy(c.profileName, profile, sizeof profile);
    c.association.ssid.length = std::uint32_t(std::strlen(ssid));
    std::memcpy(c.association.ssid.ssid, ssid, std::strlen(ssid));
    c.association.bssType = 1; // dot11_BSS_type_infrastructure
    const std::uint8_t bssid[6] = {0x10, 0x20, 0x30, 0x40, 0x50, 0x6a};
    std::memcpy(c.association.bssid, bssid, 6);
    c.association.phyType = phy;
    c.association.signalQuality = 88;
    c.association.txRateKbps = txKbps;
    c.association.rxRateKbps = rxKbps;
    c.security.securityEnabled = 1;
    return c;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// One recording's replies, as --record-wifi wrote them.
wlan::Replies recording(const QString& base)
{
    wlan::Replies r;
    const QByteArray conn = readAll(base + QStringLiteral(".connection.bin"));
    r.connection.assign(conn.begin(), conn.end());
    if (!wlan::parseReadings(readAll(base + QStringLiteral(".readings.txt")).toStdString(), r))
        qWarning("%s: a readings line is not understood", qPrintable(base));
    return r;
}
} // namespace

class WlanParseTest : public QObject
{
    Q_OBJECT
private slots:
    void layoutOffsets();
    void heOn5GHz();
    void heOn6GHzIs6E();
    void ehtAndLegacy();
    void notConnected();
    void missingReadingsStayAbsent();
    void recordingsParse();
    void recordingRoundTrips();
    void readingsAreStrict();
};

void WlanParseTest::layoutOffsets()
{
    // wlanapi.h's offsets on x86-64 and arm64 Windows (natural alignment, 32-bit ENUMs).
    QCOMPARE(offsetof(wlan::AssociationAttributes, bssid), std::size_t(40));
    QCOMPARE(offsetof(wlan::AssociationAttributes, phyType), std::size_t(48));
    QCOMPARE(offsetof(wlan::AssociationAttributes, txRateKbps), std::size_t(64));
    QCOMPARE(offsetof(wlan::ConnectionAttributes, association), std::size_t(520));
}

void WlanParseTest::heOn5GHz()
{
    const WifiFacts w = wlan::fromConnection(
        connection("HomeNet", wlan::kPhyHe, 1'201'000, 864'700), -52, 5'180'000);
    QVERIFY(w.valid);
    QCOMPARE(w.ssid, std::string("HomeNet"));
    QCOMPARE(w.bssid, std::string("10:20:30:40:50:6a"));
    QCOMPARE(w.standard, std::string("Wi-Fi 6"));
    QCOMPARE(w.bandGHz, std::optional<double>(5.0));
    QCOMPARE(w.channel, std::optional<int>(36));
    QCOMPARE(w.frequencyMHz, std::optional<int>(5180));
    QCOMPARE(w.txRateMbps, std::optional<double>(1201.0));
    QCOMPARE(w.rxRateMbps, std::optional<double>(864.7));
    QCOMPARE(w.signalDbm, std::optional<int>(-52));
    QVERIFY(!w.channelWidthMHz); // the WLAN API does not say
    QVERIFY(!w.noiseDbm);
}

void WlanParseTest::heOn6GHzIs6E()
{
    const WifiFacts w = wlan::fromConnection(
        connection("Lab6E", wlan::kPhyHe, 2'401'900, 2'041'700), -57, 6'115'000);
    QCOMPARE(w.standard, std::string("Wi-Fi 6E"));
    QCOMPARE(w.bandGHz, std::optional<double>(6.0));
    QCOMPARE(w.channel, std::optional<int>(33));
}

void WlanParseTest::ehtAndLegacy()
{
    QCOMPARE(wlan::fromConnection(connection("S", wlan::kPhyEht, 1, 1), -40, 6'435'000).standard,
             std::string("Wi-Fi 7"));
    QCOMPARE(wlan::fromConnection(connection("S", wlan::kPhyVht, 1, 1), -40, 5'180'000).standard,
             std::string("Wi-Fi 5"));
    QCOMPARE(wlan::fromConnection(connection("S", wlan::kPhyHt, 1, 1), -40, 2'437'000).standard,
             std::string("Wi-Fi 4"));
    const WifiFacts g =
        wlan::fromConnection(connection("S", wlan::kPhyErp, 54'000, 54'000), -70, 2'412'000);
    QCOMPARE(g.standard, std::string()); // 802.11g has no Wi-Fi generation name
    QCOMPARE(g.channel, std::optional<int>(1));
}

void WlanParseTest::notConnected()
{
    wlan::ConnectionAttributes c = connection("X", wlan::kPhyHe, 1000, 1000);
    c.state = 4; // wlan_interface_state_disconnected
    const WifiFacts w = wlan::fromConnection(c, -50, 5'180'000);
    QVERIFY(!w.valid);
    QCOMPARE(w.unavailable, std::string("not connected"));
    QVERIFY(!w.txRateMbps && !w.signalDbm && w.ssid.empty());
}

void WlanParseTest::missingReadingsStayAbsent()
{
    wlan::ConnectionAttributes c = connection("X", wlan::kPhyHe, 0, 0);
    c.association.ssid.length = 99; // a corrupt length is clamped to the 32-byte field
    const WifiFacts w = wlan::fromConnection(c, std::nullopt, std::nullopt);
    QVERIFY(w.valid);
    QCOMPARE(w.ssid.size(), std::size_t(32));
    QVERIFY(!w.signalDbm); // signal quality (88 %) is no dBm figure: not converted
    QVERIFY(!w.bandGHz && !w.channel && !w.txRateMbps && !w.rxRateMbps);
    QCOMPARE(w.standard, std::string("Wi-Fi 6")); // band unknown: not 6E
}

// Every recording in tests/data/wlan/ (and recorded/, from real adapters) reads as the line
// beside it says; those lines were written by hand in make_recordings.py.
void WlanParseTest::recordingsParse()
{
    int checked = 0;
    for (const QString& sub : {QString(), QStringLiteral("/recorded")}) {
        const QDir dir(bw::test::besideTest(BW_WLAN_DATA_DIR) + sub);
        for (const QString& n :
             dir.entryList({QStringLiteral("*.connection.bin")}, QDir::Files, QDir::Name)) {
            const QString base = dir.filePath(n.chopped(int(sizeof ".connection.bin") - 1));
            const QByteArray facts = readAll(base + QStringLiteral(".facts.txt")).trimmed();
            QVERIFY2(!facts.isEmpty(), qPrintable(base));
            QCOMPARE(describeWifi(wlan::parse(recording(base))), facts.toStdString());
            ++checked;
        }
    }
    QVERIFY(checked >= 7); // make_recordings.py's scenarios
    const WifiFacts he = wlan::parse(recording(bw::test::besideTest(BW_WLAN_DATA_DIR "/he_5g")));
    QCOMPARE(he.bssid, std::string("3c:7c:3f:11:22:33"));
    QCOMPARE(he.frequencyMHz, std::optional<int>(5180));
}

void WlanParseTest::recordingRoundTrips()
{
    const wlan::Replies he = recording(bw::test::besideTest(BW_WLAN_DATA_DIR "/he_5g"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::string why;
    const std::vector<std::string> files =
        wlan::writeRecording(he, dir.path().toStdString(), "Wi-Fi", why);
    QCOMPARE(files.size(), std::size_t(3));
    const QString base = dir.filePath(QStringLiteral("Wi-Fi"));
    QCOMPARE(readAll(base + QStringLiteral(".connection.bin")),
             readAll(bw::test::besideTest(BW_WLAN_DATA_DIR "/he_5g.connection.bin")));
    QCOMPARE(readAll(base + QStringLiteral(".readings.txt")),
             QByteArray("rssi_dbm -52\ncenter_khz 5180000\n"));
    QCOMPARE(readAll(base + QStringLiteral(".facts.txt")),
             readAll(bw::test::besideTest(BW_WLAN_DATA_DIR "/he_5g.facts.txt")));
    const wlan::Replies back = recording(base);
    QCOMPARE(back.connection, he.connection);
    QCOMPARE(back.rssiDbm, he.rssiDbm);
    // A folder that cannot be written is named in the error, and nothing is claimed.
    why.clear();
    QVERIFY(wlan::writeRecording(he, "/nonexistent/dir", "Wi-Fi", why).empty());
    QVERIFY2(why.find("/nonexistent/dir/Wi-Fi.connection.bin") != std::string::npos, why.c_str());
}

void WlanParseTest::readingsAreStrict()
{
    wlan::Replies r;
    QVERIFY(wlan::parseReadings("", r));
    QVERIFY(!r.rssiDbm && !r.centerFrequencyKHz);
    QVERIFY(wlan::parseReadings("center_khz 2412000\nrssi_dbm -70\n", r));
    QCOMPARE(r.rssiDbm, std::optional<std::int32_t>(-70));
    QCOMPARE(r.centerFrequencyKHz, std::optional<std::uint32_t>(2'412'000));
    wlan::Replies bad;
    QVERIFY(!wlan::parseReadings("signal_pct 80\n", bad));
    QVERIFY(!wlan::parseReadings("rssi_dbm loud\n", bad));
    QVERIFY(!wlan::parseReadings("center_khz -5\n", bad));
}

QTEST_GUILESS_MAIN(WlanParseTest)
#include "wlanparse_test.moc"
