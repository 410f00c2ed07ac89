// SPDX-License-Identifier: MIT
// Tests UDP segmentation offload (engine/src/net/udpoffload.cpp, the UDP_GRO split in
// socket_posix.cpp's recvBatch) and its use in engine/src/flow/udptransfer.cpp: a known
// number of datagrams, one sequence number left out on purpose, is counted exactly (received,
// lost, bytes) whether it leaves as one UDP_SEGMENT message or one message per datagram and
// arrives coalesced (UDP_GRO) or not; the forced fallback counts the same.
#include "flow/udpreceiver.h"
#include "flow/udptransfer.h"
#include "flow/udpwire.h"
#include "net/udpoffload.h"

#include <QTest>

#include <array>
#include <thread>
#include <vector>

using namespace bw::engine;
using namespace bw::engine::flow;
using namespace std::chrono_literals;

namespace {
constexpr std::size_t kDatagram = 1400;
constexpr std::uint64_t kCount = 40; // sent: sequence 0 .. 40 without kGap
constexpr std::uint64_t kGap = 17;
// The receiver here is bare (no UdpTransfer checks tokens), so any token will do.
constexpr std::uint64_t kToken = 0x5eed;

struct Pair
{
    net::Socket rx, tx;
};

Pair loopbackPair()
{
    std::error_code ec;
    Pair p{net::Socket::create(AF_INET, net::Kind::Udp, ec),
           net::Socket::create(AF_INET, net::Kind::Udp, ec)};
    std::vector<net::Endpoint> eps;
    net::resolve("127.0.0.1", 0, IpFamily::V4, false, eps);
    p.rx.bind(eps.at(0));
    p.rx.setReceiveBuffer(4 << 20);
    net::Endpoint bound;
    p.rx.localEndpoint(bound);
    p.tx.connect(bound, 1000ms);
    p.rx.setNonBlocking(true);
    return p;
}

// Sends the kCount datagrams (sequence kGap left out) with or without UDP_SEGMENT.
std::size_t sendAll(net::Socket& tx, bool segmented)
{
    std::vector<std::array<std::uint8_t, udpwire::kDataHeaderBytes>> heads(kCount);
    std::vector<std::uint8_t> filler(kDatagram - udpwire::kDataHeaderBytes, 0x5a);
    std::vector<net::DatagramOut> batch;
    for (std::uint64_t i = 0, seq = 0; i < kCount; ++i, ++seq) {
        if (seq == kGap) ++seq;
        udpwire::writeData(heads[i].data(), 3, kToken, seq, udpwire::nowUs());
        batch.push_back({heads[i].data(), heads[i].size(), filler.data(), filler.size()});
    }
    std::size_t sent = 0;
    std::error_code ec = segmented ? net::sendSegmented(tx, batch, nullptr, kDatagram, sent)
                                   : tx.sendBatch(batch, nullptr, sent);
    return ec ? 0 : sent;
}

// Reads until kCount datagrams arrived (or 2 s passed) into the receiver; returns the
// number of slots that held more than one datagram.
int receiveAll(net::Socket& rx, UdpReceiver& r)
{
    std::vector<std::uint8_t> buffer(16 * net::kOffloadSlotBytes);
    std::vector<net::DatagramIn> inbox(16);
    int coalesced = 0;
    const auto deadline = std::chrono::steady_clock::now() + 2s;
    while (r.totals().packetsReceived < kCount && std::chrono::steady_clock::now() < deadline) {
        for (std::size_t i = 0; i < inbox.size(); ++i)
            inbox[i] = {buffer.data() + i * net::kOffloadSlotBytes, net::kOffloadSlotBytes};
        std::size_t n = 0;
        if (rx.recvBatch(inbox, n)) {
            rx.waitReadable(100ms);
            continue;
        }
        for (std::size_t i = 0; i < n; ++i) {
            if (inbox[i].segmentBytes && inbox[i].segmentBytes < inbox[i].bytes) ++coalesced;
            net::forEachDatagram(inbox[i], [&](const std::uint8_t* data, std::size_t bytes) {
                auto p = udpwire::parse(data, bytes);
                if (p.kind == udpwire::Kind::Data)
                    r.onData(p.sequence, p.sentUs, inbox[i].arrivalUs, bytes);
            });
        }
    }
    return coalesced;
}
} // namespace

class UdpOffloadTest : public QObject
{
    Q_OBJECT
private slots:
    void countsEveryDatagramExactly_data()
    {
        QTest::addColumn<bool>("segmented"); // UDP_SEGMENT on send
        QTest::addColumn<bool>("coalesced"); // UDP_GRO on receive
        QTest::newRow("GSO and GRO") << true << true;
        QTest::newRow("GSO, no GRO (the kernel splits)") << true << false;
        QTest::newRow("no GSO, GRO") << false << true;
        QTest::newRow("fallback: neither") << false << false;
    }
    void countsEveryDatagramExactly()
    {
        QFETCH(bool, segmented);
        QFETCH(bool, coalesced);
        Pair p = loopbackPair();
        if (segmented && !net::canSendSegmented(p.tx)) QSKIP("this kernel has no UDP_SEGMENT");
        if (coalesced && !net::enableReceiveOffload(p.rx)) QSKIP("this kernel has no UDP_GRO");
        QCOMPARE(sendAll(p.tx, segmented), std::size_t(kCount));
        UdpReceiver r;
        const int merged = receiveAll(p.rx, r);
        const UdpSample t = r.totals();
        QCOMPARE(t.packetsReceived, kCount);
        QCOMPARE(t.packetsLost, 1ull); // kGap
        QCOMPARE(t.outOfOrder, 0ull);
        QCOMPARE(t.duplicates, 0ull);
        QCOMPARE(r.bytes(), kCount * kDatagram);
        // The offloaded path was really taken: on loopback a UDP_SEGMENT message reaches a
        // UDP_GRO socket whole; without UDP_GRO the kernel hands out single datagrams.
        if (segmented && coalesced) QVERIFY(merged > 0);
        if (!coalesced) QCOMPARE(merged, 0);
    }

    void refusedOffloadIsReported()
    {
        Pair p = loopbackPair();
        if (!net::canSendSegmented(p.tx)) QSKIP("this kernel has no UDP_SEGMENT");
        std::array<std::uint8_t, 100> a{}, b{};
        std::array<net::DatagramOut, 2> batch{{{a.data(), a.size()}, {b.data(), b.size()}}};
        std::size_t sent = 7;
        // A segment size of 0 is never valid: the caller is told to fall back, nothing left.
        QCOMPARE(net::sendSegmented(p.tx, batch, nullptr, 0, sent),
                 std::make_error_code(std::errc::not_supported));
        QCOMPARE(sent, std::size_t(0));
    }

    void transferCountsWithAndWithoutOffload_data()
    {
        QTest::addColumn<bool>("offload");
        QTest::newRow("offload") << true;
        QTest::newRow("forced fallback") << false;
    }
    // A whole UDP path at 100 Mbit/s (bursts of many datagrams per wake-up): the receiver's
    // received + lost is exactly what the sender sent, and its bytes are received * size.
    void transferCountsWithAndWithoutOffload()
    {
        QFETCH(bool, offload);
        Pair p = loopbackPair();
        std::vector<UdpStreamSpec> rxSpecs(1), txSpecs(1);
        rxSpecs[0].role = Role::Receive;
        rxSpecs[0].socket = std::move(p.rx);
        txSpecs[0].socket = std::move(p.tx);
        const UdpOptions options{1, std::uint32_t(kDatagram), 100'000'000, offload};
        UdpTransfer receiver(std::move(rxSpecs), options), sender(std::move(txSpecs), options);
        QVERIFY(!receiver.start());
        QVERIFY(!sender.start());
        std::this_thread::sleep_for(300ms);
        sender.finishSending();
        QVERIFY(receiver.waitReceiversDone(3000ms));
        const TransferTotals s = sender.totals(), r = receiver.totals();
        const UdpSample& in = r.udp[0];
        const std::uint64_t sent = s.udp[0].packetsSent;
        QVERIFY(sent > 1000); // about 2,700 due in 300 ms
        QCOMPARE(in.packetsReceived + in.packetsLost, sent);
        QCOMPARE(r.received[0], in.packetsReceived * kDatagram);
        QCOMPARE(s.sent[0], sent * kDatagram);
        QCOMPARE(in.duplicates, 0ull);
        receiver.stop();
        sender.stop();
    }

    // Pacing at 1 Mbit/s with offload on: one 1,400-byte datagram every 11.2 ms, never a burst.
    // The count sent must match the schedule for the time the sender ran (measured around it,
    // so a late wake-up of this thread cannot make the test fail).
    void paceOneMegabit()
    {
        Pair p = loopbackPair();
        std::vector<UdpStreamSpec> txSpecs(1);
        txSpecs[0].socket = std::move(p.tx);
        const double gapUs = kDatagram * 8.0; // at 1 Mbit/s: 11,200 µs
        UdpTransfer sender(std::move(txSpecs), {1, std::uint32_t(kDatagram), 1'000'000, true});
        const std::int64_t before = udpwire::nowUs();
        QVERIFY(!sender.start());
        const std::int64_t started = udpwire::nowUs();
        std::this_thread::sleep_for(1000ms);
        const std::int64_t stopping = udpwire::nowUs();
        sender.finishSending();
        const std::int64_t stopped = udpwire::nowUs();
        const std::uint64_t sent = sender.totals().udp[0].packetsSent;
        // Datagram k is due at start + k * gap: 1 + floor(elapsed / gap) were due. Below, 3
        // datagrams (34 ms) of slack for a sender thread that a busy machine ran late.
        const auto due = [&](std::int64_t us) { return std::uint64_t(double(us) / gapUs) + 1; };
        QVERIFY2(sent + 3 >= due(stopping - started) && sent <= due(stopped - before),
                 qPrintable(QString("sent %1, due %2 to %3")
                                .arg(sent)
                                .arg(due(stopping - started))
                                .arg(due(stopped - before))));
        QCOMPARE(sender.totals().udp[0].packetsSkipped, 0ull);
        sender.stop();
    }
};

QTEST_GUILESS_MAIN(UdpOffloadTest)
#include "udpoffload_test.moc"
