// SPDX-License-Identifier: MIT
// Tests engine/src/net/stopwait.cpp on real loopback connections: a wait ends on readiness,
// on its timeout, or - without waiting for either - on a stop request made before or during
// the wait, from another thread.
#include "net/socket.h"
#include "net/stopwait.h"
#include "tcppair.h"

#include <QTest>

#include <chrono>
#include <thread>

using namespace bw::engine;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {
using Pair = bw::test::TcpPair;

long long msSince(Clock::time_point t0)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
}
} // namespace

class StopWaitTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        std::error_code ec;
        std::vector<net::Endpoint> eps;
        QVERIFY(!net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps) && !eps.empty());
        m_listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        QVERIFY(!ec);
        QVERIFY(!m_listener.bind(eps.front()) && !m_listener.listen(8));
        QVERIFY(!m_listener.localEndpoint(m_at));
    }

    void readableWhenDataArrives()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        std::stop_source source;
        std::size_t n = 0;
        QVERIFY(!p.client.send("x", 1, n) && n == 1);
        QCOMPARE(net::waitReadable(p.server, 10s, source.get_token()), std::error_code());
    }

    void writableAtOnce()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        std::stop_source source;
        QCOMPARE(net::waitWritable(p.server, 10s, source.get_token()), std::error_code());
    }

    void zeroTimeoutStillLooks()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        std::stop_source source;
        QCOMPARE(net::waitReadable(p.server, 0ms, source.get_token()),
                 std::make_error_code(std::errc::timed_out));
        std::size_t n = 0;
        QVERIFY(!p.client.send("x", 1, n) && n == 1);
        QTRY_COMPARE(net::waitReadable(p.server, 0ms, source.get_token()), std::error_code());
    }

    void timesOutWithoutData()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        std::stop_source source;
        const auto t0 = Clock::now();
        QCOMPARE(net::waitReadable(p.server, 150ms, source.get_token()),
                 std::make_error_code(std::errc::timed_out));
        QVERIFY2(msSince(t0) >= 140, "returned before its timeout");
    }

    void stopBeforeTheWait()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        std::stop_source source;
        source.request_stop();
        QCOMPARE(net::waitReadable(p.server, -1ms, source.get_token()),
                 std::make_error_code(std::errc::operation_canceled));
    }

    // The point of the file: a wait with a 60 s timeout and no data ends when another thread
    // asks to stop. Before stopwait.cpp this took until the next 50 ms poll slice; with no
    // wake at all it would take the full minute (the bound below catches that).
    void stopDuringTheWait()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        std::stop_source source;
        std::error_code result;
        Clock::time_point returned;
        std::jthread waiter([&] {
            result = net::waitReadable(p.server, 60s, source.get_token());
            returned = Clock::now();
        });
        std::this_thread::sleep_for(200ms);
        const auto asked = Clock::now();
        source.request_stop();
        waiter.join();
        QCOMPARE(result, std::make_error_code(std::errc::operation_canceled));
        QVERIFY2(returned - asked < 10s, "the stop did not wake the wait");
    }

    // A stopped wait leaves the socket as it was: data sent afterwards is read normally.
    void socketUsableAfterStop()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        std::stop_source stopped;
        stopped.request_stop();
        QVERIFY(net::waitReadable(p.server, 1s, stopped.get_token()));
        std::size_t n = 0;
        QVERIFY(!p.client.send("ok", 2, n) && n == 2);
        std::stop_source fresh;
        QCOMPARE(net::waitReadable(p.server, 10s, fresh.get_token()), std::error_code());
        char buf[2] = {};
        QVERIFY(!p.server.recv(buf, 2, n));
        QCOMPARE(n, std::size_t(2));
    }

    void withoutStopSource()
    {
        Pair p = connect();
        QVERIFY(p.server.valid());
        QCOMPARE(net::waitReadable(p.server, 50ms, std::stop_token()),
                 std::make_error_code(std::errc::timed_out));
    }

private:
    Pair connect() { return bw::test::connectedPair(m_listener, m_at); }

    net::Socket m_listener;
    net::Endpoint m_at;
};

QTEST_GUILESS_MAIN(StopWaitTest)
#include "stopwait_test.moc"
