// SPDX-License-Identifier: MIT
// Tests engine/src/link/nl80211parse.cpp on the nl80211 replies in tests/data/nl80211 (built
// byte-exact by make_messages.py: see its header), and on truncated and garbage input.
#include "link/nl80211parse.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace bw::engine;
using namespace bw::engine::link;

namespace {
std::vector<std::uint8_t> load(const QString& name)
{
    QFile f(bw::test::besideTest(BW_NL80211_DATA_DIR) + QLatin1Char('/') + name + ".bin");
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing test data %s", qPrintable(name));
    const QByteArray b = f.readAll();
    return {b.begin(), b.end()};
}

struct Scenario
{
    std::vector<std::uint8_t> interface, station, survey;
    explicit Scenario(const QString& name)
        : interface(load(name + ".interface")), station(load(name + ".station")),
          survey(load(name + ".survey"))
    {
    }
    WifiFacts parse() const { return nl80211::parse({interface, station, survey}); }
};
} // namespace

class Nl80211ParseTest : public QObject
{
    Q_OBJECT
private slots:
    void wifi4On24GHz();
    void wifi5On5GHz();
    void wifi6On5GHzNoiseByFrequency();
    void wifi6EOn6GHzWithoutSurvey();
    void wifi7With32BitRate();
    void notAssociated();
    void kernelRefusal();
    void truncatedEverywhere();
    void garbage();
    void channelMath();
    void recordingRoundTrips();
#ifdef BW_NL80211_HAVE_RECORDINGS // tests/engine/CMakeLists.txt: only when there are some
    void recordedOnRealHardware();
#endif
};

void Nl80211ParseTest::wifi4On24GHz()
{
    const WifiFacts w = Scenario("ht_2g").parse();
    QVERIFY(w.valid);
    QCOMPARE(w.ssid, std::string("Cafe-Guest"));
    QCOMPARE(w.bssid, std::string("a0:b1:c2:d3:e4:f5"));
    QCOMPARE(w.frequencyMHz, std::optional<int>(2437));
    QCOMPARE(w.bandGHz, std::optional<double>(2.4));
    QCOMPARE(w.channel, std::optional<int>(6));
    QCOMPARE(w.channelWidthMHz, std::optional<int>(20));
    QCOMPARE(w.standard, std::string("Wi-Fi 4"));
    QCOMPARE(w.txRateMbps, std::optional<double>(144.4));
    QCOMPARE(w.rxRateMbps, std::optional<double>(130.0));
    QCOMPARE(w.signalDbm, std::optional<int>(-61));
    QCOMPARE(w.noiseDbm, std::optional<int>(-95)); // the in-use channel's, not its neighbours'
    QVERIFY(w.unavailable.empty());
}

void Nl80211ParseTest::wifi5On5GHz()
{
    const WifiFacts w = Scenario("vht_5g").parse();
    QVERIFY(w.valid);
    QCOMPARE(w.ssid, std::string("HomeNet-5G"));
    QCOMPARE(w.bssid, std::string("10:20:30:40:50:60"));
    QCOMPARE(w.bandGHz, std::optional<double>(5.0));
    QCOMPARE(w.channel, std::optional<int>(36));
    QCOMPARE(w.channelWidthMHz, std::optional<int>(80));
    QCOMPARE(w.standard, std::string("Wi-Fi 5"));
    QCOMPARE(w.txRateMbps, std::optional<double>(866.7));
    QCOMPARE(w.rxRateMbps, std::optional<double>(780.0));
    QCOMPARE(w.signalDbm, std::optional<int>(-52));
    QCOMPARE(w.noiseDbm, std::optional<int>(-92));
    QCOMPARE(describeWifi(w),
             std::string("Wi-Fi 5 5 GHz ch 36 80 MHz \"HomeNet-5G\", 866.7/780 Mbit/s tx/rx, "
                         "-52 dBm (noise -92 dBm)"));
}

void Nl80211ParseTest::wifi6On5GHzNoiseByFrequency()
{
    const WifiFacts w = Scenario("he_5g").parse();
    QVERIFY(w.valid);
    QCOMPARE(w.channel, std::optional<int>(149));
    QCOMPARE(w.bandGHz, std::optional<double>(5.0));
    QCOMPARE(w.standard, std::string("Wi-Fi 6")); // HE on 5 GHz: not 6E
    QCOMPARE(w.txRateMbps, std::optional<double>(1201.0));
    QCOMPARE(w.rxRateMbps, std::optional<double>(864.7));
    QCOMPARE(w.signalDbm, std::optional<int>(-48));
    QCOMPARE(w.noiseDbm, std::optional<int>(-90));
}

void Nl80211ParseTest::wifi6EOn6GHzWithoutSurvey()
{
    const WifiFacts w = Scenario("he_6g").parse();
    QVERIFY(w.valid);
    QCOMPARE(w.bandGHz, std::optional<double>(6.0));
    QCOMPARE(w.channel, std::optional<int>(33));
    QCOMPARE(w.channelWidthMHz, std::optional<int>(160));
    QCOMPARE(w.standard, std::string("Wi-Fi 6E"));
    QCOMPARE(w.txRateMbps, std::optional<double>(2401.9));
    QVERIFY(!w.noiseDbm); // no survey: absent, not zero
}

void Nl80211ParseTest::wifi7With32BitRate()
{
    const WifiFacts w = Scenario("eht_6g").parse();
    QVERIFY(w.valid);
    QCOMPARE(w.standard, std::string("Wi-Fi 7"));
    QCOMPARE(w.channel, std::optional<int>(97));
    QCOMPARE(w.channelWidthMHz, std::optional<int>(320));
    QCOMPARE(w.txRateMbps, std::optional<double>(5764.7));
    QCOMPARE(w.rxRateMbps, std::optional<double>(6882.4)); // only in the 32-bit attribute
    QCOMPARE(w.signalDbm, std::optional<int>(-44));
    QCOMPARE(w.noiseDbm, std::optional<int>(-91));
}

void Nl80211ParseTest::notAssociated()
{
    const WifiFacts w = Scenario("idle").parse();
    QVERIFY(!w.valid);
    QVERIFY(!w.txRateMbps && !w.signalDbm && !w.channel && w.ssid.empty());
    QVERIFY2(w.unavailable.find("not associated") != std::string::npos, w.unavailable.c_str());
}

void Nl80211ParseTest::kernelRefusal()
{
    const WifiFacts w = Scenario("enodev").parse();
    QVERIFY(!w.valid);
    QCOMPARE(w.unavailable, std::string("nl80211 refused: No such device"));
}

void Nl80211ParseTest::truncatedEverywhere()
{
    // Every prefix of every reply: no crash, and never a valid reading from a cut interface
    // reply (a cut station or survey dump may lose only what it carried).
    const Scenario s("vht_5g");
    for (std::size_t n = 0; n < s.interface.size(); ++n) {
        const std::vector<std::uint8_t> cut(s.interface.begin(), s.interface.begin() + n);
        const WifiFacts w = nl80211::parse({cut, s.station, s.survey});
        if (n < 16) continue; // shorter than a header: an empty reply, not a malformed one
        QVERIFY2(!w.valid || n >= s.interface.size() - 36, qPrintable(QString::number(n)));
        if (!w.valid) QVERIFY(!w.unavailable.empty());
    }
    for (std::size_t n = 0; n < s.station.size(); ++n) {
        const std::vector<std::uint8_t> cut(s.station.begin(), s.station.begin() + n);
        const WifiFacts w = nl80211::parse({s.interface, cut, s.survey});
        QVERIFY(w.valid); // the interface reply alone says it is associated (SSID)
        if (n < s.station.size() - 20) QVERIFY(!w.signalDbm && !w.txRateMbps);
    }
    const std::vector<std::uint8_t> cut(s.survey.begin(), s.survey.begin() + 30);
    QVERIFY(!nl80211::parse({s.interface, s.station, cut}).noiseDbm);
}

void Nl80211ParseTest::garbage()
{
    QRandomGenerator rng(14);
    for (int round = 0; round < 2000; ++round) {
        std::vector<std::uint8_t> junk(rng.bounded(1, 400));
        for (auto& b : junk)
            b = std::uint8_t(rng.bounded(256));
        if (round % 2) { // a plausible header over random attributes reaches the attribute walk
            const std::uint32_t len = std::uint32_t(junk.size());
            if (junk.size() >= 20) std::memcpy(junk.data(), &len, 4), junk[4] = 0x1c, junk[5] = 0;
        }
        const WifiFacts w = nl80211::parse({junk, junk, junk});
        if (!w.valid) QVERIFY(!w.unavailable.empty());
    }
}

void Nl80211ParseTest::channelMath()
{
    QCOMPARE(channelOfMHz(2412), std::optional<int>(1));
    QCOMPARE(channelOfMHz(2472), std::optional<int>(13));
    QCOMPARE(channelOfMHz(2484), std::optional<int>(14));
    QCOMPARE(channelOfMHz(5180), std::optional<int>(36));
    QCOMPARE(channelOfMHz(5825), std::optional<int>(165));
    QCOMPARE(channelOfMHz(5955), std::optional<int>(1));
    QCOMPARE(channelOfMHz(5935), std::optional<int>(2));
    QCOMPARE(channelOfMHz(7115), std::optional<int>(233));
    QCOMPARE(channelOfMHz(60480), std::optional<int>()); // 60 GHz: not handled, absent
    QCOMPARE(bandOfMHz(2484), std::optional<double>(2.4));
    QCOMPARE(bandOfMHz(5825), std::optional<double>(5.0));
    QCOMPARE(bandOfMHz(5955), std::optional<double>(6.0));
    QCOMPARE(standardName(Phy::He, 6.0), std::string("Wi-Fi 6E"));
    QCOMPARE(standardName(Phy::He, 2.4), std::string("Wi-Fi 6"));
    QCOMPARE(standardName(Phy::Legacy, 2.4), std::string());
}

// What `benchwire-cli --record-wifi` writes (nl80211::writeRecording): the three replies byte
// for byte, which the parser reads back to the same facts, and the facts as one line.
void Nl80211ParseTest::recordingRoundTrips()
{
    const Scenario he("he_5g");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::string why;
    const std::vector<std::string> files = nl80211::writeRecording(
        {he.interface, he.station, he.survey}, dir.path().toStdString(), "wlp2s0", why);
    QCOMPARE(files.size(), std::size_t(4));
    auto read = [&](const char* suffix) {
        QFile f(dir.filePath(QStringLiteral("wlp2s0") + QLatin1String(suffix)));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("missing");
    };
    const auto same = [](const QByteArray& a, const std::vector<std::uint8_t>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                          [](char x, std::uint8_t y) { return std::uint8_t(x) == y; });
    };
    QVERIFY(same(read(".interface.bin"), he.interface));
    QVERIFY(same(read(".station.bin"), he.station));
    QVERIFY(same(read(".survey.bin"), he.survey));
    QCOMPARE(read(".facts.txt").toStdString(), describeWifi(he.parse()) + "\n");
    QVERIFY(he.parse().valid);

    // An unwritable place: nothing claimed, and the reason names the path.
    const std::vector<std::string> none = nl80211::writeRecording(
        {he.interface, he.station, he.survey}, dir.filePath("no/such/dir").toStdString(), "w", why);
    QVERIFY(none.empty());
    QVERIFY2(why.find("cannot write ") == 0 && why.find("no/such/dir") != std::string::npos,
             why.c_str());
}

// Recordings from real Wi-Fi drivers, made with `benchwire-cli --record-wifi IFACE` and checked
// against `iw dev IFACE link` before they were added (tests/data/nl80211/README.md): each must
// still read as its NAME.facts.txt says.
#ifdef BW_NL80211_HAVE_RECORDINGS
void Nl80211ParseTest::recordedOnRealHardware()
{
    const QDir dir(bw::test::besideTest(BW_NL80211_DATA_DIR "/recorded"));
    const QStringList names =
        dir.entryList({QStringLiteral("*.interface.bin")}, QDir::Files, QDir::Name);
    QVERIFY(!names.isEmpty());
    for (const QString& n : names) {
        const QString base = n.chopped(int(sizeof ".interface.bin") - 1);
        const Scenario s(QStringLiteral("recorded/") + base);
        QFile facts(dir.filePath(base + QStringLiteral(".facts.txt")));
        QVERIFY2(facts.open(QIODevice::ReadOnly), qPrintable(base));
        QCOMPARE(describeWifi(s.parse()), facts.readLine().trimmed().toStdString());
    }
}
#endif

QTEST_GUILESS_MAIN(Nl80211ParseTest)
#include "nl80211parse_test.moc"
