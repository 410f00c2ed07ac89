// SPDX-License-Identifier: MIT
// The connection check (benchwire/check.h) on loopback: a real in-process server (TCP and UDP
// reachable, the server's own count of the probes), a port where nothing listens, a port that
// does not answer (a full accept queue drops SYNs, as a firewall would), and fake peers for
// what a real one cannot show here: an iperf3 server, a Benchwire server that predates the
// check, and one whose answers never come back. Also `benchwire-cli --check` as a process.
#include "benchwire/check.h"
#include "benchwire/server.h"
#include "checkfakes.h"
#include "cliprocess.h"
#include "loopbackservers.h"
#include "testpaths.h"
#include "testsink.h"

#include <QtTest>

using namespace bw::engine;
using namespace bw::test;

namespace {
QString st(CheckStatus s)
{
    return QString::fromLatin1(toString(s).data(), qsizetype(toString(s).size()));
}
} // namespace

class ConnectionCheckTest : public QObject
{
    Q_OBJECT

private:
    CheckConfig configFor(std::uint16_t port)
    {
        CheckConfig c;
        c.host = "127.0.0.1";
        c.port = port;
        c.connectTimeoutMs = 1000;
        return c;
    }

private slots:
    // Against a real server: both protocols reachable, and the server's count is the probes
    // it really saw (its event says so, in its own words).
    void reachableServer()
    {
        RecordingSink sink;
        Error error;
        Server server = startServer("127.0.0.1", sink, error);
        QVERIFY2(!error, error.describe().c_str());
        CheckConfig c = configFor(server.port());
        c.udpProbes = 7;
        const CheckReport r = runCheck(c);
        QCOMPARE(st(r.tcp), st(CheckStatus::Reachable));
        QVERIFY2(r.udp == CheckStatus::Reachable, r.udpDetail.c_str());
        QCOMPARE(r.serverKind, std::string("benchwire"));
        QCOMPARE(r.udpProbesSent, 7);
        QCOMPARE(r.udpProbesArrived, 7);
        QCOMPARE(r.udpAnswers, 7);
        QVERIFY(r.udpRttMs >= 0 && r.udpRttMs < 500);
        QVERIFY(r.tcpConnectMs >= 0 && r.tcpConnectMs < 500);
        QVERIFY2(r.pathMtuBytes > 0, "Linux reports the loopback MTU (IP_MTU)");
        // The server reads its firewall in the background: its hello may not say yet, and
        // when it does, it names both protocols (netns.check checks the words).
        QVERIFY2(r.peerFirewall.empty() || r.peerFirewall.rfind("TCP ", 0) == 0,
                 r.peerFirewall.c_str());
        QVERIFY(r.passed());
        QVERIFY(sink.waitEvent(StreamEventKind::SessionEnded, 5000));
        bool counted = false;
        for (const auto& e : sink.events())
            counted = counted || e.message == "connection check: 7 of 7 UDP probes arrived";
        QVERIFY(counted);
        // The server still serves: checks that follow at once find it as before. Each starts
        // right after the server said the last one ended, while that session may still be
        // closing; the new one waits for it instead of hearing "busy".
        c.udpProbes = 1;
        for (int i = 0; i < 10; ++i) {
            sink.clearEvents();
            const CheckReport again = runCheck(c);
            QVERIFY2(again.udp == CheckStatus::Reachable,
                     (std::to_string(i) + ": " + checkToText(again)).c_str());
            QVERIFY(sink.waitEvent(StreamEventKind::SessionEnded, 5000));
        }
    }

    void refusedPort()
    {
        const std::uint16_t port = freeLoopbackPort();
        const auto t0 = std::chrono::steady_clock::now();
        const CheckReport r = runCheck(configFor(port));
        QCOMPARE(st(r.tcp), st(CheckStatus::Refused));
        QVERIFY2(r.tcpDetail.find("nothing listens on 127.0.0.1 port " + std::to_string(port)) !=
                     std::string::npos,
                 r.tcpDetail.c_str());
        QCOMPARE(st(r.udp), st(CheckStatus::NotTested));
        QVERIFY(!r.passed());
        QVERIFY(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(1));
        QVERIFY(checkToText(r).find("TCP " + std::to_string(port) + ": refused") !=
                std::string::npos);
    }

    // Silence comes back as "no answer" within the connect timeout, not after a hang.
    void noAnswerWithinTheTimeout()
    {
        FullAcceptQueue queue;
        QVERIFY(queue.port() != 0);
        const auto t0 = std::chrono::steady_clock::now();
        const CheckReport r = runCheck(configFor(queue.port()));
        const auto took = std::chrono::steady_clock::now() - t0;
        QCOMPARE(st(r.tcp), st(CheckStatus::NoAnswer));
        QVERIFY2(r.tcpDetail.find("within 1 s: filtered by a firewall") != std::string::npos,
                 r.tcpDetail.c_str());
        QVERIFY(took >= std::chrono::milliseconds(900));
        QVERIFY(took < std::chrono::seconds(4));
        QVERIFY(checkToText(r).find("no answer (filtered)") != std::string::npos);
    }

    void iperf3ServerIsTcpOnly()
    {
        FakePeer peer(FakePeer::Kind::Iperf3);
        const CheckReport r = runCheck(configFor(peer.port()));
        QCOMPARE(st(r.tcp), st(CheckStatus::Reachable));
        QCOMPARE(r.serverKind, std::string("iperf3"));
        QCOMPARE(st(r.udp), st(CheckStatus::NotTestable));
        QVERIFY2(r.udpDetail.find("against iperf3: it cannot count probes") != std::string::npos,
                 r.udpDetail.c_str());
        QVERIFY(r.passed());
    }

    // A server from before the check: no "check" capability, so the client asks nothing.
    void olderServerSaysWhy()
    {
        FakePeer peer(FakePeer::Kind::Old);
        const CheckReport r = runCheck(configFor(peer.port()));
        QCOMPARE(st(r.tcp), st(CheckStatus::Reachable));
        QCOMPARE(st(r.udp), st(CheckStatus::NotTestable));
        QVERIFY2(r.udpDetail.find("predates the connection check") != std::string::npos,
                 r.udpDetail.c_str());
        QVERIFY(!peer.sawCheck());
    }

    // An older server that is asked anyway refuses in its own words; they reach the report.
    void refusalIsReadable()
    {
        FakePeer peer(FakePeer::Kind::Refusing);
        const CheckReport r = runCheck(configFor(peer.port()));
        QCOMPARE(st(r.udp), st(CheckStatus::NotTestable));
        QVERIFY2(r.udpDetail.find("unknown message type 'check'") != std::string::npos,
                 r.udpDetail.c_str());
    }

    // The probes arrive (the peer counts them) but no answer comes back: one way only.
    void answersBlockedIsOneWay()
    {
        FakePeer peer(FakePeer::Kind::Mute);
        CheckConfig c = configFor(peer.port());
        c.udpWaitMs = 300;
        const CheckReport r = runCheck(c);
        QCOMPARE(st(r.tcp), st(CheckStatus::Reachable));
        QVERIFY2(r.udp == CheckStatus::OneWay, r.udpDetail.c_str());
        QCOMPARE(r.udpProbesArrived, c.udpProbes);
        QCOMPARE(r.udpAnswers, 0);
        QVERIFY(!r.passed());
    }

    // The peer counts none (nothing read its UDP port): blocked, with the firewall advice.
    void probesLostIsBlocked()
    {
        FakePeer peer(FakePeer::Kind::Deaf);
        CheckConfig c = configFor(peer.port());
        c.udpWaitMs = 300;
        const CheckReport r = runCheck(c);
        QVERIFY2(r.udp == CheckStatus::NoAnswer, r.udpDetail.c_str());
        QVERIFY2(r.udpDetail.find("TCP " + std::to_string(peer.port()) +
                                  " reached the server, UDP " + std::to_string(peer.port()) +
                                  " did not") != std::string::npos,
                 r.udpDetail.c_str());
        QVERIFY(r.udpDetail.find("--firewall allow -p " + std::to_string(peer.port())) !=
                std::string::npos);
    }

    void cliReportsAndExits()
    {
        RecordingSink sink;
        Error error;
        Server server = startServer("127.0.0.1", sink, error);
        QVERIFY(!error);
        const QString port = QString::number(server.port());
        CliRun ok = runProcess(bw::test::cliPath(),
                               {"-c", "127.0.0.1", "-p", port, "--check", "-J"}, 30'000);
        QCOMPARE(ok.exitCode, 0);
        const QJsonObject j = ok.json();
        QCOMPARE(j["format"].toString(), QString("benchwire-check"));
        QCOMPARE(j["tcp"].toObject()["status"].toString(), QString("reachable"));
        QCOMPARE(j["udp"].toObject()["status"].toString(), QString("reachable"));
        QVERIFY(j["peerFirewall"].isNull() ||
                j["peerFirewall"].toString().startsWith(QLatin1String("TCP ")));
        const QString closed = QString::number(freeLoopbackPort());
        CliRun refused =
            runProcess(bw::test::cliPath(), {"-c", "127.0.0.1", "-p", closed, "--check"}, 30'000);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.out.contains("TCP " + closed.toUtf8() + ": refused: nothing listens"),
                 refused.out.constData());
        CliRun usage = runProcess(bw::test::cliPath(), {"--check"}, 30'000);
        QCOMPARE(usage.exitCode, 2);
    }
};

QTEST_APPLESS_MAIN(ConnectionCheckTest)
#include "connectioncheck_test.moc"
