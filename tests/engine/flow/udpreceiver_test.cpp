// SPDX-License-Identifier: MIT
// The UDP building blocks on their own: the receiver's accounting (loss, reordering, duplicates,
// RFC 3550 jitter, draining), the datagram format, interval deltas, datagram size and rate.
#include "flow/datapath.h"
#include "flow/udpreceiver.h"
#include "flow/udptransfer.h"
#include "flow/udpwire.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace bw::engine;
using namespace bw::engine::flow;

namespace {
// Feeds sequence numbers with a constant transit time of 1 ms, 100 µs apart.
void feed(UdpReceiver& r, std::initializer_list<std::uint64_t> seqs)
{
    for (std::uint64_t s : seqs)
        r.onData(s, std::int64_t(s) * 100, std::int64_t(s) * 100 + 1000, 1000);
}
} // namespace

class UdpReceiverTest : public QObject
{
    Q_OBJECT
private slots:
    void inOrderHasNoLoss()
    {
        UdpReceiver r;
        for (std::uint64_t s = 0; s < 1000; ++s)
            feed(r, {s});
        UdpSample t = r.totals();
        QCOMPARE(t.packetsReceived, 1000ull);
        QCOMPARE(t.packetsLost, 0ull);
        QCOMPARE(t.outOfOrder, 0ull);
        QCOMPARE(t.duplicates, 0ull);
        QCOMPARE(r.bytes(), 1'000'000ull);
        QCOMPARE(t.jitterUs, 0.0); // constant transit
    }

    void gapsAreLoss()
    {
        UdpReceiver r;
        feed(r, {0, 1, 2, 6, 7, 20});
        UdpSample t = r.totals();
        QCOMPARE(t.packetsReceived, 6ull);
        QCOMPARE(t.packetsLost, 15ull); // 3, 4, 5 and 8 .. 19
        QCOMPARE(t.lossPct(), 100.0 * 15 / 21);
    }

    void lateArrivalsAreReorderingNotLoss()
    {
        UdpReceiver r;
        feed(r, {0, 1, 3, 2, 4, 7, 5, 6, 8});
        UdpSample t = r.totals();
        QCOMPARE(t.packetsReceived, 9ull);
        QCOMPARE(t.packetsLost, 0ull);
        QCOMPARE(t.outOfOrder, 3ull); // 2, 5 and 6
        QCOMPARE(t.duplicates, 0ull);
    }

    void duplicatesAreNotCountedTwice()
    {
        UdpReceiver r;
        feed(r, {0, 1, 1, 2, 2, 2, 0, 3});
        UdpSample t = r.totals();
        QCOMPARE(t.packetsReceived, 4ull);
        QCOMPARE(t.duplicates, 4ull);
        QCOMPARE(t.packetsLost, 0ull);
        QCOMPARE(t.outOfOrder, 0ull);
        QCOMPARE(r.bytes(), 4000ull);
    }

    void aLateDatagramAfterItsGapIsNotADuplicate()
    {
        UdpReceiver r;
        feed(r, {0, 5});
        QCOMPARE(r.totals().packetsLost, 4ull);
        feed(r, {3, 3}); // late once, then duplicated
        UdpSample t = r.totals();
        QCOMPARE(t.packetsLost, 3ull);
        QCOMPARE(t.outOfOrder, 1ull);
        QCOMPARE(t.duplicates, 1ull);
    }

    void windowForgetsOldSequenceNumbers()
    {
        UdpReceiver r;
        feed(r, {0});
        const std::uint64_t far = UdpReceiver::kWindow * 3 + 7;
        feed(r, {far});
        feed(r, {far - 1}); // inside the window: late
        feed(r, {1});       // far behind the window: counted as late, not as duplicate
        UdpSample t = r.totals();
        QCOMPARE(t.outOfOrder, 2ull);
        QCOMPARE(t.duplicates, 0ull);
        QCOMPARE(t.packetsLost, far + 1 - 4);
        feed(r, {far}); // the ring must still know the newest one
        QCOMPARE(r.totals().duplicates, 1ull);
    }

    void jitterFollowsRfc3550()
    {
        UdpReceiver r;
        // Transit alternates between 1000 and 1200 µs: |D| = 200 each time, J -> 200.
        for (int i = 0; i < 400; ++i)
            r.onData(std::uint64_t(i), i * 1000, i * 1000 + 1000 + (i % 2) * 200, 100);
        QVERIFY(r.hasJitter());
        QVERIFY(std::abs(r.totals().jitterUs - 200.0) < 1.0);
        // One step of the estimator by hand: J1 = 0 + (|D| - 0) / 16.
        UdpReceiver one;
        one.onData(0, 0, 500, 100);
        one.onData(1, 100, 700, 100); // transit 500 -> 600: D = 100
        QCOMPARE(one.totals().jitterUs, 100.0 / 16.0);
    }

    // One thread feeds while another reads, as the sampler does: every read's bytes belong to
    // the same datagrams as its count, never one datagram more or less. A race, so the reader
    // keeps at it for half a second (on two idle cores a torn read showed in a few ms).
    void countsAndBytesAgreeWhileFed()
    {
        UdpReceiver r;
        std::atomic<bool> stop{false};
        std::uint64_t fed = 0;
        std::thread feeder([&] {
            for (; !stop.load(std::memory_order_relaxed); ++fed)
                r.onData(fed, std::int64_t(fed), std::int64_t(fed) + 1000, 1000);
        });
        std::uint64_t reads = 0, mismatches = 0, bytes = 0;
        const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
        while (std::chrono::steady_clock::now() < until) {
            const UdpSample t = r.totals(&bytes);
            mismatches += bytes != t.packetsReceived * 1000;
            ++reads;
        }
        stop = true;
        feeder.join();
        QCOMPARE(mismatches, 0ull);
        QVERIFY(reads > 0);
        QCOMPARE(r.totals(&bytes).packetsReceived, fed);
        QCOMPARE(bytes, fed * 1000);
    }

    void drainsOnEndOrQuiet()
    {
        UdpReceiver r;
        feed(r, {0, 1, 2});
        QVERIFY(!r.drained(2000, 1000, 250'000));
        r.onEnd(4, 2100); // four were sent: one is missing
        QVERIFY(!r.drained(3000, 1000, 250'000));
        feed(r, {3});
        QVERIFY(r.drained(3000, 1000, 250'000));
        UdpReceiver quiet;
        feed(quiet, {0});
        QVERIFY(!quiet.drained(100'000, 50'000, 250'000));
        QVERIFY(quiet.drained(400'000, 50'000, 250'000));
    }

    void wireRoundTrips()
    {
        std::uint8_t buf[64] = {};
        udpwire::writeData(buf, 7, 0xfeedull, 0x0102030405060708ull, 123456789);
        auto p = udpwire::parse(buf, 200);
        QVERIFY(p.kind == udpwire::Kind::Data);
        QCOMPARE(p.stream, 7u);
        QCOMPARE(p.token, 0xfeedull);
        QCOMPARE(p.sequence, 0x0102030405060708ull);
        QCOMPARE(p.sentUs, std::int64_t(123456789));
        QVERIFY(udpwire::parse(buf, udpwire::kDataHeaderBytes - 1).kind == udpwire::Kind::Invalid);
        std::array<char, 37> cookie{};
        cookie.fill('a');
        auto h = udpwire::hello(3, cookie);
        p = udpwire::parse(h.data(), h.size());
        QVERIFY(p.kind == udpwire::Kind::Hello);
        QCOMPARE(p.stream, 3u);
        QCOMPARE(std::string(p.cookie, 37), std::string(37, 'a'));
        auto a = udpwire::ack(9, 42);
        QVERIFY(udpwire::parse(a.data(), a.size()).kind == udpwire::Kind::Ack);
        QCOMPARE(udpwire::parse(a.data(), a.size()).token, 42ull);
        auto e = udpwire::end(2, 43, 555, 1);
        p = udpwire::parse(e.data(), e.size());
        QVERIFY(p.kind == udpwire::Kind::End);
        QCOMPARE(p.sequence, 555ull);
        QCOMPARE(p.token, 43ull);
        // The token is the cookie's: the same on both ends, another for another session.
        std::array<char, 37> other = cookie;
        other[20] = 'b';
        QCOMPARE(udpwire::sessionToken(cookie), udpwire::sessionToken(cookie));
        QVERIFY(udpwire::sessionToken(cookie) != udpwire::sessionToken(other));
        const std::uint8_t iperf[4] = {'9', '8', '7', '6'};
        QVERIFY(udpwire::parse(iperf, 4).kind == udpwire::Kind::Invalid);
        buf[3] = 'Z';
        QVERIFY(udpwire::parse(buf, 64).kind == udpwire::Kind::Invalid);
    }

    void intervalsNeverGoNegative()
    {
        UdpSample a, b;
        a.valid = b.valid = true;
        a.packetsLost = 10;
        b.packetsLost = 7; // late datagrams filled earlier gaps
        b.packetsReceived = 50;
        b.jitterUs = 12;
        UdpSample d = udpInterval(a, b);
        QCOMPARE(d.packetsLost, 0ull);
        QCOMPARE(d.packetsReceived, 50ull);
        QCOMPARE(d.jitterUs, 12.0);
        QVERIFY(!udpInterval(a, UdpSample{}).valid);
    }

    void datagramSizeFitsTheMtu()
    {
        QCOMPARE(datagramBytesForMtu(1500, false), 1472u);
        QCOMPARE(datagramBytesForMtu(1500, true), 1452u);
        QCOMPARE(datagramBytesForMtu(-1, false), 1472u);
        QCOMPARE(datagramBytesForMtu(9000, false), 8972u);
        QCOMPARE(datagramBytesForMtu(65536, false), 8972u); // loopback: capped at a jumbo frame
        QCOMPARE(datagramBytesForMtu(576, false), 548u);
    }

    void ratePerStream()
    {
        TestConfig c;
        QCOMPARE(udpStreamRate(c), kDefaultUdpRateBitsPerSecond);
        c.rateBitsPerSecond = 300'000'000;
        c.streams = 3;
        QCOMPARE(udpStreamRate(c), 300'000'000ull);
        c.rateIsTotal = true;
        QCOMPARE(udpStreamRate(c), 100'000'000ull);
    }
};

QTEST_APPLESS_MAIN(UdpReceiverTest)
#include "udpreceiver_test.moc"
