// SPDX-License-Identifier: MIT
// Forged sequence numbers (flow/seqgate.h): one datagram far ahead no longer counts billions
// of datagrams lost, in either dialect, and loss stays within 0..100 % whatever the counts.
#include "flow/seqgate.h"
#include "flow/udpreceiver.h"
#include "iperf3/iperf3udp.h"
#include "iperf3/iperf3udpcounter.h"
#include "results/summary.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::flow;

class SeqGateTest : public QObject
{
    Q_OBJECT
private:
    static void feed(UdpReceiver& r, std::uint64_t from, std::uint64_t to)
    {
        for (std::uint64_t s = from; s < to; ++s)
            r.onData(s, std::int64_t(s), std::int64_t(s) + 100, 100);
    }

private slots:
    void oneForgedDatagramFarAheadIsDropped()
    {
        UdpReceiver r;
        feed(r, 0, 100);
        r.onData(~std::uint64_t(0) - 1, 0, 0, 100); // 2^64 - 2
        r.onData(1'000'000'000, 0, 0, 100);
        feed(r, 100, 200);
        const UdpSample s = r.totals();
        QCOMPARE(s.packetsReceived, 200ull);
        QCOMPARE(s.packetsLost, 0ull);
        QCOMPARE(r.dropped(), 2ull);
    }

    void aRealJumpIsFollowedAfterAFewDatagrams()
    {
        UdpReceiver r;
        feed(r, 0, 10);
        const std::uint64_t after = 10 + SequenceGate::kAhead + 1000; // a long outage
        feed(r, after, after + 100);
        const UdpSample s = r.totals();
        QCOMPARE(r.dropped(), std::uint64_t(SequenceGate::kResync - 1));
        QCOMPARE(s.packetsReceived, 10ull + 100 - (SequenceGate::kResync - 1));
        QCOMPARE(s.packetsLost, after - 10 + SequenceGate::kResync - 1);
    }

    void firstDatagramMustBeNearTheStart()
    {
        UdpReceiver r;
        r.onData(~std::uint64_t(0) - 1, 0, 0, 100);
        feed(r, 0, 10);
        QCOMPARE(r.totals().packetsLost, 0ull);
        QCOMPARE(r.totals().packetsReceived, 10ull);
    }

    void iperf3CounterHasTheSameBound()
    {
        iperf3::Iperf3UdpCounter c(true);
        std::uint8_t buf[64] = {};
        for (std::uint64_t seq = 1; seq <= 50; ++seq) {
            iperf3::iperf3udp::writeHeader(buf, 1000, seq, true);
            c.onDatagram(buf, sizeof buf, 2000);
        }
        iperf3::iperf3udp::writeHeader(buf, 1000, ~std::uint64_t(0) - 1, true);
        c.onDatagram(buf, sizeof buf, 2000);
        QCOMPARE(c.highest(), 50ull);
        QCOMPARE(c.errors(), 0ull);
    }

    void lossIsAPercentageWhateverTheCounts()
    {
        UdpSample u;
        u.valid = true;
        u.packetsReceived = 100;
        u.packetsLost = ~std::uint64_t(0) - 1; // the integer sum would wrap to 98
        QVERIFY(u.lossPct() >= 0 && u.lossPct() <= 100);
        IntervalSample iv;
        DirectionSample d;
        d.direction = Direction::Upload;
        d.haveReceiver = true;
        d.udp = u;
        iv.directions = {d};
        std::vector<IntervalSample> ivs{iv, iv}; // two such intervals: the sum would wrap too
        UdpSample none;
        const UdpSummary s =
            results::summarizeUdp(0, Direction::Upload, ivs, none, none, results::PhaseTotals{});
        QVERIFY2(s.lossPct >= 0 && s.lossPct <= 100, std::to_string(s.lossPct).c_str());
        QCOMPARE(s.packetsLost, ~std::uint64_t(0));
    }
};

QTEST_GUILESS_MAIN(SeqGateTest)
#include "seqgate_test.moc"
