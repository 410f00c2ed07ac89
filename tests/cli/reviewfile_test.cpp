// SPDX-License-Identifier: MIT
// Tests app/cli/reviewfile.cpp: the review plan file, what it holds, its cells in order, and
// each mistake named by file, line, word and what is allowed.
#include "reviewfile.h"

#include <QTest>

using namespace bw::cli;
using bw::engine::ReviewKind;

class ReviewFileTest : public QObject
{
    Q_OBJECT
private:
    static std::string error(const std::string& text)
    {
        ReviewFile plan;
        return parseReviewFile("p.txt", text, plan);
    }

private slots:
    void theExamplePlan()
    {
        ReviewFile plan;
        const std::string why = parseReviewFile(
            "p.txt",
            "# Benchwire review plan\nduration 10s\nstreams 1 4 8\n"
            "directions upload download both      # both = simultaneous\nrepeats 3\n"
            "pause 2s\nudp-clean-rate 1\n",
            plan);
        QVERIFY2(why.empty(), why.c_str());
        QCOMPARE(*plan.durationMs, 10'000);
        QCOMPARE(plan.streams, (std::vector<int>{1, 4, 8}));
        QCOMPARE(plan.repeats, 3);
        QCOMPARE(plan.pauseMs, 2000);
        QCOMPARE(plan.udpCleanRateRepeats, 1);
        const auto cells = reviewCells(plan, 2);
        QCOMPARE(cells.size(), std::size_t(10)); // 3 × 3, then the search
        QVERIFY(cells[1].kind == ReviewKind::TcpDownload);
        QCOMPARE(cells[1].streams, 1);
        QVERIFY(cells[5].kind == ReviewKind::TcpSimultaneous);
        QCOMPARE(cells[5].streams, 4);
        QVERIFY(cells[9].kind == ReviewKind::UdpHighestCleanRate);
        QCOMPARE(cells[9].streams, 2); // the command line's -P
        QCOMPARE(cells[9].repeats, 1);
    }

    void defaultsFromTheCommandLine()
    {
        ReviewFile plan;
        QVERIFY(parseReviewFile("p.txt", "directions download\n", plan).empty());
        QVERIFY(!plan.durationMs);
        const auto cells = reviewCells(plan, 3);
        QCOMPARE(cells.size(), std::size_t(1));
        QCOMPARE(cells[0].streams, 3);
        QCOMPARE(cells[0].repeats, 3);
    }

    void mistakesNameFileLineWordAndWhatIsAllowed()
    {
        QCOMPARE(error("\n# x\ncolour red\n"),
                 "p.txt:3: 'colour' is not a key of a review plan; give duration, streams, "
                 "directions, repeats, pause or udp-clean-rate");
        QCOMPARE(error("repeats 0\n"), "p.txt:1: repeats: '0' is not allowed; give a whole number "
                                       "from 1 to 20 (as in the app)");
        QCOMPARE(error("streams 1 2000\n"), "p.txt:1: streams: '2000' is not allowed; give stream "
                                            "counts from 1 to 1024, each once, at most 16");
        QCOMPARE(error("duration 0.05s\n"), "p.txt:1: duration: '0.05s' is not allowed; give "
                                            "seconds from 0.1 to 86400, e.g. 10s, 1.5 or 2m");
        QCOMPARE(error("pause 2h\n"), "p.txt:1: pause: '2h' is not allowed; give seconds from 0 "
                                      "to 3600, e.g. 2s, 0.5 or 1m");
        QCOMPARE(error("udp-clean-rate 1 2\n"), "p.txt:1: udp-clean-rate takes one value, not 2 "
                                                "('2' is one too many)");
        QCOMPARE(error("repeats\n"),
                 "p.txt:1: repeats needs a value; see the examples in docs/scripting.md");
        QCOMPARE(error("directions both simultaneous\n"),
                 "p.txt:1: directions: 'simultaneous' is given twice; give upload, download or "
                 "both (simultaneous), each once");
        QCOMPARE(error(""), "p.txt:1: the plan runs nothing; give a line such as 'directions "
                            "upload download both' or 'udp-clean-rate 1'");
        QCOMPARE(error("udp-clean-rate 0\nrepeats 2\n"),
                 "p.txt:2: the plan runs nothing; give a line such as 'directions upload "
                 "download both' or 'udp-clean-rate 1'");
    }
};

QTEST_APPLESS_MAIN(ReviewFileTest)
#include "reviewfile_test.moc"
