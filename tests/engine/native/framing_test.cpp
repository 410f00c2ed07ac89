// SPDX-License-Identifier: MIT
// Tests engine/src/native/framing.cpp: cookies and length-prefixed frames over a real
// loopback socket pair.
#include "native/framing.h"
#include "net/bigendian.h"
#include "net/socket.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::control;
using namespace bw::engine::native;

namespace {
struct Pair
{
    net::Socket a, b;
};

Pair connectedPair()
{
    net::NetInit init;
    std::error_code ec;
    std::vector<net::Endpoint> eps;
    net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps);
    net::Socket l = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    l.bind(eps.front());
    l.listen(1);
    net::Endpoint bound;
    l.localEndpoint(bound);
    Pair p;
    p.a = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    p.a.connect(bound, std::chrono::milliseconds(1000));
    p.b = l.accept(nullptr, ec);
    p.a.setNonBlocking(true);
    p.b.setNonBlocking(true);
    return p;
}
} // namespace

class FramingTest : public QObject
{
    Q_OBJECT
private slots:
    void nativeCookieIsIperf3Shaped()
    {
        Cookie c = makeNativeCookie();
        QVERIFY(isCookieShaped(c));
        QVERIFY(isNativeCookie(c));
        QCOMPARE(c[36], '\0');
        QVERIFY(makeNativeCookie() != c); // random tail
    }

    void iperf3CookieIsNotNative()
    {
        Cookie c{};
        std::string s = "abcdefghijklmnopqrstuvwxyz2345672345";
        std::copy(s.begin(), s.end(), c.begin());
        QVERIFY(isCookieShaped(c));
        QVERIFY(!isNativeCookie(c));
        c[3] = '#';
        QVERIFY(!isCookieShaped(c));
        c[3] = 'a';
        c[36] = 'x'; // no NUL
        QVERIFY(!isCookieShaped(c));
    }

    void encodesBigEndianLength()
    {
        std::string f = encodeFrame("{\"a\":1}");
        QCOMPARE(f.size(), std::size_t(11));
        QCOMPARE(net::getU32(reinterpret_cast<const unsigned char*>(f.data())), 7u);
        QCOMPARE(f[0], '\0'); // first byte of every native frame is 0, never an iperf3 state
    }

    void roundTripOverSocket()
    {
        Pair p = connectedPair();
        std::string big(kMaxMessageBytes, 'x');
        QVERIFY(writeFrame(p.a, big, net::deadlineIn(2000)).error == FrameError::None);
        std::string got;
        QVERIFY(readFrame(p.b, got, net::deadlineIn(2000)).error == FrameError::None);
        QCOMPARE(got.size(), big.size());
        QVERIFY(got == big);
    }

    void refusesOversizedPrefix()
    {
        Pair p = connectedPair();
        unsigned char head[4];
        net::putU32(head, kMaxMessageBytes + 1);
        std::size_t n = 0;
        p.a.send(head, 4, n);
        std::string got;
        FrameResult r = readFrame(p.b, got, net::deadlineIn(2000));
        QVERIFY(r.error == FrameError::TooLarge);
        QCOMPARE(r.announcedBytes, kMaxMessageBytes + 1);
        QVERIFY(got.empty()); // nothing was allocated for it
        QVERIFY(describe(r).find("exceeds") != std::string::npos);
        QVERIFY(
            writeFrame(p.a, std::string(kMaxMessageBytes + 1, 'y'), net::deadlineIn(100)).error ==
            FrameError::TooLarge);
    }

    void truncatedMessageTimesOut()
    {
        Pair p = connectedPair();
        std::string f = encodeFrame("{\"type\":\"setup\"}");
        std::size_t n = 0;
        p.a.send(f.data(), f.size() - 3, n);
        std::string got;
        auto start = std::chrono::steady_clock::now();
        FrameResult r = readFrame(p.b, got, net::deadlineIn(300));
        QVERIFY(r.error == FrameError::Timeout);
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
    }

    void closedMidMessage()
    {
        Pair p = connectedPair();
        std::string f = encodeFrame("{\"type\":\"setup\"}");
        std::size_t n = 0;
        p.a.send(f.data(), 6, n);
        p.a.close();
        std::string got;
        QVERIFY(readFrame(p.b, got, net::deadlineIn(2000)).error == FrameError::Closed);
    }

    void emptyFrameIsAnError()
    {
        Pair p = connectedPair();
        unsigned char head[4] = {0, 0, 0, 0};
        std::size_t n = 0;
        p.a.send(head, 4, n);
        std::string got;
        QVERIFY(readFrame(p.b, got, net::deadlineIn(1000)).error == FrameError::Empty);
    }

    void cancelStopsAWait()
    {
        Pair p = connectedPair();
        std::stop_source cancel;
        cancel.request_stop();
        std::string got;
        QVERIFY(readFrame(p.b, got, net::deadlineIn(5000), cancel.get_token()).error ==
                FrameError::Cancelled);
    }
};

QTEST_APPLESS_MAIN(FramingTest)
#include "framing_test.moc"
