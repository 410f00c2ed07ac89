// SPDX-License-Identifier: MIT
// The serving side's pairing of its own intervals with the client's figures: its bytes, CPU,
// latency and Wi-Fi, live and in the served result's whole list.
#include "native/peerintervals.h"

#include "latencysamples.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::native;

namespace {
HostSample sample(int index, double userPct)
{
    HostSample h;
    h.index = index;
    h.startUs = index * 1000;
    h.endUs = (index + 1) * 1000;
    h.cpu.valid = true;
    h.cpu.userPct = userPct;
    h.cpu.idlePct = 100 - userPct;
    h.receivedBytes[0] = 1000;
    return h;
}
} // namespace

class PeerIntervalsTest : public QObject
{
    Q_OBJECT
private:
    std::vector<IntervalSample> m_out;
    PeerIntervals::Emit collect()
    {
        return [this](const IntervalSample& s) { m_out.push_back(s); };
    }

private slots:
    void init() { m_out.clear(); }

    void olderClientGoesOutAtOnce()
    {
        PeerIntervals live(TestMode::Upload, false, collect());
        live.addServer(sample(0, 10));
        QCOMPARE(int(m_out.size()), 1);
        QVERIFY(!m_out[0].remoteCpu.valid);
        QCOMPARE(m_out[0].localCpu.userPct, 10.0);
    }

    void pairsByIndex()
    {
        PeerIntervals live(TestMode::Upload, true, collect());
        live.addServer(sample(0, 10));
        QVERIFY(m_out.empty()); // waits for the client's figures
        live.addClient(sample(0, 55));
        QCOMPARE(int(m_out.size()), 1);
        QVERIFY(m_out[0].remoteCpu.valid);
        QCOMPARE(m_out[0].remoteCpu.userPct, 55.0);
        QCOMPARE(m_out[0].localCpu.userPct, 10.0);
        // The client's figures may come first.
        live.addClient(sample(1, 60));
        live.addServer(sample(1, 20));
        QCOMPARE(int(m_out.size()), 2);
        QCOMPARE(m_out[1].remoteCpu.userPct, 60.0);
    }

    // A hostile client's figures for intervals far ahead are not kept (they would pile up).
    void clientFarAheadIsDropped()
    {
        PeerIntervals live(TestMode::Upload, true, collect());
        live.addServer(sample(0, 10));
        live.addClient(sample(0, 50));
        for (int i = 9; i < 2000; ++i)
            live.addClient(sample(i, 70));
        live.addClient(sample(2, 40)); // two ahead: kept
        for (int i = 1; i <= 12; ++i)
            live.addServer(sample(i, 10));
        live.flush();
        QCOMPARE(int(m_out.size()), 13);
        QCOMPARE(m_out[2].remoteCpu.userPct, 40.0);
        QVERIFY(!m_out[9].remoteCpu.valid); // index 9 came when the newest was 0: dropped
        QVERIFY(!m_out[12].remoteCpu.valid);
    }

    void missingClientFiguresDelayLittle()
    {
        PeerIntervals live(TestMode::Upload, true, collect());
        live.addServer(sample(0, 10));
        live.addServer(sample(1, 10));
        QVERIFY(m_out.empty());
        live.addServer(sample(2, 10)); // interval 0 has waited two intervals: it goes out
        QCOMPARE(int(m_out.size()), 1);
        QCOMPARE(m_out[0].index, 0);
        QVERIFY(!m_out[0].remoteCpu.valid);
        live.addClient(sample(0, 50)); // too late for the live view: not emitted twice
        QCOMPARE(int(m_out.size()), 1);
        live.addClient(sample(2, 50)); // pairs 2, and lets 1 go first, in order
        QCOMPARE(int(m_out.size()), 3);
        QCOMPARE(m_out[1].index, 1);
        QVERIFY(!m_out[1].remoteCpu.valid);
        QCOMPARE(m_out[2].index, 2);
        QVERIFY(m_out[2].remoteCpu.valid);
        live.addServer(sample(3, 10));
        live.flush(); // the end of the test
        QCOMPARE(int(m_out.size()), 4);
        QCOMPARE(m_out[3].index, 3);
        // The served result's list has every interval once, with the late figures of 0 too.
        const std::vector<IntervalSample> whole = live.whole();
        QCOMPARE(int(whole.size()), 4);
        QVERIFY(whole[0].remoteCpu.valid && whole[2].remoteCpu.valid);
        QVERIFY(!whole[1].remoteCpu.valid && !whole[3].remoteCpu.valid);
    }

    // A download's receiver is the client: its bytes and UDP counts fill the receiving side,
    // next to the server's sending side, live and in whole().
    void clientReceiverFiguresFillTheDownload()
    {
        PeerIntervals live(TestMode::Download, true, collect());
        HostSample server = sample(0, 10);
        server.receivedBytes[0] = 0;
        server.sentBytes[1] = 5000;
        server.udp[1].valid = true;
        server.udp[1].packetsSent = 5;
        HostSample client = sample(0, 30);
        client.receivedBytes[0] = 0;
        client.receivedBytes[1] = 4000;
        client.udp[1].valid = true;
        client.udp[1].packetsReceived = 4;
        client.udp[1].packetsLost = 1;
        live.addServer(server);
        QVERIFY(m_out.empty());
        live.addClient(client);
        QCOMPARE(int(m_out.size()), 1);
        for (const IntervalSample& iv : {m_out[0], live.whole().at(0)}) {
            QCOMPARE(int(iv.directions.size()), 1);
            const DirectionSample& down = iv.directions[0];
            QVERIFY(down.haveSender && down.haveReceiver);
            QCOMPARE(down.senderBytes, 5000ull);
            QCOMPARE(down.receiverBytes, 4000ull);
            QCOMPARE(down.udp.packetsSent, 5ull);
            QCOMPARE(down.udp.packetsLost, 1ull);
            QCOMPARE(iv.localCpu.userPct, 10.0);
            QCOMPARE(iv.remoteCpu.userPct, 30.0);
        }
    }

    // The client's latency figures so far ride with its CPU, named from the server: the
    // client's upstream is the server's "down", whichever side's figures came first.
    void latencyNamedFromTheServer()
    {
        const LatencySample l = bw::test::latencySample(700, 100);
        PeerIntervals live(TestMode::Upload, true, collect());
        live.addServer(sample(0, 10));
        live.addClient(sample(0, 55), l);
        live.addClient(sample(1, 60), l); // before the server's interval 1
        live.addServer(sample(1, 20));
        live.addServer(sample(2, 20));
        live.addClient(sample(2, 60)); // an older client's: no figures
        QCOMPARE(int(m_out.size()), 3);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(m_out[std::size_t(i)].latency.valid);
            QCOMPARE(m_out[std::size_t(i)].latency.rtt.medianUs, 800.0);
            QCOMPARE(m_out[std::size_t(i)].latency.down.medianUs, 700.0);
            QCOMPARE(m_out[std::size_t(i)].latency.up.medianUs, 100.0);
        }
        QVERIFY(!m_out[2].latency.valid);
    }

    // The client's Wi-Fi reading of each interval becomes the served interval's remoteWifi
    // (the served result's per-interval PHY rate of the client), whichever side came first;
    // the server's own stays localWifi.
    void clientWifiRidesAlong()
    {
        auto onWifi = [](HostSample h, double txMbps) {
            h.wifi.valid = true;
            h.wifi.txRateMbps = txMbps;
            h.wifi.signalDbm = -50;
            return h;
        };
        PeerIntervals live(TestMode::Upload, true, collect());
        live.addServer(onWifi(sample(0, 10), 2401.9));
        live.addClient(onWifi(sample(0, 55), 864.0));
        live.addClient(onWifi(sample(1, 60), 720.6)); // before the server's interval 1
        live.addServer(sample(1, 20));                // a server on Ethernet
        live.addServer(sample(2, 20));
        live.addClient(sample(2, 60)); // the client left Wi-Fi: no reading
        QCOMPARE(int(m_out.size()), 3);
        QVERIFY(m_out[0].localWifi.valid);
        QCOMPARE(m_out[0].localWifi.txRateMbps, std::optional<double>(2401.9));
        QVERIFY(m_out[0].remoteWifi.valid);
        QCOMPARE(m_out[0].remoteWifi.txRateMbps, std::optional<double>(864.0));
        QVERIFY(!m_out[1].localWifi.valid);
        QCOMPARE(m_out[1].remoteWifi.txRateMbps, std::optional<double>(720.6));
        QVERIFY(!m_out[2].remoteWifi.valid);
    }

    // A served test until stopped: the samples held stay about kKeptIntervals a side however
    // long it runs (the older ones are spilled), and the whole list still has every interval
    // with the client's figures and latency, a late client figure included.
    void aLongTestHoldsFewAndKeepsAll()
    {
        const int n = 500;
        PeerIntervals live(TestMode::Upload, true, collect());
        for (int i = 0; i < n; ++i) {
            live.addServer(sample(i, 10));
            if (i != 7) live.addClient(sample(i, double(i % 90)), bw::test::latencySample(i, 100));
            QVERIFY(live.heldSamples() <=
                    std::size_t(2 * (bw::engine::results::kKeptIntervals + 3)));
        }
        live.addClient(sample(7, 77)); // long after interval 7 went out, and was spilled
        live.flush();
        QCOMPARE(int(m_out.size()), n);
        const std::vector<IntervalSample> all = live.whole();
        QCOMPARE(int(all.size()), n);
        for (int i = 0; i < n; ++i) {
            const IntervalSample& iv = all[std::size_t(i)];
            QCOMPARE(iv.index, i);
            QCOMPARE(iv.localCpu.userPct, 10.0);
            QCOMPARE(iv.remoteCpu.userPct, i == 7 ? 77.0 : double(i % 90));
            QCOMPARE(iv.latency.valid, i != 7);
            if (i != 7) QCOMPARE(iv.latency.down.medianUs, double(i)); // named from the server
        }
    }
};

QTEST_GUILESS_MAIN(PeerIntervalsTest)
#include "peerintervals_test.moc"
