// SPDX-License-Identifier: MIT
// The app's peer list: PeerModel on its own, the subnet match that picks a peer's
// address, DiscoveryBridge's rounds (merge, expiry, pause), and the real window showing a
// server that answered a real probe, its own server marked as this computer. Every datagram
// goes to 127.0.0.1 (loopbackdiscovery.h).
#include "guitestsupport.h"
#include "loopbackdiscovery.h"

#include "bridge/discoverybridge.h"
#include "bridge/selftestbridge.h"
#include "mainwindow.h"
#include "models/peeraddress.h"
#include "models/peermodel.h"
#include "widgets/peerlistpanel.h"
#include "widgets/peerpanel.h"

#include "benchwire/discovery.h"
#include "discovery/localnet.h"
#include "discovery/wire.h"
#include "net/socket.h"

#include <QItemSelectionModel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QToolButton>

#include <atomic>
#include <optional>

using namespace bw::ui;
using namespace bw::engine;
using bw::ui::test::freeUdpPort;
using bw::ui::test::loopbackRound;
using bw::ui::test::selectRow;
using bw::ui::test::startLoopbackDiscovery;
namespace dsc = bw::engine::discovery;

namespace {

InterfaceInfo iface(const char* name, std::int64_t mbps,
                    std::initializer_list<std::pair<const char*, int>> addrs)
{
    InterfaceInfo i;
    i.name = name;
    i.up = true;
    i.type = LinkType::Ethernet;
    i.speedMbps = mbps;
    for (const auto& [a, prefix] : addrs)
        i.addresses.push_back({a, std::string_view(a).find(':') != std::string_view::npos, prefix});
    return i;
}

// A two-link peer: 2.5GbE with IPv4, global and link-local IPv6; Wi-Fi with IPv4.
dsc::Peer twoLinkPeer(const char* answeredFrom, dsc::Clock::time_point seen)
{
    dsc::Peer p;
    p.info.peerId = "00000000000000000000000000000001";
    p.info.hostName = "minipc";
    p.info.product = "benchwire";
    p.info.version = "1.2.0";
    p.info.os = "linux";
    p.info.interfaces = {
        iface("enp1s0", 2500, {{"192.168.1.20", 24}, {"2001:db8:1::20", 64}, {"fe80::20", 64}}),
        iface("wlan0", 300, {{"10.0.0.20", 24}})};
    p.addresses = {{answeredFrom, "eth0", seen}};
    p.lastSeen = seen;
    return p;
}

dsc::Peer simplePeer(const char* id, const char* host, const char* address, bool busy,
                     dsc::Clock::time_point seen)
{
    dsc::Peer p;
    p.info.peerId = id;
    p.info.hostName = host;
    p.info.version = "1.0";
    p.info.os = "windows";
    p.info.busy = busy;
    p.info.interfaces = {iface("eth0", 1000, {{address, 24}})};
    p.addresses = {{address, "eth0", seen}};
    p.lastSeen = seen;
    return p;
}

QString cell(const PeerModel& m, int row, int column)
{
    return m.data(m.index(row, column), Qt::DisplayRole).toString();
}

// What the responder in the window test announces.
class TestSource : public dsc::AnnouncementSource
{
public:
    dsc::Announcement announcement() const override
    {
        dsc::Announcement a;
        a.peerId = "0123456789abcdef0123456789abcdef";
        a.hostName = "loopback-server";
        a.product = "benchwire";
        a.version = "9.8.7";
        a.os = "linux";
        a.port = m_port;
        a.busy = m_busy;
        a.interfaces = {iface("lo", 0, {{"127.0.0.1", 8}}),
                        iface("eth9", 1000, {{"10.77.0.2", 24}})};
        return a;
    }
    std::uint16_t m_port = 0;
    std::atomic<bool> m_busy{false};
};

} // namespace

class PeerListTest : public QObject
{
    Q_OBJECT
private slots:
    void subnetV4();
    void subnetV6();
    void pickOnLocalSubnet();
    void pickNoMatchOffersAddresses();
    void pickAnyInterface();
    void modelColumns();
    void modelBusyAndLastSeen();
    void bridgeMergesAndExpires();
    void bridgePausedRunsNoRound();
    void windowListsRealAnswerAndFillsAddress();
    void windowNoMatchOffersAddresses();
    void windowPausesSearchWhileTestRuns();
    void windowMarksItsOwnServer();

private:
    test::IsolatedSettings m_settings;
};

void PeerListTest::subnetV4()
{
    QVERIFY(sameSubnet(QStringLiteral("192.168.1.5"), QStringLiteral("192.168.1.77"), 24));
    QVERIFY(!sameSubnet(QStringLiteral("192.168.1.5"), QStringLiteral("192.168.2.5"), 24));
    QVERIFY(sameSubnet(QStringLiteral("192.168.1.5"), QStringLiteral("192.168.2.5"), 16));
    QVERIFY(sameSubnet(QStringLiteral("10.0.0.129"), QStringLiteral("10.0.0.200"), 25));
    QVERIFY(!sameSubnet(QStringLiteral("10.0.0.127"), QStringLiteral("10.0.0.200"), 25));
    QVERIFY(!sameSubnet(QStringLiteral("10.0.0.1"), QStringLiteral("10.0.0.2"), 32));
    QVERIFY(sameSubnet(QStringLiteral("10.0.0.1"), QStringLiteral("172.16.0.2"), 0));
    QVERIFY(!sameSubnet(QStringLiteral("10.0.0.1"), QStringLiteral("::ffff:10.0.0.1"), 8));
    QVERIFY(!sameSubnet(QStringLiteral("minipc"), QStringLiteral("10.0.0.1"), 8));
}

void PeerListTest::subnetV6()
{
    QVERIFY(sameSubnet(QStringLiteral("2001:db8:1::5"), QStringLiteral("2001:db8:1::9"), 64));
    QVERIFY(!sameSubnet(QStringLiteral("2001:db8:1::5"), QStringLiteral("2001:db8:2::5"), 64));
    QVERIFY(sameSubnet(QStringLiteral("2001:db8:1::5"), QStringLiteral("2001:db8:2::5"), 46));
    QVERIFY(!sameSubnet(QStringLiteral("2001:db8:1::5"), QStringLiteral("2001:db8:2::5"), 47));
    QVERIFY(sameSubnet(QStringLiteral("fe80::1%eth0"), QStringLiteral("fe80::abcd"), 64));
    QVERIFY(!sameSubnet(QStringLiteral("fe80::1"), QStringLiteral("192.168.1.5"), 0));
}

void PeerListTest::pickOnLocalSubnet()
{
    const dsc::Peer p = twoLinkPeer("192.168.1.20", dsc::Clock::now());
    QCOMPARE(pickPeerAddress(p, {QStringLiteral("10.0.0.5"), 24, QStringLiteral("wlan0")}).address,
             QStringLiteral("10.0.0.20"));
    QCOMPARE(
        pickPeerAddress(p, {QStringLiteral("192.168.1.5"), 24, QStringLiteral("eth0")}).address,
        QStringLiteral("192.168.1.20"));
    QCOMPARE(
        pickPeerAddress(p, {QStringLiteral("2001:db8:1::5"), 64, QStringLiteral("eth0")}).address,
        QStringLiteral("2001:db8:1::20"));
    // A link-local peer address takes the local interface as its scope.
    QCOMPARE(
        pickPeerAddress(p, {QStringLiteral("fe80::5%eth0"), 64, QStringLiteral("eth0")}).address,
        QStringLiteral("fe80::20%eth0"));
}

void PeerListTest::pickNoMatchOffersAddresses()
{
    const dsc::Peer p = twoLinkPeer("192.168.1.20", dsc::Clock::now());
    const AddressPick v4 = pickPeerAddress(p, {QStringLiteral("172.16.0.5"), 16, {}});
    QVERIFY(v4.address.isEmpty());
    const QStringList expected{QStringLiteral("192.168.1.20"), QStringLiteral("2001:db8:1::20"),
                               QStringLiteral("fe80::20"), QStringLiteral("10.0.0.20")};
    QCOMPARE(v4.offers, expected);
    const AddressPick v6 = pickPeerAddress(p, {QStringLiteral("2001:db8:9::5"), 64, {}});
    QVERIFY(v6.address.isEmpty());
    QCOMPARE(v6.offers, expected);
}

void PeerListTest::pickAnyInterface()
{
    dsc::Peer p = twoLinkPeer("fe80::20%eth0", dsc::Clock::now());
    p.addresses.push_back({"10.0.0.20", "wlan0", p.lastSeen});
    // No local address chosen: an address it answered from, IPv4 first.
    QCOMPARE(pickPeerAddress(p, {}).address, QStringLiteral("10.0.0.20"));
    p.addresses.pop_back();
    QCOMPARE(pickPeerAddress(p, {}).address, QStringLiteral("fe80::20%eth0"));
}

void PeerListTest::modelColumns()
{
    PeerModel m;
    const auto now = dsc::Clock::now();
    m.setPeers({twoLinkPeer("192.168.1.20", now),
                simplePeer("00000000000000000000000000000002", "Desk", "192.168.1.30", false, now)},
               now);
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(m.columnCount(), 7);
    QCOMPARE(m.headerData(PeerModel::Name, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Name"));
    QCOMPARE(m.headerData(PeerModel::LastSeen, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Last seen"));
    // Sorted by name, case-insensitively.
    QCOMPARE(cell(m, 0, PeerModel::Name), QStringLiteral("Desk"));
    QCOMPARE(cell(m, 0, PeerModel::Os), QStringLiteral("Windows"));
    QCOMPARE(cell(m, 1, PeerModel::Name), QStringLiteral("minipc"));
    QCOMPARE(cell(m, 1, PeerModel::Os), QStringLiteral("Linux"));
    QCOMPARE(cell(m, 1, PeerModel::Version), QStringLiteral("1.2.0"));
    // The speed of the link it answered on, not its fastest.
    QCOMPARE(cell(m, 1, PeerModel::LinkSpeed), QStringLiteral("2500 Mbit/s"));
    m.setPeers({twoLinkPeer("10.0.0.20", now)}, now);
    QCOMPARE(cell(m, 0, PeerModel::LinkSpeed), QStringLiteral("300 Mbit/s"));
    QCOMPARE(m.rowOf(QStringLiteral("00000000000000000000000000000001")), 0);
    QCOMPARE(m.rowOf(QStringLiteral("00000000000000000000000000000002")), -1);
}

void PeerListTest::modelBusyAndLastSeen()
{
    PeerModel m;
    const auto now = dsc::Clock::now();
    dsc::Peer busy = simplePeer("00000000000000000000000000000003", "b", "10.1.0.3", true, now);
    busy.info.busyForMs = 2500;
    m.setPeers({simplePeer("00000000000000000000000000000002", "a", "10.1.0.2", false, now), busy,
                simplePeer("00000000000000000000000000000004", "c", "10.1.0.4", true, now)},
               now);
    QCOMPARE(cell(m, 0, PeerModel::State), QStringLiteral("Idle"));
    QCOMPARE(cell(m, 1, PeerModel::State), QStringLiteral("Busy (3 s)"));
    QCOMPARE(cell(m, 2, PeerModel::State), QStringLiteral("Busy"));
    // The server's own firewall view from its answer: a blocked protocol is named.
    dsc::Peer walled = simplePeer("00000000000000000000000000000005", "d", "10.1.0.5", false, now);
    walled.info.firewallUdp = dsc::FirewallState::Blocked;
    walled.info.firewallTcp = dsc::FirewallState::Open;
    dsc::Peer shut = simplePeer("00000000000000000000000000000006", "e", "10.1.0.6", false, now);
    shut.info.firewallUdp = shut.info.firewallTcp = dsc::FirewallState::Blocked;
    PeerModel f;
    f.setPeers({walled, shut}, now);
    QCOMPARE(cell(f, 0, PeerModel::State),
             QStringLiteral("Idle · its firewall blocks UDP %1").arg(walled.info.port));
    QCOMPARE(cell(f, 1, PeerModel::State),
             QStringLiteral("Idle · its firewall blocks TCP and UDP %1").arg(shut.info.port));
    QCOMPARE(cell(m, 0, PeerModel::LastSeen), QStringLiteral("just now"));
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    m.setNow(now + std::chrono::seconds(30));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(cell(m, 0, PeerModel::LastSeen), QStringLiteral("30 s ago"));
    m.setNow(now + std::chrono::minutes(5));
    QCOMPARE(cell(m, 2, PeerModel::LastSeen), QStringLiteral("5 min ago"));
}

// Rounds scripted by a probe function on the bridge's worker: the peer on two addresses is
// one row with both, and a peer that stops answering leaves after the expiry time.
void PeerListTest::bridgeMergesAndExpires()
{
    std::atomic<int> rounds{0};
    DiscoveryBridge bridge(nullptr, std::chrono::milliseconds(100)); // expiry: 300 ms
    bridge.setProbeFunction([&rounds](const dsc::ProbeOptions&, std::error_code&) {
        const int r = ++rounds;
        const auto now = dsc::Clock::now();
        std::vector<dsc::Peer> out{
            simplePeer("00000000000000000000000000000002", "stays", "10.1.0.2", r > 1, now)};
        if (r <= 2) out.push_back(twoLinkPeer(r == 1 ? "192.168.1.20" : "10.0.0.20", now));
        return out;
    });
    PeerListPanel panel(&bridge);
    // The most addresses the two-link peer had after any round.
    std::size_t mostAddresses = 0;
    connect(&bridge, &DiscoveryBridge::peersUpdated, &panel, [&] {
        for (const dsc::Peer& p : bridge.peers())
            if (p.info.hostName == "minipc")
                mostAddresses = std::max(mostAddresses, p.addresses.size());
    });
    QCOMPARE(bridge.expiryTime(), std::chrono::milliseconds(300));
    bridge.start();
    QTRY_VERIFY_WITH_TIMEOUT(panel.model()->rowCount() == 2, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(mostAddresses, std::size_t(2), 5000);
    const int stays = panel.model()->rowOf(QStringLiteral("00000000000000000000000000000002"));
    QTRY_COMPARE_WITH_TIMEOUT(cell(*panel.model(), stays, PeerModel::State), QStringLiteral("Busy"),
                              5000);
    // Gone after 300 ms without an answer; the other stays.
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 1, 5000);
    QCOMPARE(cell(*panel.model(), 0, PeerModel::Name), QStringLiteral("stays"));
    QVERIFY(rounds > 2);
}

void PeerListTest::bridgePausedRunsNoRound()
{
    std::atomic<int> rounds{0};
    DiscoveryBridge bridge(nullptr, std::chrono::milliseconds(50));
    bridge.setProbeFunction([&rounds](const dsc::ProbeOptions&, std::error_code&) {
        ++rounds;
        return std::vector<dsc::Peer>{};
    });
    bridge.start();
    QTRY_VERIFY_WITH_TIMEOUT(rounds >= 2, 5000);
    bridge.setPaused(true);
    QTRY_VERIFY_WITH_TIMEOUT(!bridge.roundRunning(), 5000);
    const int before = rounds;
    QTest::qWait(400);
    QCOMPARE(rounds.load(), before);
    bridge.refreshNow(); // Refresh is not honoured while a test runs either
    QTest::qWait(200);
    QCOMPARE(rounds.load(), before);
    bridge.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(rounds > before, 5000);
}

namespace {

// A real responder on its own UDP sockets (no groups joined: "lo" is never a discovery
// interface), answering the window's loopback rounds.
struct LoopbackResponder
{
    TestSource source;
    dsc::DiscoveryResponder responder{source};
    bool open()
    {
        source.m_port = freeUdpPort();
        const std::error_code ec = responder.open(source.m_port, {"lo"});
        if (ec) qWarning("responder: %s", ec.message().c_str());
        return source.m_port != 0 && !ec;
    }
};

} // namespace

void PeerListTest::windowListsRealAnswerAndFillsAddress()
{
    LoopbackResponder server;
    QVERIFY(server.open());
    MainWindow w;
    w.setPersistSettings(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.peerPanel()->setBindAddress(QStringLiteral("127.0.0.1"));
    QCOMPARE(w.peerPanel()->localSide().address, QStringLiteral("127.0.0.1"));
    startLoopbackDiscovery(w, server.source.m_port);

    auto* view = test::child<QTableView>(&w, "peerListView");
    QVERIFY(view);
    QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 1, 5000);
    const QAbstractItemModel* m = view->model();
    QCOMPARE(m->index(0, PeerModel::Name).data().toString(), QStringLiteral("loopback-server"));
    QCOMPARE(m->index(0, PeerModel::Version).data().toString(), QStringLiteral("9.8.7"));
    QCOMPARE(m->index(0, PeerModel::State).data().toString(), QStringLiteral("Idle"));
    QVERIFY(server.responder.answered() >= 1);

    auto* edit = test::child<QLineEdit>(&w, "peerEdit");
    edit->setText(QStringLiteral("typed-host"));
    selectRow(view, 0);
    QCOMPARE(w.peerPanel()->peer(), QStringLiteral("127.0.0.1"));
    QVERIFY(!test::child<QLabel>(&w, "peerNoMatchLabel")->isVisible());

    // Later rounds keep the row selected but leave a typed address alone; the busy state
    // shows once the server says so.
    edit->setText(QStringLiteral("typed-again"));
    server.source.m_busy = true;
    w.discoveryBridge()->refreshNow();
    QTRY_COMPARE_WITH_TIMEOUT(m->index(0, PeerModel::State).data().toString(),
                              QStringLiteral("Busy"), 5000);
    QCOMPARE(w.peerPanel()->peer(), QStringLiteral("typed-again"));
    QCOMPARE(view->selectionModel()->selectedRows().size(), 1);
}

void PeerListTest::windowNoMatchOffersAddresses()
{
    LoopbackResponder server;
    QVERIFY(server.open());
    MainWindow w;
    w.setPersistSettings(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    startLoopbackDiscovery(w, server.source.m_port);
    // A local side on a subnet the peer has no address on (as the picker would give it).
    w.peerListPanel()->setLocalSide({QStringLiteral("192.0.2.5"), 24, QStringLiteral("eth5")});
    auto* view = test::child<QTableView>(&w, "peerListView");
    QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 1, 5000);
    w.peerPanel()->setPeer(QStringLiteral("unchanged"));
    selectRow(view, 0);
    QCOMPARE(w.peerPanel()->peer(), QStringLiteral("unchanged"));
    auto* label = test::child<QLabel>(&w, "peerNoMatchLabel");
    QVERIFY(label->isVisible());
    QVERIFY(label->text().contains(QStringLiteral("loopback-server")));
    QVERIFY(label->text().contains(QStringLiteral("192.0.2.5")));
    auto* offers = test::child<QComboBox>(&w, "peerOfferCombo");
    QVERIFY(offers->isVisible());
    QCOMPARE(offers->count(), 3); // the prompt, then 127.0.0.1 and 10.77.0.2
    QCOMPARE(offers->itemText(1), QStringLiteral("127.0.0.1"));
    QCOMPARE(offers->itemText(2), QStringLiteral("10.77.0.2"));
    offers->setCurrentIndex(2);
    emit offers->activated(2);
    QCOMPARE(w.peerPanel()->peer(), QStringLiteral("10.77.0.2"));
    // Another local side where it has an address: the pick follows the interface.
    w.peerListPanel()->setLocalSide({QStringLiteral("10.77.0.9"), 24, QStringLiteral("eth9")});
    QCOMPARE(w.peerPanel()->peer(), QStringLiteral("10.77.0.2"));
    QVERIFY(!label->isVisible());
    w.peerListPanel()->setLocalSide({QStringLiteral("127.0.0.1"), 8, QStringLiteral("lo")});
    QCOMPARE(w.peerPanel()->peer(), QStringLiteral("127.0.0.1"));
}

// Probes must not disturb a measurement: no round starts while a run is under way, not even
// on Search, and the search resumes when the run ends.
void PeerListTest::windowPausesSearchWhileTestRuns()
{
    test::LoopbackServer server;
    QVERIFY(server.start());
    MainWindow w;
    w.setPersistSettings(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    std::atomic<int> rounds{0};
    w.discoveryBridge()->setProbeFunction([&rounds](const dsc::ProbeOptions&, std::error_code&) {
        ++rounds;
        return std::vector<dsc::Peer>{};
    });
    w.startDiscovery();
    QTRY_VERIFY_WITH_TIMEOUT(rounds == 1 && !w.discoveryBridge()->roundRunning(), 5000);
    test::fillShortRun(&w, server.port(), QStringLiteral("2"));
    QSignalSpy ended(&w, &MainWindow::runEnded);
    QVERIFY(w.startRun(TestMode::Upload));
    QVERIFY(w.discoveryBridge()->isPaused());
    QVERIFY(!test::child<QToolButton>(&w, "refreshPeersButton")->isEnabled());
    w.discoveryBridge()->refreshNow();
    QTest::qWait(1200);
    QVERIFY2(w.isRunning(), "the 2 s run ended early");
    QCOMPARE(rounds.load(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() == 1, 15000);
    QVERIFY(ended.first().first().toBool());
    QVERIFY(!w.discoveryBridge()->isPaused());
    QTRY_COMPARE_WITH_TIMEOUT(rounds.load(), 2, 5000);
}

// With Serve on, the app's own server answers the window's rounds too: the list marks it as this
// computer, not as another machine, and picking it fills the loopback address.
void PeerListTest::windowMarksItsOwnServer()
{
    MainWindow w;
    w.setPersistSettings(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const std::uint16_t port = freeUdpPort();
    w.peerPanel()->setPort(port);
    QVERIFY(w.setServing(true));
    startLoopbackDiscovery(w, port);
    auto* view = test::child<QTableView>(&w, "peerListView");
    QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 1, 5000);
    const QAbstractItemModel* m = view->model();
    QVERIFY2(
        m->index(0, PeerModel::Name).data().toString().endsWith(QLatin1String("(this computer)")),
        qPrintable(m->index(0, PeerModel::Name).data().toString()));
    QCOMPARE(m->index(0, PeerModel::State).data().toString(), QStringLiteral("Serving here"));
    test::child<QLineEdit>(&w, "peerEdit")->setText(QStringLiteral("typed-host"));
    selectRow(view, 0);
    QCOMPARE(w.peerPanel()->peer(), QStringLiteral("127.0.0.1"));
    auto* note = test::child<QLabel>(&w, "peerNoMatchLabel");
    QVERIFY2(note->isVisible() && note->text().contains(QLatin1String("own server")),
             qPrintable(note->text()));
    // Picking it offers the loopback self-test, which runs on a private server while this one
    // goes on serving.
    auto* selfTest = test::child<QPushButton>(&w, "selfTestButton");
    QVERIFY(selfTest->isVisible());
    std::optional<bw::engine::SelfTestReport> report;
    connect(w.findChild<SelfTestBridge*>(), &SelfTestBridge::finished, this,
            [&report](const bw::engine::SelfTestReport& r) { report = r; });
    QTest::mouseClick(selfTest, Qt::LeftButton);
    QVERIFY(!selfTest->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(report.has_value(), 60000);
    QVERIFY2(report->passed(), report->error.c_str());
    QVERIFY(report->port != 0 && report->port != w.servingPort());
    QCOMPARE(report->runs.size(), std::size_t(3));
    QCOMPARE(report->runs[2].receiverBytesTotal.size(), std::size_t(2)); // simultaneous
    for (const auto& run : report->runs)
        for (std::uint64_t bytes : run.receiverBytesTotal)
            QVERIFY(bytes > 0);
    auto* result = test::child<QLabel>(&w, "selfTestResultLabel");
    QVERIFY(result->isVisible() && selfTest->isEnabled());
    for (const char* line : {"Self-test passed", "Upload: ", "Download: ", "Simultaneous: "})
        QVERIFY2(result->text().contains(QLatin1String(line)), qPrintable(result->text()));
    QVERIFY(w.isServing());
    // Serving off: the same id is no longer this app's server, and the self-test goes.
    w.setServing(false);
    QVERIFY(
        !m->index(0, PeerModel::Name).data().toString().contains(QLatin1String("this computer")));
    QVERIFY(!selfTest->isVisible() && !result->isVisible());
    QVERIFY(!note->isVisible() || !note->text().contains(QLatin1String("own server")));
}

QTEST_MAIN(PeerListTest)
#include "peerlist_test.moc"
