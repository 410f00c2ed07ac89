// SPDX-License-Identifier: MIT
// engine/src/discovery/peerlist.cpp and prober.cpp's mergeAnswer: one peer per id with every
// address it answered from, and peers and addresses leaving after the stated time.
#include "discovery/prober.h"

#include <QtTest>

using namespace bw::engine;
using namespace bw::engine::discovery;
using namespace std::chrono_literals;

namespace {

Announcement named(const std::string& id, const std::string& host)
{
    Announcement a;
    a.peerId = id;
    a.hostName = host;
    return a;
}

Peer seen(const Announcement& a, std::vector<std::string> addrs, Clock::time_point t)
{
    Peer p{a, {}, t};
    for (auto& s : addrs)
        p.addresses.push_back(PeerAddress{s, "br0", t});
    return p;
}

} // namespace

class DiscoveryPeerListTest : public QObject
{
    Q_OBJECT
private slots:
    void oneRoundMergesByPeerId()
    {
        const auto t = Clock::now();
        std::vector<Peer> round;
        mergeAnswer(round, named("aa", "one"), {"10.0.0.2", "veth-a", t});
        mergeAnswer(round, named("bb", "two"), {"10.0.0.3", "veth-a", t});
        mergeAnswer(round, named("aa", "one"), {"10.9.0.2", "veth-b", t + 5ms});
        mergeAnswer(round, named("aa", "one"),
                    {"10.0.0.2", "veth-a", t + 7ms}); // the multicast copy
        QCOMPARE(round.size(), std::size_t(2));
        QCOMPARE(round[0].info.hostName, std::string("one"));
        QCOMPARE(round[0].addresses.size(), std::size_t(2));
        QCOMPARE(round[0].addresses[0].address, std::string("10.0.0.2"));
        QCOMPARE(round[0].addresses[0].localInterface, std::string("veth-a"));
        QVERIFY(round[0].addresses[0].lastSeen == t + 7ms);
        QCOMPARE(round[0].addresses[1].address, std::string("10.9.0.2"));
        QCOMPARE(round[0].addresses[1].localInterface, std::string("veth-b"));
        QVERIFY(round[0].lastSeen == t + 7ms);
        QCOMPARE(round[1].addresses.size(), std::size_t(1));
    }

    void laterRoundsUpdateTheAnnouncement()
    {
        const auto t = Clock::now();
        PeerList list(1000ms);
        Announcement a = named("aa", "one");
        list.merge({seen(a, {"10.0.0.2"}, t)});
        a.busy = true;
        list.merge({seen(a, {"fe80::2%br0"}, t + 1s)});
        QCOMPARE(list.peers().size(), std::size_t(1));
        QVERIFY(list.peers()[0].info.busy);
        QCOMPARE(list.peers()[0].addresses.size(), std::size_t(2));
    }

    void silentPeersLeaveAfterThreeRefreshPeriods()
    {
        const auto t = Clock::now();
        PeerList list(1000ms);
        QCOMPARE(list.expiryTime(), 3000ms);
        list.merge({seen(named("aa", "one"), {"10.0.0.2", "10.9.0.2"}, t),
                    seen(named("bb", "two"), {"10.0.0.3"}, t)});
        // aa keeps answering on one address only; bb falls silent.
        list.merge({seen(named("aa", "one"), {"10.0.0.2"}, t + 2s)});
        QVERIFY(!list.expire(t + 3s));
        QCOMPARE(list.peers().size(), std::size_t(2));
        QVERIFY(list.expire(t + 3001ms));
        QCOMPARE(list.peers().size(), std::size_t(1));
        QCOMPARE(list.peers()[0].info.peerId, std::string("aa"));
        QCOMPARE(list.peers()[0].addresses.size(), std::size_t(1)); // 10.9.0.2 went quiet too
        QVERIFY(list.expire(t + 5001ms));
        QVERIFY(list.peers().empty());
    }
};

QTEST_APPLESS_MAIN(DiscoveryPeerListTest)
#include "discovery_peerlist_test.moc"
