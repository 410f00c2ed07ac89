// SPDX-License-Identifier: MIT
// The plan file of --plan and the app's Plan window (engine/src/remote/planfile.cpp): a good plan
// in every field, and bad ones, each refused with its exact words: where in the file (line and
// column, or the field) and what to write instead.
#include "benchwire/plan.h"

#include <QTest>

using namespace bw::engine;

namespace {

const std::string kGood = R"({
  "duration": 5, "interval": 0.5,
  "pairs": [
    {"name": "laptop", "endpoint": "10.0.0.2", "key": "key-of-laptop", "target": "10.0.0.9:5301",
     "direction": "upload", "streams": 2, "protocol": "tcp", "rate": "200M"},
    {"name": "phone", "endpoint": "[fd00::3]:5202", "target": "fd00::9",
     "direction": "download", "protocol": "udp", "rate": 30000000}
  ]
})";

std::string error(const std::string& text, const std::string& defaultKey = "")
{
    Plan plan;
    return parsePlan("lab.json", text, defaultKey, plan);
}

std::string withPair(const std::string& pair)
{
    return R"({"pairs": [)" + pair + "]}";
}

} // namespace

class PlanFileTest : public QObject
{
    Q_OBJECT
private slots:
    void goodPlan()
    {
        Plan plan;
        QCOMPARE(parsePlan("lab.json", kGood, "console-default", plan), std::string());
        QCOMPARE(plan.durationMs, 5000);
        QCOMPARE(plan.intervalMs, 500);
        QCOMPARE(plan.pairs.size(), std::size_t(2));
        const PlanPair& a = plan.pairs[0];
        QCOMPARE(a.name, std::string("laptop"));
        QCOMPARE(a.endpointHost, std::string("10.0.0.2"));
        QCOMPARE(a.endpointPort, kDefaultPort);
        QCOMPARE(a.key, std::string("key-of-laptop"));
        QCOMPARE(a.test.host, std::string("10.0.0.9"));
        QCOMPARE(a.test.port, std::uint16_t(5301));
        QVERIFY(a.test.mode == TestMode::Upload);
        QCOMPARE(a.test.streams, 2);
        QVERIFY(a.test.protocol == Protocol::Tcp);
        QCOMPARE(a.test.rateBitsPerSecond, std::uint64_t(200'000'000));
        QVERIFY(a.test.rateIsTotal);
        QCOMPARE(a.test.durationMs, 5000);
        QCOMPARE(a.test.intervalMs, 500);
        const PlanPair& b = plan.pairs[1];
        QCOMPARE(b.endpointHost, std::string("fd00::3"));
        QCOMPARE(b.endpointPort, std::uint16_t(5202));
        QCOMPARE(b.key, std::string("console-default")); // none in the plan: --control-key
        QCOMPARE(b.test.host, std::string("fd00::9"));
        QCOMPARE(b.test.port, kDefaultPort);
        QVERIFY(b.test.mode == TestMode::Download);
        QVERIFY(b.test.protocol == Protocol::Udp);
        QCOMPARE(b.test.rateBitsPerSecond, std::uint64_t(30'000'000));
        QCOMPARE(b.test.streams, 1);
    }

    void badJsonNamesLineAndColumn()
    {
        const std::string why = error("{\n  \"pairs\": [\n    {\"name\": \"a\",,}\n  ]\n}");
        QVERIFY2(why.rfind("plan lab.json: line 3, column 18: not JSON (", 0) == 0, why.c_str());
        QVERIFY2(why.find("): correct it there") != std::string::npos, why.c_str());
    }

    void badFieldsNameTheField()
    {
        const std::string base = R"("name": "a", "endpoint": "e", "key": "k", "target": "t")";
        QCOMPARE(
            error(withPair("{" + base + R"(, "direction": "sideways"})")),
            std::string("plan lab.json: pairs[0] (\"a\"): \"direction\" is \"sideways\": write "
                        "\"upload\" (the endpoint sends) or \"download\" (the server sends)"));
        QCOMPARE(error(withPair(R"({"name": "a", "endpoint": "e", "target": "t"})")),
                 std::string("plan lab.json: pairs[0] (\"a\"): no \"key\": add the endpoint's "
                             "key, or give --control-key"));
        QCOMPARE(error(withPair(R"({"name": "a", "key": "k", "target": "t"})")),
                 std::string("plan lab.json: pairs[0]: \"endpoint\" is missing: add it"));
        QCOMPARE(error(withPair("{" + base + R"(, "streams": 0})")),
                 std::string("plan lab.json: pairs[0] (\"a\"): \"streams\" must be a whole number "
                             "from 1 to 1024: change it"));
        QCOMPARE(error(withPair("{" + base + R"(, "rate": "fast"})")),
                 std::string("plan lab.json: pairs[0] (\"a\"): \"rate\" is not a rate: give "
                             "bits/s, like \"200M\" or 5e8"));
        QCOMPARE(
            error(withPair(R"({"name": "a", "endpoint": "e:99999", "key": "k", "target": "t"})")),
            std::string("plan lab.json: pairs[0] (\"a\"): \"endpoint\" \"e:99999\" has a bad "
                        "port: write host or host:port"));
        QCOMPARE(error(withPair("{" + base + R"(, "stream": 2})")),
                 std::string("plan lab.json: pairs[0]: unknown field \"stream\": remove it or "
                             "correct its name"));
        QCOMPARE(error(withPair("{" + base + "}, {" + base + "}")),
                 std::string("plan lab.json: pairs[1]: the name \"a\" is taken by an earlier "
                             "pair: give each pair its own name"));
    }

    void badTopLevel()
    {
        QCOMPARE(error("{}"),
                 std::string("plan lab.json: \"pairs\" is missing or empty: add a list of pairs"));
        QCOMPARE(error(R"({"duration": 0, "pairs": []})"),
                 std::string("plan lab.json: \"duration\" must be seconds from 1 to 86400: "
                             "change it"));
        QCOMPARE(error("[]"), std::string("plan lab.json: the plan must be a JSON object {...}: "
                                          "see docs/scripting.md"));
    }

    void missingFile()
    {
        Plan plan;
        QCOMPARE(readPlan("/nonexistent/lab.json", "", plan),
                 std::string("plan /nonexistent/lab.json: cannot open it: check the path given "
                             "to --plan"));
    }

    // An editor loads a plan without keys (its user types them); a console refuses it, and
    // a saved plan whose pair has no key yet writes no "key".
    void keysMayBeMissingInAnEditor()
    {
        const std::string text =
            withPair(R"({"name": "laptop", "endpoint": "10.0.0.2", "target": "10.0.0.9"})");
        Plan plan;
        QVERIFY(parsePlan("lab.json", text, "", plan) != std::string());
        QCOMPARE(parsePlan("lab.json", text, "", plan, PlanKeys::MayBeMissing), std::string());
        QCOMPARE(plan.pairs.size(), std::size_t(1));
        QVERIFY(plan.pairs[0].key.empty());
        QVERIFY(planToJson(plan).find("\"key\"") == std::string::npos);
        Plan back;
        QCOMPARE(parsePlan("saved.json", planToJson(plan), "console-default", back), std::string());
        QCOMPARE(back.pairs[0].key, std::string("console-default"));
    }

    // What the app's Save writes, Load (and --plan) reads back field for field.
    void writtenPlanReadsBack()
    {
        Plan plan;
        QCOMPARE(parsePlan("lab.json", kGood, "console-default", plan), std::string());
        Plan back;
        QCOMPARE(parsePlan("saved.json", planToJson(plan), "", back), std::string());
        QCOMPARE(back.durationMs, 5000);
        QCOMPARE(back.intervalMs, 500);
        QCOMPARE(back.pairs.size(), plan.pairs.size());
        for (std::size_t i = 0; i < plan.pairs.size(); ++i) {
            const PlanPair& a = plan.pairs[i];
            const PlanPair& b = back.pairs[i];
            QCOMPARE(b.name, a.name);
            QCOMPARE(b.endpointHost, a.endpointHost);
            QCOMPARE(b.endpointPort, a.endpointPort);
            QCOMPARE(b.key, a.key);
            QCOMPARE(b.test.host, a.test.host);
            QCOMPARE(b.test.port, a.test.port);
            QVERIFY(b.test.mode == a.test.mode);
            QCOMPARE(b.test.streams, a.test.streams);
            QVERIFY(b.test.protocol == a.test.protocol);
            QCOMPARE(b.test.rateBitsPerSecond, a.test.rateBitsPerSecond);
        }
        QCOMPARE(joinHostPort("fd00::9", 5201), std::string("[fd00::9]:5201"));
        QCOMPARE(writePlan("/nonexistent/dir/plan.json", plan),
                 std::string("plan /nonexistent/dir/plan.json: cannot write it: choose a folder "
                             "you may write to"));
    }

    void hostPort()
    {
        std::string host;
        std::uint16_t port = 1;
        QVERIFY(splitHostPort("::1", host, port));
        QCOMPARE(host, std::string("::1"));
        QCOMPARE(port, std::uint16_t(1));
        QVERIFY(splitHostPort("[::1]:7", host, port));
        QCOMPARE(port, std::uint16_t(7));
        QVERIFY(!splitHostPort("host:", host, port));
        QVERIFY(!splitHostPort(":5201", host, port));
        QVERIFY(!splitHostPort("host:0", host, port));
    }
};

QTEST_APPLESS_MAIN(PlanFileTest)
#include "planfile_test.moc"
