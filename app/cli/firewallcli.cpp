// SPDX-License-Identifier: MIT
#include "firewallcli.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#ifdef _WIN32
#include <io.h>
#define BW_ISATTY _isatty
#else
#include <unistd.h>
#define BW_ISATTY isatty
#endif

namespace bw::cli {

using namespace bw::engine::firewall;

void addFirewallFlags(CLI::App& app, FirewallArgs& f)
{
    app.add_option("--firewall", f.action,
                   "Local firewall and the test port (-p): status, allow (TCP and UDP) or remove "
                   "the rules allow added; prints the commands and asks before running them")
        ->check(CLI::IsMember({"status", "allow", "remove"}));
    app.add_option("--temporary", f.temporary,
                   "With --firewall allow: remove the rules by themselves after this long "
                   "(minutes, or e.g. 90s, 2m)");
    app.add_flag("--yes", f.yes, "With --firewall allow/remove: run without asking (scripts)");
}

namespace {

// "open (inet filter input: policy accept)", "unknown (needs administrator rights: nft ...)".
std::string stateText(const Verdict& v)
{
    return std::string(toString(v.state)) + " (" + v.reason + ")";
}

int printStatus(const Status& s, bool json)
{
    const bool known = s.tcp.state != PortState::Unknown && s.udp.state != PortState::Unknown;
    if (json) {
        auto verdict = [](const Verdict& v) {
            return nlohmann::json{{"state", std::string(toString(v.state))}, {"reason", v.reason}};
        };
        nlohmann::json j{{"backend", std::string(toString(s.backend))},
                         {"port", s.port},
                         {"tcp", verdict(s.tcp)},
                         {"udp", verdict(s.udp)},
                         {"needsAdmin", s.needsAdmin}};
        std::printf("%s\n", j.dump(2).c_str());
        return known ? 0 : 3;
    }
    std::printf("Firewall: %s\n", std::string(toString(s.backend)).c_str());
    std::printf("TCP %u: %s\n", s.port, stateText(s.tcp).c_str());
    std::printf("UDP %u: %s\n", s.port, stateText(s.udp).c_str());
    return known ? 0 : 3;
}

void printPlan(const Plan& p)
{
    std::printf("Firewall: %s\n", std::string(toString(p.backend)).c_str());
    if (!p.commands.empty()) {
        std::printf("%s:\n\n", p.shell == Shell::PowerShell
                                   ? "Commands (PowerShell, as administrator)"
                                   : "Commands (as root)");
        for (const auto& c : p.commands)
            std::printf("  %s\n", c.c_str());
        std::printf("\n");
    }
    if (!p.note.empty()) std::printf("%s\n", p.note.c_str());
    std::fflush(stdout);
}

// 0 consent, 1 declined, 2 cannot ask.
int consent(bool yes)
{
    if (yes) return 0;
    if (!BW_ISATTY(0)) {
        std::fprintf(stderr, "benchwire-cli: nothing was run: there is no terminal to ask for "
                             "consent; give --yes to run the commands, or copy them\n");
        return 2;
    }
    std::printf("Run these commands now? [y/N] ");
    std::fflush(stdout);
    std::string answer;
    std::getline(std::cin, answer);
    if (answer == "y" || answer == "Y" || answer == "yes") return 0;
    std::printf("Nothing was run.\n");
    return 1;
}

} // namespace

int runFirewall(const FirewallArgs& f, std::uint16_t port, bool json, CommandRunner& runner)
{
    if (f.action == "status") return printStatus(readStatus(port, runner), json);
    int seconds = 0;
    if (!f.temporary.empty() &&
        (f.action != "allow" || (seconds = parseDurationSeconds(f.temporary)) <= 0)) {
        std::fprintf(stderr, "benchwire-cli: --temporary: '%s' %s\n", f.temporary.c_str(),
                     f.action != "allow" ? "goes with --firewall allow only"
                                         : "is not a duration (minutes, or e.g. 90s, 2m)");
        return 2;
    }
    auto fw = makeFirewall(detect(runner));
    if (!fw) {
        std::printf("No firewall tool was found (nft, iptables, ufw, firewalld): nothing to do.\n");
        return 0;
    }
    const Plan plan =
        fw->plan(f.action == "allow" ? Action::Allow : Action::Remove, port, seconds, runner);
    printPlan(plan);
    if (plan.commands.empty()) return 0;
    if (int c = consent(f.yes); c != 0) return c;
    const Outcome o = execute(plan, runner);
    if (!o.ok) {
        std::fprintf(stderr, "benchwire-cli: %s\n", o.error.c_str());
        return 1;
    }
    std::printf("Done.\n");
    return 0;
}

} // namespace bw::cli
