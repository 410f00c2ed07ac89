// SPDX-License-Identifier: MIT
// The peer list and remote control: the Remote column and its tooltips, Add to plan (on only
// while every selected server accepts remote control, its tooltip naming one that does not,
// and the hosts planEndpointsRequested carries), and Serve mode's own discovery answer, read
// back over 127.0.0.1 by the engine's wire code, carrying the flag only while remote control
// is ticked. Every datagram goes to 127.0.0.1 (loopbackdiscovery.h).
#include "guitestsupport.h"
#include "loopbackdiscovery.h"

#include "mainwindow.h"
#include "models/peermodel.h"
#include "plan/planeditor.h"
#include "plan/planwindow.h"
#include "run/servecontroller.h"
#include "widgets/peerlistpanel.h"

#include <QAction>
#include <QCheckBox>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>

using namespace bw::ui;
using bw::ui::test::freeUdpPort;
using bw::ui::test::selectRow;
using bw::ui::test::startLoopbackDiscovery;
namespace dsc = bw::engine::discovery;

namespace {

// A peer on one Ethernet link per address (the first is where it answered from).
dsc::Peer peer(char id, const char* host, std::initializer_list<const char*> addresses,
               bool remoteControl)
{
    dsc::Peer p;
    p.info.peerId = std::string(31, '0') + id;
    p.info.hostName = host;
    p.info.remoteControl = remoteControl;
    p.lastSeen = dsc::Clock::now();
    int n = 0;
    for (const char* a : addresses) {
        bw::engine::InterfaceInfo i;
        i.name = "eth" + std::to_string(n++);
        i.up = true;
        i.addresses.push_back({a, false, 24});
        p.info.interfaces.push_back(i);
    }
    p.addresses = {{*addresses.begin(), "eth0", p.lastSeen}};
    return p;
}

std::unique_ptr<MainWindow> shownWindow()
{
    auto w = std::make_unique<MainWindow>();
    w->setPersistSettings(false);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) qWarning("the window was not exposed");
    return w;
}

} // namespace

class PeerPlanTest : public QObject
{
    Q_OBJECT
private slots:
    void remoteColumn()
    {
        PeerModel m;
        const auto now = dsc::Clock::now();
        m.setPeers({peer('1', "a", {"10.0.0.1"}, false), peer('2', "b", {"10.0.0.2"}, true)}, now);
        QCOMPARE(m.headerData(PeerModel::RemoteControl, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Remote"));
        const auto at = [&m](int row, int role) {
            return m.data(m.index(row, PeerModel::RemoteControl), role).toString();
        };
        QCOMPARE(at(0, Qt::DisplayRole), QString());
        QVERIFY(at(0, Qt::ToolTipRole).contains(QLatin1String("--control-key")));
        QCOMPARE(at(1, Qt::DisplayRole), QStringLiteral("yes"));
        QVERIFY(at(1, Qt::ToolTipRole).startsWith(QLatin1String("Accepts remote control")));
        // The other columns keep the row's own tooltip.
        QVERIFY(m.data(m.index(1, PeerModel::Name), Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("Answered from")));
    }

    // Rows by name: Desk, minipc, Old-box. minipc answered from 10.0.0.20, but the local side
    // is on 192.168.1.0/24: the plan gets its address there, as selecting it would fill in.
    void addToPlanCarriesTheHosts()
    {
        auto w = shownWindow();
        const std::vector<dsc::Peer> round{peer('1', "minipc", {"10.0.0.20", "192.168.1.20"}, true),
                                           peer('2', "Desk", {"192.168.1.30"}, true),
                                           peer('3', "Old-box", {"192.168.1.40"}, false)};
        w->discoveryBridge()->setProbeFunction(
            [round](const dsc::ProbeOptions&, std::error_code&) { return round; });
        w->peerListPanel()->setLocalSide(
            {QStringLiteral("192.168.1.5"), 24, QStringLiteral("eth0")});
        w->startDiscovery();
        auto* view = test::child<QTableView>(w.get(), "peerListView");
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 3, 5000);
        auto* add = w->findChild<QAction*>(QStringLiteral("actionAddToPlan"));
        QVERIFY(add);
        QVERIFY(!add->isEnabled()); // nothing selected
        QSignalSpy requested(w->peerListPanel(), &PeerListPanel::planEndpointsRequested);
        const auto select = [view](std::initializer_list<int> rows) {
            view->clearSelection();
            for (int row : rows)
                view->selectionModel()->select(view->model()->index(row, 0),
                                               QItemSelectionModel::Select |
                                                   QItemSelectionModel::Rows);
        };
        select({1, 0});
        QVERIFY(add->isEnabled());
        add->trigger();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toStringList(),
                 (QStringList{QStringLiteral("192.168.1.30:5201"),
                              QStringLiteral("192.168.1.20:5201")}));
        select({0, 2});
        QVERIFY(!add->isEnabled());
        QVERIFY2(add->toolTip().startsWith(QLatin1String("Old-box does not accept remote control")),
                 qPrintable(add->toolTip()));
        add->trigger();
        QCOMPARE(requested.size(), 1);
        select({2});
        QVERIFY(!add->isEnabled());
    }

    void ownServerAnnouncesRemoteControl()
    {
        auto w = shownWindow();
        auto* allow = test::child<QCheckBox>(w.get(), "remoteControlCheck");
        allow->setChecked(true);
        const std::uint16_t port = freeUdpPort();
        w->peerPanel()->setPort(port);
        QVERIFY(w->setServing(true));
        startLoopbackDiscovery(*w, port);
        auto* view = test::child<QTableView>(w.get(), "peerListView");
        PeerModel* model = w->peerListPanel()->model();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 5000);
        QCOMPARE(model->index(0, PeerModel::RemoteControl).data().toString(),
                 QStringLiteral("yes"));
        selectRow(view, 0);
        QSignalSpy requested(w->peerListPanel(), &PeerListPanel::planEndpointsRequested);
        w->peerListPanel()->addToPlanAction()->trigger();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toStringList(),
                 QStringList{QStringLiteral("127.0.0.1:%1").arg(port)});
        // Add to plan opens the plan window with a pair row for that endpoint.
        PlanWindow* plan = w->planWindow();
        QVERIFY(plan && plan->isVisible());
        QCOMPARE(plan->editor()
                     ->table()
                     ->item(plan->editor()->pairCount() - 1, PlanEditor::EndpointColumn)
                     ->text(),
                 QStringLiteral("127.0.0.1:%1").arg(port));
        // Served again without the tick: a new server, a new peer id, no flag.
        w->setServing(false);
        allow->setChecked(false);
        QVERIFY(w->setServing(true));
        w->discoveryBridge()->refreshNow();
        const QString id = w->serveController()->peerId();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowOf(id) >= 0, 5000);
        QVERIFY(!model->peer(model->rowOf(id))->info.remoteControl);
        w->setServing(false);
    }

private:
    test::IsolatedSettings m_settings;
};

QTEST_MAIN(PeerPlanTest)
#include "peerplan_test.moc"
