// SPDX-License-Identifier: MIT
// The models behind the window: error texts, the interface picker's entries and the results
// table, from hand-made engine values.
#include "models/errortext.h"
#include "models/interfacelist.h"
#include "models/resultsmodel.h"
#include "models/testsettings.h"

#include <QSet>
#include <QTest>

using namespace bw::ui;
using bw::engine::Errc;

class ModelsTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void everyErrorSaysWhatToDo();
    void interfaceChoices();
    void resultsTable();
    void presetsMatchTheIssue();
};

void ModelsTest::everyErrorSaysWhatToDo()
{
    QSet<QString> seen;
    for (Errc code : {Errc::ResolveFailed, Errc::ConnectionRefused, Errc::Timeout,
                      Errc::Unreachable, Errc::BindFailed, Errc::ServerBusy, Errc::VersionMismatch,
                      Errc::Refused, Errc::ProtocolError, Errc::PeerClosed, Errc::Cancelled,
                      Errc::Unsupported, Errc::InvalidConfig, Errc::Io, Errc::UdpBlocked}) {
        bw::engine::Error e;
        e.code = code;
        e.message = "engine text";
        const ErrorText t = errorText(e, QStringLiteral("box"));
        QVERIFY(!t.what.isEmpty());
        QVERIFY(!t.action.isEmpty());
        QVERIFY(t.detail.contains(QLatin1String("engine text")));
        QVERIFY2(!seen.contains(t.what), qPrintable(t.what));
        seen.insert(t.what);
    }
    bw::engine::Error busy;
    busy.code = Errc::ServerBusy;
    QVERIFY(errorText(busy, QStringLiteral("box")).what.contains(QLatin1String("box")));
}

void ModelsTest::interfaceChoices()
{
    bw::engine::InterfaceInfo eth;
    eth.name = "eth0";
    eth.type = bw::engine::LinkType::Ethernet;
    eth.up = true;
    eth.speedMbps = 2500;
    eth.addresses = {{"192.168.1.5", false, 24}, {"fe80::1%eth0", true, 64}};
    bw::engine::InterfaceInfo down = eth;
    down.name = "eth1";
    down.up = false;
    const auto choices = bw::ui::interfaceChoices({eth, down});
    QCOMPARE(choices.size(), 3); // Any + two addresses of the interface that is up
    QVERIFY(choices[0].bindAddress.isEmpty());
    QCOMPARE(choices[1].bindAddress, QStringLiteral("192.168.1.5"));
    QVERIFY(choices[1].label.contains(QLatin1String("eth0")));
    QVERIFY(choices[1].label.contains(QLatin1String("Ethernet")));
    QVERIFY(choices[1].label.contains(QLatin1String("2500 Mbit/s")));
    QVERIFY(choices[2].toolTip.contains(QLatin1String("192.168.1.5/24")));
    QCOMPARE(linkSpeedText(10000), QStringLiteral("10 Gbit/s"));
    QCOMPARE(linkSpeedText(-1), QString());
    QCOMPARE(ownAddresses({eth}),
             QStringList({QStringLiteral("192.168.1.5"), QStringLiteral("fe80::1%eth0")}));

    // With link facts: a Wi-Fi interface's label carries its reading, Ethernet its duplex, and
    // every tooltip the whole reading.
    bw::engine::InterfaceInfo wlan;
    wlan.name = "wlp2s0";
    wlan.type = bw::engine::LinkType::WiFi;
    wlan.up = true;
    wlan.addresses = {{"192.168.1.9", false, 24}};
    eth.duplex = "full";
    const auto facts = [](const std::string& name) {
        bw::engine::LinkFacts f;
        f.valid = true;
        f.interfaceName = name;
        if (name == "wlp2s0") {
            f.kind = bw::engine::LinkType::WiFi;
            f.wifi.valid = true;
            f.wifi.standard = "Wi-Fi 6";
            f.wifi.bandGHz = 5.0;
            f.wifi.channelWidthMHz = 80;
            f.wifi.signalDbm = -52;
        } else {
            f.kind = bw::engine::LinkType::Ethernet;
            f.speedMbps = 2500;
            f.duplex = "full";
        }
        return f;
    };
    const auto withFacts = bw::ui::interfaceChoices({eth, wlan}, facts);
    QCOMPARE(withFacts.size(), 4);
    QVERIFY2(withFacts[1].label.contains(QLatin1String("full duplex")),
             qPrintable(withFacts[1].label));
    QVERIFY2(withFacts[3].label.startsWith(QLatin1String("wlp2s0 Wi-Fi 6 5 GHz 80 MHz -52 dBm")),
             qPrintable(withFacts[3].label));
    QVERIFY(withFacts[3].label.endsWith(QLatin1String("192.168.1.9")));
    QVERIFY2(withFacts[3].toolTip.contains(QLatin1String("Link: wlp2s0")),
             qPrintable(withFacts[3].toolTip));
    QVERIFY(!choices[1].toolTip.contains(QLatin1String("Link:"))); // no reader, no facts
}

void ModelsTest::resultsTable()
{
    bw::engine::TestResult r;
    r.config.streams = 4;
    r.config.socketBufferBytes = 0;
    r.localApplied.sendBufferBytes = 2626560;
    r.localApplied.receiveBufferBytes = 131072;
    bw::engine::DirectionSummary up;
    up.direction = bw::engine::Direction::Upload;
    up.receiverBitsPerSecond = {941e6, 900e6, 960e6, 12e6, 10};
    up.receiverBytes = 1'176'250'000;
    up.retransmits = 7;
    up.tcpInfoValid = true;
    up.senderCpu.valid = true;
    up.senderCpu.idlePct = 80;
    r.summaries = {up};
    ResultsModel m;
    m.setResult(r);
    QCOMPARE(m.columnCount(), 1);
    QCOMPARE(m.rowCount(), int(ResultsModel::RowCount));
    auto text = [&](int row) { return m.data(m.index(row, 0), Qt::DisplayRole).toString(); };
    QCOMPARE(text(ResultsModel::MeanRow), QStringLiteral("941.0 Mbit/s"));
    QCOMPARE(text(ResultsModel::StddevRow), QStringLiteral("12.00 Mbit/s"));
    QCOMPARE(text(ResultsModel::RetransmitsRow), QStringLiteral("7"));
    QCOMPARE(text(ResultsModel::SenderCpuRow), QStringLiteral("20.0 % (this PC)"));
    QCOMPARE(text(ResultsModel::ReceiverCpuRow), QStringLiteral("n/a"));
    QCOMPARE(text(ResultsModel::WindowRow), QStringLiteral("Auto"));
    QVERIFY(text(ResultsModel::LocalAppliedRow).contains(QLatin1String("2.50 MiB")));
    // Auto TCP threads grow with load: the row names the most, not a count that ran.
    const int most = r.config.effectiveThreads();
    QCOMPARE(text(ResultsModel::StreamsRow),
             QStringLiteral("4 streams, Auto threads (up to %1)").arg(most));
    r.config.protocol = bw::engine::Protocol::Udp; // UDP: a worker per stream, up to the cores
    m.setResult(r);
    QCOMPARE(text(ResultsModel::StreamsRow), QStringLiteral("4 streams, %1 threads").arg(most));
    r.config.protocol = bw::engine::Protocol::Tcp;
    r.config.threads = 2; // a set count runs as set
    m.setResult(r);
    QCOMPARE(text(ResultsModel::StreamsRow), QStringLiteral("4 streams, 2 threads"));
    QVERIFY(m.headerData(0, Qt::Horizontal, Qt::DisplayRole)
                .toString()
                .startsWith(QLatin1String("Upload")));
    QVERIFY(
        !m.headerData(ResultsModel::MeanRow, Qt::Vertical, Qt::ToolTipRole).toString().isEmpty());
}

// Every field of every preset, as the README promises (Quick check 5 s, 1 stream; Review 30 s,
// 4 streams, 2 s warm-up; Max throughput 16 streams, 1 MiB buffer, 4 MiB window); the rest stay
// at the defaults.
void ModelsTest::presetsMatchTheIssue()
{
    TestSettings quick;
    quick.durationMs = 5000;
    quick.streams = 1;
    QVERIFY(presetSettings(Preset::QuickCheck) == quick);
    TestSettings review;
    review.durationMs = 30'000;
    review.warmupMs = 2000;
    review.streams = 4;
    QVERIFY(presetSettings(Preset::Review) == review);
    TestSettings max;
    max.durationMs = 30'000;
    max.warmupMs = 2000;
    max.streams = 16;
    max.threads = 0;
    max.bufferKiB = 1024;
    max.socketWindowKiB = 4096;
    QVERIFY(presetSettings(Preset::MaxThroughput) == max);
    for (Preset p : {Preset::QuickCheck, Preset::Review, Preset::MaxThroughput}) {
        const auto c = makeTestConfig(presetSettings(p), QStringLiteral("h"), 5201, {},
                                      bw::engine::TestMode::Upload);
        QCOMPARE(QString::fromStdString(c.validate()), QString());
    }
    // And the engine gets them in its own units.
    const auto c = makeTestConfig(max, QStringLiteral("h"), 5201, {}, bw::engine::TestMode::Upload);
    QCOMPARE(c.streams, 16);
    QCOMPARE(c.bufferBytes, 1024u * 1024);
    QCOMPARE(c.socketBufferBytes, 4096u * 1024);
    QCOMPARE(c.durationMs, 30'000);
    QCOMPARE(c.warmupMs, 2000);
}

QTEST_APPLESS_MAIN(ModelsTest)
#include "models_test.moc"
