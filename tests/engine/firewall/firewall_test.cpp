// SPDX-License-Identifier: MIT
// Every backend's status parsing from recorded samples (tests/data/firewall, README there) and
// its command generation, with the command runner faked at the boundary.
#include "benchwire/firewall.h"
#include "fakerunner.h"
#include "firewall/backends.h"

#include <QTest>

using namespace bw::engine::firewall;
using bw::test::FakeRunner;

// The enums are compared as numbers: QTest cannot print an enum class without Q_ENUM.

class FirewallTest : public QObject
{
    Q_OBJECT
private slots:
    void nftDropsUdpOnly();
    void nftPolicyDropWithOurRules();
    void nftFollowsJumpsAndRanges();
    void nftNotRootNeedsAdmin();
    void nftAllowInsertsIntoTheBlockingChain();
    void nftRemoveDeletesOurHandlesOnly();
    void nftUnreadableGivesSelfFindingCommands();
    void nftTemporaryAddsADetachedRemover();
    void iptablesStatusAndCommands();
    void ufwStatusAndCommands();
    void ufwInactiveAndNotRoot();
    void firewalldStatusAndCommands();
    void netshStatus();
    void netshAndPowerShellCommands();
    void windowsUnderWineIsUnknown();
    void detectPrefersFrontEnds();
    void elevationLines();
    void executeRunsOneElevatedLine();
    void durations();
    void portRangesAtTheirEnds();
    void statusCacheReadsInTheBackground();
};

void FirewallTest::nftDropsUdpOnly()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 0, "nft-udp-dropped.txt");
    const Status s = NftablesFirewall().status(5201, r);
    QCOMPARE(int(s.tcp.state), int(PortState::Open));
    QCOMPARE(int(s.udp.state), int(PortState::Blocked));
    QVERIFY2(s.udp.reason.find("inet bwtest input: udp dport 5201") != std::string::npos,
             s.udp.reason.c_str());
    QCOMPARE(int(NftablesFirewall().status(5202, r).udp.state), int(PortState::Open));
}

void FirewallTest::nftPolicyDropWithOurRules()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 0, "nft-policy-drop-with-benchwire.txt");
    NftablesFirewall fw;
    QCOMPARE(int(fw.status(5201, r).udp.state), int(PortState::Open)); // our comment rules
    const Status other = fw.status(5202, r);                           // only the policy
    QCOMPARE(int(other.tcp.state), int(PortState::Blocked));
    QCOMPARE(int(other.udp.state), int(PortState::Blocked));
    QCOMPARE(other.tcp.reason, std::string("inet filter input: policy drop"));
    const Status https = fw.status(443, r); // tcp { 22, 80, 443 } accept
    QCOMPARE(int(https.tcp.state), int(PortState::Open));
    QCOMPARE(int(https.udp.state), int(PortState::Blocked));
}

void FirewallTest::nftFollowsJumpsAndRanges()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 0, "nft-iptables-nft-jump.txt");
    const Status s = NftablesFirewall().status(5201, r);
    QCOMPARE(int(s.udp.state), int(PortState::Open));    // LAN_IN: udp dport 5000-5300 accept
    QCOMPARE(int(s.tcp.state), int(PortState::Blocked)); // LAN_IN: tcp dport 5201 reject
    QCOMPARE(int(NftablesFirewall().status(22, r).tcp.state), int(PortState::Open));
}

void FirewallTest::nftNotRootNeedsAdmin()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 1, "nft-not-root.txt");
    const Status s = NftablesFirewall().status(5201, r);
    QVERIFY(s.needsAdmin);
    QCOMPARE(int(s.tcp.state), int(PortState::Unknown));
    QCOMPARE(int(s.udp.state), int(PortState::Unknown));
    QVERIFY(s.udp.reason.find("needs administrator rights") == 0);
}

void FirewallTest::nftAllowInsertsIntoTheBlockingChain()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 0, "nft-udp-dropped.txt");
    const Plan p = NftablesFirewall().plan(Action::Allow, 5201, 0, r);
    QCOMPARE(p.commands.size(), std::size_t(1)); // TCP is open; inet filter drops nothing
    QCOMPARE(p.commands[0], std::string("nft 'insert rule inet bwtest input udp dport 5201 accept "
                                        "comment \"Benchwire test port 5201\"'"));
    QCOMPARE(p.temporarySeconds, 0);
}

void FirewallTest::nftRemoveDeletesOurHandlesOnly()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 0, "nft-policy-drop-with-benchwire.txt");
    const Plan p = NftablesFirewall().plan(Action::Remove, 5201, 0, r);
    QCOMPARE(p.commands, (std::vector<std::string>{"nft delete rule inet filter input handle 9",
                                                   "nft delete rule inet filter input handle 10"}));
    QVERIFY(NftablesFirewall().plan(Action::Remove, 5202, 0, r).commands.empty());
}

void FirewallTest::nftUnreadableGivesSelfFindingCommands()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 1, "nft-not-root.txt");
    const Plan allow = NftablesFirewall().plan(Action::Allow, 5201, 0, r);
    QCOMPARE(allow.commands.size(), std::size_t(2));
    QVERIFY(allow.commands[0].find("insert rule inet filter input tcp dport 5201") !=
            std::string::npos);
    const Plan remove = NftablesFirewall().plan(Action::Remove, 5201, 0, r);
    QCOMPARE(remove.commands.size(), std::size_t(1));
    QCOMPARE(remove.commands[0],
             std::string("nft -a list ruleset | awk '/^table /{t=$2\" \"$3} /^\\tchain /{c=$2} "
                         "/comment \"Benchwire test port 5201\"/{print \"nft delete rule \"t\" "
                         "\"c\" handle \"$NF}' | sh"));
}

void FirewallTest::nftTemporaryAddsADetachedRemover()
{
    FakeRunner r;
    r.answerFile("nft -a list ruleset", 0, "nft-udp-dropped.txt");
    const Plan p = NftablesFirewall().plan(Action::Allow, 5201, 90, r);
    QCOMPARE(p.temporarySeconds, 90);
    QCOMPARE(p.commands.size(), std::size_t(2));
    QVERIFY(p.commands[1].rfind("setsid -f sh -c 'sleep 90; nft -a list ruleset | awk ", 0) == 0);
    QVERIFY(p.commands[1].find("</dev/null >/dev/null 2>&1") != std::string::npos);
}

void FirewallTest::iptablesStatusAndCommands()
{
    FakeRunner r;
    r.answerFile("iptables -S", 0, "iptables-S.txt");
    IptablesFirewall fw;
    const Status s = fw.status(5201, r);
    QCOMPARE(int(s.tcp.state), int(PortState::Open)); // LAN: our comment rule
    QCOMPARE(int(s.udp.state),
             int(PortState::Blocked)); // LAN: multiport 5000:5300 REJECT; -s passed over
    QVERIFY2(s.udp.reason.find("REJECT") != std::string::npos, s.udp.reason.c_str());
    QCOMPARE(fw.status(5400, r).tcp.reason, std::string("-P INPUT DROP"));
    const Plan allow = fw.plan(Action::Allow, 5201, 0, r);
    QCOMPARE(allow.commands.size(), std::size_t(4));
    QCOMPARE(allow.commands[0], std::string("iptables -I INPUT -p tcp --dport 5201 -m comment "
                                            "--comment 'Benchwire test port 5201' -j ACCEPT"));
    QCOMPARE(allow.commands[3], std::string("ip6tables -I INPUT -p udp --dport 5201 -m comment "
                                            "--comment 'Benchwire test port 5201' -j ACCEPT"));
    const Plan remove = fw.plan(Action::Remove, 5201, 0, r);
    QCOMPARE(remove.commands[1], std::string("iptables -D INPUT -p udp --dport 5201 -m comment "
                                             "--comment 'Benchwire test port 5201' -j ACCEPT"));
    FakeRunner denied;
    denied.answerFile("iptables -S", 4, "iptables-not-root.txt");
    QVERIFY(fw.status(5201, denied).needsAdmin);
}

void FirewallTest::ufwStatusAndCommands()
{
    FakeRunner r;
    r.answerFile("ufw status verbose", 0, "ufw-status-verbose.txt");
    UfwFirewall fw;
    const Status s = fw.status(5201, r);
    QCOMPARE(int(s.tcp.state), int(PortState::Open));
    QCOMPARE(int(s.udp.state), int(PortState::Blocked));
    QCOMPARE(s.udp.reason, std::string("5201/udp DENY IN Anywhere"));
    QCOMPARE(int(fw.status(6050, r).udp.state), int(PortState::Open));
    QCOMPARE(fw.status(6050, r).tcp.reason, std::string("Default: deny (incoming)"));
    // TCP carries our comment already: only UDP is added, and only TCP is ours to remove.
    const Plan allow = fw.plan(Action::Allow, 5201, 0, r);
    QCOMPARE(allow.commands,
             (std::vector<std::string>{"ufw allow 5201/udp comment 'Benchwire test port 5201'"}));
    const Plan remove = fw.plan(Action::Remove, 5201, 0, r);
    QCOMPARE(remove.commands, (std::vector<std::string>{"ufw delete allow 5201/tcp"}));
    const Plan temp = fw.plan(Action::Allow, 5201, 120, r);
    QCOMPARE(temp.commands.back(), std::string("setsid -f sh -c 'sleep 120; ufw delete allow "
                                               "5201/udp' </dev/null >/dev/null 2>&1"));
}

void FirewallTest::ufwInactiveAndNotRoot()
{
    FakeRunner inactive;
    inactive.answerFile("ufw status verbose", 0, "ufw-inactive.txt");
    QCOMPARE(int(UfwFirewall().status(5201, inactive).udp.state), int(PortState::Open));
    FakeRunner denied;
    denied.answerFile("ufw status verbose", 1, "ufw-not-root.txt");
    QVERIFY(UfwFirewall().status(5201, denied).needsAdmin);
    const Plan p = UfwFirewall().plan(Action::Allow, 5201, 0, denied);
    QCOMPARE(p.commands.size(), std::size_t(2)); // unreadable: both, as ufw skips duplicates
}

void FirewallTest::firewalldStatusAndCommands()
{
    FakeRunner r;
    r.answerFile("firewall-cmd --list-all", 0, "firewalld-list-all.txt");
    FirewalldFirewall fw;
    const Status s = fw.status(5201, r);
    QCOMPARE(int(s.tcp.state), int(PortState::Open));
    QCOMPARE(int(s.udp.state), int(PortState::Blocked));
    QCOMPARE(int(fw.status(60500, r).udp.state), int(PortState::Open));
    const Plan allow = fw.plan(Action::Allow, 5201, 0, r);
    QCOMPARE(allow.commands,
             (std::vector<std::string>{"firewall-cmd --add-port=5201/udp",
                                       "firewall-cmd --permanent --add-port=5201/udp"}));
    const Plan temp = fw.plan(Action::Allow, 5201, 90, r);
    QCOMPARE(temp.commands,
             (std::vector<std::string>{"firewall-cmd --add-port=5201/udp --timeout=90s"}));
    const Plan remove = fw.plan(Action::Remove, 5201, 0, r);
    QCOMPARE(remove.commands[1], std::string("firewall-cmd --permanent --remove-port=5201/tcp"));
    FakeRunner denied;
    denied.answerFile("firewall-cmd --list-all", 1, "firewalld-not-authorized.txt");
    QVERIFY(fw.status(5201, denied).needsAdmin);
}

void FirewallTest::netshStatus()
{
    FakeRunner r;
    r.answerFile("netsh advfirewall show currentprofile", 0, "netsh-currentprofile.txt");
    r.answerFile("netsh advfirewall firewall show rule", 0, "netsh-show-rule-verbose.txt");
    WindowsFirewall fw(false);
    const Status s = fw.status(5201, r);
    QCOMPARE(int(s.tcp.state), int(PortState::Open)); // the installer's rule
    QCOMPARE(s.tcp.reason, std::string("rule \"Benchwire test port (TCP 5201)\" allows it"));
    QCOMPARE(int(s.udp.state), int(PortState::Blocked));                  // "Block game ports" wins
    QCOMPARE(int(fw.status(5400, r).udp.state), int(PortState::Blocked)); // BlockInbound, no rule
    FakeRunner off;
    off.answerFile("netsh advfirewall show currentprofile", 0, "netsh-currentprofile-off.txt");
    off.answerFile("netsh advfirewall firewall show rule", 0, "netsh-show-rule-verbose.txt");
    QCOMPARE(int(fw.status(5400, off).udp.state), int(PortState::Open));
}

void FirewallTest::netshAndPowerShellCommands()
{
    FakeRunner r;
    r.answerFile("netsh advfirewall firewall show rule", 0, "netsh-show-rule-verbose.txt");
    const Plan netsh = WindowsFirewall(false).plan(Action::Allow, 5201, 0, r);
    QCOMPARE(int(netsh.shell), int(Shell::PowerShell));
    QCOMPARE(netsh.commands, (std::vector<std::string>{
                                 "netsh advfirewall firewall add rule name=\"Benchwire test "
                                 "port 5201\" dir=in action=allow protocol=TCP localport=5201",
                                 "netsh advfirewall firewall add rule name=\"Benchwire test "
                                 "port 5201\" dir=in action=allow protocol=UDP "
                                 "localport=5201"}));
    QCOMPARE(WindowsFirewall(false).plan(Action::Remove, 5201, 0, r).commands,
             (std::vector<std::string>{
                 "netsh advfirewall firewall delete rule name=\"Benchwire test port 5201\""}));
    const Plan ps = WindowsFirewall(true).plan(Action::Allow, 5201, 60, r);
    QCOMPARE(ps.commands[1], std::string("New-NetFirewallRule -DisplayName 'Benchwire test port "
                                         "5201' -Direction Inbound -Action Allow -Protocol UDP "
                                         "-LocalPort 5201"));
    QCOMPARE(ps.commands[2], std::string("Start-Process powershell -WindowStyle Hidden "
                                         "-ArgumentList \"-NoProfile -Command Start-Sleep "
                                         "-Seconds 60; Remove-NetFirewallRule -DisplayName "
                                         "'Benchwire test port 5201'\""));
    QCOMPARE(WindowsFirewall(true).plan(Action::Remove, 5201, 0, r).commands,
             (std::vector<std::string>{
                 "Remove-NetFirewallRule -DisplayName 'Benchwire test port 5201'"}));
}

void FirewallTest::windowsUnderWineIsUnknown()
{
    FakeRunner r; // a netsh without the advfirewall context
    r.answer("netsh advfirewall show currentprofile", 1,
             "The following command was not found: advfirewall show currentprofile.\r\n");
    const Status s = WindowsFirewall(false).status(5201, r);
    QCOMPARE(int(s.tcp.state), int(PortState::Unknown));
    QCOMPARE(int(s.udp.state), int(PortState::Unknown));
    QVERIFY2(s.udp.reason.find("netsh reported no firewall profile") == 0, s.udp.reason.c_str());
    FakeRunner empty; // what Wine 8's netsh.exe does: exit 0, no output
    empty.answer("netsh advfirewall show currentprofile", 0, "");
    QCOMPARE(int(WindowsFirewall(false).status(5201, empty).tcp.state), int(PortState::Unknown));
    FakeRunner none; // netsh missing altogether
    QCOMPARE(int(WindowsFirewall(false).status(5201, none).udp.state), int(PortState::Unknown));
}

void FirewallTest::detectPrefersFrontEnds()
{
    FakeRunner both;
    both.answer("for t in", 0, "have firewall-cmd\nhave nft\nhave iptables\nrunning\n");
    QCOMPARE(int(detect(both)), int(Backend::Firewalld));
    FakeRunner ufw;
    ufw.answer("for t in", 0, "have ufw\nhave nft\nhave iptables\nENABLED=yes\n");
    QCOMPARE(int(detect(ufw)), int(Backend::Ufw));
    FakeRunner ufwOff;
    ufwOff.answer("for t in", 0, "have ufw\nhave nft\nhave iptables\nENABLED=no\n");
    QCOMPARE(int(detect(ufwOff)), int(Backend::Nftables));
    FakeRunner legacy;
    legacy.answer("for t in", 0, "have firewall-cmd\nhave iptables\nnot running\n");
    QCOMPARE(int(detect(legacy)), int(Backend::Iptables));
    FakeRunner nothing;
    nothing.answer("for t in", 1, "");
    QCOMPARE(int(detect(nothing)), int(Backend::None));
    QCOMPARE(int(readStatus(5201, nothing).udp.state), int(PortState::Open));
}

void FirewallTest::elevationLines()
{
    Plan p;
    p.commands = {"nft 'insert rule inet filter input udp dport 5201 accept'", "true"};
    QCOMPARE(elevatedCommandLine(p, true, false),
             std::string("sh -c 'set -e\nnft '\\''insert rule inet filter input udp dport 5201 "
                         "accept'\\''\ntrue'"));
    QCOMPARE(elevatedCommandLine(p, false, true), "pkexec " + elevatedCommandLine(p, true, false));
    QVERIFY(elevatedCommandLine(p, false, false).empty());
    p.shell = Shell::PowerShell;
    p.commands = {"A"};
    // "$ErrorActionPreference = 'Stop'\nA\nif ($LASTEXITCODE) { exit $LASTEXITCODE }\n" as
    // UTF-16LE, base64: the first characters are "$E" = 24 00 45 00.
    const std::string elevated = elevatedCommandLine(p, true, false);
    QVERIFY(elevated.rfind("powershell -NoProfile -NonInteractive -EncodedCommand JABFA", 0) == 0);
    const std::string uac = elevatedCommandLine(p, false, false);
    QVERIFY(uac.find("Start-Process powershell -Verb RunAs -Wait -PassThru") != std::string::npos);
    QVERIFY(uac.find(elevated.substr(elevated.rfind(' ') + 1)) != std::string::npos);
}

void FirewallTest::executeRunsOneElevatedLine()
{
    FakeRunner r;
    r.answer("command -v pkexec", 0, "/usr/bin/pkexec\n");
    r.answer("pkexec ", 126, "");
    r.answer("sh -c ", 0, "");
    Plan p;
    p.commands = {"true"};
    const Outcome o = execute(p, r);
    if (isElevated()) {
        QVERIFY(o.ok);
        QCOMPARE(r.calls().back(), std::string("sh -c 'set -e\ntrue'"));
    } else {
        QVERIFY(!o.ok);
        QVERIFY(o.error.find("dismissed") != std::string::npos);
        QCOMPARE(r.calls().back(), std::string("pkexec sh -c 'set -e\ntrue'"));
    }
    Plan empty;
    empty.note = "Nothing to do";
    const std::size_t before = r.calls().size();
    QVERIFY(execute(empty, r).ok);
    QCOMPARE(r.calls().size(), before); // nothing runs
}

void FirewallTest::durations()
{
    QCOMPARE(parseDurationSeconds("90s"), 90);
    QCOMPARE(parseDurationSeconds("2m"), 120);
    QCOMPARE(parseDurationSeconds("1.5"), 90);
    QCOMPARE(parseDurationSeconds("0.05"), 3);
    QCOMPARE(parseDurationSeconds("0"), -1);
    QCOMPARE(parseDurationSeconds("-3"), -1);
    QCOMPARE(parseDurationSeconds("ten"), -1);
    QCOMPARE(parseDurationSeconds("5h"), -1);
}

// A rule's port list at both ends of each range and just outside them, in the spellings the
// tools print: nft "5000-5300" and sets "{ 22, 5000-5300 }", iptables "5000:5300".
void FirewallTest::portRangesAtTheirEnds()
{
    using text::portSpecMatches;
    for (const char* spec : {"5000-5300", "5000:5300", "{ 22, 5000-5300 }", "{22,5000:5300}"}) {
        QVERIFY2(!portSpecMatches(spec, 4999), spec);
        QVERIFY2(portSpecMatches(spec, 5000), spec);
        QVERIFY2(portSpecMatches(spec, 5201), spec);
        QVERIFY2(portSpecMatches(spec, 5300), spec);
        QVERIFY2(!portSpecMatches(spec, 5301), spec);
    }
    QVERIFY(portSpecMatches("{ 22, 5000-5300 }", 22));
    QVERIFY(!portSpecMatches("{ 22, 5000-5300 }", 23));
    QVERIFY(portSpecMatches("5201", 5201));
    QVERIFY(!portSpecMatches("5201", 5200));
    QVERIFY(!portSpecMatches("52010", 5201));
    QVERIFY(!portSpecMatches("http", 80)); // a name is not read as a number
    QVERIFY(!portSpecMatches("5000-", 5000));
}

void FirewallTest::statusCacheReadsInTheBackground()
{
    auto runner = std::make_unique<FakeRunner>();
    runner->answer("for t in", 0, "have nft\n");
    runner->answerFile("nft -a list ruleset", 0, "nft-udp-dropped.txt");
    StatusCache cache(5201, std::move(runner), std::chrono::milliseconds(300));
    QTRY_COMPARE_WITH_TIMEOUT(int(cache.get().udp.state), int(PortState::Blocked), 5000);
    QCOMPARE(int(cache.get().backend), int(Backend::Nftables));
    const int reads = cache.reads();
    for (int i = 0; i < 100; ++i)
        cache.get(); // many hellos at once: no read each
    QVERIFY(cache.reads() <= reads + 1);
    QTest::qWait(400);
    cache.get(); // stale now: one more read, in the background
    QTRY_VERIFY_WITH_TIMEOUT(cache.reads() > reads, 5000);
}

QTEST_APPLESS_MAIN(FirewallTest)
#include "firewall_test.moc"
