// SPDX-License-Identifier: MIT
// A fake client against a real server on 127.0.0.1: it speaks the native control protocol by
// hand and sends UDP datagrams in an order of its choosing, so the server's counts of late
// (out-of-order) and duplicate datagrams can be checked exactly, and neither may count as loss.
// It also checks that lost hellos are repeated and acknowledged again, and that a stranger's
// datagrams do not reach the session.
#include "benchwire/server.h"
#include "flow/udpwire.h"
#include "loopbackservers.h"
#include "native/framing.h"
#include "native/messages.h"
#include "net/netio.h"
#include "testsink.h"

#include <QTest>

#include <thread>

using namespace bw::engine;
using namespace bw::engine::control;
using namespace bw::engine::native;
namespace udpwire = bw::engine::flow::udpwire;
using bw::test::RecordingSink;

namespace {
constexpr std::uint32_t kDatagramBytes = 200;

net::Endpoint serverEndpoint(std::uint16_t port)
{
    std::vector<net::Endpoint> eps;
    net::resolve("127.0.0.1", port, IpFamily::V4, false, eps);
    return eps.front();
}

net::Socket udpTo(const net::Endpoint& ep)
{
    std::error_code ec;
    net::Socket s = net::Socket::create(AF_INET, net::Kind::Udp, ec);
    s.connect(ep, std::chrono::milliseconds(1000));
    s.setNonBlocking(true);
    return s;
}

void sendData(net::Socket& s, std::uint64_t seq, std::uint64_t token)
{
    std::uint8_t buf[kDatagramBytes] = {};
    udpwire::writeData(buf, 0, token, seq, udpwire::nowUs());
    std::size_t n = 0;
    s.send(buf, sizeof buf, n);
}

// Waits for the ack of stream 0; false after timeoutMs.
bool awaitAck(net::Socket& s, int timeoutMs)
{
    auto deadline = net::deadlineIn(timeoutMs);
    while (net::Clock::now() < deadline) {
        std::uint8_t buf[64];
        std::size_t n = 0;
        if (!s.recv(buf, sizeof buf, n) && udpwire::parse(buf, n).kind == udpwire::Kind::Ack)
            return true;
        s.waitReadable(std::chrono::milliseconds(20));
    }
    return false;
}
} // namespace

class UdpFakePeerTest : public QObject
{
    Q_OBJECT
private:
    RecordingSink m_events;
    Server m_server;
    net::NetInit m_net;

    // Control connection up to "accept" for a one-stream UDP upload.
    net::Socket handshake(Cookie& cookie)
    {
        std::error_code ec;
        net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        if (s.connect(serverEndpoint(m_server.port()), std::chrono::milliseconds(2000))) return {};
        s.setNonBlocking(true);
        cookie = makeNativeCookie();
        net::writeAll(s, cookie.data(), cookie.size(), net::deadlineIn(2000));
        std::string text;
        if (readFrame(s, text, net::deadlineIn(2000)).error != FrameError::None) return {};
        SetupMsg setup;
        setup.protocolVersion = kProtocolVersion;
        setup.test.protocol = Protocol::Udp;
        setup.test.mode = TestMode::Upload;
        setup.test.durationMs = 3000;
        setup.test.intervalMs = 500;
        setup.test.datagramBytes = kDatagramBytes;
        writeFrame(s, encode(setup), net::deadlineIn(2000));
        Message m;
        std::string err;
        if (readFrame(s, text, net::deadlineIn(2000)).error != FrameError::None ||
            !parseMessage(text, m, err) || m.type() != MessageType::Accept)
            return {};
        return s;
    }

    // Reads messages until the one of that type (intervals are skipped).
    static bool readUntil(net::Socket& s, const char* type, Message& m)
    {
        for (int i = 0; i < 50; ++i) {
            std::string text, err;
            if (readFrame(s, text, net::deadlineIn(5000)).error != FrameError::None) return false;
            if (!parseMessage(text, m, err)) return false;
            if (typeName(m.type()) == type) return true;
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        Error e;
        m_server = bw::test::startServer("127.0.0.1", m_events, e);
        QVERIFY2(!e, e.describe().c_str());
    }

    void lateAndDuplicateDatagramsAreNotLoss()
    {
        Cookie cookie;
        net::Socket control = handshake(cookie);
        QVERIFY(control.valid());
        net::Socket udp = udpTo(serverEndpoint(m_server.port()));
        // A stranger with a wrong cookie and data before any hello: both ignored.
        auto wrong = makeNativeCookie();
        net::Socket stranger = udpTo(serverEndpoint(m_server.port()));
        auto strangerHello = udpwire::hello(0, std::span<const char, 37>(wrong));
        std::size_t n = 0;
        stranger.send(strangerHello.data(), strangerHello.size(), n);
        sendData(stranger, 0, udpwire::sessionToken(wrong));
        QVERIFY(!awaitAck(stranger, 300));
        auto hello = udpwire::hello(0, std::span<const char, 37>(cookie));
        udp.send(hello.data(), hello.size(), n);
        QVERIFY(awaitAck(udp, 2000));
        udp.send(hello.data(), hello.size(), n); // as if our ack had been lost
        QVERIFY(awaitAck(udp, 2000));
        Message m;
        QVERIFY(readUntil(control, "start", m));

        // 0 1 2 4 3 5 5 6 7 9 8 8 10 .. 99: two late (3, 8), two duplicates (5, 8), none lost.
        const std::uint64_t token = udpwire::sessionToken(cookie);
        for (std::uint64_t seq : {0, 1, 2, 4, 3, 5, 5, 6, 7, 9, 8, 8})
            sendData(udp, seq, token);
        for (std::uint64_t seq = 10; seq < 100; ++seq)
            sendData(udp, seq, token);
        sendData(stranger, 1000, token); // from an unknown source: not ours
        auto end = udpwire::end(0, token, 100, udpwire::nowUs());
        udp.send(end.data(), end.size(), n);
        std::this_thread::sleep_for(std::chrono::milliseconds(200));

        QCOMPARE(writeFrame(control, encode(StopMsg{}), net::deadlineIn(2000)).error,
                 FrameError::None);
        QVERIFY(readUntil(control, "result", m));
        const UdpSample& u = m.get<ResultMsg>()->udp[std::size_t(Direction::Upload)];
        QVERIFY(u.valid);
        QCOMPARE(u.packetsReceived, 100ull);
        QCOMPARE(u.outOfOrder, 2ull);
        QCOMPARE(u.duplicates, 2ull);
        QCOMPARE(u.packetsLost, 0ull);
        QCOMPARE(m.get<ResultMsg>()->receivedTotal[std::size_t(Direction::Upload)],
                 100ull * kDatagramBytes);
        writeFrame(control, encode(DoneMsg{}), net::deadlineIn(1000));
        QVERIFY(m_events.waitEvent(StreamEventKind::SessionEnded, 5000));
    }

    void aGapIsLossAndTheServerReconciles()
    {
        m_events.clearEvents();
        Cookie cookie;
        net::Socket control = handshake(cookie);
        QVERIFY(control.valid());
        net::Socket udp = udpTo(serverEndpoint(m_server.port()));
        auto hello = udpwire::hello(0, std::span<const char, 37>(cookie));
        std::size_t n = 0;
        udp.send(hello.data(), hello.size(), n);
        QVERIFY(awaitAck(udp, 2000));
        Message m;
        QVERIFY(readUntil(control, "start", m));
        for (std::uint64_t seq = 0; seq < 50; ++seq) // 3, 13, 23, 33, 43 never sent
            if (seq % 10 != 3) sendData(udp, seq, udpwire::sessionToken(cookie));
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        QCOMPARE(writeFrame(control, encode(StopMsg{}), net::deadlineIn(2000)).error,
                 FrameError::None);
        QVERIFY(readUntil(control, "result", m)); // no end datagram: the server waits for quiet
        const UdpSample& u = m.get<ResultMsg>()->udp[std::size_t(Direction::Upload)];
        QCOMPARE(u.packetsReceived, 45ull);
        QCOMPARE(u.packetsLost, 5ull);
        QCOMPARE(u.outOfOrder, 0ull);
        writeFrame(control, encode(DoneMsg{}), net::deadlineIn(1000));
        QVERIFY(m_events.waitEvent(StreamEventKind::SessionEnded, 5000));
    }

    // Datagrams from the client's own address and port (this socket is the client's), forged:
    // without the session's token, or with it but a sequence number far ahead. Neither counts.
    void forgedDatagramsDoNotCount()
    {
        m_events.clearEvents();
        Cookie cookie;
        net::Socket control = handshake(cookie);
        QVERIFY(control.valid());
        net::Socket udp = udpTo(serverEndpoint(m_server.port()));
        auto hello = udpwire::hello(0, std::span<const char, 37>(cookie));
        std::size_t n = 0;
        udp.send(hello.data(), hello.size(), n);
        QVERIFY(awaitAck(udp, 2000));
        Message m;
        QVERIFY(readUntil(control, "start", m));
        const std::uint64_t token = udpwire::sessionToken(cookie);
        for (std::uint64_t seq = 0; seq < 50; ++seq)
            sendData(udp, seq, token);
        sendData(udp, ~std::uint64_t(0) - 1, token ^ 1); // 2^64 - 2 without the token
        sendData(udp, 1'000'000'000, token ^ 1);
        sendData(udp, ~std::uint64_t(0) - 1, token); // the token leaked: the window still holds
        auto forgedEnd = udpwire::end(0, token ^ 1, 1'000'000, udpwire::nowUs());
        udp.send(forgedEnd.data(), forgedEnd.size(), n);
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        QCOMPARE(writeFrame(control, encode(StopMsg{}), net::deadlineIn(2000)).error,
                 FrameError::None);
        QVERIFY(readUntil(control, "result", m));
        const UdpSample& u = m.get<ResultMsg>()->udp[std::size_t(Direction::Upload)];
        QCOMPARE(u.packetsReceived, 50ull);
        QCOMPARE(u.packetsLost, 0ull);
        QVERIFY(u.lossPct() >= 0 && u.lossPct() <= 100);
        writeFrame(control, encode(DoneMsg{}), net::deadlineIn(1000));
        QVERIFY(m_events.waitEvent(StreamEventKind::SessionEnded, 5000));
    }
};

QTEST_APPLESS_MAIN(UdpFakePeerTest)
#include "udpfakepeer_test.moc"
