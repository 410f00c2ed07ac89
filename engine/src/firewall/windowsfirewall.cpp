// SPDX-License-Identifier: MIT
// Windows Defender Firewall. Status reads netsh: the current profile's state and inbound
// policy, and every inbound rule (verbose, for the program path). A matching enabled block
// rule wins over allow rules, as in the firewall itself; without either, the profile's policy
// decides. Plain text only, so this file builds and is tested on every platform.
#include "firewall/backends.h"

namespace bw::engine::firewall {

using namespace text;

namespace {
constexpr const char* kProfile = "netsh advfirewall show currentprofile";
constexpr const char* kRules = "netsh advfirewall firewall show rule name=all dir=in verbose";

struct Profile
{
    std::string name, state, policy; // "Public", "ON", "BlockInbound,AllowOutbound"
};

// "Key:   value" or "Key   value" (netsh pads with spaces); the value after the padding.
bool field(const std::string& line, std::string_view key, std::string& value)
{
    if (!startsWith(line, key)) return false;
    std::string rest = line.substr(key.size());
    if (!rest.empty() && rest[0] == ':') rest.erase(0, 1);
    if (!rest.empty() && rest[0] != ' ') return false;
    value = trim(rest);
    return true;
}

Profile parseProfile(const std::string& listing)
{
    Profile p;
    for (const auto& line : lines(listing)) {
        const auto at = line.find(" Profile Settings");
        if (at != std::string::npos && p.name.empty()) p.name = trim(line.substr(0, at));
        std::string v;
        if (p.state.empty() && field(line, "State", v)) p.state = v;
        if (p.policy.empty() && field(line, "Firewall Policy", v)) p.policy = v;
    }
    return p;
}

using Rule = std::vector<std::pair<std::string, std::string>>;

std::vector<Rule> parseRules(const std::string& listing)
{
    std::vector<Rule> out;
    for (const auto& line : lines(listing)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos || startsWith(line, "-")) continue;
        std::string key = trim(line.substr(0, colon)), value = trim(line.substr(colon + 1));
        if (key == "Rule Name") out.emplace_back();
        if (!out.empty()) out.back().emplace_back(std::move(key), std::move(value));
    }
    return out;
}

std::string get(const Rule& r, std::string_view key)
{
    for (const auto& [k, v] : r)
        if (k == key) return v;
    return {};
}

bool applies(const Rule& r, const Profile& profile, std::string_view protocol, std::uint16_t port)
{
    const std::string proto = lower(get(r, "Protocol")), lp = get(r, "LocalPort");
    const std::string program = lower(get(r, "Program")), profiles = get(r, "Profiles");
    const std::string remote = get(r, "RemoteIP");
    if (get(r, "Enabled") != "Yes" || get(r, "Direction") != "In") return false;
    if (proto != protocol && proto != "any") return false;
    if (lp != "Any" && !portSpecMatches(lp, port)) return false;
    if (!remote.empty() && remote != "Any" && remote != "LocalSubnet") return false;
    if (!program.empty() && program != "any" && !contains(program, "benchwire")) return false;
    return profiles.empty() || contains(profiles, "Any") || contains(profiles, profile.name);
}

Verdict decide(const Profile& p, const std::vector<Rule>& rules, std::string_view protocol,
               std::uint16_t port)
{
    std::string allowedBy;
    for (const Rule& r : rules) {
        if (!applies(r, p, protocol, port)) continue;
        const std::string name = "rule \"" + get(r, "Rule Name") + "\"";
        if (get(r, "Action") == "Block") return {PortState::Blocked, name + " blocks it"};
        if (get(r, "Action") == "Allow" && allowedBy.empty()) allowedBy = name + " allows it";
    }
    if (p.state == "OFF") return {PortState::Open, p.name + " profile: the firewall is off"};
    if (!allowedBy.empty()) return {PortState::Open, allowedBy};
    const bool blocks = startsWith(p.policy, "BlockInbound");
    return {blocks ? PortState::Blocked : PortState::Open,
            p.name + " profile policy " + p.policy + ", and no rule allows the port"};
}

std::vector<std::string> ruleLines(bool powerShell, Action action, std::uint16_t port,
                                   const std::vector<const char*>& protos)
{
    const std::string name = ruleName(port), ps = "'" + name + "'";
    if (action == Action::Remove)
        return {powerShell ? "Remove-NetFirewallRule -DisplayName " + ps
                           : "netsh advfirewall firewall delete rule name=\"" + name + "\""};
    std::vector<std::string> out;
    for (const char* proto : protos) {
        const std::string p = proto, port_ = std::to_string(port);
        out.push_back(powerShell
                          ? "New-NetFirewallRule -DisplayName " + ps +
                                " -Direction Inbound -Action Allow -Protocol " + p +
                                " -LocalPort " + port_
                          : "netsh advfirewall firewall add rule name=\"" + name +
                                "\" dir=in action=allow protocol=" + p + " localport=" + port_);
    }
    return out;
}

// A hidden PowerShell that outlives us, sleeps, then deletes the rules by name (a netsh rule's
// name is its DisplayName).
std::string remover(std::uint16_t port, int seconds)
{
    return "Start-Process powershell -WindowStyle Hidden -ArgumentList \"-NoProfile -Command "
           "Start-Sleep -Seconds " +
           std::to_string(seconds) + "; Remove-NetFirewallRule -DisplayName '" + ruleName(port) +
           "'\"";
}
} // namespace

Status WindowsFirewall::status(std::uint16_t port, CommandRunner& runner) const
{
    const CommandResult pr = runner.run(kProfile);
    if (!pr.started) return unknownStatus(backend(), port, "netsh could not be run");
    if (pr.stopped) return unknownStatus(backend(), port, "netsh did not answer in time; stopped");
    if (looksLikePermissionDenied(pr.output))
        return needsAdminStatus(backend(), port, "netsh advfirewall");
    const Profile profile = parseProfile(pr.output);
    if (pr.exitCode != 0 || profile.state.empty() || profile.policy.empty()) {
        const auto first = lines(trim(pr.output)).front();
        return unknownStatus(backend(), port,
                             "netsh reported no firewall profile" +
                                 (first.empty() ? std::string() : " (\"" + first + "\")"));
    }
    const CommandResult rr = runner.run(kRules);
    if (rr.stopped) return unknownStatus(backend(), port, "netsh did not answer in time; stopped");
    if (looksLikePermissionDenied(rr.output))
        return needsAdminStatus(backend(), port, "netsh advfirewall firewall show rule");
    const auto rules = parseRules(rr.output);
    Status s;
    s.backend = backend();
    s.port = port;
    s.tcp = decide(profile, rules, "tcp", port);
    s.udp = decide(profile, rules, "udp", port);
    return s;
}

Plan WindowsFirewall::plan(Action action, std::uint16_t port, int temporarySeconds,
                           CommandRunner& runner) const
{
    Plan p;
    p.backend = backend();
    p.action = action;
    p.port = port;
    p.shell = Shell::PowerShell;
    const CommandResult rr = runner.run(kRules);
    std::vector<const char*> protos;
    for (const char* proto : {"TCP", "UDP"}) {
        bool ours = false;
        for (const Rule& r : parseRules(rr.output))
            ours = ours || (get(r, "Rule Name") == ruleName(port) && get(r, "Protocol") == proto);
        if (!ours) protos.push_back(proto);
    }
    if (action == Action::Allow && protos.empty()) {
        p.note = "Nothing to do: the rules are in place already.";
        return p;
    }
    p.commands = ruleLines(m_powerShell, action, port, protos);
    if (action == Action::Allow && temporarySeconds > 0) {
        p.temporarySeconds = temporarySeconds;
        p.commands.push_back(remover(port, temporarySeconds));
        p.note = "A hidden PowerShell removes the rules after the time.";
    }
    return p;
}

} // namespace bw::engine::firewall
