// SPDX-License-Identifier: MIT
// Hostile and broken peers against a real server on 127.0.0.1: each gets a clear refusal in
// bounded time, and the server goes on serving afterwards.
#include "benchwire/client.h"
#include "benchwire/server.h"
#include "native/framing.h"
#include "native/messages.h"
#include "net/bigendian.h"
#include "net/netio.h"
#include "testpaths.h"
#include "testsink.h"

#include <QProcess>
#include <QTest>

using namespace bw::engine;
using namespace bw::engine::control;
using namespace bw::engine::native;
using bw::test::RecordingSink;

class HostileTest : public QObject
{
    Q_OBJECT
private:
    RecordingSink m_events;
    Server m_server;
    net::NetInit m_net;

    net::Socket rawConnect()
    {
        std::vector<net::Endpoint> eps;
        net::resolve("127.0.0.1", m_server.port(), IpFamily::V4, false, eps);
        std::error_code ec;
        net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        if (s.connect(eps.front(), std::chrono::milliseconds(2000))) return {};
        s.setNonBlocking(true);
        return s;
    }

    // Sends a native cookie and reads the server's hello.
    net::Socket nativeHello(Cookie& cookie)
    {
        net::Socket s = rawConnect();
        cookie = makeNativeCookie();
        net::writeAll(s, cookie.data(), cookie.size(), net::deadlineIn(2000));
        std::string text;
        if (readFrame(s, text, net::deadlineIn(2000)).error != FrameError::None) return {};
        return s;
    }

    // Opens a data connection that presents the session's cookie and a stream index.
    net::Socket dataHello(const Cookie& cookie, std::uint32_t index)
    {
        net::Socket s = rawConnect();
        unsigned char hello[kCookieBytes + 4];
        std::copy(cookie.begin(), cookie.end(), hello);
        net::putU32(hello + kCookieBytes, index);
        net::writeAll(s, hello, sizeof hello, net::deadlineIn(1000));
        return s;
    }

    // The peer closed the connection (EOF or reset) within the time limit.
    static bool closedWithin(net::Socket& s, int ms)
    {
        auto deadline = net::deadlineIn(ms);
        char buf[4096];
        while (net::Clock::now() < deadline) {
            std::size_t n = 0;
            auto ec = s.recv(buf, sizeof buf, n);
            if ((!ec && n == 0) || (ec && !net::isWouldBlock(ec))) return true;
            s.waitReadable(std::chrono::milliseconds(50));
        }
        return false;
    }

    static std::optional<Message> readMsg(net::Socket& s, int ms)
    {
        std::string text;
        if (readFrame(s, text, net::deadlineIn(ms)).error != FrameError::None) return std::nullopt;
        Message m;
        std::string err;
        if (!parseMessage(text, m, err)) return std::nullopt;
        return m;
    }

    // A real client's short upload to the server.
    TestConfig shortTest() const
    {
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = m_server.port();
        c.durationMs = 300;
        c.intervalMs = 100;
        return c;
    }

    void verifyStillServing()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 5000);
        RecordingSink sink;
        RunHandle h = Client::start(shortTest(), sink);
        QVERIFY(sink.waitDone(15'000));
        QVERIFY2(sink.result().has_value(), sink.error() ? sink.error()->describe().c_str() : "");
        QVERIFY(sink.result()->summaries[0].receiverBytes > 0);
        // The session ends on the server just after the client's result. The next test waits
        // for "busy" as the sign that its own client got in, so this one must be gone first.
        QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 5000);
    }

private slots:
    void initTestCase()
    {
        ServerConfig sc;
        sc.port = 0;
        sc.bindAddress = "127.0.0.1";
        sc.handshakeTimeoutMs = 1000;
        sc.limits.maxStreams = 16;
        Error e;
        m_server = Server::start(sc, m_events, e);
        QVERIFY2(!e, e.describe().c_str());
    }

    void garbageInsteadOfHello()
    {
        net::Socket s = rawConnect();
        std::string junk = "GET / HTTP/1.1\r\nHost: benchwire\r\nUser-Agent: x\r\n\r\n";
        net::writeAll(s, junk.data(), junk.size(), net::deadlineIn(1000));
        QVERIFY(closedWithin(s, 3000));
        QVERIFY(m_events.waitEvent(StreamEventKind::SessionRefused, 3000));
        verifyStillServing();
    }

    void oversizedLengthPrefix()
    {
        Cookie cookie;
        net::Socket s = nativeHello(cookie);
        QVERIFY(s.valid());
        unsigned char head[4];
        net::putU32(head, 0x7fffffffu);
        net::writeAll(s, head, 4, net::deadlineIn(1000));
        auto m = readMsg(s, 3000);
        QVERIFY(m.has_value());
        QVERIFY(m->type() == MessageType::Error);
        QVERIFY(m->get<ErrorMsg>()->error.code == Errc::ProtocolError);
        QVERIFY(m->get<ErrorMsg>()->error.message.find("exceeds") != std::string::npos);
        QVERIFY(closedWithin(s, 3000));
        verifyStillServing();
    }

    void truncatedMessage()
    {
        Cookie cookie;
        net::Socket s = nativeHello(cookie);
        QVERIFY(s.valid());
        std::string frame = encodeFrame(R"({"type":"setup","protocolVersion":1,"test":{}})");
        net::writeAll(s, frame.data(), frame.size() / 2, net::deadlineIn(1000));
        QVERIFY(closedWithin(s, 4000)); // the handshake timeout is 1 s
        verifyStillServing();
    }

    void malformedSetup()
    {
        Cookie cookie;
        net::Socket s = nativeHello(cookie);
        QVERIFY(s.valid());
        writeFrame(s, R"({"type":"setup","protocolVersion":1,"test":{"streams":"all of them"}})",
                   net::deadlineIn(1000));
        auto m = readMsg(s, 3000);
        QVERIFY(m.has_value());
        QVERIFY(m->get<ErrorMsg>() && m->get<ErrorMsg>()->error.code == Errc::ProtocolError);
        QVERIFY(closedWithin(s, 3000));
        verifyStillServing();
    }

    void silentPeers()
    {
        net::Socket quiet = rawConnect(); // says nothing at all
        net::Socket half = rawConnect();  // a third of a cookie, then nothing
        net::writeAll(half, "benchwire1", 10, net::deadlineIn(1000));
        Cookie cookie;
        net::Socket afterHello = nativeHello(cookie); // a hello, then nothing
        QVERIFY(quiet.valid() && half.valid() && afterHello.valid());
        QVERIFY(closedWithin(quiet, 4000));
        QVERIFY(closedWithin(half, 4000));
        QVERIFY(closedWithin(afterHello, 4000));
        verifyStillServing();
    }

    void oldProtocolVersion()
    {
        Cookie cookie;
        net::Socket s = nativeHello(cookie);
        writeFrame(s, R"({"type":"setup","protocolVersion":0,"test":{}})", net::deadlineIn(1000));
        auto m = readMsg(s, 3000);
        QVERIFY(m.has_value());
        QVERIFY(m->get<ErrorMsg>() && m->get<ErrorMsg>()->error.code == Errc::VersionMismatch);
        QVERIFY(!m->get<ErrorMsg>()->error.hint.empty());
        verifyStillServing();
    }

    void limitsAreEnforced()
    {
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = m_server.port();
        c.streams = 32; // the server allows 16
        c.durationMs = 300;
        RecordingSink sink;
        RunHandle h = Client::start(c, sink);
        QVERIFY(sink.waitDone(10'000));
        QVERIFY(sink.error().has_value());
        QVERIFY(sink.error()->code == Errc::Refused);
        QVERIFY(sink.error()->message.find("limit of 16") != std::string::npos);
        verifyStillServing();
    }

    void wrongDataCookies()
    {
        Cookie cookie;
        net::Socket s = nativeHello(cookie);
        writeFrame(
            s,
            R"({"type":"setup","protocolVersion":1,"test":{"mode":"upload","streams":1,"durationMs":1000}})",
            net::deadlineIn(1000));
        auto accept = readMsg(s, 3000);
        QVERIFY(accept.has_value());
        QVERIFY(accept->type() == MessageType::Accept);
        // A stranger's cookie (iperf3-shaped), and our cookie with an index out of range.
        net::Socket stranger = rawConnect();
        std::string fake = std::string("abcdefghijklmnopqrstuvwxyz2345672345") + '\0' + "\0\0\0\0";
        net::writeAll(stranger, fake.data(), 41, net::deadlineIn(1000));
        QVERIFY(closedWithin(stranger, 3000));
        net::Socket badIndex = dataHello(cookie, 99);
        QVERIFY(closedWithin(badIndex, 3000));
        // No valid data connection arrived: the session ends with a clear error.
        auto m = readMsg(s, 4000);
        QVERIFY(m.has_value());
        QVERIFY(m->get<ErrorMsg>() && m->get<ErrorMsg>()->error.code == Errc::Timeout);
        QVERIFY(m->get<ErrorMsg>()->error.message.find("0 of 1") != std::string::npos);
        verifyStillServing();
    }

    // Data connections that keep arriving, each within the handshake timeout of the one
    // before, are waited for even when all of them take longer than that timeout (1,024
    // streams over a link with a few milliseconds of round trip do).
    void slowDataConnectionsAreWaitedFor()
    {
        Cookie cookie;
        net::Socket s = nativeHello(cookie);
        writeFrame(
            s,
            R"({"type":"setup","protocolVersion":1,"test":{"mode":"upload","streams":4,"durationMs":1000}})",
            net::deadlineIn(1000));
        auto accept = readMsg(s, 3000);
        QVERIFY(accept.has_value());
        QVERIFY(accept->type() == MessageType::Accept);
        std::vector<net::Socket> data;
        for (std::uint32_t i = 0; i < 4; ++i) { // 4 x 600 ms: 2.4 s against a 1 s timeout
            QTest::qWait(600);
            data.push_back(dataHello(cookie, i));
        }
        auto start = readMsg(s, 3000);
        QVERIFY(start.has_value());
        QVERIFY2(start->type() == MessageType::Start,
                 start->get<ErrorMsg>() ? start->get<ErrorMsg>()->error.message.c_str() : "");
        s.close(); // the client vanishes: the server ends the session by itself
        data.clear();
        verifyStillServing();
    }

    void secondClientWhileBusy()
    {
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = m_server.port();
        c.durationMs = 8000; // long enough that a loaded machine still connects the second
        c.intervalMs = 250;  // client while the first test runs (4 s was not, under load)
        RecordingSink first, second;
        RunHandle a = Client::start(c, first);
        QTRY_VERIFY_WITH_TIMEOUT(m_server.busy(), 5000);
        RunHandle b = Client::start(c, second);
        QVERIFY(second.waitDone(5000));
        QVERIFY(second.error().has_value());
        QVERIFY(second.error()->code == Errc::ServerBusy);
        QVERIFY(second.error()->message.find("another test") != std::string::npos);
        QVERIFY(first.waitDone(20'000));
        QVERIFY(first.result().has_value()); // the first test was not disturbed
        verifyStillServing();
    }

    // A session that has not begun its test may belong to a client that has left, or will be
    // ended by the handshake timeout (1 s here): a new client waits for it (up to 2 s) and is
    // served, rather than hear "busy" from a session about to end.
    void newcomerWaitsForAHandshake_data()
    {
        QTest::addColumn<bool>("peerCloses");
        QTest::newRow("the hello's peer closes") << true;
        QTest::newRow("the hello's peer stays silent") << false;
    }
    void newcomerWaitsForAHandshake()
    {
        QFETCH(bool, peerCloses);
        Cookie cookie;
        net::Socket raw = nativeHello(cookie); // a session in its handshake
        QVERIFY(raw.valid());
        RecordingSink sink;
        RunHandle h = Client::start(shortTest(), sink);
        QVERIFY(!sink.waitDone(200)); // it waits: no "busy"
        if (peerCloses) raw.close();
        QVERIFY(sink.waitDone(10'000));
        QVERIFY2(sink.result().has_value(), sink.error() ? sink.error()->describe().c_str() : "");
        verifyStillServing();
    }

    void clientKilledMidTest()
    {
        QProcess client;
        client.start(bw::test::cliPath(),
                     {"-c", "127.0.0.1", "-p", QString::number(m_server.port()), "-t", "30"});
        QVERIFY(client.waitForStarted(5000));
        QTRY_VERIFY_WITH_TIMEOUT(m_server.busy(), 10'000);
        QTest::qWait(500);
        client.kill(); // SIGKILL: no goodbye on any connection
        client.waitForFinished(5000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 5000);
        QVERIFY(m_events.waitEvent(StreamEventKind::SessionAborted, 1000));
        verifyStillServing();
    }

    void connectionRefusedSaysWhatToDo()
    {
        // A port that was just free: bind, read it, close.
        net::Socket probe;
        std::error_code ec;
        probe = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        std::vector<net::Endpoint> eps;
        net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps);
        probe.bind(eps.front());
        net::Endpoint bound;
        probe.localEndpoint(bound);
        probe.close();
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = bound.port();
        RecordingSink sink;
        RunHandle h = Client::start(c, sink);
        QVERIFY(sink.waitDone(10'000));
        QVERIFY(sink.error().has_value());
        QVERIFY(sink.error()->code == Errc::ConnectionRefused);
        QVERIFY(sink.error()->hint.find("benchwire-cli -s") != std::string::npos);
    }

    void serverWithNewerMinimumVersion()
    {
        // A fake server that only speaks a future protocol.
        std::error_code ec;
        net::Socket listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        std::vector<net::Endpoint> eps;
        net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps);
        listener.bind(eps.front());
        listener.listen(1);
        net::Endpoint bound;
        listener.localEndpoint(bound);
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = bound.port();
        RecordingSink sink;
        RunHandle h = Client::start(c, sink);
        QVERIFY(!listener.waitReadable(std::chrono::milliseconds(5000)));
        net::Socket peer = listener.accept(nullptr, ec);
        peer.setNonBlocking(true);
        Cookie cookie;
        QVERIFY(!net::readExact(peer, cookie.data(), cookie.size(), net::deadlineIn(2000)));
        HelloMsg hello;
        hello.info = localPeerInfo();
        hello.info.protocolVersion = 9;
        hello.minProtocolVersion = 7;
        writeFrame(peer, encode(hello), net::deadlineIn(1000));
        QVERIFY(sink.waitDone(5000));
        QVERIFY(sink.error().has_value());
        QVERIFY(sink.error()->code == Errc::VersionMismatch);
        QVERIFY(sink.error()->message.find("protocol 7 to 9") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(HostileTest)
#include "hostile_test.moc"
