// SPDX-License-Identifier: MIT
// ufw (Ubuntu's front end over iptables/nftables). Status reads `ufw status verbose`: the
// first IPv4 rule from Anywhere that covers the port decides, else the incoming default.
// Rules carry the comment "Benchwire test port N"; remove deletes only rules listed with it.
#include "firewall/backends.h"

namespace bw::engine::firewall {

using namespace text;

namespace {
constexpr const char* kList = "ufw status verbose";
constexpr const char* kMarker = "Status: "; // active or inactive

struct UfwRule
{
    std::string to, action, from, comment;
};

// "5201/tcp   ALLOW IN   Anywhere   # note": columns are separated by two or more spaces.
UfwRule parseRule(const std::string& line)
{
    UfwRule r;
    std::string body = line;
    if (auto hash = line.find(" # "); hash != std::string::npos) {
        r.comment = trim(line.substr(hash + 3));
        body = line.substr(0, hash);
    }
    std::vector<std::string> cols;
    std::size_t i = 0;
    while (i < body.size()) {
        std::size_t end = body.find("  ", i);
        if (end == std::string::npos) end = body.size();
        if (std::string c = trim(body.substr(i, end - i)); !c.empty()) cols.push_back(c);
        i = end + 2;
    }
    if (cols.size() >= 3) r = UfwRule{cols[0], cols[1], cols[2], r.comment};
    return r;
}

bool covers(const UfwRule& r, std::string_view protocol, std::uint16_t port)
{
    if (r.from != "Anywhere" || contains(r.to, "(v6)") || contains(r.to, " ")) return false;
    if (r.to == "Anywhere") return true;
    const auto slash = r.to.find('/');
    const std::string ports = r.to.substr(0, slash);
    if (slash != std::string::npos && r.to.substr(slash + 1) != protocol) return false;
    return portSpecMatches(ports, port);
}

struct Parsed
{
    bool active = false;
    std::string defaultIncoming; // deny, reject, allow
    std::vector<UfwRule> rules;
};

Parsed parse(const std::string& listing)
{
    Parsed p;
    bool inRules = false;
    for (const auto& line : lines(listing)) {
        if (startsWith(line, "Status: ")) p.active = trim(line.substr(8)) == "active";
        if (startsWith(line, "Default: ")) {
            const auto in = line.find(" (incoming)");
            const auto start = line.rfind(' ', in == std::string::npos ? 0 : in - 1);
            if (in != std::string::npos) p.defaultIncoming = trim(line.substr(start, in - start));
        }
        if (startsWith(line, "--"))
            inRules = true;
        else if (inRules && !trim(line).empty())
            p.rules.push_back(parseRule(line));
    }
    return p;
}

Verdict decide(const Parsed& p, std::string_view protocol, std::uint16_t port)
{
    if (!p.active) return {PortState::Open, "ufw is inactive"};
    for (const UfwRule& r : p.rules) {
        if (!covers(r, protocol, port) || contains(r.action, "OUT")) continue;
        const bool allow = startsWith(r.action, "ALLOW") || startsWith(r.action, "LIMIT");
        if (!allow && !startsWith(r.action, "DENY") && !startsWith(r.action, "REJECT")) continue;
        return {allow ? PortState::Open : PortState::Blocked, r.to + " " + r.action + " " + r.from};
    }
    const bool open = p.defaultIncoming == "allow";
    return {open ? PortState::Open : PortState::Blocked,
            "Default: " + p.defaultIncoming + " (incoming)"};
}

std::string allowLine(const char* proto, std::uint16_t port)
{
    return "ufw allow " + std::to_string(port) + "/" + proto + " comment " +
           shellQuote(ruleName(port));
}

std::string deleteLine(const char* proto, std::uint16_t port)
{
    return "ufw delete allow " + std::to_string(port) + "/" + proto;
}
} // namespace

Status UfwFirewall::status(std::uint16_t port, CommandRunner& runner) const
{
    Status failure;
    const auto rules = readRules(backend(), port, runner, kList, kMarker, failure);
    if (!rules) return failure;
    const Parsed parsed = parse(*rules);
    return portStatus(backend(), port, decide(parsed, "tcp", port), decide(parsed, "udp", port));
}

Plan UfwFirewall::plan(Action action, std::uint16_t port, int temporarySeconds,
                       CommandRunner& runner) const
{
    Plan p;
    p.backend = backend();
    p.action = action;
    p.port = port;
    Status failure;
    const auto rules = readRules(backend(), port, runner, kList, kMarker, failure);
    const bool readable = rules.has_value();
    const Parsed parsed = readable ? parse(*rules) : Parsed{};
    std::vector<std::string> undo; // for a temporary allow: what it added
    for (const char* proto : {"tcp", "udp"}) {
        bool ours = false;
        for (const UfwRule& rule : parsed.rules)
            ours = ours || (rule.comment == ruleName(port) && covers(rule, proto, port));
        if (action == Action::Allow && (!readable || !ours)) {
            p.commands.push_back(allowLine(proto, port));
            undo.push_back(deleteLine(proto, port));
        }
        if (action == Action::Remove && (!readable || ours))
            p.commands.push_back(deleteLine(proto, port));
    }
    if (p.commands.empty())
        p.note = action == Action::Allow ? "Nothing to do: the rules are in place already."
                                         : "Nothing to do: no rule carries the comment.";
    if (action == Action::Allow && temporarySeconds > 0 && !p.commands.empty()) {
        p.temporarySeconds = temporarySeconds;
        p.commands.push_back(detachedRemover(undo, temporarySeconds));
        p.note = "A detached process removes the rules after the time.";
    }
    return p;
}

} // namespace bw::engine::firewall
