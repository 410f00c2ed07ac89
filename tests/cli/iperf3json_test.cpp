// SPDX-License-Identifier: MIT
// Tests app/cli/iperf3json.cpp on made-up results: which side's figures go where in -R and
// --bidir (sender and receiver differ, so a swap fails), that an unknown side is left out and
// never 0, and iperf3's CPU measure. The real documents are compared in cli.iperf3json.
#include "iperf3json.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace bw::cli;
using namespace bw::engine;
using nlohmann::json;

namespace {

DirectionSample sample(Direction d, std::uint64_t sent, std::uint64_t received)
{
    DirectionSample s;
    s.direction = d;
    s.haveSender = s.haveReceiver = true;
    s.senderBytes = sent;
    s.receiverBytes = received;
    s.senderBitsPerSecond = double(sent) * 8;
    s.receiverBitsPerSecond = double(received) * 8;
    s.tcp.valid = true;
    s.tcp.retransmits = 7;
    return s;
}

DirectionSummary summary(Direction d, std::uint64_t sent, std::uint64_t received)
{
    DirectionSummary s;
    s.direction = d;
    s.durationUs = 2'000'000;
    s.senderBytes = sent;
    s.receiverBytes = received;
    s.senderBitsPerSecond = double(sent) * 4;
    s.tcpInfoValid = true;
    s.retransmits = 11;
    return s;
}

// --bidir, one stream each way: upload 1000 sent / 990 received, download 2000 / 1980.
TestResult bidir()
{
    TestResult r;
    r.config.host = "127.0.0.1";
    r.config.mode = TestMode::Bidirectional;
    r.config.durationMs = 2000;
    IntervalSample i;
    i.endUs = 1'000'000;
    i.directions = {sample(Direction::Upload, 500, 495), sample(Direction::Download, 1000, 990)};
    r.intervals = {i};
    r.summaries = {summary(Direction::Upload, 1000, 990), summary(Direction::Download, 2000, 1980)};
    return r;
}

} // namespace

class Iperf3JsonTest : public QObject
{
    Q_OBJECT
private slots:
    void bidirTakesEachSideFromTheRightHost()
    {
        const json d = json::parse(resultToIperf3Json(bidir()));
        const json& i = d["intervals"][0];
        QCOMPARE(i["sum"]["bytes"].get<int>(), 500); // the client sends the upload
        QCOMPARE(i["sum"]["sender"].get<bool>(), true);
        QCOMPARE(i["sum"]["retransmits"].get<int>(), 7);
        QCOMPARE(i["sum_bidir_reverse"]["bytes"].get<int>(), 990); // and receives the download
        QCOMPARE(i["sum_bidir_reverse"]["sender"].get<bool>(), false);
        QVERIFY(!i["sum_bidir_reverse"].contains("retransmits")); // iperf3: the sender's only
        QCOMPARE(i["streams"].size(), std::size_t(2));
        const json& e = d["end"];
        QCOMPARE(e["sum_sent"]["bytes"].get<int>(), 1000);
        QCOMPARE(e["sum_received"]["bytes"].get<int>(), 990);
        QCOMPARE(e["sum_received"]["bits_per_second"].get<int>(), 3960); // bytes * 8 / 2 s
        QCOMPARE(e["sum_sent_bidir_reverse"]["bytes"].get<int>(), 2000);
        QCOMPARE(e["sum_received_bidir_reverse"]["bytes"].get<int>(), 1980);
        QCOMPARE(e["sum_sent_bidir_reverse"]["sender"].get<bool>(), false);
        QCOMPARE(e["sum_sent"]["retransmits"].get<int>(), 11);
        QVERIFY(e["sum_sent"]["bytes"].is_number_integer());
        QVERIFY(i["sum"]["omitted"].is_boolean());
        QCOMPARE(d["start"]["test_start"]["reverse"].get<int>(), 0);
    }

    void downloadWithAnUnknownSideLeavesItOut()
    {
        TestResult r;
        r.config.mode = TestMode::Download;
        r.config.streams = 2; // per-stream figures are not in the result: no "streams"
        r.summaries = {summary(Direction::Download, 2000, 1980)};
        r.summaries[0].senderUnknown = "n/a: the peer sent no figures";
        const json d = json::parse(resultToIperf3Json(r));
        QVERIFY(!d["end"].contains("sum_sent"));
        QCOMPARE(d["end"]["sum_received"]["bytes"].get<int>(), 1980);
        QCOMPARE(d["end"]["sum_received"]["sender"].get<bool>(), false);
        QVERIFY(!d["end"].contains("streams"));
        QCOMPARE(d["start"]["test_start"]["reverse"].get<int>(), 1);
    }

    void severalStreamsAreThisEndsCounts()
    {
        TestResult r;
        r.config.streams = 2;
        IntervalSample i;
        i.endUs = 500'000;
        i.directions = {sample(Direction::Upload, 500, 495)};
        i.directions[0].perStream = {true, {300, 200}};
        r.intervals = {i};
        r.summaries = {summary(Direction::Upload, 1000, 990)};
        r.summaries[0].perStream = {true, {600, 400}};
        const json d = json::parse(resultToIperf3Json(r));
        const json& streams = d["intervals"][0]["streams"];
        QCOMPARE(streams.size(), std::size_t(2));
        QCOMPARE(streams[1]["bytes"].get<int>(), 200);
        QCOMPARE(streams[1]["bits_per_second"].get<int>(), 3200); // 200 B in 0.5 s
        QVERIFY(!streams[0].contains("retransmits"));             // TCP info is the direction's
        const json& end = d["end"]["streams"];
        QCOMPARE(end[0]["sender"]["bytes"].get<int>(), 600);
        QVERIFY(!end[0].contains("receiver")); // the server's per-stream counts: not here
    }

    void cpuIsTheProcessTimesTheCores()
    {
        TestResult r = bidir();
        r.localCpu.valid = true;
        r.localCpu.processPct = 12.5; // of 4 cores: half a core, 50 as iperf3 counts
        r.localCpu.userPct = 60;      // the whole host's: not iperf3's host_user
        r.localCpuCount = 4;
        r.remoteCpu.valid = true; // the peer did not say its core count: no remote_total
        const json cpu = json::parse(resultToIperf3Json(r))["end"]["cpu_utilization_percent"];
        QCOMPARE(cpu.dump(), std::string(R"({"host_total":50})"));
    }

    void onlyIperf3KeysAndOneExtension()
    {
        const json d = json::parse(resultToIperf3Json(bidir()));
        QStringList keys;
        for (const auto& [k, v] : d.items())
            keys << QString::fromStdString(k);
        QCOMPARE(keys.join(","), QString("benchwire,end,intervals,start"));
        QCOMPARE(d["benchwire"]["format"].get<std::string>(), std::string("benchwire-result"));
    }

    void failureIsIperf3sErrorShape()
    {
        TestConfig c;
        c.host = "192.0.2.1";
        const json d = json::parse(errorToIperf3Json(Error{Errc::Timeout, "no answer", {}, {}}, c));
        QVERIFY(d["intervals"].empty());
        QVERIFY(d["end"].empty());
        QVERIFY(d["error"].get<std::string>().find("no answer") != std::string::npos);
        QCOMPARE(d["start"]["connecting_to"]["host"].get<std::string>(), c.host);
    }
};

QTEST_APPLESS_MAIN(Iperf3JsonTest)
#include "iperf3json_test.moc"
