// SPDX-License-Identifier: MIT
// Tests engine/src/flow/sampler.cpp on its own: the interval schedule, the figures of each
// interval taken from the counters of a data path given here, warm-up marks, the partial
// interval that stop() emits, the last-boundary hook, and TCP info
// from the senders' sockets.
#include "flow/sampler.h"
#include "metrics/tcpinfo.h"
#include "net/socket.h"

#include <QTest>

#include <atomic>
#include <mutex>
#include <thread>

using namespace bw::engine;
using namespace bw::engine::flow;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {
// A data path whose counters move by a known amount at every read: read k (0-based) reports
// k^2 * 1000 bytes sent upload, k * 500 received download, two upload streams at k * 100 and
// k^2 * 300, and running UDP totals, so each
// interval's figures are known exactly whenever the sampler reads.
class CountingPath : public DataPath
{
public:
    std::error_code start() override { return {}; }
    void finishSending() override {}
    bool waitReceiversDone(std::chrono::milliseconds) const override { return true; }
    void stop() override {}
    TransferTotals totals() const override
    {
        const std::uint64_t k = m_reads.fetch_add(1);
        TransferTotals t;
        t.sent[0] = k * k * 1000 + m_bonus.load();
        t.received[1] = k * 500;
        t.streams[0] = {k * 100, k * k * 300};
        t.udp[0].valid = true;
        t.udp[0].packetsSent = k * 10;
        t.udp[0].packetsReceived = k * 8;
        t.udp[0].packetsLost = k * 2;
        t.udp[0].jitterUs = double(k);
        return t;
    }
    std::vector<net::NativeSocket> senderSockets(Direction d) const override
    {
        return d == Direction::Upload ? m_upload : std::vector<net::NativeSocket>{};
    }
    std::string firstError() const override { return {}; }
    int failedStreams() const override { return 0; }

    std::vector<net::NativeSocket> m_upload;
    std::atomic<std::uint64_t> m_bonus{0}; // added to the bytes sent upload from now on

private:
    mutable std::atomic<std::uint64_t> m_reads{0};
};

// Collects what the sampler hands out (on the sampler thread).
struct Collected
{
    std::mutex mutex; // guards samples
    std::vector<HostSample> samples;
    Sampler::Callback callback()
    {
        return [this](const HostSample& h) {
            std::lock_guard lock(mutex);
            samples.push_back(h);
        };
    }
    std::size_t size()
    {
        std::lock_guard lock(mutex);
        return samples.size();
    }
};

// A TCP connection over loopback whose four bytes have arrived.
struct LoopbackTcp
{
    net::NetInit init;
    net::Socket listener, client, server;
};

void connectLoopback(LoopbackTcp& t)
{
    std::error_code ec;
    std::vector<net::Endpoint> eps;
    QVERIFY(!net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps) && !eps.empty());
    t.listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    net::Endpoint at;
    QVERIFY(!t.listener.bind(eps.front()) && !t.listener.listen(1) &&
            !t.listener.localEndpoint(at));
    t.client = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    QVERIFY(!t.client.connect(at, 2000ms));
    t.server = t.listener.accept(nullptr, ec);
    QVERIFY(!ec);
    std::size_t n = 0;
    QVERIFY(!t.client.send("data", 4, n));
    char buf[4];
    QVERIFY(!t.server.recv(buf, sizeof buf, n) && n == 4);
}

// The one interval a sampler over path takes when its whole duration has already passed.
void sampleOnce(CountingPath& path, Collected& got)
{
    Sampler sampler(path, 0, 100, 100, got.callback());
    sampler.start(Clock::now() - 1s);
    QTRY_VERIFY_WITH_TIMEOUT(sampler.finished(), 10'000);
    sampler.stop();
}
} // namespace

class SamplerTest : public QObject
{
    Q_OBJECT
private slots:
    void boundariesSplitWarmupAndDuration()
    {
        QCOMPARE(intervalBoundariesMs(0, 3000, 1000), (std::vector<int>{1000, 2000, 3000}));
        QCOMPARE(intervalBoundariesMs(1500, 2000, 1000),
                 (std::vector<int>{1000, 1500, 2500, 3500}));
        QCOMPARE(intervalBoundariesMs(0, 2500, 1000), (std::vector<int>{1000, 2000, 2500}));
    }

    // Until stopped: the warm-up's boundaries are listed, the rest follow every interval
    // without end, past what 32 bits of milliseconds hold.
    void untilStoppedBoundariesGoOn()
    {
        const std::vector<int> none = intervalBoundariesMs(0, kUntilStoppedMs, 1000);
        QVERIFY(none.empty());
        QCOMPARE(boundaryMs(none, 0, 1000, 0), std::int64_t(1000));
        QCOMPARE(boundaryMs(none, 0, 1000, 2), std::int64_t(3000));
        const std::vector<int> warm = intervalBoundariesMs(1500, kUntilStoppedMs, 1000);
        QCOMPARE(warm, (std::vector<int>{1000, 1500}));
        QCOMPARE(boundaryMs(warm, 1500, 1000, 1), std::int64_t(1500));
        QCOMPARE(boundaryMs(warm, 1500, 1000, 2), std::int64_t(2500));
        QCOMPARE(boundaryMs(warm, 1500, 1000, 3'000'000'001LL),
                 std::int64_t(1500) + 3'000'000'000LL * 1000);
    }

    // A sampler until stopped never finishes and never runs the last-boundary hook: it emits
    // every boundary that is due, and stop() ends it with the partial interval.
    void untilStoppedRunsUntilTheStop()
    {
        CountingPath path;
        Collected got;
        std::atomic<int> calls{0};
        Sampler sampler(path, 0, kUntilStoppedMs, 100, got.callback());
        sampler.atLastBoundary([&] { ++calls; });
        sampler.start(Clock::now() - 1050ms);
        QTRY_VERIFY_WITH_TIMEOUT(got.size() >= 10, 10'000);
        QVERIFY(!sampler.finished());
        sampler.stop();
        QVERIFY(!sampler.finished());
        QCOMPARE(calls.load(), 0);
        QVERIFY(got.samples.size() >= 11);
        for (std::size_t i = 0; i < got.samples.size(); ++i)
            QCOMPARE(got.samples[i].index, int(i));
        QCOMPARE(got.samples[9].endUs, std::int64_t(1'000'000));
    }

    // t0 a second ago: every boundary of a 300 ms run is due, so the sampler emits them all
    // at once; each interval holds the difference of two reads of the counters.
    void eachIntervalHoldsTheCountersDifference()
    {
        CountingPath path;
        Collected got;
        Sampler sampler(path, 0, 300, 100, got.callback());
        sampler.start(Clock::now() - 1s);
        QTRY_VERIFY_WITH_TIMEOUT(sampler.finished(), 10'000);
        sampler.stop();
        QCOMPARE(got.samples.size(), std::size_t(3));
        for (int i = 0; i < 3; ++i) {
            const HostSample& h = got.samples[std::size_t(i)];
            const std::uint64_t k = std::uint64_t(i) + 1; // read 0 was start()'s
            QCOMPARE(h.index, i);
            QCOMPARE(h.startUs, std::int64_t(i) * 100'000);
            QCOMPARE(h.endUs, std::int64_t(i + 1) * 100'000);
            QVERIFY(!h.warmup);
            QCOMPARE(h.sentBytes[0], (k * k - (k - 1) * (k - 1)) * 1000);
            QCOMPARE(h.receivedBytes[1], 500ull);
            QCOMPARE(h.sentBytes[1] + h.receivedBytes[0], 0ull);
            QCOMPARE(h.streamBytes[0],
                     (std::vector<std::uint64_t>{100, (k * k - (k - 1) * (k - 1)) * 300}));
            QVERIFY(h.streamBytes[1].empty());
            QVERIFY(h.udp[0].valid && !h.udp[1].valid);
            QCOMPARE(h.udp[0].packetsSent, 10ull);
            QCOMPARE(h.udp[0].packetsReceived, 8ull);
            QCOMPARE(h.udp[0].packetsLost, 2ull);
            QCOMPARE(h.udp[0].jitterUs, double(k));      // the current value, not a difference
            QVERIFY(!h.tcp[0].valid && !h.tcp[1].valid); // no sender sockets
        }
    }

    // Warm-up 150 ms in 100 ms intervals: a short interval ends the warm-up, and the measured
    // intervals count from its end.
    void warmupIntervalsAreMarked()
    {
        CountingPath path;
        Collected got;
        Sampler sampler(path, 150, 200, 100, got.callback());
        sampler.start(Clock::now() - 1s);
        QTRY_VERIFY_WITH_TIMEOUT(sampler.finished(), 10'000);
        sampler.stop();
        QCOMPARE(got.samples.size(), std::size_t(4));
        const std::int64_t ends[] = {100'000, 150'000, 250'000, 350'000};
        const bool warm[] = {true, true, false, false};
        std::int64_t start = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(got.samples[i].startUs, start);
            QCOMPARE(got.samples[i].endUs, ends[i]);
            QCOMPARE(got.samples[i].warmup, warm[i]);
            start = ends[i];
        }
    }

    // Stopped 100 ms into the second 5 s interval: the first interval is whole, the second
    // ends where the stop came, and the run is not finished.
    void stopEmitsThePartialInterval()
    {
        CountingPath path;
        Collected got;
        Sampler sampler(path, 0, 20'000, 5000, got.callback());
        sampler.start(Clock::now() - 5100ms);
        QTRY_COMPARE_WITH_TIMEOUT(got.size(), std::size_t(1), 10'000);
        sampler.stop();
        QVERIFY(!sampler.finished());
        QCOMPARE(got.samples.size(), std::size_t(2));
        const HostSample& whole = got.samples[0];
        const HostSample& part = got.samples[1];
        QCOMPARE(whole.endUs, std::int64_t(5'000'000));
        QCOMPARE(part.index, 1);
        QCOMPARE(part.startUs, std::int64_t(5'000'000));
        QVERIFY2(part.endUs >= 5'100'000 && part.endUs < 10'000'000,
                 qPrintable(QString::number(part.endUs)));
        QVERIFY(!part.warmup);
        QCOMPARE(part.sentBytes[0], 3000ull); // read 2 minus read 1
        sampler.stop();                       // idempotent
        QCOMPARE(got.samples.size(), std::size_t(2));
    }

    // The hook runs once, at the last boundary and before its read: what it makes the path
    // count lands in the last interval and in no other.
    void lastBoundaryHookRunsBeforeTheLastRead()
    {
        CountingPath path;
        Collected got;
        std::atomic<int> calls{0};
        Sampler sampler(path, 0, 300, 100, got.callback());
        sampler.atLastBoundary([&] {
            ++calls;
            path.m_bonus.store(7);
        });
        sampler.start(Clock::now() - 1s);
        QTRY_VERIFY_WITH_TIMEOUT(sampler.finished(), 10'000);
        sampler.stop();
        QCOMPARE(calls.load(), 1);
        QCOMPARE(got.samples.size(), std::size_t(3));
        QCOMPARE(got.samples[1].sentBytes[0], 3000ull);
        QCOMPARE(got.samples[2].sentBytes[0], 5007ull);
    }

    // Stopped before the last boundary, the hook never runs.
    void lastBoundaryHookWaitsForTheLastBoundary()
    {
        CountingPath path;
        Collected got;
        std::atomic<int> calls{0};
        Sampler sampler(path, 0, 20'000, 5000, got.callback());
        sampler.atLastBoundary([&] { ++calls; });
        sampler.start(Clock::now() - 5100ms);
        QTRY_COMPARE_WITH_TIMEOUT(got.size(), std::size_t(1), 10'000);
        sampler.stop();
        QCOMPARE(calls.load(), 0);
    }

    // TCP info comes from the sending sockets of each direction, for that direction only.
    void tcpInfoFromTheSendersSockets()
    {
        LoopbackTcp tcp;
        connectLoopback(tcp);
        if (QTest::currentTestFailed()) return;
        CountingPath path;
        path.m_upload = {tcp.client.native()};
        Collected got;
        sampleOnce(path, got);
        QCOMPARE(got.samples.size(), std::size_t(1));
        const HostSample& h = got.samples[0];
        QVERIFY(h.tcp[0].valid);
        QVERIFY(h.tcp[0].cwndBytes > 0);
        QVERIFY(!h.tcp[1].valid);
    }

    // The mean round trip of a direction is over the sockets that gave TCP info: a socket
    // without (here a UDP one) does not pull it down. The connection is idle, so its round
    // trip as the OS reads it after the run is the one the interval saw.
    void meanRttOverSocketsWithTcpInfoOnly()
    {
        LoopbackTcp tcp;
        connectLoopback(tcp);
        if (QTest::currentTestFailed()) return;
        std::error_code ec;
        net::Socket udp = net::Socket::create(AF_INET, net::Kind::Udp, ec);
        QVERIFY(!ec);
        QVERIFY(!metrics::readTcpInfo(udp.native()).valid);
        std::this_thread::sleep_for(300ms); // every acknowledgement is in: the RTT stays put
        const metrics::TcpInfo before = metrics::readTcpInfo(tcp.client.native());
        QVERIFY(before.valid && before.rttUs > 0);
        CountingPath path;
        path.m_upload = {tcp.client.native(), udp.native()};
        Collected got;
        sampleOnce(path, got);
        QCOMPARE(got.samples.size(), std::size_t(1));
        const TcpInfoSample& t = got.samples[0].tcp[0];
        QVERIFY(t.valid);
        QCOMPARE(t.rttUs, metrics::readTcpInfo(tcp.client.native()).rttUs);
        QCOMPARE(t.rttVarUs, metrics::readTcpInfo(tcp.client.native()).rttVarUs);
    }
};

QTEST_APPLESS_MAIN(SamplerTest)
#include "sampler_test.moc"
