// SPDX-License-Identifier: MIT
// Tests engine/src/report/: the versioned JSON result format and the CSV writer.
#include "benchwire/fairness.h"
#include "benchwire/report.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace bw::engine;

namespace {
TestResult sampleResult()
{
    TestResult r;
    r.config.host = "192.0.2.1";
    r.config.mode = TestMode::Bidirectional;
    r.config.streams = 4;
    r.startedAtUtc = "2026-11-29T12:00:00Z";
    r.peer.product = "benchwire";
    r.peer.version = "0.1.0";
    r.localApplied.sendBufferBytes = 2'626'560;
    for (int i = 0; i < 3; ++i) {
        IntervalSample iv;
        iv.index = i;
        iv.startUs = i * 1'000'000;
        iv.endUs = (i + 1) * 1'000'000;
        iv.localCpu.valid = true;
        iv.localCpu.idlePct = 60;
        iv.localCpu.coreBusyPct = {20.0 + i, 60.25};
        for (Direction d : {Direction::Upload, Direction::Download}) {
            DirectionSample ds;
            ds.direction = d;
            ds.haveReceiver = ds.haveSender = true;
            ds.receiverBytes = 1000ull * (i + 1);
            ds.receiverBitsPerSecond = 8000.0 * (i + 1);
            iv.directions.push_back(ds);
        }
        r.intervals.push_back(iv);
    }
    DirectionSummary s;
    s.direction = Direction::Download;
    s.receiverBytesTotal = 123456789012ull;
    s.receiverBitsPerSecond = computeStats({1, 2, 3});
    r.summaries.push_back(s);
    return r;
}

// One interval and one summary in which every sender figure differs from its receiver figure
// (the sender ahead: datagrams lost), so a writer that swaps two keys or columns shows.
TestResult rolesResult()
{
    TestResult r;
    r.config.mode = TestMode::Download;
    r.config.protocol = Protocol::Udp;
    IntervalSample iv;
    iv.endUs = 1'000'000;
    iv.localCpu.valid = true;
    iv.localCpu.idlePct = 70;
    iv.remoteCpu.valid = true;
    iv.remoteCpu.idlePct = 20;
    DirectionSample ds;
    ds.direction = Direction::Download;
    ds.haveSender = ds.haveReceiver = true;
    ds.senderBytes = 7000;
    ds.receiverBytes = 4200;
    ds.senderBitsPerSecond = 56000;
    ds.receiverBitsPerSecond = 33600;
    ds.udp.valid = true;
    ds.udp.packetsSent = 5;
    ds.udp.packetsReceived = 3;
    ds.udp.packetsLost = 2;
    iv.directions.push_back(ds);
    r.intervals.push_back(iv);
    DirectionSummary s;
    s.direction = Direction::Download;
    s.senderBytes = 7000;
    s.receiverBytes = 4200;
    s.senderBytesTotal = 9100;
    s.receiverBytesTotal = 5600;
    s.senderBitsPerSecond = 56000;
    s.receiverBitsPerSecond = computeStats({33600});
    s.senderCpu.valid = s.receiverCpu.valid = true;
    s.senderCpu.idlePct = 20;
    s.receiverCpu.idlePct = 70;
    s.senderCyclesPerByte = 11;
    s.receiverCyclesPerByte = 22;
    s.udp.valid = true;
    s.udp.packetsSent = 5;
    s.udp.packetsReceived = 3;
    s.udp.packetsSentTotal = 13;
    s.udp.packetsReceivedTotal = 8;
    s.udp.packetsLostTotal = 5;
    r.summaries.push_back(s);
    return r;
}
QJsonObject parsed(const TestResult& r)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(resultToJson(r))).object();
}

// Each key holds its value (to the last digits a double prints).
void expect(const QJsonObject& j, const QList<QPair<const char*, double>>& keys)
{
    for (const auto& [key, value] : keys)
        QVERIFY2(std::abs(j[key].toDouble() - value) <= 1e-9 * std::max(1.0, std::abs(value)),
                 qPrintable(QString("%1: %2, not %3").arg(key).arg(j[key].toDouble()).arg(value)));
}
} // namespace

class ReportTest : public QObject
{
    Q_OBJECT
private slots:
    void jsonRoundTrip()
    {
        TestResult r = sampleResult();
        std::string text = resultToJson(r);
        QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
        QCOMPARE(o["format"].toString(), QString("benchwire-result"));
        QCOMPARE(o["version"].toInt(), kResultFormatVersion);
        TestResult back;
        std::string err;
        QVERIFY2(resultFromJson(text, back, err), err.c_str());
        QVERIFY(back.config.mode == TestMode::Bidirectional);
        QCOMPARE(back.config.streams, 4);
        QCOMPARE(back.intervals.size(), std::size_t(3));
        QCOMPARE(back.intervals[2].directions[1].receiverBytes, 3000ull);
        QCOMPARE(back.summaries[0].receiverBytesTotal, 123456789012ull);
        QCOMPARE(back.summaries[0].receiverBitsPerSecond.mean, 2.0);
        QCOMPARE(back.localApplied.sendBufferBytes, 2'626'560u);
        QCOMPARE(back.intervals[2].localCpu.coreBusyPct, (std::vector<double>{22.0, 60.25}));
        QVERIFY(back.intervals[2].remoteCpu.coreBusyPct.empty()); // none sent: none read
        QCOMPARE(resultToJson(back), text);                       // nothing lost on the way
    }

    // Read back with Qt's own parser, not ours: a swap in the writer that our reader mirrored
    // would survive a round trip.
    void jsonKeepsEachRole()
    {
        const std::string text = resultToJson(rolesResult());
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
        const QJsonObject d =
            o["intervals"].toArray()[0].toObject()["directions"].toArray()[0].toObject();
        QCOMPARE(d["senderBytes"].toDouble(), 7000.0);
        QCOMPARE(d["receiverBytes"].toDouble(), 4200.0);
        QCOMPARE(d["senderBitsPerSecond"].toDouble(), 56000.0);
        QCOMPARE(d["receiverBitsPerSecond"].toDouble(), 33600.0);
        QCOMPARE(d["udp"].toObject()["packetsSent"].toDouble(), 5.0);
        QCOMPARE(d["udp"].toObject()["packetsReceived"].toDouble(), 3.0);
        const QJsonObject iv = o["intervals"].toArray()[0].toObject();
        QCOMPARE(iv["localCpu"].toObject()["idlePct"].toDouble(), 70.0);
        QCOMPARE(iv["remoteCpu"].toObject()["idlePct"].toDouble(), 20.0);
        const QJsonObject s = o["summaries"].toArray()[0].toObject();
        QCOMPARE(s["senderBytes"].toDouble(), 7000.0);
        QCOMPARE(s["receiverBytes"].toDouble(), 4200.0);
        QCOMPARE(s["senderBytesTotal"].toDouble(), 9100.0);
        QCOMPARE(s["receiverBytesTotal"].toDouble(), 5600.0);
        QCOMPARE(s["senderBitsPerSecond"].toDouble(), 56000.0);
        QCOMPARE(s["receiverBitsPerSecond"].toObject()["mean"].toDouble(), 33600.0);
        QCOMPARE(s["senderCpu"].toObject()["idlePct"].toDouble(), 20.0);
        QCOMPARE(s["receiverCpu"].toObject()["idlePct"].toDouble(), 70.0);
        QCOMPARE(s["senderCyclesPerByte"].toDouble(), 11.0);
        QCOMPARE(s["receiverCyclesPerByte"].toDouble(), 22.0);
        const QJsonObject u = s["udp"].toObject();
        QCOMPARE(u["packetsSent"].toDouble(), 5.0);
        QCOMPARE(u["packetsReceived"].toDouble(), 3.0);
        QCOMPARE(u["packetsSentTotal"].toDouble(), 13.0);
        QCOMPARE(u["packetsReceivedTotal"].toDouble(), 8.0);
        // And our reader puts each back in its place.
        TestResult back;
        std::string err;
        QVERIFY2(resultFromJson(text, back, err), err.c_str());
        QCOMPARE(back.summaries[0].senderBytesTotal, 9100ull);
        QCOMPARE(back.summaries[0].receiverBytesTotal, 5600ull);
        QCOMPARE(back.intervals[0].directions[0].senderBytes, 7000ull);
        QCOMPARE(back.intervals[0].directions[0].receiverBytes, 4200ull);
        QCOMPARE(back.summaries[0].udp.packetsSentTotal, 13ull);
        QCOMPARE(back.summaries[0].udp.packetsReceivedTotal, 8ull);
    }

    // The UDP keys, each field set to a value no other field has: a key written from the wrong
    // field, or two keys swapped, shows. Read with Qt's parser, not ours.
    void udpKeysHoldTheirOwnField()
    {
        TestResult r = rolesResult();
        r.summaries[0].udp =
            UdpSummary{true, 1400, 5e6, 101, 102, 103, 104, 105, 106, 1.5, 2.5, computeStats({7}),
                       201,  202,  203, 3.5};
        r.intervals[0].directions[0].udp = UdpSample{true, 11, 12, 13, 14, 15, 16, 17};
        const QJsonObject o = parsed(r);
        expect(o["summaries"].toArray()[0].toObject()["udp"].toObject(),
               {{"datagramBytes", 1400},
                {"targetBitsPerSecond", 5e6},
                {"packetsSent", 101},
                {"packetsSkipped", 102},
                {"packetsReceived", 103},
                {"packetsLost", 104},
                {"outOfOrder", 105},
                {"duplicates", 106},
                {"lossPct", 1.5},
                {"skippedPct", 2.5},
                {"packetsSentTotal", 201},
                {"packetsReceivedTotal", 202},
                {"packetsLostTotal", 203},
                {"lossPctTotal", 3.5}});
        const QJsonObject d =
            o["intervals"].toArray()[0].toObject()["directions"].toArray()[0].toObject();
        expect(d["udp"].toObject(), {{"packetsSent", 11},
                                     {"packetsSkipped", 12},
                                     {"packetsReceived", 13},
                                     {"packetsLost", 14},
                                     {"outOfOrder", 15},
                                     {"duplicates", 16},
                                     {"jitterUs", 17},
                                     {"lossPct", 100.0 * 14 / (13 + 14)}});
    }

    // The latency keys, likewise: every delay statistic and count distinct.
    void latencyKeysHoldTheirOwnField()
    {
        TestResult r = rolesResult();
        LatencySummary& l = r.latency;
        l.valid = l.oneWayValid = true;
        l.idleMs = 500;
        l.probeIntervalMs = 20;
        l.clockOffsetUs = 1234;
        l.clockUncertaintyUs = 56;
        l.probesSent = 300;
        l.probesLost = 7;
        l.idleRtt = DelayStats{10, 1, 2, 3, 4, 5};
        l.idleUp = DelayStats{9, 11, 12, 13, 14, 15};
        l.idleDown = DelayStats{8, 21, 22, 23, 24, 25};
        l.loaded.push_back(LoadedLatency{1, DelayStats{6, 31, 32, 33, 34, 35},
                                         DelayStats{5, 41, 42, 43, 44, 45},
                                         DelayStats{4, 51, 52, 53, 54, 55}, 61, 62, 63, 40, 3});
        const QJsonObject lat = parsed(r)["latency"].toObject();
        expect(lat, {{"idleMs", 500},
                     {"probeIntervalMs", 20},
                     {"clockOffsetUs", 1234},
                     {"clockUncertaintyUs", 56},
                     {"probesSent", 300},
                     {"probesLost", 7}});
        const auto stats = [](const QJsonObject& j, double count, double first) {
            expect(j, {{"count", count},
                       {"minUs", first},
                       {"medianUs", first + 1},
                       {"p95Us", first + 2},
                       {"p99Us", first + 3},
                       {"maxUs", first + 4}});
        };
        stats(lat["idleRtt"].toObject(), 10, 1);
        stats(lat["idleUp"].toObject(), 9, 11);
        stats(lat["idleDown"].toObject(), 8, 21);
        const QJsonObject loaded = lat["loaded"].toArray()[0].toObject();
        expect(loaded, {{"phase", 1},
                        {"probesSent", 40},
                        {"probesLost", 3},
                        {"addedRttUs", 61},
                        {"addedUpUs", 62},
                        {"addedDownUs", 63}});
        stats(loaded["rtt"].toObject(), 6, 31);
        stats(loaded["up"].toObject(), 5, 41);
        stats(loaded["down"].toObject(), 4, 51);
    }

    void csvKeepsEachRole()
    {
        const QStringList lines =
            QString::fromStdString(resultToCsv(rolesResult())).trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QStringList header = lines[0].split(',');
        const QStringList row = lines[1].split(',');
        QCOMPARE(row.size(), header.size());
        auto cell = [&](const char* name) { return row.value(int(header.indexOf(name))); };
        QCOMPARE(cell("direction"), QString("download"));
        QCOMPARE(cell("sender_bytes"), QString("7000"));
        QCOMPARE(cell("receiver_bytes"), QString("4200"));
        QCOMPARE(cell("sender_bits_per_second"), QString("56000.000"));
        QCOMPARE(cell("receiver_bits_per_second"), QString("33600.000"));
        QCOMPARE(cell("udp_packets_sent"), QString("5"));
        QCOMPARE(cell("udp_packets_received"), QString("3"));
        QCOMPARE(cell("udp_packets_lost"), QString("2"));
        QCOMPARE(cell("local_cpu_busy_pct"), QString("30.000"));
        QCOMPARE(cell("remote_cpu_busy_pct"), QString("80.000"));
    }

    void readsTheVersion1File()
    {
        QFile f(bw::test::besideTest(BW_TEST_DATA_DIR "/result-v1.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        TestResult r;
        std::string err;
        QVERIFY2(resultFromJson(f.readAll().toStdString(), r, err), err.c_str());
        QVERIFY(r.config.mode == TestMode::Upload);
        QCOMPARE(r.intervals.size(), std::size_t(2));
        QCOMPARE(r.summaries.size(), std::size_t(1));
        QCOMPARE(r.summaries[0].receiverBytesTotal, 2'360'000'000ull);
        // Written before the per-stream counts: none read, and no fairness index.
        QVERIFY(r.intervals[0].directions[0].perStream.bytes.empty());
        QVERIFY(r.summaries[0].perStream.bytes.empty());
        QVERIFY(!r.summaries[0].jainIndex.has_value());
    }

    // Each stream's bytes (this end's view, labelled) and the run's Jain index are saved, read
    // back by Qt's parser as written, and reloaded by ours.
    void perStreamCountsRoundTrip()
    {
        TestResult r = sampleResult();
        r.intervals[1].directions[0].perStream = {true, {5, 7, 9, 11}};
        r.intervals[1].directions[1].perStream = {false, {40, 0}};
        r.summaries[0].perStream = {true, {3, 1}};
        r.summaries[0].jainIndex = jainIndex(r.summaries[0].perStream.bytes); // 16 / 20
        const std::string text = resultToJson(r);
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
        const QJsonObject up = o["intervals"][1]["directions"][0]["perStream"].toObject();
        QCOMPARE(up["atSender"].toBool(), true);
        QCOMPARE(up["bytes"].toArray(), (QJsonArray{5, 7, 9, 11}));
        QCOMPARE(o["intervals"][1]["directions"][1]["perStream"]["atSender"].toBool(true), false);
        QCOMPARE(o["summaries"][0]["jainIndex"].toDouble(), 0.8);
        QVERIFY(!o["intervals"][0]["directions"][0].toObject().contains("perStream"));
        TestResult back;
        std::string err;
        QVERIFY2(resultFromJson(text, back, err), err.c_str());
        QCOMPARE(back.intervals[1].directions[0].perStream.bytes,
                 (std::vector<std::uint64_t>{5, 7, 9, 11}));
        QVERIFY(!back.intervals[1].directions[1].perStream.atSender);
        QCOMPARE(*back.summaries[0].jainIndex, 0.8);
        QCOMPARE(*runJainIndex(back), 0.8);
        QCOMPARE(resultToJson(back), text);
        // A count that is no byte count refuses the file, naming the field.
        std::string bad = resultToJson(r, -1);
        bad.replace(bad.find("[5,7,9,11]"), 10, "[5,-7,9,11]");
        QVERIFY(!resultFromJson(bad, back, err));
        QVERIFY2(err.find("perStream.bytes") != std::string::npos, err.c_str());
    }

    void refusesOtherDocuments()
    {
        TestResult r;
        std::string err;
        QVERIFY(!resultFromJson("{\"format\":\"iperf3\"}", r, err));
        QVERIFY(err.find("not a Benchwire result") != std::string::npos);
        QVERIFY(!resultFromJson("{\"format\":\"benchwire-result\",\"version\":99}", r, err));
        QVERIFY(err.find("newer") != std::string::npos);
        QVERIFY(!resultFromJson("garbage", r, err));
        QVERIFY(!resultFromJson("{\"format\":\"benchwire-result\",\"version\":1,\"intervals\":5}",
                                r, err));
    }

    void errorDocumentIsValidJson()
    {
        TestConfig c;
        c.host = "example";
        std::string text =
            errorToJson({Errc::ConnectionRefused, "refused \"quoted\"", "start it", {}}, c);
        QJsonParseError pe;
        QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text), &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(o["error"].toObject()["code"].toString(), QString("connection-refused"));
        QCOMPARE(o["error"].toObject()["hint"].toString(), QString("start it"));
    }

    void csvHasOneRowPerIntervalAndDirection()
    {
        std::string csv = resultToCsv(sampleResult());
        QStringList lines = QString::fromStdString(csv).trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + 3 * 2);
        QVERIFY(
            lines[0].startsWith("phase,interval,start_s,end_s,warmup,direction,receiver_bytes"));
        const int columns = int(lines[0].count(',')) + 1;
        for (const QString& l : lines)
            QCOMPARE(int(l.count(',')) + 1, columns);
        QVERIFY(lines[1].contains(",upload,1000,"));
        QVERIFY(lines[6].contains(",download,3000,"));
        // The busiest core of each host: the local one's, and empty for the remote (none sent).
        const QStringList header = lines[0].split(',');
        const int local = int(header.indexOf("local_busiest_core_pct"));
        const int remote = int(header.indexOf("remote_busiest_core_pct"));
        QVERIFY(local > 0 && remote > 0);
        QCOMPARE(lines[6].split(',')[local], QString("60.250"));
        QCOMPARE(lines[6].split(',')[remote], QString());
    }

    void intervalLineIsOneLine()
    {
        std::string line = intervalToJsonLine(sampleResult().intervals[0]);
        QVERIFY(line.find('\n') == std::string::npos);
        QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        QCOMPARE(o["event"].toString(), QString("interval"));
    }
};

QTEST_APPLESS_MAIN(ReportTest)
#include "report_test.moc"
