// SPDX-License-Identifier: MIT
// The server's limits against hostile and careless peers on 127.0.0.1: each case
// failed before its fix. Every case starts a server of its own, with the limit it needs.
#include "benchwire/client.h"
#include "benchwire/openfiles.h"
#include "benchwire/server.h"
#include "control/cookie.h"
#include "iperf3/iperf3messages.h"
#include "native/framing.h"
#include "native/messages.h"
#include "net/netio.h"
#include "testsink.h"

#include <QElapsedTimer>
#include <QTest>

using namespace bw::engine;
using namespace bw::engine::control;
using namespace bw::engine::native;
using bw::test::RecordingSink;

class HostileLimitsTest : public QObject
{
    Q_OBJECT
private:
    net::NetInit m_net;

    static Server startServer(ServerConfig sc, RecordingSink& sink)
    {
        sc.port = 0;
        sc.bindAddress = "127.0.0.1";
        sc.discovery = false;
        Error e;
        Server s = Server::start(sc, sink, e);
        if (e) qWarning("server: %s", e.describe().c_str());
        return s;
    }

    static net::Socket rawConnect(std::uint16_t port)
    {
        std::vector<net::Endpoint> eps;
        net::resolve("127.0.0.1", port, IpFamily::V4, false, eps);
        std::error_code ec;
        net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        if (s.connect(eps.front(), std::chrono::milliseconds(2000))) return {};
        s.setNonBlocking(true);
        return s;
    }

    // Sends a cookie and, for a native one, reads the server's hello.
    static net::Socket greet(std::uint16_t port, const Cookie& cookie, bool readHello = true)
    {
        net::Socket s = rawConnect(port);
        net::writeAll(s, cookie.data(), cookie.size(), net::deadlineIn(2000));
        std::string text;
        if (readHello && readFrame(s, text, net::deadlineIn(2000)).error != FrameError::None)
            return {};
        return s;
    }

    static std::optional<Message> readMsg(net::Socket& s, int ms)
    {
        std::string text, err;
        Message m;
        if (readFrame(s, text, net::deadlineIn(ms)).error != FrameError::None) return std::nullopt;
        if (!parseMessage(text, m, err)) return std::nullopt;
        return m;
    }

    static TestConfig clientConfig(std::uint16_t port)
    {
        TestConfig c;
        c.host = "127.0.0.1";
        c.port = port;
        c.durationMs = 300;
        c.intervalMs = 100;
        return c;
    }

    static std::optional<Error> runClient(const TestConfig& c)
    {
        RecordingSink sink;
        RunHandle h = Client::start(c, sink);
        if (!sink.waitDone(20'000)) return Error{Errc::Timeout, "client did not finish", {}, {}};
        return sink.error();
    }

    // More silent connections than the waiting room holds (2 x 1 + 1,024 with one stream).
    static constexpr int kPastTheRoom = 2 * 1 + 1024 + 134;
    std::uint64_t m_openFiles = 0;
    static constexpr std::uint64_t kOpenFilesNeeded = 3 * kPastTheRoom;

private slots:
    // Both ends of every silent connection are in this process: the limit is raised as the
    // apps raise it.
    void initTestCase() { m_openFiles = raiseOpenFileLimit().soft; }

    // A request within the per-test limits but over the memory budget is refused
    // with both figures, before any buffer is allocated.
    void memoryBudgetRefusesWithBothFigures()
    {
        RecordingSink events;
        ServerConfig sc;
        sc.maxMemoryBytes = 64ull << 20;
        Server server = startServer(sc, events);
        QVERIFY(server);
        TestConfig c = clientConfig(server.port());
        c.streams = 8;
        c.threads = 8;
        c.bufferBytes = 16u << 20; // 8 x 16 MiB = 128 MiB of read buffers
        auto error = runClient(c);
        QVERIFY(error.has_value());
        QCOMPARE(error->code, Errc::Refused);
        QVERIFY2(error->message.find("128 MiB") != std::string::npos, error->message.c_str());
        QVERIFY2(error->message.find("64 MiB") != std::string::npos, error->message.c_str());
        c.streams = 2; // 2 x 16 MiB fits
        c.threads = 2;
        error = runClient(c);
        QVERIFY2(!error, error ? error->describe().c_str() : "");
    }

    // Past the cap of connections waiting for their hello, the oldest silent one makes room:
    // a real client of either dialect is served (it used to be closed without a word, or
    // told "busy" though nothing ran), and the server says how many it closed.
    void pastTheConnectionCapAClientIsServed()
    {
        RecordingSink events;
        ServerConfig sc;
        sc.limits.maxStreams = 1; // room for 2 x 1 + 1,024 = 1,026 waiting connections
        sc.handshakeTimeoutMs = 10'000;
        Server server = startServer(sc, events);
        QVERIFY(server);
        if (m_openFiles < kOpenFilesNeeded) QSKIP("needs 3,480 open files: raise ulimit -n");
        std::vector<net::Socket> silent;
        for (int i = 0; i < kPastTheRoom; ++i)
            silent.push_back(rawConnect(server.port()));
        auto error = runClient(clientConfig(server.port()));
        QVERIFY2(!error, error ? error->describe().c_str() : "");
        // An iperf3 client hears PARAM_EXCHANGE: its test starts.
        Cookie c{};
        const std::string iperfCookie = "abcdefghijklmnopqrstuvwxyz2345672345";
        std::copy(iperfCookie.begin(), iperfCookie.end(), c.begin());
        net::Socket iperf = greet(server.port(), c, false);
        unsigned char state = 0;
        QVERIFY(!net::readExact(iperf, &state, 1, net::deadlineIn(3000)));
        QCOMPARE(int(state), int(iperf3::ParamExchange));
        iperf.close();
        // The oldest silent connections were closed, the newest 1,026 (at most) still wait.
        int closed = 0;
        for (auto& s : silent) {
            char byte = 0;
            std::size_t n = 1;
            const std::error_code ec = s.recv(&byte, 1, n);
            closed += (!ec && n == 0) ? 1 : 0;
        }
        QVERIFY2(closed >= kPastTheRoom - 1026, qPrintable(QString::number(closed)));
        QVERIFY2(closed < kPastTheRoom, "every silent connection was closed, not only the oldest");
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const auto& e : events.events())
                    if (e.message.find("silent connection(s) to make room") != std::string::npos)
                        return true;
                return false;
            }(),
            3000);
    }

    // While a test runs, a client past the cap hears "busy" for the right reason.
    void pastTheCapDuringATestAClientHearsBusy()
    {
        RecordingSink events;
        ServerConfig sc;
        sc.limits.maxStreams = 1;
        sc.handshakeTimeoutMs = 10'000;
        Server server = startServer(sc, events);
        QVERIFY(server);
        net::Socket running = greet(server.port(), makeNativeCookie());
        QVERIFY(running.valid());
        QTRY_VERIFY_WITH_TIMEOUT(server.busy(), 3000);
        if (m_openFiles < kOpenFilesNeeded) QSKIP("needs 3,480 open files: raise ulimit -n");
        std::vector<net::Socket> silent;
        for (int i = 0; i < kPastTheRoom; ++i)
            silent.push_back(rawConnect(server.port()));
        auto error = runClient(clientConfig(server.port()));
        QVERIFY(error.has_value());
        QVERIFY2(error->code == Errc::ServerBusy, error->describe().c_str());
        QVERIFY2(error->message.find("running another test") != std::string::npos,
                 error->message.c_str());
    }

    // A client that closes its control connection after "accept" frees the server
    // within a second (it used to wait the handshake timeout for data connections).
    void closedControlFreesTheServerWithinASecond()
    {
        RecordingSink events;
        ServerConfig sc;
        sc.handshakeTimeoutMs = 5000;
        Server server = startServer(sc, events);
        QVERIFY(server);
        net::Socket s = greet(server.port(), makeNativeCookie());
        QVERIFY(s.valid());
        writeFrame(s, R"({"type":"setup","protocolVersion":2,"test":{"streams":4}})",
                   net::deadlineIn(1000));
        auto accept = readMsg(s, 3000);
        QVERIFY(accept && accept->type() == MessageType::Accept);
        QVERIFY(server.busy());
        QElapsedTimer t;
        t.start();
        s.close();
        QTRY_VERIFY_WITH_TIMEOUT(!server.busy(), 5000);
        QVERIFY2(t.elapsed() < 1000, qPrintable(QString::number(t.elapsed()) + " ms"));
        QVERIFY(events.waitEvent(StreamEventKind::SessionAborted, 1000));
    }

    // An unknown message type of 65,450+ bytes is echoed cut, so the error fits a
    // frame and the client reads why.
    void longErrorEchoFitsAFrame()
    {
        RecordingSink events;
        Server server = startServer(ServerConfig{}, events);
        QVERIFY(server);
        net::Socket s = greet(server.port(), makeNativeCookie());
        QVERIFY(s.valid());
        const std::string type(65'450, 'x');
        writeFrame(s, R"({"type":")" + type + R"("})", net::deadlineIn(1000));
        auto m = readMsg(s, 3000);
        QVERIFY(m.has_value());
        QVERIFY(m->get<ErrorMsg>() && m->get<ErrorMsg>()->error.code == Errc::ProtocolError);
        QVERIFY(m->get<ErrorMsg>()->error.message.find("unknown message type") !=
                std::string::npos);
        QVERIFY(m->get<ErrorMsg>()->error.message.size() < 2048);
    }

    // The allow-list refuses others at once, in their dialect; an allowed client runs.
    void allowListRefusesOthersAtOnce()
    {
        RecordingSink events;
        ServerConfig sc;
        sc.allow = {"10.0.0.0/8", "fd00::/8"};
        Server server = startServer(sc, events);
        QVERIFY(server);
        QElapsedTimer t;
        t.start();
        auto error = runClient(clientConfig(server.port()));
        QVERIFY(error.has_value());
        QVERIFY2(error->code == Errc::Refused, error->describe().c_str());
        QVERIFY2(error->message.find("10.0.0.0/8") != std::string::npos, error->message.c_str());
        QVERIFY2(error->message.find("127.0.0.1") != std::string::npos, error->message.c_str());
        QVERIFY(t.elapsed() < 3000);
        std::string iperfCookie = "abcdefghijklmnopqrstuvwxyz2345672345";
        Cookie c{};
        std::copy(iperfCookie.begin(), iperfCookie.end(), c.begin());
        net::Socket iperf = greet(server.port(), c, false);
        unsigned char state = 0;
        QVERIFY(!net::readExact(iperf, &state, 1, net::deadlineIn(3000)));
        QCOMPARE(int(state), int(iperf3::AccessDenied));
        ServerConfig open;
        open.allow = {"127.0.0.0/8"};
        RecordingSink events2;
        Server allowed = startServer(open, events2);
        error = runClient(clientConfig(allowed.port()));
        QVERIFY2(!error, error ? error->describe().c_str() : "");
    }
};

QTEST_GUILESS_MAIN(HostileLimitsTest)
#include "hostile_limits_test.moc"
