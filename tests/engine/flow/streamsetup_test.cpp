// SPDX-License-Identifier: MIT
// Tests engine/src/flow/streamsetup.cpp on a real loopback connection: the test's TCP_NODELAY
// choice wins over what the socket had before (a server's accepted connections arrive with it
// on), in both directions; an option the OS refuses is named with its flag and what to give
// instead.
#include "flow/streamsetup.h"

#include <QTest>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

using namespace bw::engine;

namespace {
int noDelayOf(const net::Socket& s)
{
    int v = -1;
    socklen_t len = sizeof v;
    if (::getsockopt(s.native(), IPPROTO_TCP, TCP_NODELAY, &v, &len) != 0) return -1;
    return v ? 1 : 0;
}
} // namespace

class StreamSetupTest : public QObject
{
    Q_OBJECT
private slots:
    void noDelayFollowsTheTest()
    {
        std::error_code ec;
        std::vector<net::Endpoint> eps;
        QVERIFY(!net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps) && !eps.empty());
        net::Socket listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        QVERIFY(!ec);
        QVERIFY(!listener.bind(eps.front()) && !listener.listen(1));
        net::Endpoint at;
        QVERIFY(!listener.localEndpoint(at));
        net::Socket client = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        QVERIFY(!ec && !client.connect(at, std::chrono::milliseconds(2000)));
        net::Socket accepted = listener.accept(nullptr, ec);
        QVERIFY(!ec && accepted.valid());

        TestConfig c;
        QVERIFY(!accepted.setNoDelay(true)); // as the server's connection handler leaves it
        QCOMPARE(noDelayOf(accepted), 1);
        c.noDelay = false;
        QVERIFY(!flow::applyDataOptions(accepted, c));
        QCOMPARE(noDelayOf(accepted), 0); // Nagle on, as asked
        c.noDelay = true;
        QVERIFY(!flow::applyDataOptions(client, c));
        QCOMPARE(noDelayOf(client), 1);
    }

    // An unknown congestion control names what was typed, the flag, and the algorithms this
    // kernel offers (read from /proc), never the app's wording alone.
    void unavailableCongestionListsTheChoices()
    {
        std::error_code ec;
        net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        QVERIFY(!ec);
        TestConfig c;
        c.congestion = "nosuchcc";
        const Error e = flow::applyDataOptions(s, c);
        QVERIFY(e);
        QVERIFY2(e.message.find("'nosuchcc'") != std::string::npos, e.message.c_str());
        QVERIFY2(e.hint.find("-C") != std::string::npos, e.hint.c_str());
        QVERIFY2(e.hint.find("this machine offers: ") != std::string::npos &&
                     (e.hint.find("cubic") != std::string::npos ||
                      e.hint.find("reno") != std::string::npos),
                 e.hint.c_str());
    }
};

QTEST_GUILESS_MAIN(StreamSetupTest)
#include "streamsetup_test.moc"
