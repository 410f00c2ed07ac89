// SPDX-License-Identifier: MIT
// One strict way to read numbers from a peer (report/jsonnum.h), in both dialects: values that
// used to wrap, pass as booleans or truncate are refused, naming the field.
#include "iperf3/iperf3messages.h"
#include "native/messages.h"
#include "report/jsonnum.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::native;

class StrictNumbersTest : public QObject
{
    Q_OBJECT
private:
    // Parses a setup whose test object has `field` set to the raw JSON `value`.
    static bool parseSetup(const QString& field, const QString& value, Message& m,
                           std::string& error)
    {
        const QString text =
            QString(R"({"type":"setup","protocolVersion":2,"test":{"%1":%2}})").arg(field, value);
        return parseMessage(text.toStdString(), m, error);
    }

private slots:
    void nativeRefusesWrapsBooleansAndFractions_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("streams 2^32+1") << "streams"
                                        << "4294967297";
        QTest::newRow("duration wraps to 2 s") << "durationMs"
                                               << "4294969296";
        QTest::newRow("buffer 2^40+4096") << "bufferBytes"
                                          << "1099511631872";
        QTest::newRow("streams true") << "streams"
                                      << "true";
        QTest::newRow("streams 1.5") << "streams"
                                     << "1.5";
        QTest::newRow("streams 1e300") << "streams"
                                       << "1e300";
        QTest::newRow("rate -1") << "rateBitsPerSecond"
                                 << "-1";
        QTest::newRow("port 65536") << "port"
                                    << "65536";
        QTest::newRow("loss as string") << "maxLossPct"
                                        << R"("1")";
        QTest::newRow("loss as boolean") << "maxLossPct"
                                         << "false";
        QTest::newRow("noDelay as number") << "noDelay"
                                           << "1";
    }

    void nativeRefusesWrapsBooleansAndFractions()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        Message m;
        std::string error;
        QVERIFY2(!parseSetup(field, value, m, error), qPrintable(field + " = " + value));
        if (field != "noDelay") // nlohmann names the type, not the key, for a non-boolean
            QVERIFY2(error.find("'" + field.toStdString() + "'") != std::string::npos,
                     error.c_str());
        QVERIFY2(error.find("[json.") == std::string::npos, error.c_str());
    }

    void nativeTakesIntegersInRange()
    {
        Message m;
        std::string error;
        QVERIFY2(parseSetup("streams", "64", m, error), error.c_str());
        QCOMPARE(m.get<SetupMsg>()->test.streams, 64);
        QVERIFY2(parseSetup("rateBitsPerSecond", "18446744073709551615", m, error), error.c_str());
        QCOMPARE(m.get<SetupMsg>()->test.rateBitsPerSecond, UINT64_MAX);
        QVERIFY2(parseSetup("durationMs", "2000.0", m, error), error.c_str()); // a whole number
        QCOMPARE(m.get<SetupMsg>()->test.durationMs, 2000);
        QVERIFY2(parseSetup("maxLossPct", "2.5", m, error), error.c_str());
        QCOMPARE(m.get<SetupMsg>()->test.maxLossPct, 2.5);
    }

    void wholeNumbersAtTheEdges()
    {
        using nlohmann::json;
        QCOMPARE(report::jsonnum::integer<std::int64_t>(json::parse("-9223372036854775808"), "x"),
                 INT64_MIN);
        QCOMPARE(report::jsonnum::integer<int>(json(-2147483648ll), "x"), INT_MIN);
        QVERIFY_THROWS_EXCEPTION(json::exception,
                                 report::jsonnum::integer<int>(json(-2147483649ll), "x"));
        QVERIFY_THROWS_EXCEPTION(json::exception,
                                 report::jsonnum::integer<std::uint32_t>(json(-1), "x"));
        QVERIFY_THROWS_EXCEPTION(json::exception, report::jsonnum::integer<std::uint64_t>(
                                                      json::parse("1.8446744073709552e19"), "x"));
        QVERIFY_THROWS_EXCEPTION(json::exception, report::jsonnum::real(json(true), "x"));
        QCOMPARE(report::jsonnum::integer<std::uint64_t>(json::parse("1e+10"), "x"),
                 10'000'000'000ull);
    }

    void resultTotalsRefuseNegatives()
    {
        Message m;
        std::string error;
        const std::string text =
            R"({"type":"result","sentTotal":[-1,0],"receivedTotal":[0,0],"cpu":{"valid":false}})";
        QVERIFY(!parseMessage(text, m, error));
        QVERIFY2(error.find("'sentTotal'") != std::string::npos, error.c_str());
    }

    void iperf3ParamsRefuseFractionsAndBooleans()
    {
        iperf3::Params p;
        std::string why;
        auto code = iperf3::parseParams(R"({"tcp":true,"parallel":1.5,"time":2})", p, why);
        QVERIFY(code.has_value());
        QVERIFY2(why.find("'parallel' is not a whole number") != std::string::npos, why.c_str());
        code = iperf3::parseParams(R"({"tcp":true,"parallel":true,"time":2})", p, why);
        QVERIFY(code.has_value());
        QVERIFY2(why.find("'parallel'") != std::string::npos, why.c_str());
        code = iperf3::parseParams(R"({"tcp":true,"time":4294967298})", p, why);
        QVERIFY(code.has_value());
        QVERIFY2(why.find("'time'") != std::string::npos, why.c_str());
        code = iperf3::parseParams(R"({"tcp":true,"time":1e300})", p, why);
        QVERIFY(code.has_value());
        // cJSON (iperf3) writes rates beyond 2^31 with an exponent: those are integers.
        code = iperf3::parseParams(R"({"udp":true,"bandwidth":1e+10,"time":2})", p, why);
        QVERIFY2(!code.has_value(), why.c_str());
        QCOMPARE(p.bandwidthBitsPerSecond, 10'000'000'000ull);
    }
};

QTEST_GUILESS_MAIN(StrictNumbersTest)
#include "strictnumbers_test.moc"
