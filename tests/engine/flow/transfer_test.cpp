// SPDX-License-Identifier: MIT
// Tests engine/src/flow/transfer.cpp (and the worker pool under it, flow/workerpool.cpp) on its
// own, over loopback TCP pairs made here: one Transfer sends, another receives, and the counts,
// the half-close, stop() and the failure report are checked against what the peer saw.
#include "flow/growth.h"
#include "flow/lowwater.h"
#include "flow/transfer.h"
#include "net/socket.h"

#include <QTest>

#include <chrono>
#include <future>
#include <thread>

#ifndef _WIN32
#include <sys/socket.h>
#endif

using namespace bw::engine;
using namespace bw::engine::flow;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {
// Sanitizer builds run several times slower (BENCHWIRE_TEST_SLOWDOWN, set by scripts/test.sh):
// the bounds on how long something may take grow with it.
std::chrono::milliseconds slow(std::chrono::milliseconds ms)
{
    return ms * std::max(1, qEnvironmentVariableIntValue("BENCHWIRE_TEST_SLOWDOWN"));
}

struct Pairs
{
    std::vector<net::Socket> a, b; // a[i] is connected to b[i]
};

// n connected loopback TCP pairs; both ends blocking (the Transfer makes its own non-blocking).
Pairs connectedPairs(int n)
{
    Pairs p;
    std::error_code ec;
    std::vector<net::Endpoint> eps;
    if (net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps) || eps.empty()) return {};
    net::Socket listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    net::Endpoint at;
    if (ec || listener.bind(eps.front()) || listener.listen(n) || listener.localEndpoint(at))
        return {};
    for (int i = 0; i < n; ++i) {
        net::Socket c = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        if (ec || c.connect(at, 2000ms)) return {};
        net::Socket s = listener.accept(nullptr, ec);
        if (ec) return {};
        p.a.push_back(std::move(c));
        p.b.push_back(std::move(s));
    }
    return p;
}

std::vector<StreamSpec> specs(std::vector<net::Socket>& sockets, Role role, Direction d,
                              int firstId = 0)
{
    std::vector<StreamSpec> out;
    for (auto& s : sockets)
        out.push_back({std::move(s), firstId + int(out.size()), role, d});
    return out;
}

// A bidirectional test's streams: n uploads (the client sends) then n downloads, ids 0..2n-1;
// empty when a pair could not be made.
struct BothWays
{
    std::vector<StreamSpec> client, server;
};
BothWays bothWays(int n)
{
    Pairs up = connectedPairs(n), down = connectedPairs(n);
    if (int(up.a.size()) != n || int(down.a.size()) != n) return {};
    BothWays b{specs(up.a, Role::Send, Direction::Upload),
               specs(up.b, Role::Receive, Direction::Upload)};
    for (auto& s : specs(down.a, Role::Receive, Direction::Download, n))
        b.client.push_back(std::move(s));
    for (auto& s : specs(down.b, Role::Send, Direction::Download, n))
        b.server.push_back(std::move(s));
    return b;
}

// Reads until the peer's FIN or an error; ended says whether that came within the limit.
std::uint64_t readToEnd(net::Socket& s, bool& ended, std::chrono::milliseconds limit = slow(20s))
{
    std::vector<char> buffer(64 * 1024);
    std::uint64_t total = 0;
    const auto deadline = Clock::now() + limit;
    ended = false;
    while (Clock::now() < deadline) {
        if (s.waitReadable(100ms)) continue; // nothing yet
        std::size_t n = 0;
        if (s.recv(buffer.data(), buffer.size(), n) || n == 0) {
            ended = true;
            return total;
        }
        total += n;
    }
    return total;
}
} // namespace

class TransferTest : public QObject
{
    Q_OBJECT
private:
    net::NetInit m_net;

private slots:
    // Three streams on two workers: every byte a sender counted arrived, per stream and in total,
    // and each side counts under its own role and direction only.
    void receiverCountsExactlyWhatWasSent()
    {
        Pairs p = connectedPairs(3);
        QCOMPARE(p.a.size(), std::size_t(3));
        Transfer sender(specs(p.a, Role::Send, Direction::Download), {2, 16 * 1024, 0});
        Transfer receiver(specs(p.b, Role::Receive, Direction::Download), {1, 64 * 1024, 0});
        QVERIFY(!receiver.start());
        QVERIFY(!sender.start());
        // Round-robin over two workers: every stream is served (a worker that starts late
        // still gets its turn).
        QTRY_VERIFY_WITH_TIMEOUT(receiver.streamBytes(0) > 0 && receiver.streamBytes(1) > 0 &&
                                     receiver.streamBytes(2) > 0 &&
                                     receiver.totals().received[1] > 1'000'000,
                                 10'000);
        sender.finishSending();
        const TransferTotals sent = sender.totals();
        QVERIFY(receiver.waitReceiversDone(slow(10s)));
        const TransferTotals got = receiver.totals();
        QVERIFY(sent.sent[1] > 1'000'000);
        QCOMPARE(got.received[1], sent.sent[1]);
        for (std::size_t i = 0; i < 3; ++i) {
            QVERIFY(sender.streamBytes(i) > 0);
            QCOMPARE(receiver.streamBytes(i), sender.streamBytes(i));
        }
        // The totals' per-stream counts: each role's own, in stream order, one direction only.
        QCOMPARE(got.streams[1],
                 (std::vector<std::uint64_t>{sender.streamBytes(0), sender.streamBytes(1),
                                             sender.streamBytes(2)}));
        QVERIFY(got.streams[0].empty());
        QCOMPARE(sent.received[1], 0ull);
        QCOMPARE(got.sent[1], 0ull);
        QCOMPARE(sent.sent[0] + sent.received[0] + got.sent[0] + got.received[0], 0ull);
        QCOMPARE(sender.totals().sent[1], sent.sent[1]); // final after finishSending()
        QCOMPARE(sender.failedStreams() + receiver.failedStreams(), 0);
        QCOMPARE(sender.senderSockets(Direction::Download).size(), std::size_t(3));
        QVERIFY(sender.senderSockets(Direction::Upload).empty());
        QVERIFY(receiver.senderSockets(Direction::Download).empty());
    }

    // Both roles in one Transfer, as in a bidirectional test: each stream's bytes arrive on
    // its own peer.
    void bothRolesInOneTransfer()
    {
        BothWays b = bothWays(2);
        QCOMPARE(b.client.size() + b.server.size(), std::size_t(8));
        Transfer client(std::move(b.client), {2, 32 * 1024, 0});
        Transfer server(std::move(b.server), {2, 32 * 1024, 0});
        QVERIFY(!client.start() && !server.start());
        QTRY_VERIFY_WITH_TIMEOUT(client.totals().received[1] > 0 && server.totals().received[0] > 0,
                                 10'000);
        client.finishSending();
        server.finishSending();
        QVERIFY(client.waitReceiversDone(slow(10s)));
        QVERIFY(server.waitReceiversDone(slow(10s)));
        const TransferTotals c = client.totals(), s = server.totals();
        QCOMPARE(s.received[0], c.sent[0]);
        QCOMPARE(c.received[1], s.sent[1]);
        for (std::size_t i = 0; i < 4; ++i)
            QCOMPARE(server.streamBytes(i), client.streamBytes(i));
    }

    // "Auto" threads (flow/growth.h), trials that do not pay (forced: busyToGrow 0, and a
    // gain no transfer reaches): the second worker takes half the streams and hands them back;
    // the next trial waits for the back-off (trialRetryDelay) and goes back too, and then the
    // transfer grows no more; every byte still arrives on its own stream.
    void trialThatDoesNotPayHandsTheStreamsBack()
    {
        Pairs p = connectedPairs(4);
        QCOMPARE(p.a.size(), std::size_t(4));
        TransferOptions neverPays{2, 64 * 1024, 0, true, 0.0, 1e9};
        Transfer sender(specs(p.a, Role::Send, Direction::Upload), neverPays);
        Transfer receiver(specs(p.b, Role::Receive, Direction::Upload), neverPays);
        QVERIFY(!receiver.start());
        QVERIFY(!sender.start());
        QCOMPARE(sender.workersUsed(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(sender.trialsReturned() == 1, int(slow(10s).count()));
        // The next trial waits kTrialRetry after the judgement, give or take a quarter.
        const Clock::time_point next = sender.nextTrialAllowed();
        QVERIFY(next - sender.lastTrialJudged() >= kTrialRetry * 3 / 4);
        QVERIFY(next - sender.lastTrialJudged() <= kTrialRetry * 5 / 4);
        QTRY_VERIFY_WITH_TIMEOUT(sender.workersUsed() == 1, int(slow(5s).count()));
        // Every stream keeps moving on the worker it went back to.
        std::vector<std::uint64_t> at(4);
        for (std::size_t i = 0; i < 4; ++i)
            at[i] = receiver.streamBytes(i);
        QTRY_VERIFY_WITH_TIMEOUT(
            receiver.streamBytes(0) > at[0] && receiver.streamBytes(1) > at[1] &&
                receiver.streamBytes(2) > at[2] && receiver.streamBytes(3) > at[3],
            int(slow(10s).count()));
        // Tried again, not before the back-off, and on both sides.
        QTRY_VERIFY_WITH_TIMEOUT(sender.workersUsed() == 2 || sender.trialsReturned() >= 2,
                                 int(slow(20s).count()));
        QVERIFY(Clock::now() >= next);
        QTRY_VERIFY_WITH_TIMEOUT(sender.trialsReturned() == kTrialsReturnedMax &&
                                     receiver.trialsReturned() == kTrialsReturnedMax,
                                 int(slow(20s).count()));
        // And then no more.
        QCOMPARE(sender.nextTrialAllowed(), Clock::time_point::max());
        QCOMPARE(receiver.nextTrialAllowed(), Clock::time_point::max());
        QTRY_VERIFY_WITH_TIMEOUT(sender.workersUsed() == 1 && receiver.workersUsed() == 1,
                                 int(slow(5s).count()));
        std::this_thread::sleep_for(kTrialRetry);
        QCOMPARE(sender.trialsReturned() + receiver.trialsReturned(), 2 * kTrialsReturnedMax);
        QCOMPARE(sender.trialsKept() + receiver.trialsKept(), 0);
        sender.finishSending();
        QVERIFY(receiver.waitReceiversDone(slow(10s)));
        for (std::size_t i = 0; i < 4; ++i)
            QCOMPARE(receiver.streamBytes(i), sender.streamBytes(i));
        QCOMPARE(sender.failedStreams() + receiver.failedStreams(), 0);
    }

    // The back-off after a trial that did not pay: kTrialRetry, placed within a quarter either
    // side.
    void trialRetryBacksOff()
    {
        using std::chrono::milliseconds;
        QCOMPARE(trialRetryDelay(0.5), kTrialRetry);
        QCOMPARE(trialRetryDelay(0.0), milliseconds(750));
        QCOMPARE(trialRetryDelay(0.999), milliseconds(1249));
    }

    // Trials that pay (forced: busyToGrow 0, gainToKeep 0) on both sides, both roles, with
    // low-water marks set, until all three workers have streams: nothing is lost or counted
    // twice, and finishing and the FINs still reach every stream.
    void handOffsKeepEveryStreamExact()
    {
        BothWays b = bothWays(3);
        QCOMPARE(b.client.size() + b.server.size(), std::size_t(12));
        TransferOptions always{3, 64 * 1024, 0, true, 0.0, 0.0};
        Transfer client(std::move(b.client), always);
        Transfer server(std::move(b.server), always);
        QVERIFY(!client.start() && !server.start());
        QTRY_VERIFY_WITH_TIMEOUT(client.workersUsed() == 3 && server.workersUsed() == 3,
                                 int(slow(10s).count()));
        // Kept once judged, kTrialTime after each hand-off.
        QTRY_VERIFY_WITH_TIMEOUT(client.trialsKept() == 2 && server.trialsKept() == 2,
                                 int(slow(5s).count()));
        QCOMPARE(client.trialsReturned() + server.trialsReturned(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(client.totals().received[1] > 1'000'000 &&
                                     server.totals().received[0] > 1'000'000,
                                 int(slow(10s).count()));
        client.finishSending();
        server.finishSending();
        QVERIFY(client.waitReceiversDone(slow(10s)));
        QVERIFY(server.waitReceiversDone(slow(10s)));
        for (std::size_t i = 0; i < 6; ++i) {
            QVERIFY(client.streamBytes(i) > 0);
            QCOMPARE(server.streamBytes(i), client.streamBytes(i));
        }
        QCOMPARE(client.failedStreams() + server.failedStreams(), 0);
    }

    // A worker that mostly waits (four senders paced to 1 Mbit/s each) keeps all its streams:
    // no second worker, and so no extra wake-ups, where the rate and not the worker binds.
    void idleWorkerKeepsItsStreams()
    {
        Pairs p = connectedPairs(4);
        QCOMPARE(p.a.size(), std::size_t(4));
        Transfer sender(specs(p.a, Role::Send, Direction::Upload), {2, 16 * 1024, 1'000'000, true});
        Transfer receiver(specs(p.b, Role::Receive, Direction::Upload), {1, 16 * 1024, 0});
        QVERIFY(!receiver.start() && !sender.start());
        std::this_thread::sleep_for(10 * kLoadWindow);
        QVERIFY(receiver.totals().received[0] > 0);
        QCOMPARE(sender.workersUsed(), 1);
        QCOMPARE(sender.trialsKept() + sender.trialsReturned(), 0);
        sender.finishSending();
        QVERIFY(receiver.waitReceiversDone(slow(10s)));
        QCOMPARE(receiver.totals().received[0], sender.totals().sent[0]);
    }

    // A sender whose receiver reads nothing fills the socket buffers and blocks; finishSending()
    // still returns, and a receiver started afterwards gets every byte and then the FIN.
    void finishSendingDrainsABlockedSender()
    {
        Pairs p = connectedPairs(2);
        QCOMPARE(p.a.size(), std::size_t(2));
        Transfer sender(specs(p.a, Role::Send, Direction::Upload), {1, 128 * 1024, 0});
        QVERIFY(!sender.start());
        // The counts stop growing once both socket buffers are full.
        std::uint64_t last = 0;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                std::this_thread::sleep_for(50ms);
                const std::uint64_t now = sender.totals().sent[0];
                const bool still = now > 0 && now == last;
                last = now;
                return still;
            }(),
            10'000);
        sender.finishSending();
        const std::uint64_t sent = sender.totals().sent[0];
        QVERIFY(sent >= last && sent > 0);
        Transfer receiver(specs(p.b, Role::Receive, Direction::Upload), {1, 128 * 1024, 0});
        QVERIFY(!receiver.start());
        QVERIFY(receiver.waitReceiversDone(slow(10s)));
        QCOMPARE(receiver.totals().received[0], sent);
    }

    // A paced sender never gets ahead of its rate (plus one buffer), however long it runs.
    void pacedSenderKeepsToItsRate()
    {
        Pairs p = connectedPairs(1);
        QCOMPARE(p.a.size(), std::size_t(1));
        constexpr std::uint64_t rateBitsPerSecond = 8'000'000; // 1 MB/s
        constexpr std::uint32_t bufferBytes = 16 * 1024;
        Transfer sender(specs(p.a, Role::Send, Direction::Upload),
                        {1, bufferBytes, rateBitsPerSecond});
        bool ended = false;
        auto reader = std::async(std::launch::async, [&] { return readToEnd(p.b[0], ended); });
        const auto t0 = Clock::now();
        QVERIFY(!sender.start());
        std::this_thread::sleep_for(300ms);
        sender.finishSending();
        const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
        const std::uint64_t sent = sender.totals().sent[0];
        QVERIFY2(sent <= std::uint64_t(seconds * rateBitsPerSecond / 8) + bufferBytes,
                 qPrintable(QString("%1 bytes in %2 s").arg(sent).arg(seconds)));
        QVERIFY(sent > 0);
        QCOMPARE(reader.get(), sent); // the half-close ended the reader with every byte
        QVERIFY(ended);
    }

    // stop() ends workers that wait in their pollers (idle receivers, blocked senders) and
    // closes the sockets: the peers see the end, and sender sockets are no longer handed out.
    void stopEndsWorkersAndClosesSockets()
    {
        Pairs idle = connectedPairs(2), blocked = connectedPairs(1);
        QCOMPARE(idle.a.size() + blocked.a.size(), std::size_t(3));
        auto streams = specs(idle.a, Role::Receive, Direction::Download);
        streams.push_back({std::move(blocked.a[0]), 2, Role::Send, Direction::Upload});
        Transfer t(std::move(streams), {2, 64 * 1024, 0});
        QVERIFY(!t.start());
        QTRY_VERIFY_WITH_TIMEOUT(t.totals().sent[0] > 0, 10'000);
        QCOMPARE(t.senderSockets(Direction::Upload).size(), std::size_t(1));
        const auto t0 = Clock::now();
        t.stop();
        QVERIFY(Clock::now() - t0 < slow(2s));
        QVERIFY(t.senderSockets(Direction::Upload).empty());
        for (auto& peer : idle.b) {
            bool ended = false;
            QCOMPARE(readToEnd(peer, ended), 0ull);
            QVERIFY(ended); // EOF: the Transfer closed its end
        }
        t.stop();          // idempotent
        t.finishSending(); // after stop: returns at once
    }

    // A session thread waiting for receivers is released at once by stop() from another
    // thread, with "not done"; without stop it waits out the timeout.
    void stopReleasesAWaitForReceivers()
    {
        Pairs p = connectedPairs(1);
        QCOMPARE(p.b.size(), std::size_t(1));
        Transfer receiver(specs(p.b, Role::Receive, Direction::Upload), {1, 64 * 1024, 0});
        QVERIFY(!receiver.start());
        auto t0 = Clock::now();
        QVERIFY(!receiver.waitReceiversDone(100ms)); // the peer never sends its FIN
        QVERIFY(Clock::now() - t0 >= 100ms);
        auto waiting =
            std::async(std::launch::async, [&] { return receiver.waitReceiversDone(slow(60s)); });
        std::this_thread::sleep_for(50ms);
        t0 = Clock::now();
        receiver.stop();
        QCOMPARE(waiting.wait_for(slow(5s)), std::future_status::ready);
        QVERIFY(!waiting.get());
        QVERIFY(Clock::now() - t0 < slow(5s));
    }

#ifdef __linux__
    // A fast receiver is woken only once about 2 ms of its rate is queued (its
    // SO_RCVLOWAT mark follows the rate: flow/lowwater.h). When the sender stops without a FIN,
    // the bytes under the mark are still read and counted, by the worker's own kLowWaterPoll.
    void bytesUnderTheLowWaterMarkAreCounted()
    {
        Pairs p = connectedPairs(1);
        QCOMPARE(p.a.size(), std::size_t(1));
        const int fd = p.b[0].native();
        Transfer receiver(specs(p.b, Role::Receive, Direction::Upload), {1, 128 * 1024, 0});
        QVERIFY(!receiver.start());
        std::vector<char> chunk(64 * 1024, 'x');
        std::uint64_t sent = 0;
        int highestMark = 0;
        const auto until = Clock::now() + 400ms;
        while (Clock::now() < until) {
            std::size_t n = 0;
            QVERIFY(!p.a[0].send(chunk.data(), chunk.size(), n));
            sent += n;
            int mark = 0;
            socklen_t len = sizeof mark;
            QCOMPARE(::getsockopt(fd, SOL_SOCKET, SO_RCVLOWAT, &mark, &len), 0);
            highestMark = std::max(highestMark, mark);
        }
        // The tail right behind the fast part, then nothing: under any mark the rate set.
        std::size_t n = 0;
        QVERIFY(!p.a[0].send(chunk.data(), 1000, n));
        sent += n;
        QVERIFY2(highestMark >= int(kLowWaterMinBytes),
                 qPrintable(QStringLiteral("mark %1 after %2 bytes").arg(highestMark).arg(sent)));
        QTRY_COMPARE_WITH_TIMEOUT(receiver.streamBytes(0), sent, 2'000);
        // The rate fell to nothing: the mark is off again, so a later byte wakes the reader.
        int mark = 0;
        socklen_t len = sizeof mark;
        QTRY_VERIFY_WITH_TIMEOUT(
            ::getsockopt(fd, SOL_SOCKET, SO_RCVLOWAT, &mark, &len) == 0 && mark == 1, 2'000);
        QVERIFY(!p.a[0].send("y", 1, n));
        QTRY_COMPARE_WITH_TIMEOUT(receiver.streamBytes(0), sent + 1, 2'000);
        QCOMPARE(receiver.failedStreams(), 0);
    }

    // The mark: 2 ms of the rate (one kLowWaterPoll), within one read buffer and a quarter of
    // the socket's buffer, off below kLowWaterMinBytes; moved only for a change of more than a
    // quarter.
    void lowWaterFollowsTheRate()
    {
        QCOMPARE(lowWaterFor(1'000'000, 1.0, 128 * 1024, 4 << 20), 1u); // 8 Mbit/s: off
        QCOMPARE(lowWaterFor(8'000'000, 1.0, 128 * 1024, 4 << 20), 1u); // 64 Mbit/s: 16,000 B, off
        QCOMPARE(lowWaterFor(10'000'000, 1.0, 128 * 1024, 4 << 20), 20'000u);  // 80 Mbit/s
        QCOMPARE(lowWaterFor(50'000'000, 1.0, 128 * 1024, 4 << 20), 100'000u); // 400 Mbit/s
        QCOMPARE(lowWaterFor(50'000'000, 2.0, 128 * 1024, 4 << 20), 50'000u);  // over 2 s
        QCOMPARE(lowWaterFor(2'500'000'000ull, 1.0, 128 * 1024, 4 << 20), 128u * 1024); // a read
        QCOMPARE(lowWaterFor(2'500'000'000ull, 1.0, 128 * 1024, 128 * 1024), 32u * 1024);
        QCOMPARE(lowWaterFor(2'500'000'000ull, 1.0, 128 * 1024, 32 * 1024), 1u); // too small
        QCOMPARE(lowWaterFor(100, 0.0, 128 * 1024, 4 << 20), 1u);
        QVERIFY(lowWaterChanges(1, 20'000));
        QVERIFY(lowWaterChanges(20'000, 1));
        QVERIFY(!lowWaterChanges(100'000, 120'000));
        QVERIFY(lowWaterChanges(100'000, 130'000));
        QVERIFY(!lowWaterChanges(1, 1));
    }
#endif

#ifndef _WIN32
    // A reset from the peer fails the stream: counted, reported with its id, and a failed
    // receiver counts as done, so the drain does not wait for it.
    void peerResetIsAFailureWithTheStreamsId()
    {
        Pairs p = connectedPairs(1);
        QCOMPARE(p.a.size(), std::size_t(1));
        Transfer receiver(specs(p.b, Role::Receive, Direction::Upload, 7), {1, 64 * 1024, 0});
        QVERIFY(!receiver.start());
        std::size_t n = 0;
        QVERIFY(!p.a[0].send("hello", 5, n));
        QTRY_COMPARE_WITH_TIMEOUT(receiver.totals().received[0], 5ull, 10'000);
        linger hard{1, 0}; // close with RST rather than FIN
        QCOMPARE(::setsockopt(p.a[0].native(), SOL_SOCKET, SO_LINGER, &hard, sizeof hard), 0);
        p.a[0].close();
        const auto t0 = Clock::now();
        QVERIFY(receiver.waitReceiversDone(slow(60s)));
        QVERIFY(Clock::now() - t0 < slow(30s)); // the failure ended the wait, not the timeout
        QCOMPARE(receiver.failedStreams(), 1);
        const std::string e = receiver.firstError();
        QVERIFY2(e.find("stream 7: receive failed") == 0, e.c_str());
    }
#endif
};

QTEST_APPLESS_MAIN(TransferTest)
#include "transfer_test.moc"
