// SPDX-License-Identifier: MIT
// The iperf3 dialect's figures after the omit period, from a reader whose counts the test sets:
// bytes and retransmits less what the omitted second carried, packets and errors in total with
// the omitted share beside them (iperf3's meaning), and the time measured from the end of omit.
#include "iperf3/iperf3meter.h"

#include <QTest>

#include <chrono>

using namespace bw::engine;
using namespace bw::engine::iperf3;

namespace {
iperf3::StreamFigures figures(std::uint64_t bytes, std::int64_t retransmits, std::int64_t packets,
                              std::int64_t errors)
{
    iperf3::StreamFigures f;
    f.sender = retransmits >= 0;
    f.wire.bytes = bytes;
    f.wire.retransmits = retransmits;
    f.wire.packets = packets;
    f.wire.errors = errors;
    return f;
}

HostSample sampleEndingAt(std::int64_t endUs, bool warmup)
{
    HostSample h;
    h.endUs = endUs;
    h.warmup = warmup;
    return h;
}
} // namespace

class Iperf3MeterTest : public QObject
{
    Q_OBJECT
private slots:
    void omittedShareSubtracted()
    {
        std::vector<iperf3::StreamFigures> now{figures(1000, 7, 50, 2), figures(3000, -1, 90, 4)};
        Iperf3Meter meter([&] { return now; }, 1000);
        meter.start(std::chrono::steady_clock::now());
        // Neither a sample before the boundary nor a measured one takes the baseline.
        meter.onSample(sampleEndingAt(500'000, true));
        now = {figures(9, 9, 9, 9), figures(9, -1, 9, 9)};
        meter.onSample(sampleEndingAt(1'000'000, false));
        now = {figures(1000, 7, 50, 2), figures(3000, -1, 90, 4)};
        const auto before = std::chrono::steady_clock::now();
        meter.onSample(sampleEndingAt(1'000'000, true)); // the end of omit: the baseline
        const auto after = std::chrono::steady_clock::now();
        now = {figures(11'000, 19, 530, 5), figures(45'000, -1, 1290, 10)};
        const iperf3::Results r = meter.finish(after + std::chrono::seconds(2), Protocol::Tcp);
        const auto& f = meter.figures();
        QCOMPARE(f.size(), std::size_t(2));
        QCOMPARE(f[0].wire.bytes, std::uint64_t(10'000));  // 11,000 - 1,000
        QCOMPARE(f[0].wire.retransmits, std::int64_t(12)); // 19 - 7
        QCOMPARE(f[0].wire.packets, std::int64_t(530));    // in total, as iperf3 counts them
        QCOMPARE(f[0].wire.omittedPackets, std::int64_t(50));
        QCOMPARE(f[0].wire.errors, std::int64_t(5));
        QCOMPARE(f[0].wire.omittedErrors, std::int64_t(2));
        QCOMPARE(f[1].wire.bytes, std::uint64_t(42'000));
        QCOMPARE(f[1].wire.retransmits, std::int64_t(-1)); // a receiver has none
        QCOMPARE(f[1].wire.omittedPackets, std::int64_t(90));
        QCOMPARE(f[1].wire.omittedErrors, std::int64_t(4));
        // From the end of omit (taken between before and after) to the end of the test.
        const double slack = std::chrono::duration<double>(after - before).count();
        QVERIFY2(meter.seconds() >= 2.0 && meter.seconds() <= 2.0 + slack,
                 qPrintable(QString::number(meter.seconds())));
        QCOMPARE(r.senderHasRetransmits, 1);
        QCOMPARE(r.streams[0].endTime, meter.seconds());
        QCOMPARE(r.streams.size(), std::size_t(2));
        QCOMPARE(r.streams[0].bytes, std::uint64_t(10'000));
        QCOMPARE(r.streams[1].bytes, std::uint64_t(42'000));
    }

    // No omit period: every byte counts, from start; a counter that went back gives 0, not a wrap.
    void withoutOmitEverythingCounts()
    {
        std::vector<iperf3::StreamFigures> now{figures(500, 3, 10, 1)};
        Iperf3Meter meter([&] { return now; }, 0);
        const auto t0 = std::chrono::steady_clock::now();
        meter.start(t0);
        meter.onSample(sampleEndingAt(0, true));
        meter.finish(t0 + std::chrono::milliseconds(1500), Protocol::Udp);
        QCOMPARE(meter.figures()[0].wire.bytes, std::uint64_t(500));
        QCOMPARE(meter.figures()[0].wire.retransmits, std::int64_t(3));
        QCOMPARE(meter.figures()[0].wire.omittedPackets, std::int64_t(0));
        QCOMPARE(meter.seconds(), 1.5);
    }

    void countersThatWentBackGiveZero()
    {
        std::vector<iperf3::StreamFigures> now{figures(5000, 8, 0, 0)};
        Iperf3Meter meter([&] { return now; }, 1000);
        meter.start(std::chrono::steady_clock::now());
        meter.onSample(sampleEndingAt(1'000'000, true));
        now = {figures(4000, 6, 0, 0)};
        meter.finish(std::chrono::steady_clock::now(), Protocol::Tcp);
        QCOMPARE(meter.figures()[0].wire.bytes, std::uint64_t(0));
        QCOMPARE(meter.figures()[0].wire.retransmits, std::int64_t(0));
    }

    // UDP totals from iperf3's end-of-test results, each figure from its own field with the
    // omitted share taken off: every input differs, so a swapped or missed field shows.
    void udpTotalsFromResults()
    {
        iperf3::StreamResult a;
        a.packets = 1000;
        a.omittedPackets = 100;
        a.errors = 37;
        a.omittedErrors = 7;
        a.jitterSeconds = 0.0015;
        iperf3::StreamResult b;
        b.packets = 500;
        b.omittedPackets = 0;
        b.errors = 4;
        b.jitterSeconds = 0.00225;

        UdpSample sent;
        int senders = 0;
        addUdpResult(sent, senders, true, a);
        addUdpResult(sent, senders, true, b);
        QVERIFY(sent.valid);
        QCOMPARE(sent.packetsSent, std::uint64_t(900 + 500));
        QCOMPARE(sent.packetsReceived, std::uint64_t(0));
        QCOMPARE(sent.packetsLost, std::uint64_t(0));

        UdpSample received;
        int receivers = 0;
        addUdpResult(received, receivers, false, a); // highest sequence 900 after omit, 30 lost
        addUdpResult(received, receivers, false, b);
        QCOMPARE(received.packetsReceived, std::uint64_t(870 + 496));
        QCOMPARE(received.packetsLost, std::uint64_t(30 + 4));
        QCOMPARE(received.packetsSent, std::uint64_t(0));
        QCOMPARE(receivers, 2);
        QCOMPARE(sent.jitterUs, 0.0);
        // The streams' mean (iperf3's own sum, and Benchwire's): not the larger, the sum or the
        // first.
        QCOMPARE(received.jitterUs, 1875.0);

        // A counter below its omitted share gives 0 received; the lost count stays iperf3's.
        iperf3::StreamResult odd;
        odd.packets = 10;
        odd.omittedPackets = 20;
        odd.errors = 50;
        UdpSample none;
        int one = 0;
        addUdpResult(none, one, false, odd);
        QCOMPARE(none.packetsReceived, std::uint64_t(0));
        QCOMPARE(none.packetsLost, std::uint64_t(50));
    }
};

QTEST_GUILESS_MAIN(Iperf3MeterTest)
#include "iperf3meter_test.moc"
