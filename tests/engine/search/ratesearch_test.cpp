// SPDX-License-Identifier: MIT
// The highest-clean-rate search against modelled links: a rate limit (tail drop, or a sender
// held back by its own queue), random loss, and both; plus how one step is judged.
#include "search/ratesearch.h"

#include <QTest>

#include <algorithm>

using namespace bw::engine;
using namespace bw::engine::search;

namespace {
struct Link
{
    double capacityBps = 300e6;   // what the path delivers at most
    double randomLoss = 0;        // fraction
    bool holdsSenderBack = false; // a local queue: no loss, the sender just sends less
};

// One step on the model, as the engine's summaries would show it.
std::vector<DirectionSummary> stepOn(const Link& link, double target)
{
    DirectionSummary s;
    s.udp.valid = true;
    double offered = link.holdsSenderBack ? std::min(target, link.capacityBps) : target;
    double carried = std::min(offered, link.capacityBps) * (1 - link.randomLoss);
    s.senderBitsPerSecond = offered;
    s.receiverBitsPerSecond.mean = carried;
    s.udp.skippedPct = 100.0 * (1 - offered / target);
    s.udp.lossPct = 100.0 * (1 - carried / offered);
    s.udp.jitterUs.mean = 10;
    return {s};
}

RateSearchResult runSearch(const Link& link, RateSearchOptions o)
{
    RateSearch rs(o);
    double rate = 0;
    int phase = 0;
    while (rs.next(rate))
        rs.record(evaluateStep(phase++, rate, stepOn(link, rate), o.maxLossPct));
    return rs.result();
}
} // namespace

class RateSearchTest : public QObject
{
    Q_OBJECT
private slots:
    void findsARateLimit_data()
    {
        QTest::addColumn<double>("capacity");
        QTest::addColumn<bool>("holdsBack");
        for (double c : {1e6, 47.1e6, 287.1e6, 941e6, 9.4e9}) {
            QTest::addRow("%.1f Mbit/s, tail drop", c / 1e6) << c << false;
            QTest::addRow("%.1f Mbit/s, held back", c / 1e6) << c << true;
        }
    }

    void findsARateLimit()
    {
        QFETCH(double, capacity);
        QFETCH(bool, holdsBack);
        RateSearchOptions o;
        auto r = runSearch({capacity, 0, holdsBack}, o);
        QVERIFY2(r.foundBitsPerSecond > 0, r.note.c_str());
        QVERIFY2(r.foundBitsPerSecond <= capacity * 1.005, r.note.c_str());
        QVERIFY2(r.foundBitsPerSecond >= capacity * 0.95, r.note.c_str());
        QVERIFY2(r.steps.size() <= 16, qPrintable(QString::number(r.steps.size())));
        // The answer is the highest step that ran clean, and the search says it found it.
        double highestClean = 0;
        for (const auto& step : r.steps)
            if (step.clean) highestClean = std::max(highestClean, step.targetBitsPerSecond);
        QCOMPARE(r.foundBitsPerSecond, highestClean);
        QVERIFY2(r.note.rfind("found: ", 0) == 0, r.note.c_str());
    }

    void randomLossAboveTheThresholdIsNeverClean()
    {
        RateSearchOptions o;
        o.maxLossPct = 1;
        auto r = runSearch({300e6, 0.02, false}, o);
        QCOMPARE(r.foundBitsPerSecond, 0.0);
        QVERIFY(r.note.find("no rate") != std::string::npos);
        QVERIFY(r.steps.size() <= 16);
    }

    void randomLossBelowTheThresholdStillFindsTheLimit()
    {
        RateSearchOptions o;
        o.maxLossPct = 5;
        auto r = runSearch({100e6, 0.02, false}, o);
        QVERIFY(r.foundBitsPerSecond > 100e6 * 0.95 * 0.98);
        QVERIFY(r.foundBitsPerSecond <= 100e6 * 1.05);
    }

    void startRateAndCeiling()
    {
        RateSearchOptions o;
        o.startBitsPerSecond = 500e6;
        o.maxBitsPerSecond = 2e9;
        auto r = runSearch({1e12, 0, false}, o);
        QCOMPARE(r.steps.front().targetBitsPerSecond, 500e6);
        QCOMPARE(r.foundBitsPerSecond, 2e9);
        QVERIFY(r.note.find("limit lies higher") != std::string::npos);
    }

    void anUncleanStepBelowTheCapacityRunsAgain()
    {
        RateSearchOptions o;
        o.startBitsPerSecond = 160e6;
        RateSearch rs(o);
        double rate = 0;
        auto step = [&](const Link& link) {
            QVERIFY(rs.next(rate));
            rs.record(evaluateStep(0, rate, stepOn(link, rate), o.maxLossPct));
        };
        const Link good{287e6, 0, false}, burst{287e6, 0.05, false};
        step(good); // 160 clean
        step(good); // 320 unclean: carried 287
        QVERIFY(rs.next(rate));
        QVERIFY(std::abs(rate - 0.99 * 287e6) < 1e3);
        step(good); // 284 clean: found
        QVERIFY(rs.done());
        RateSearch noisy(o);
        auto stepNoisy = [&](const Link& link) {
            QVERIFY(noisy.next(rate));
            noisy.record(evaluateStep(0, rate, stepOn(link, rate), o.maxLossPct));
        };
        stepNoisy(good);  // 160 clean
        stepNoisy(good);  // 320 unclean: carried 287
        stepNoisy(burst); // 284 (the guess) loses a burst: unclean, it is close to the capacity
        stepNoisy(burst); // 222 (bisection) loses a burst: far below the capacity
        double again = 0;
        QVERIFY(noisy.next(again));
        QCOMPARE(again, rate); // the same rate once more
        while (noisy.next(rate))
            noisy.record(evaluateStep(0, rate, stepOn(good, rate), o.maxLossPct));
        const double found = noisy.result().foundBitsPerSecond;
        QVERIFY2(found > 0.95 * 287e6 && found < 284.2e6, qPrintable(QString::number(found)));
    }

    void stepLimit()
    {
        RateSearchOptions o;
        o.maxSteps = 3;
        auto r = runSearch({300e6, 0, false}, o);
        QCOMPARE(int(r.steps.size()), 3);
        QVERIFY(r.note.find("3 steps") != std::string::npos);
    }

    void judgesAStep()
    {
        DirectionSummary up, down;
        up.udp.valid = down.udp.valid = true;
        up.receiverBitsPerSecond.mean = 99.9e6;
        up.udp.lossPct = 0.1;
        up.udp.skippedPct = 0.1;
        down.receiverBitsPerSecond.mean = 97e6;
        down.udp.skippedPct = 3; // the sender fell 3 % short: the worse direction counts
        down.udp.lossPct = 0.2;
        RateStep s = evaluateStep(4, 100e6, {up, down}, 1.0);
        QCOMPARE(s.phase, 4);
        QVERIFY(!s.clean);
        QCOMPARE(s.shortfallPct, 3.0);
        QCOMPARE(s.receiverBitsPerSecond, 97e6);
        down.udp.skippedPct = 0.4;
        QVERIFY(evaluateStep(4, 100e6, {up, down}, 1.0).clean);
        // A late interval boundary moves the received rate, not the verdict: counts decide.
        down.receiverBitsPerSecond.mean = 90e6;
        QVERIFY(evaluateStep(4, 100e6, {up, down}, 1.0).clean);
        // A zero-loss threshold still tolerates a sender a little behind.
        up.udp.lossPct = down.udp.lossPct = 0;
        QVERIFY(evaluateStep(4, 100e6, {up, down}, 0.0).clean);
        up.udp.lossPct = 0.01;
        QVERIFY(!evaluateStep(4, 100e6, {up, down}, 0.0).clean);
        QVERIFY(!evaluateStep(0, 100e6, {DirectionSummary{}}, 1.0).clean); // no UDP figures
    }

    void optionsFromTheTest()
    {
        TestConfig c;
        c.streams = 4;
        c.rateBitsPerSecond = 25'000'000;
        c.maxLossPct = 0.5;
        RateSearchOptions o = searchOptions(c);
        QCOMPARE(o.startBitsPerSecond, 100e6); // per stream x streams
        QCOMPARE(o.maxLossPct, 0.5);
        c.rateIsTotal = true;
        QCOMPARE(searchOptions(c).startBitsPerSecond, 25e6);
        c.rateBitsPerSecond = 0;
        QCOMPARE(searchOptions(c).startBitsPerSecond, 10e6);
    }
};

QTEST_APPLESS_MAIN(RateSearchTest)
#include "ratesearch_test.moc"
