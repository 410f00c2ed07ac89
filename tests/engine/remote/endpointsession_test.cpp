// SPDX-License-Identifier: MIT
// Remote control on 127.0.0.1 (remote/endpointsession.cpp, remote/pairlink.cpp): the console
// proves the key (right, wrong, none at all: each refusal in its exact words, and the server
// still serves after it), a pair runs between an endpoint and a target server and starts its
// data at the console's time, a pair to a port where nothing listens reports the connect error,
// a pair over the endpoint's limits is refused, and garbage from a console is refused while
// the server still serves.
#include "benchwire/remote.h"
#include "benchwire/server.h"
#include "control/cookie.h"
#include "native/framing.h"
#include "net/host.h"
#include "net/netio.h"
#include "remote/messages.h"
#include "testsink.h"

#include <QTest>

#include <chrono>
#include <cmath>

using namespace bw::engine;
using namespace std::chrono_literals;

namespace {

constexpr const char* kKey = "right-key-123";

Server startServer(const std::string& key, Sink& sink, int maxDurationMs = 3'600'000)
{
    ServerConfig c;
    c.port = 0;
    c.bindAddress = "127.0.0.1";
    c.discovery = false;
    c.firewallStatus = false;
    c.controlKey = key;
    c.limits.maxDurationMs = maxDurationMs;
    Error e;
    Server s = Server::start(c, sink, e);
    if (e) qWarning("server: %s", e.describe().c_str());
    return s;
}

RemotePairSpec spec(std::uint16_t endpointPort, const std::string& key, std::uint16_t targetPort)
{
    RemotePairSpec s;
    s.endpointHost = "127.0.0.1";
    s.endpointPort = endpointPort;
    s.key = key;
    s.test.host = "127.0.0.1";
    s.test.port = targetPort;
    s.test.durationMs = 1000;
    s.test.intervalMs = 500;
    s.test.latencyProbes = false;
    s.test.rateBitsPerSecond = 40'000'000;
    s.test.rateIsTotal = true;
    return s;
}

// A console's connection by hand: the cookie sent and the key challenge read.
net::Socket rawConsole(std::uint16_t port)
{
    std::vector<net::Endpoint> eps;
    std::error_code ec = net::resolve("127.0.0.1", port, IpFamily::V4, false, eps);
    net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    if (ec || eps.empty() || s.connect(eps.front(), std::chrono::milliseconds(2000))) return {};
    s.setNonBlocking(true);
    const auto cookie = control::makeCookie(remote::kRemotePrefix);
    std::string challenge;
    if (net::writeAll(s, cookie.data(), cookie.size(), net::deadlineIn(2000)) ||
        native::readFrame(s, challenge, net::deadlineIn(2000)).error != native::FrameError::None)
        return {};
    return s;
}

} // namespace

class EndpointSessionTest : public QObject
{
    Q_OBJECT
private slots:
    void rightKeyOpensAndReadsTheClock()
    {
        bw::test::RecordingSink log;
        Server endpoint = startServer(kKey, log);
        QVERIFY(endpoint);
        Error e;
        RemotePair pair = RemotePair::open(spec(endpoint.port(), kKey, 1), e);
        QVERIFY2(!e, e.describe().c_str());
        QVERIFY(pair);
        // One machine, one steady clock: the estimate finds (almost) no offset.
        QVERIFY2(std::abs(pair.clockOffsetUs()) < 2000,
                 std::to_string(pair.clockOffsetUs()).c_str());
    }

    void wrongKeyIsRefusedAndTheServerStillServes()
    {
        bw::test::RecordingSink log;
        Server endpoint = startServer(kKey, log);
        Error e;
        RemotePair pair = RemotePair::open(spec(endpoint.port(), "wrong-key-456", 1), e);
        QVERIFY(!pair);
        QVERIFY(e.code == Errc::Refused);
        QCOMPARE(e.message, std::string("the control key does not match the one the endpoint at "
                                        "127.0.0.1 was started with"));
        RemotePair again = RemotePair::open(spec(endpoint.port(), kKey, 1), e);
        QVERIFY2(!e, e.describe().c_str());
    }

    void noKeyMeansNoRemoteControl()
    {
        bw::test::RecordingSink log;
        Server plain = startServer("", log);
        Error e;
        RemotePair pair = RemotePair::open(spec(plain.port(), kKey, 1), e);
        QVERIFY(!pair);
        QCOMPARE(e.message, std::string("the endpoint at 127.0.0.1 does not accept remote "
                                        "control: start it with --control-key"));
        QVERIFY(!e.hint.empty());
    }

    void pairRunsAndStartsOnTime()
    {
        bw::test::RecordingSink endpointLog, targetLog, console;
        Server endpoint = startServer(kKey, endpointLog);
        Server target = startServer("", targetLog);
        Error e;
        RemotePair pair = RemotePair::open(spec(endpoint.port(), kKey, target.port()), e);
        QVERIFY2(!e, e.describe().c_str());
        const auto at = RemotePair::Clock::now() + 1500ms;
        e = pair.start(at, console);
        QVERIFY2(!e, e.describe().c_str());
        QVERIFY(console.waitDone(15000));
        QVERIFY2(!console.error(), console.error() ? console.error()->describe().c_str() : "");
        const auto r = console.result();
        QVERIFY(r && r->summaries.size() == 1);
        QVERIFY(r->summaries[0].direction == Direction::Upload);
        // Paced to 40 Mbit/s in total: what the target received, not a fixed figure.
        const double got = r->summaries[0].receiverBitsPerSecond.mean;
        QVERIFY2(got > 36e6 && got < 44e6, std::to_string(got).c_str());
        QCOMPARE(r->intervals.size(), console.intervals().size());
        QVERIFY(console.intervals().size() >= 2);
        pair.wait();
        const auto started = pair.dataStartedAt();
        QVERIFY(started);
        const double lateMs = std::chrono::duration<double, std::milli>(*started - at).count();
        QVERIFY2(std::abs(lateMs) < 100, std::to_string(lateMs).c_str());
    }

    void targetWithoutServerReportsTheConnectError()
    {
        bw::test::RecordingSink endpointLog, console, gone;
        Server endpoint = startServer(kKey, endpointLog);
        std::uint16_t freePort = 0;
        {
            Server s = startServer("", gone); // a port that was free a moment ago
            freePort = s.port();
        }
        Error e;
        RemotePair pair = RemotePair::open(spec(endpoint.port(), kKey, freePort), e);
        QVERIFY2(!e, e.describe().c_str());
        QVERIFY(!pair.start(RemotePair::Clock::now() + 1200ms, console));
        QVERIFY(console.waitDone(15000));
        QVERIFY(console.error());
        QVERIFY(console.error()->code == Errc::ConnectionRefused);
        QVERIFY2(console.error()->message.find("endpoint 127.0.0.1: ") == 0,
                 console.error()->message.c_str());
        QVERIFY(!pair.dataStartedAt());
    }

    void garbageIsRefusedAndTheServerStillServes()
    {
        bw::test::RecordingSink log;
        Server endpoint = startServer(kKey, log);
        {
            net::Socket s = rawConsole(endpoint.port());
            QVERIFY(s.valid());
            QVERIFY(native::writeFrame(s, "not json", net::deadlineIn(2000)).error ==
                    native::FrameError::None);
            std::string answer;
            QVERIFY(native::readFrame(s, answer, net::deadlineIn(3000)).error ==
                    native::FrameError::None);
            remote::ToConsole m;
            std::string why;
            QVERIFY2(remote::decode(answer, m, why), why.c_str());
            const auto* refusal = std::get_if<remote::Refusal>(&m);
            QVERIFY(refusal && refusal->kind == remote::RefusalKind::Invalid);
            QVERIFY2(refusal->error.message.rfind("the console sent a malformed message", 0) == 0,
                     refusal->error.message.c_str());
        }
        {
            net::Socket s = rawConsole(endpoint.port()); // a length past the 64 KiB limit
            QVERIFY(s.valid());
            const unsigned char huge[4] = {0x00, 0xff, 0xff, 0xff};
            QVERIFY(!net::writeAll(s, huge, sizeof huge, net::deadlineIn(2000)));
            std::string answer;
            QVERIFY(native::readFrame(s, answer, net::deadlineIn(3000)).error !=
                    native::FrameError::None); // closed, with nothing run
        }
        Error e;
        RemotePair pair = RemotePair::open(spec(endpoint.port(), kKey, 1), e);
        QVERIFY2(!e, e.describe().c_str());
    }

    void pairOverTheLimitsIsRefused()
    {
        bw::test::RecordingSink endpointLog, console;
        Server endpoint = startServer(kKey, endpointLog, 1000);
        Error e;
        auto s = spec(endpoint.port(), kKey, 1);
        s.test.durationMs = 5000;
        RemotePair pair = RemotePair::open(s, e);
        QVERIFY2(!e, e.describe().c_str());
        e = pair.start(RemotePair::Clock::now() + 1500ms, console);
        QVERIFY(e.code == Errc::Refused);
        QVERIFY2(e.message.find("the endpoint at 127.0.0.1 refused: ") == 0, e.message.c_str());
        QVERIFY(!pair.running());
    }
};

QTEST_APPLESS_MAIN(EndpointSessionTest)
#include "endpointsession_test.moc"
