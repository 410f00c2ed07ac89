// SPDX-License-Identifier: MIT
// Tests engine/src/flow/pacing.h over simulated time: a paced TCP stream's room at each
// moment and its steady rate, and a UDP stream's schedule (the first datagram at the start,
// each next one a gap later, the catch-up after a stall capped and the rest skipped).
#include "flow/pacing.h"

#include <QTest>

using namespace bw::engine::flow::pacing;

class PacingTest : public QObject
{
    Q_OBJECT
private slots:
    void tcpRoomAtEachMoment()
    {
        constexpr std::uint64_t rate = 100'000'000; // 12.5 MB a second
        QCOMPARE(tcpRoom(0.0, rate, 0), std::uint64_t(0));
        QCOMPARE(tcpRoom(0.001, rate, 0), std::uint64_t(12'500));
        QCOMPARE(tcpRoom(0.001, rate, 12'499), std::uint64_t(1));
        QCOMPARE(tcpRoom(0.001, rate, 12'500), std::uint64_t(0)); // exactly on its rate
        QCOMPARE(tcpRoom(0.001, rate, 20'000), std::uint64_t(0)); // ahead: no room, no wrap
        QCOMPARE(tcpRoom(2.0, rate, 24'000'000), std::uint64_t(1'000'000));
        QCOMPARE(tcpRoom(1.0, 8, 0), std::uint64_t(1)); // 8 bit/s: one byte a second
    }

    // A sender that takes all the room it is given, at uneven moments, holds the rate: after
    // 10 simulated seconds it has sent rate x 10 / 8 bytes, to the byte, and never more at
    // any moment before.
    void tcpSteadyRate()
    {
        constexpr std::uint64_t rate = 2'500'000'000; // 2.5 Gbit/s
        std::uint64_t sent = 0;
        double t = 0;
        for (int i = 0; t < 10.0; ++i) {
            t = std::min(10.0, t + 0.0001 * double(1 + i % 7)); // 0.1 to 0.7 ms apart
            const std::uint64_t room = tcpRoom(t, rate, sent);
            sent += std::min<std::uint64_t>(room, 4 << 20); // a write takes at most 4 MiB
            QVERIFY(double(sent) <= t * double(rate) / 8.0);
        }
        QCOMPARE(sent, std::uint64_t(3'125'000'000));
    }

    void udpSchedule()
    {
        // 1,000-byte datagrams at 10 Mbit/s: one every 800 us; 100 ms of backlog is 125.
        const UdpSchedule s = UdpSchedule::of(1000, 10'000'000, 100, 16);
        QCOMPARE(s.gapUs, 800.0);
        QCOMPARE(s.backlog, std::uint64_t(125));
        QCOMPARE(s.due(0, 0).send, std::uint64_t(1)); // the first goes at the start
        QCOMPARE(s.due(799, 1).send, std::uint64_t(0));
        QCOMPARE(s.due(800, 1).send, std::uint64_t(1));
        QCOMPARE(s.due(8'000, 1).send, std::uint64_t(10));
        QCOMPARE(s.nextDueUs(1), std::int64_t(800));
        QCOMPARE(s.nextDueUs(11), std::int64_t(8'800));
        // A stall of 500 ms: 625 owed, 125 go, 500 are skipped; the next is due on schedule.
        const UdpSchedule::Due late = s.due(500'000, 1);
        QCOMPARE(late.send, std::uint64_t(125));
        QCOMPARE(late.skip, std::uint64_t(500));
        QCOMPARE(s.nextDueUs(1 + 125 + 500), std::int64_t(500'800));
        // At slow rates the floor holds: at 64 kbit/s a 1,472-byte datagram is due every
        // 184 ms, so 100 ms holds less than one.
        QCOMPARE(UdpSchedule::of(1472, 64'000, 100, 16).backlog, std::uint64_t(16));
        QCOMPARE(UdpSchedule::of(1000, 0, 100, 16).gapUs, 8e9); // no rate: 1 bit/s
    }

    // Woken every 1 to 3 ms for 10 simulated seconds, a stream sends what is due: 12,501
    // datagrams (the first at 0, the last at 10 s), 10,000,800 bit/s over 10 s, none skipped;
    // at every moment no more than are due, and at most one gap behind.
    void udpSteadyRate()
    {
        const UdpSchedule s = UdpSchedule::of(1000, 10'000'000, 100, 16);
        std::uint64_t sent = 0;
        std::uint64_t skipped = 0;
        std::int64_t now = 0;
        for (int i = 0; now < 10'000'000; ++i) {
            now = std::min<std::int64_t>(10'000'000, now + 1000 * (1 + i % 3));
            const UdpSchedule::Due d = s.due(now, sent + skipped);
            sent += d.send;
            skipped += d.skip;
            QVERIFY(s.nextDueUs(sent) > now);
            QVERIFY(double(sent) <= double(now) / 800.0 + 1.0);
        }
        QCOMPARE(skipped, std::uint64_t(0));
        QCOMPARE(sent, std::uint64_t(12'501));
    }
};

QTEST_GUILESS_MAIN(PacingTest)
#include "pacing_test.moc"
