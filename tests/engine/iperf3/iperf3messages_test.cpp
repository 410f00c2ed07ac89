// SPDX-License-Identifier: MIT
// Tests engine/src/iperf3/iperf3messages.cpp: the iperf3 dialect's parameter and results
// objects as stock iperf3 3.12 and 3.14+ write them (captures from
// docs/iperf3-protocol.md), their bounds and their number quirks.
#include "iperf3/iperf3messages.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace bw::engine;

class Iperf3MessagesTest : public QObject
{
    Q_OBJECT
private slots:
    void capturedParamsParse()
    {
        iperf3::Params p;
        std::string why;
        auto code = iperf3::parseParams(
            R"({"udp":true,"omit":0,"time":2,"num":0,"blockcount":0,"parallel":1,"bidirectional":true,)"
            R"("len":1000,"bandwidth":5000000,"pacing_timer":1000,"udp_counters_64bit":1,"client_version":"3.12"})",
            p, why);
        QVERIFY2(!code, why.c_str());
        QVERIFY(p.protocol == Protocol::Udp);
        QCOMPARE(p.timeSeconds, 2);
        QVERIFY(p.bidirectional && !p.reverse && p.udpCounters64);
        QCOMPARE(p.lenBytes, 1000u);
        QCOMPARE(p.bandwidthBitsPerSecond, std::uint64_t(5'000'000));
        QCOMPARE(p.clientVersion, std::string("3.12"));
    }

    void flagsCountByPresence()
    {
        // A 3.12 server runs in reverse for "reverse":false; a server must read it the same way.
        iperf3::Params p;
        std::string why;
        QVERIFY(!iperf3::parseParams(
            R"({"tcp":true,"time":1,"parallel":1,"reverse":false,"nodelay":0})", p, why));
        QVERIFY(p.reverse);
        QVERIFY(p.noDelay);
        // Defaults for a minimal object.
        QVERIFY(!iperf3::parseParams(R"({"tcp":true})", p, why));
        QCOMPARE(p.parallel, 1);
        QCOMPARE(p.lenBytes, 0u);
    }

    void boundsAndTypes_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<int>("code");
        QTest::newRow("not an object") << "[1,2]" << int(iperf3::IeRecvParams);
        QTest::newRow("not JSON") << "{tcp:true" << int(iperf3::IeRecvParams);
        QTest::newRow("time is a string")
            << R"({"tcp":true,"time":"10"})" << int(iperf3::IeRecvParams);
        QTest::newRow("parallel is an object")
            << R"({"tcp":true,"parallel":{}})" << int(iperf3::IeRecvParams);
        QTest::newRow("parallel 129")
            << R"({"tcp":true,"parallel":129})" << int(iperf3::IeNumStreams);
        QTest::newRow("parallel 0") << R"({"tcp":true,"parallel":0})" << int(iperf3::IeNumStreams);
        QTest::newRow("negative time") << R"({"tcp":true,"time":-1})" << int(iperf3::IeDuration);
        QTest::newRow("time above a day")
            << R"({"tcp":true,"time":86401})" << int(iperf3::IeDuration);
        QTest::newRow("omit above 600") << R"({"tcp":true,"omit":601})" << int(iperf3::IeOmit);
        QTest::newRow("UDP len 15") << R"({"udp":true,"len":15})" << int(iperf3::IeUdpBlockSize);
        QTest::newRow("UDP len 65508")
            << R"({"udp":true,"len":65508})" << int(iperf3::IeUdpBlockSize);
        QTest::newRow("TCP len 0") << R"({"tcp":true,"len":0})" << int(iperf3::IeBlockSize);
        QTest::newRow("window 1 GiB")
            << R"({"tcp":true,"window":1073741824})" << int(iperf3::IeBufSize);
        QTest::newRow("MSS 40") << R"({"tcp":true,"MSS":40})" << int(iperf3::IeMss);
        QTest::newRow("SCTP") << R"({"sctp":true})" << int(iperf3::IeProtocol);
        QTest::newRow("TCP and UDP") << R"({"tcp":true,"udp":true})" << int(iperf3::IeProtocol);
        QTest::newRow("long congestion")
            << R"({"tcp":true,"congestion":"abcdefghijklmnopq"})" << int(iperf3::IeRecvParams);
    }

    void boundsAndTypes()
    {
        QFETCH(QString, json);
        QFETCH(int, code);
        iperf3::Params p;
        std::string why;
        auto got = iperf3::parseParams(json.toStdString(), p, why);
        QVERIFY(got.has_value());
        QCOMPARE(int(*got), code);
        QVERIFY(!why.empty());
    }

    void paramsRoundTrip()
    {
        iperf3::Params p;
        p.omitSeconds = 2;
        p.timeSeconds = 10;
        p.parallel = 4;
        p.reverse = true;
        p.windowBytes = 1 << 20;
        p.lenBytes = 65536;
        p.bandwidthBitsPerSecond = 100'000'000;
        p.congestion = "cubic";
        p.clientVersion = "benchwire test";
        const std::string text = iperf3::encodeParams(p);
        const auto j = nlohmann::json::parse(text);
        QVERIFY(!j.contains("bidirectional")); // flags go out only when set
        QVERIFY(!j.contains("nodelay"));
        QVERIFY(j.contains("pacing_timer"));
        iperf3::Params back;
        std::string why;
        QVERIFY2(!iperf3::parseParams(text, back, why), why.c_str());
        QCOMPARE(back.parallel, 4);
        QVERIFY(back.reverse && !back.bidirectional);
        QCOMPARE(back.windowBytes, 1u << 20);
        QCOMPARE(back.congestion, std::string("cubic"));
    }

    void resultsOf312()
    {
        // 3.12 prints -1 as 2^64-1, and jitter in exponent form.
        const std::string text =
            R"({"cpu_util_total":1.5,"cpu_util_user":0.5,"cpu_util_system":1,)"
            R"("sender_has_retransmits":18446744073709551615,"streams":[{"id":1,"bytes":123456789,)"
            R"("retransmits":18446744073709551615,"jitter":3.13e-05,"errors":2,"packets":900,)"
            R"("start_time":0,"end_time":10.000123}]})";
        iperf3::Results r;
        std::string why;
        QVERIFY2(iperf3::parseResults(text, r, why), why.c_str());
        QCOMPARE(r.senderHasRetransmits, -1);
        QVERIFY(r.sawUnsignedMinusOne);
        QVERIFY(!r.sawOmittedFields);
        QCOMPARE(r.streams.size(), std::size_t(1));
        QCOMPARE(r.streams[0].retransmits, std::int64_t(-1));
        QCOMPARE(r.streams[0].bytes, std::uint64_t(123456789));
        QVERIFY(std::abs(r.streams[0].jitterSeconds - 3.13e-05) < 1e-12);
        QCOMPARE(r.streams[0].omittedErrors, std::int64_t(0));
    }

    void resultsRequireTheirFields()
    {
        iperf3::Results r;
        std::string why;
        QVERIFY(!iperf3::parseResults(R"({"cpu_util_total":1,"cpu_util_user":1,"streams":[]})", r,
                                      why));
        QVERIFY(
            !iperf3::parseResults(R"({"cpu_util_total":1,"cpu_util_user":1,"cpu_util_system":1,)"
                                  R"("sender_has_retransmits":0,"streams":[{"id":1,"bytes":"1"}]})",
                                  r, why));
        QVERIFY(!iperf3::parseResults("[]", r, why));
    }

    void resultsAlwaysCarryOmittedFields()
    {
        std::vector<iperf3::StreamFigures> figures;
        figures.push_back({true, Direction::Download, {.id = 1, .bytes = 1000, .retransmits = 3}});
        figures.push_back({false, Direction::Upload, {.id = 3, .bytes = 2000}});
        iperf3::Results r = iperf3::resultsFor(figures, 2.5, Protocol::Tcp);
        QCOMPARE(r.senderHasRetransmits, 1);
        const auto j = nlohmann::json::parse(iperf3::encodeResults(r));
        for (const auto& s : j["streams"]) {
            QVERIFY(s.contains("omitted_errors") && s.contains("omitted_packets"));
            QCOMPARE(s["end_time"].get<double>(), 2.5);
        }
        iperf3::Results back;
        std::string why;
        QVERIFY2(iperf3::parseResults(iperf3::encodeResults(r), back, why), why.c_str());
        QVERIFY(back.sawOmittedFields);
        QCOMPARE(back.streams[1].retransmits, std::int64_t(-1));
        // Only receiving: -1.
        figures.erase(figures.begin());
        QCOMPARE(iperf3::resultsFor(figures, 1, Protocol::Tcp).senderHasRetransmits, -1);
    }

    void streamIdsAndDirections()
    {
        QCOMPARE(iperf3::streamId(0), 1);
        QCOMPARE(iperf3::streamId(1), 3);
        QCOMPARE(iperf3::streamId(2), 4);
        iperf3::Params p;
        p.parallel = 2;
        p.bidirectional = true;
        QVERIFY(iperf3::streamDirection(p, 1) == Direction::Upload); // the client's senders first
        QVERIFY(iperf3::streamDirection(p, 2) == Direction::Download);
        p.bidirectional = false;
        p.reverse = true;
        QVERIFY(iperf3::streamDirection(p, 0) == Direction::Download);
    }

    void serverErrorFrame()
    {
        const std::string b = iperf3::serverErrorBytes(iperf3::IeNumStreams, 0);
        QCOMPARE(b.size(), std::size_t(9));
        QCOMPARE(static_cast<unsigned char>(b[0]), static_cast<unsigned char>(0xfe));
        QCOMPARE(static_cast<unsigned char>(b[4]), static_cast<unsigned char>(6));
        QVERIFY(iperf3::describeError(iperf3::IeNumStreams, 0).find("streams") !=
                std::string::npos);
        QVERIFY(iperf3::describeError(9999, 0).find("9999") != std::string::npos);
    }

    // An off-script state byte is named as iperf3's source names it, with its number.
    void stateNames()
    {
        QCOMPARE(iperf3::stateName(iperf3::CreateStreams), std::string("CREATE_STREAMS (10)"));
        QCOMPARE(iperf3::stateName(15), std::string("IPERF_START (15)"));
        QCOMPARE(iperf3::stateName(iperf3::AccessDenied), std::string("ACCESS_DENIED (255)"));
        QCOMPARE(iperf3::stateName(37), std::string("37 (no iperf3 state)"));
    }
};

QTEST_APPLESS_MAIN(Iperf3MessagesTest)
#include "iperf3messages_test.moc"
