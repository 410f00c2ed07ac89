// SPDX-License-Identifier: MIT
// The two ends of a test start their clocks a moment apart: the client when "start" arrives.
// Here a relay on 127.0.0.1 holds back what the server says on the control connection by
// 400 ms, so "start" reaches the client that late. The receiving end's clock must start with
// the first data (flow::awaitFirstData), and the sending end must send inside its intervals
// only (Sampler::atLastBoundary; a sending server counts from its first byte): over TCP, which
// loses nothing, the sender's intervals then hold every byte sent, and the receiver's all but
// what was still on the way at the end. Before, in an upload the server's intervals ended
// 400 ms before the client's and missed a fifth of a 2 s upload (and 3.5 % of one on a loaded
// CI machine, udp_netns_loss); in a download the server's sent before its clock started and
// after its intervals ended (udp_netns_loss again: a client's first interval held 19 % more
// than the server's).
#include "benchwire/client.h"
#include "benchwire/server.h"
#include "loopbackservers.h"
#include "net/socket.h"
#include "testsink.h"

#include <QTest>

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

using namespace bw::engine;
using namespace std::chrono_literals;
using bw::test::RecordingSink;

namespace {
// Accepts on 127.0.0.1 and joins every connection to the server's port; what the server sends
// on the first connection (the control connection) is passed on `delay` after it was read.
class DelayRelay
{
public:
    DelayRelay(std::uint16_t serverPort, std::chrono::milliseconds delay)
        : m_serverPort(serverPort), m_delay(delay)
    {
        std::error_code ec;
        std::vector<net::Endpoint> eps;
        if (net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps) || eps.empty()) return;
        m_listener = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        net::Endpoint at;
        if (ec || m_listener.bind(eps.front()) || m_listener.listen(16) ||
            m_listener.localEndpoint(at))
            return;
        m_port = at.port();
        m_threads.emplace_back([this] { acceptLoop(); });
    }
    ~DelayRelay()
    {
        m_stop.store(true);
        for (auto& t : m_threads)
            t.join();
    }
    std::uint16_t port() const { return m_port; }

private:
    struct Pair
    {
        net::Socket client, server;
    };

    void acceptLoop()
    {
        bool first = true;
        while (!m_stop.load()) {
            if (m_listener.waitReadable(50ms)) continue;
            std::error_code ec;
            net::Socket client = m_listener.accept(nullptr, ec);
            if (ec) continue;
            std::vector<net::Endpoint> eps;
            if (net::resolve("127.0.0.1", m_serverPort, IpFamily::V4, true, eps) || eps.empty())
                return;
            net::Socket server = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
            if (ec || server.connect(eps.front(), 5000ms)) return;
            auto pair = std::make_unique<Pair>(Pair{std::move(client), std::move(server)});
            const auto delay = first ? m_delay : 0ms;
            first = false;
            std::lock_guard lock(m_mutex);
            Pair& p = *m_pairs.emplace_back(std::move(pair));
            m_pumps.emplace_back([this, &p] { pump(p.client, p.server, 0ms); });
            m_pumps.emplace_back([this, &p, delay] { pump(p.server, p.client, delay); });
        }
        std::lock_guard lock(m_mutex);
        for (auto& t : m_pumps)
            t.join();
    }

    // from -> to until from closes (then to is half-closed), each read passed on `delay` later.
    void pump(net::Socket& from, net::Socket& to, std::chrono::milliseconds delay)
    {
        std::vector<char> buffer(256 * 1024);
        while (!m_stop.load()) {
            if (from.waitReadable(50ms)) continue;
            std::size_t n = 0;
            if (from.recv(buffer.data(), buffer.size(), n)) return;
            if (n == 0) {
                to.shutdownWrite();
                return;
            }
            if (delay.count()) std::this_thread::sleep_for(delay);
            for (std::size_t done = 0; done < n;) {
                std::size_t wrote = 0;
                if (to.send(buffer.data() + done, n - done, wrote)) return;
                done += wrote;
            }
        }
    }

    std::uint16_t m_serverPort;
    std::chrono::milliseconds m_delay;
    net::NetInit m_init;
    net::Socket m_listener;
    std::uint16_t m_port = 0;
    std::atomic<bool> m_stop{false};
    std::mutex m_mutex; // guards m_pairs and m_pumps
    std::vector<std::unique_ptr<Pair>> m_pairs;
    std::vector<std::jthread> m_pumps;
    std::vector<std::jthread> m_threads;
};
} // namespace

class LateClientTest : public QObject
{
    Q_OBJECT
private slots:
    void serverIntervalsHoldEveryByteOfALateClient() { checkEveryByteInside(TestMode::Upload); }
    void downloadIntervalsHoldEveryByteOfALateClient() { checkEveryByteInside(TestMode::Download); }

private:
    void checkEveryByteInside(TestMode mode);
};

void LateClientTest::checkEveryByteInside(TestMode mode)
{
    RecordingSink serverSink, clientSink;
    Error e;
    Server server = bw::test::startServer("127.0.0.1", serverSink, e);
    QVERIFY2(!e, e.describe().c_str());
    DelayRelay relay(server.port(), 400ms);
    QVERIFY(relay.port() != 0);
    TestConfig c;
    c.host = "127.0.0.1";
    c.port = relay.port();
    c.mode = mode;
    c.streams = 2;
    c.durationMs = 2000;
    c.intervalMs = 500;
    c.rateBitsPerSecond = 200'000'000; // the relay copies every byte twice
    RunHandle h = Client::start(c, clientSink);
    QVERIFY(clientSink.waitDone(60'000));
    h.wait();
    QVERIFY2(clientSink.result(),
             clientSink.error() ? clientSink.error()->describe().c_str() : "no result");
    const TestResult r = *clientSink.result();
    QCOMPARE(r.summaries.size(), std::size_t(1));
    const DirectionSummary& s = r.summaries[0];
    QVERIFY2(s.senderBytes > 10'000'000, qPrintable(QString::number(s.senderBytes)));
    QCOMPARE(s.senderBytes, s.senderBytesTotal);
    QCOMPARE(s.receiverBytesTotal, s.senderBytesTotal);
    // At 200 Mbit/s, 1 % is 10 ms of data: more than the relay and the sockets hold.
    const double share = double(s.receiverBytes) / double(s.receiverBytesTotal);
    QVERIFY2(share >= 0.99 && share <= 1.0, qPrintable(QString::number(share)));
    for (const auto& iv : r.intervals)
        QVERIFY(iv.directions.at(0).haveReceiver && iv.directions.at(0).haveSender);
}

QTEST_MAIN(LateClientTest)
#include "lateclient_test.moc"
