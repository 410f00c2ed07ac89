// SPDX-License-Identifier: MIT
// The "Allow through firewall" dialog and its controller, with the command runner faked at the
// boundary: the dialog shows the plan's commands, the consent button runs exactly those (one
// elevated line), Cancel runs nothing, a failure is shown in the dialog, and a temporary allow
// is removed by removeTemporary().
#include "dialogs/firewalldialog.h"
#include "fakerunner.h"
#include "firewall/firewallcontroller.h"
#include "firewall/servefirewall.h"
#include "widgets/servepanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace bw::ui;
using bw::test::FakeRunner;

namespace {
const std::string kUdpRule = "nft 'insert rule inet bwtest input udp dport 5201 accept comment "
                             "\"Benchwire test port 5201\"'";

std::shared_ptr<FakeRunner> nftRunner(int exitCode, const std::string& output)
{
    auto r = std::make_shared<FakeRunner>();
    r->answer("for t in", 0, "have nft\nhave iptables\n");
    r->answerFile("nft -a list ruleset", 0, QStringLiteral("nft-udp-dropped.txt"));
    r->answer("command -v pkexec", 0, "/usr/bin/pkexec\n");
    r->answer("pkexec sh -c ", exitCode, output);
    r->answer("sh -c ", exitCode, output);
    return r;
}

// The lines that changed something: the elevated ones, not the reads.
std::vector<std::string> runs(const FakeRunner& r)
{
    std::vector<std::string> out;
    for (const auto& c : r.calls())
        if (c.rfind("sh -c ", 0) == 0 || c.rfind("pkexec ", 0) == 0) out.push_back(c);
    return out;
}
} // namespace

class FirewallDialogTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void showsTheCommands();
    void consentRunsExactlyThem();
    void cancelRunsNothing();
    void failureIsShown();
    void temporaryIsRemovedWhenServingStops();
    void serveAreaShowsTheStateAndOffersAllow();
};

void FirewallDialogTest::initTestCase()
{
#ifdef Q_OS_WIN
    // A Windows build finds Windows Defender Firewall (netsh), not these tools; its parser is
    // checked with recorded netsh output by engine.firewall_test on Linux.
    QSKIP("these cases replay Linux firewall tools (nft, ufw, firewalld) through a fake runner");
#endif
}

void FirewallDialogTest::showsTheCommands()
{
    auto runner = nftRunner(0, "");
    FirewallController controller(runner);
    FirewallDialog dialog(controller, 5201);
    auto* commands = dialog.findChild<QPlainTextEdit*>(QStringLiteral("commands"));
    QVERIFY(commands);
    QVERIFY(commands->isReadOnly());
    QCOMPARE(commands->toPlainText(), QString::fromStdString(kUdpRule));
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("copyButton")));
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("allowButton"))->isEnabled());
    QVERIFY(runs(*runner).empty()); // showing runs nothing
}

void FirewallDialogTest::consentRunsExactlyThem()
{
    auto runner = nftRunner(0, "");
    FirewallController controller(runner);
    FirewallDialog dialog(controller, 5201);
    dialog.findChild<QCheckBox*>(QStringLiteral("temporaryCheck"))->setChecked(false);
    QSignalSpy done(&controller, &FirewallController::finished);
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("allowButton")),
                      Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 5000);
    QVERIFY(done.at(0).at(0).toBool());
    const auto r = runs(*runner);
    QCOMPARE(r.size(), std::size_t(1));
    const std::string script = "sh -c 'set -e\nnft '\\''insert rule inet bwtest input udp dport "
                               "5201 accept comment \"Benchwire test port 5201\"'\\'''";
    QVERIFY2(r[0] == script || r[0] == "pkexec " + script, r[0].c_str());
    auto* outcome = dialog.findChild<QLabel*>(QStringLiteral("outcome"));
    QVERIFY(outcome->text().contains(QStringLiteral("5201")));
    QVERIFY(outcome->property("ok").toBool());
    QVERIFY(!controller.hasTemporary());
}

void FirewallDialogTest::cancelRunsNothing()
{
    auto runner = nftRunner(0, "");
    FirewallController controller(runner);
    FirewallDialog dialog(controller, 5201);
    dialog.show();
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("cancelButton")),
                      Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QTest::qWait(100);
    QVERIFY(runs(*runner).empty());
}

void FirewallDialogTest::failureIsShown()
{
    auto runner = nftRunner(1, "Error: Could not process rule: No such file or directory\n");
    FirewallController controller(runner);
    FirewallDialog dialog(controller, 5201);
    auto* allow = dialog.findChild<QPushButton*>(QStringLiteral("allowButton"));
    QTest::mouseClick(allow, Qt::LeftButton);
    auto* outcome = dialog.findChild<QLabel*>(QStringLiteral("outcome"));
    QTRY_VERIFY_WITH_TIMEOUT(outcome->text().contains(QStringLiteral("No such file")), 5000);
    QVERIFY(!outcome->property("ok").toBool());
    QVERIFY(allow->isEnabled()); // may try again
    QVERIFY(!controller.hasTemporary());
}

void FirewallDialogTest::temporaryIsRemovedWhenServingStops()
{
    auto runner = nftRunner(0, "");
    FirewallController controller(runner);
    QSignalSpy done(&controller, &FirewallController::finished);
    {
        FirewallDialog dialog(controller, 5201);
        QVERIFY(dialog.findChild<QCheckBox*>(QStringLiteral("temporaryCheck"))->isChecked());
        QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("allowButton")),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 5000);
    }
    QVERIFY(controller.hasTemporary());
    // The rules are in place now: the listing carries them, with their handles.
    runner->answerFile("nft -a list ruleset", 0,
                       QStringLiteral("nft-policy-drop-with-benchwire.txt"));
    controller.removeTemporary();
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, 5000);
    QVERIFY(done.at(1).at(0).toBool());
    const std::string last = runs(*runner).back();
    QVERIFY2(last.find("nft delete rule inet filter input handle 9\nnft delete rule inet filter "
                       "input handle 10'") != std::string::npos,
             last.c_str());
    QVERIFY(!controller.hasTemporary());
    const std::size_t before = runs(*runner).size();
    controller.removeTemporary(); // nothing left to remove: runs nothing
    QTest::qWait(100);
    QCOMPARE(runs(*runner).size(), before);
}

// Serve mode's line: the port's state read from the (recorded) firewall, the Allow button
// opening the dialog with the commands, and a temporary allow taken away when serving stops.
void FirewallDialogTest::serveAreaShowsTheStateAndOffersAllow()
{
    auto runner = nftRunner(0, "");
    ServePanel panel;
    ServeFirewall serve(&panel, runner);
    QSignalSpy shown(&serve, &ServeFirewall::statusShown);
    serve.setServing(true, 5201);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 5000);
    QVERIFY2(serve.statusText().contains(QStringLiteral("nftables")),
             qPrintable(serve.statusText()));
    QVERIFY2(serve.statusText().contains(QStringLiteral("TCP 5201 open, UDP 5201 blocked")),
             qPrintable(serve.statusText()));
    QVERIFY(runs(*runner).empty()); // reading runs nothing that changes the rules

    QTest::mouseClick(serve.allowButton(), Qt::LeftButton);
    FirewallDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = panel.findChild<FirewallDialog*>()) != nullptr, 2000);
    QCOMPARE(dialog->findChild<QPlainTextEdit*>(QStringLiteral("commands"))->toPlainText(),
             QString::fromStdString(kUdpRule));
    QSignalSpy done(serve.controller(), &FirewallController::finished);
    QVERIFY(dialog->findChild<QCheckBox*>(QStringLiteral("temporaryCheck"))->isChecked());
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("allowButton")),
                      Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 5000);
    QVERIFY(serve.controller()->hasTemporary());
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 2, 5000); // read again after the allow

    runner->answerFile("nft -a list ruleset", 0,
                       QStringLiteral("nft-policy-drop-with-benchwire.txt"));
    serve.setServing(false, 5201);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, 5000);
    QVERIFY(runs(*runner).back().find("nft delete rule") != std::string::npos);
    QVERIFY(!serve.controller()->hasTemporary());
}

QTEST_MAIN(FirewallDialogTest)
#include "firewall_test.moc"
