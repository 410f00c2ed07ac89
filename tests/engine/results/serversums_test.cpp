// SPDX-License-Identifier: MIT
// Tests engine/src/results/serversums.cpp: the sums of several servers' intervals (what
// benchwire-cli -c A -c B prints and the app plots) and the aggregate of their results. Each
// server gets other figures, and each direction too, so a swap or a missed term shows.
#include "benchwire/serversums.h"

#include <QTest>

using namespace bw::engine;

namespace {
DirectionSample direction(Direction d, double received, double sent, bool haveReceiver = true)
{
    DirectionSample s;
    s.direction = d;
    s.haveSender = true;
    s.haveReceiver = haveReceiver;
    s.receiverBitsPerSecond = received;
    s.senderBitsPerSecond = sent;
    return s;
}

IntervalSample interval(int index, std::vector<DirectionSample> directions)
{
    IntervalSample s;
    s.index = index;
    s.startUs = index * 1'000'000;
    s.endUs = (index + 1) * 1'000'000;
    s.directions = std::move(directions);
    return s;
}

TestResult result(double upMean, std::uint64_t upBytes, double downMean, std::uint64_t downBytes)
{
    TestResult r;
    DirectionSummary up;
    up.direction = Direction::Upload;
    up.receiverBitsPerSecond.count = 3;
    up.receiverBitsPerSecond.mean = upMean;
    up.receiverBytes = upBytes;
    up.senderBytes = upBytes + 1000; // sent is more: a sum of sent bytes would show
    DirectionSummary down = up;
    down.direction = Direction::Download;
    down.receiverBitsPerSecond.mean = downMean;
    down.receiverBytes = downBytes;
    r.summaries = {up, down};
    return r;
}
} // namespace

class ServerSumsTest : public QObject
{
    Q_OBJECT
private slots:
    void aSumWaitsForEveryServer()
    {
        IntervalSums sums(3);
        QVERIFY(sums.add(0, interval(0, {direction(Direction::Upload, 100, 110)})).empty());
        QVERIFY(sums.add(2, interval(0, {direction(Direction::Upload, 20, 25)})).empty());
        // Server 1 measured two intervals before the others' second: the first sum is ready.
        const auto first = sums.add(1, interval(0, {direction(Direction::Upload, 3, 4)}));
        QCOMPARE(first.size(), std::size_t(1));
        QCOMPARE(first[0].servers, std::size_t(3));
        QCOMPARE(first[0].bitsPerSecond, std::vector<double>{123});
        QVERIFY(sums.add(1, interval(1, {direction(Direction::Upload, 5, 6)})).empty());
        QVERIFY(sums.add(0, interval(1, {direction(Direction::Upload, 200, 210)})).empty());
        const auto second = sums.add(2, interval(1, {direction(Direction::Upload, 40, 45)}));
        QCOMPARE(second.size(), std::size_t(1));
        QCOMPARE(second[0].first.index, 1);
        QCOMPARE(second[0].bitsPerSecond, std::vector<double>{245});
    }

    void eachDirectionSumsApartAndSentStandsInForAMissingReceiver()
    {
        IntervalSums sums(2);
        sums.add(0, interval(0, {direction(Direction::Upload, 100, 110),
                                 direction(Direction::Download, 7, 9)}));
        // The second server lists its directions the other way round, one without a receiver.
        const auto row = sums.add(1, interval(0, {direction(Direction::Download, 30, 31),
                                                  direction(Direction::Upload, 0, 50, false)}));
        QCOMPARE(row.size(), std::size_t(1));
        QCOMPARE(row[0].bitsPerSecond, (std::vector<double>{150, 37}));
    }

    void anEndedRunHoldsNothingUpAndOneServerAloneIsNoSum()
    {
        IntervalSums sums(3);
        sums.add(0, interval(0, {direction(Direction::Upload, 1, 1)}));
        sums.add(1, interval(0, {direction(Direction::Upload, 2, 2)}));
        const auto ended = sums.end(2);
        QCOMPARE(ended.size(), std::size_t(1));
        QCOMPARE(ended[0].servers, std::size_t(2));
        QCOMPARE(ended[0].bitsPerSecond, std::vector<double>{3});
        QVERIFY(sums.add(0, interval(1, {direction(Direction::Upload, 1, 1)})).empty());
        QVERIFY(sums.end(1).empty()); // server 0's second interval alone: no sum
    }

    void theAggregateSumsEachServersMeanAndReceivedBytes()
    {
        const auto a = aggregateServers({result(4e9, 5000, 1e9, 700), result(3e9, 4000, 2e9, 600)});
        QCOMPARE(a.size(), std::size_t(2));
        QVERIFY(a[0].direction == Direction::Upload);
        QCOMPARE(a[0].bitsPerSecond, 7e9);
        QCOMPARE(a[0].bytes, std::uint64_t(9000));
        QCOMPARE(a[0].shares, (std::vector<double>{4e9, 3e9}));
        QVERIFY(a[1].direction == Direction::Download);
        QCOMPARE(a[1].bitsPerSecond, 3e9);
        QCOMPARE(a[1].bytes, std::uint64_t(1300));
    }

    void aFailedOrMissingRunLeavesNoAggregate()
    {
        TestResult failed = result(1e9, 10, 1e9, 10);
        failed.failure = "connection refused";
        QVERIFY(aggregateServers({result(1e9, 10, 1e9, 10), failed}).empty());
        QVERIFY(aggregateServers({result(1e9, 10, 1e9, 10), std::nullopt}).empty());
    }
};

QTEST_APPLESS_MAIN(ServerSumsTest)
#include "serversums_test.moc"
