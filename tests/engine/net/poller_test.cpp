// SPDX-License-Identifier: MIT
// Tests engine/src/net/poller_epoll.cpp on real loopback connections: both Linux pollers, the
// edge-triggered epoll one (many sockets) and the level-triggered poll(2) one (one socket),
// keep the contract of net/poller.h: tokens, add/modify/remove, wake(), timeouts, and a peer's
// close reported as PollHup.
#include "net/poller.h"
#include "net/socket.h"
#include "tcppair.h"

#include <QTest>

#include <chrono>
#include <thread>

using namespace bw::engine;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {
using Pair = bw::test::TcpPair;
using bw::test::connectedPair;

long long msSince(Clock::time_point t0)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
}
} // namespace

class PollerTest : public QObject
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

    void kinds()
    {
        std::error_code ec;
        auto many = net::Poller::create(ec);
        QVERIFY(many && !ec);
        QVERIFY(many->edgeTriggered());
        auto eight = net::Poller::create(ec, 8);
        QVERIFY(eight && !ec);
        QVERIFY(eight->edgeTriggered());
        auto one = net::Poller::create(ec, 1);
        QVERIFY(one && !ec);
        QVERIFY(!one->edgeTriggered());
    }

    void waitAndWake_data() { pollerKinds(); }
    void waitAndWake()
    {
        QFETCH(int, sockets);
        std::error_code ec;
        auto poller = net::Poller::create(ec, std::size_t(sockets));
        QVERIFY(poller);
        std::vector<net::PollEvent> events;
        auto t0 = Clock::now();
        QVERIFY(!poller->wait(events, 100ms));
        QVERIFY(events.empty());
        QVERIFY(msSince(t0) >= 90);

        std::jthread waker([&] {
            std::this_thread::sleep_for(50ms);
            poller->wake();
        });
        t0 = Clock::now();
        QVERIFY(!poller->wait(events, 5000ms));
        QVERIFY(events.empty());
        QVERIFY2(msSince(t0) < 2000, "wake() ends a wait early");
        waker.join();
        t0 = Clock::now();
        QVERIFY(!poller->wait(events, 50ms));
        QVERIFY2(msSince(t0) >= 40, "a wake is consumed once");
    }

    void readinessAndTokens_data() { pollerKinds(); }
    void readinessAndTokens()
    {
        QFETCH(int, sockets);
        std::error_code ec;
        auto poller = net::Poller::create(ec, std::size_t(sockets));
        QVERIFY(poller);
        Pair a = connectedPair(m_listener, m_at);
        QVERIFY(a.server.valid());
        QVERIFY(!poller->add(a.server.native(), net::PollIn, 42));
        QVERIFY(poller->add(a.server.native(), net::PollIn, 43)); // already there
        std::vector<net::PollEvent> events;
        QVERIFY(!poller->wait(events, 50ms));
        QVERIFY(events.empty());

        std::size_t n = 0;
        QVERIFY(!a.client.send("hello", 5, n) && n == 5);
        QVERIFY(!poller->wait(events, 2000ms));
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0].token, std::uint64_t(42));
        QVERIFY(events[0].events & net::PollIn);
        QVERIFY(!(events[0].events & net::PollHup));
        // Level-triggered reports unread data again; edge-triggered does not.
        QVERIFY(!poller->wait(events, 50ms));
        QCOMPARE(events.size(), poller->edgeTriggered() ? std::size_t(0) : std::size_t(1));
        char buf[16];
        QVERIFY(!a.server.recv(buf, sizeof buf, n) && n == 5);
        QVERIFY(!poller->wait(events, 50ms));
        QVERIFY(events.empty());

        // modify() changes interest and token: an idle connection is writable at once.
        QVERIFY(!poller->modify(a.server.native(), net::PollOut, 7));
        QVERIFY(!poller->wait(events, 2000ms));
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0].token, std::uint64_t(7));
        QVERIFY(events[0].events & net::PollOut);

        // The peer's close is PollHup (with PollIn, so a reader reads the end).
        QVERIFY(!poller->modify(a.server.native(), net::PollIn, 8));
        a.client.close();
        QVERIFY(!poller->wait(events, 2000ms));
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0].token, std::uint64_t(8));
        QVERIFY(events[0].events & net::PollHup);
        QVERIFY(events[0].events & net::PollIn);

        // After remove() the socket is not reported, and a second remove() fails.
        QVERIFY(!poller->remove(a.server.native()));
        QVERIFY(poller->remove(a.server.native()));
        QVERIFY(!poller->wait(events, 50ms));
        QVERIFY(events.empty());
    }

    void pollHoldsSeveral()
    {
        // Sized for one socket, the poll(2) poller still serves more (the hint is a hint).
        std::error_code ec;
        auto poller = net::Poller::create(ec, 1);
        QVERIFY(poller);
        Pair p[3] = {connectedPair(m_listener, m_at), connectedPair(m_listener, m_at),
                     connectedPair(m_listener, m_at)};
        for (int i = 0; i < 3; ++i)
            QVERIFY(!poller->add(p[i].server.native(), net::PollIn, std::uint64_t(100 + i)));
        QVERIFY(!poller->remove(p[0].server.native()));
        std::size_t n = 0;
        QVERIFY(!p[2].client.send("z", 1, n));
        std::vector<net::PollEvent> events;
        QVERIFY(!poller->wait(events, 2000ms));
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0].token, std::uint64_t(102));
        QVERIFY(!p[1].client.send("y", 1, n));
        QTRY_VERIFY(!poller->wait(events, 100ms) && events.size() == 2);
    }

private:
    static void pollerKinds()
    {
        QTest::addColumn<int>("sockets");
        QTest::newRow("epoll") << 0;
        QTest::newRow("poll(2), one socket") << 1;
    }

    net::Socket m_listener;
    net::Endpoint m_at;
};

QTEST_GUILESS_MAIN(PollerTest)
#include "poller_test.moc"
