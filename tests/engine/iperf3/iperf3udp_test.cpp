// SPDX-License-Identifier: MIT
// Tests engine/src/iperf3/iperf3udp.cpp: the connect handshake bytes, the datagram header and
// iperf3's receiver counting (gaps, late arrivals, jitter).
#include "iperf3/iperf3udp.h"

#include <QTest>

#include <vector>

using namespace bw::engine;
using namespace bw::engine::iperf3;

namespace {
std::vector<std::uint8_t> datagram(std::uint64_t seq, std::int64_t sentUs, bool counters64 = false)
{
    std::vector<std::uint8_t> d(100, 0);
    iperf3udp::writeHeader(d.data(), sentUs, seq, counters64);
    return d;
}
} // namespace

class Iperf3UdpTest : public QObject
{
    Q_OBJECT
private slots:
    void handshakeBytes()
    {
        const std::uint8_t wire9876[] = {0x39, 0x38, 0x37, 0x36};
        QVERIFY(std::equal(iperf3udp::kConnect.begin(), iperf3udp::kConnect.end(), wire9876));
        const std::uint8_t reply[] = {0x36, 0x37, 0x38, 0x39};
        QVERIFY(iperf3udp::isReply(reply, 4));
        // 987654321 as a pre-3.17 server writes it, in either host order.
        const std::uint8_t legacyLe[] = {0xb1, 0x68, 0xde, 0x3a};
        const std::uint8_t legacyBe[] = {0x3a, 0xde, 0x68, 0xb1};
        QVERIFY(iperf3udp::isReply(legacyLe, 4));
        QVERIFY(iperf3udp::isReply(legacyBe, 4));
        QVERIFY(!iperf3udp::isReply(wire9876, 4));
        QVERIFY(!iperf3udp::isReply(reply, 3));
    }

    void headerRoundTrip()
    {
        for (bool wide : {false, true}) {
            auto d = datagram(0x1'0000'0002ull, 12'345'678'901ll, wide);
            std::int64_t sent = 0;
            std::uint64_t seq = 0;
            QVERIFY(iperf3udp::readHeader(d.data(), d.size(), wide, sent, seq));
            QCOMPARE(sent, 12'345'678'901ll);
            QCOMPARE(seq, wide ? 0x1'0000'0002ull : 2ull); // 32-bit counters wrap
        }
        // Seconds first, then microseconds, big-endian.
        auto d = datagram(1, 3'000'004);
        QCOMPARE(int(d[3]), 3);
        QCOMPARE(int(d[7]), 4);
        QCOMPARE(int(d[11]), 1);
        std::int64_t sent = 0;
        std::uint64_t seq = 0;
        QVERIFY(!iperf3udp::readHeader(d.data(), 11, false, sent, seq));
    }

    void countsLikeIperf3()
    {
        Iperf3UdpCounter c(false);
        // 1, 2, 5 (3 and 4 missing), 3 (late: one loss less), 6
        for (std::uint64_t seq : {1, 2, 5, 3, 6}) {
            auto d = datagram(seq, 1000);
            c.onDatagram(d.data(), d.size(), 2000);
        }
        QCOMPARE(c.highest(), std::uint64_t(6));
        QCOMPARE(c.errors(), std::uint64_t(1));
        QCOMPARE(c.outOfOrder(), std::uint64_t(1));
        QCOMPARE(c.datagrams(), std::uint64_t(5));
        QCOMPARE(c.bytes(), std::uint64_t(500));
        QCOMPARE(c.jitterSeconds(), 0.0); // constant transit time
        // A repeated 4-byte connect datagram is not data.
        c.onDatagram(iperf3udp::kConnect.data(), 4, 3000);
        QCOMPARE(c.datagrams(), std::uint64_t(5));
    }

    void jitterFollowsTransitChanges()
    {
        Iperf3UdpCounter c(true);
        // Transit alternates 1 ms / 3 ms: |D| = 2 ms each time, J -> 2 ms.
        for (std::uint64_t seq = 1; seq <= 400; ++seq) {
            auto d = datagram(seq, std::int64_t(seq) * 10'000, true);
            c.onDatagram(d.data(), d.size(), std::int64_t(seq) * 10'000 + (seq % 2 ? 1000 : 3000));
        }
        QVERIFY(std::abs(c.jitterSeconds() - 0.002) < 1e-5);
        QCOMPARE(c.errors(), std::uint64_t(0));
    }
};

QTEST_APPLESS_MAIN(Iperf3UdpTest)
#include "iperf3udp_test.moc"
