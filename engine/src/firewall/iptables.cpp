// SPDX-License-Identifier: MIT
// iptables (legacy, or where nft is not installed). Status reads `iptables -S` (IPv4, filter
// table); allow inserts one rule per protocol at the top of INPUT for IPv4 and IPv6, each with
// the comment "Benchwire test port N"; remove deletes exactly those rules (-D with the same
// specification deletes one matching rule).
#include "firewall/backends.h"

#include <map>

namespace bw::engine::firewall {

using namespace text;

namespace {
constexpr const char* kList = "iptables -S";

std::vector<std::string> words(const std::string& line)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == ' ') {
            ++i;
            continue;
        }
        const bool quoted = line[i] == '"';
        std::size_t end = quoted ? line.find('"', i + 1) : line.find(' ', i);
        end = end == std::string::npos ? line.size() : end + (quoted ? 1 : 0);
        out.push_back(line.substr(i, end - i));
        i = end;
    }
    return out;
}

struct Chains
{
    std::map<std::string, std::string> policy;                          // built-in chains
    std::map<std::string, std::vector<std::vector<std::string>>> rules; // -A lines' words
};

Chains parse(const std::string& listing)
{
    Chains c;
    for (const auto& line : lines(listing)) {
        const auto w = words(trim(line));
        if (w.size() >= 3 && w[0] == "-P") c.policy[w[1]] = w[2];
        if (w.size() >= 2 && w[0] == "-A") c.rules[w[1]].push_back(w);
    }
    return c;
}

// The rule's target when it applies to every new packet of protocol to port, else "".
std::string target(const std::vector<std::string>& w, std::string_view protocol, std::uint16_t port)
{
    for (std::size_t i = 2; i < w.size(); ++i) {
        const std::string& o = w[i];
        const std::string v = i + 1 < w.size() ? w[i + 1] : "";
        if (o == "-p") {
            if (v != protocol && v != "all") return {};
        } else if (o == "--dport" || o == "--dports") {
            if (!portSpecMatches(v, port)) return {};
        } else if (o == "--ctstate" || o == "--state") {
            if (!contains(v, "NEW")) return {};
        } else if (o == "-j" || o == "-g") {
            return v; // what follows are the target's own options
        } else if (o == "-m" || o == "--comment") {
            // a match module's name, or our comment: no condition by itself
        } else if (startsWith(o, "-") || startsWith(o, "!")) {
            return {}; // -s, -i, --sport, ...: not every peer's packet
        } else {
            continue;
        }
        ++i;
    }
    return {};
}

// "ACCEPT", "DROP"/"REJECT", or "" (no decision) with the deciding rule in why.
std::string walk(const Chains& c, const std::string& chain, std::string_view protocol,
                 std::uint16_t port, int depth, std::string& why)
{
    auto it = c.rules.find(chain);
    if (it != c.rules.end())
        for (const auto& w : it->second) {
            const std::string t = target(w, protocol, port);
            if (t == "ACCEPT" || t == "DROP" || t == "REJECT") {
                for (const auto& x : w)
                    why += (why.empty() ? "" : " ") + x;
                return t == "ACCEPT" ? t : "DROP";
            }
            if (!t.empty() && t != "RETURN" && t != "LOG" && depth < 8) {
                const std::string d = walk(c, t, protocol, port, depth + 1, why);
                if (!d.empty()) return d;
            }
        }
    auto p = c.policy.find(chain);
    if (depth > 0 || p == c.policy.end()) return {};
    why = "-P " + chain + " " + p->second;
    return p->second == "ACCEPT" ? "ACCEPT" : "DROP";
}

std::string ruleSpec(const char* protocol, std::uint16_t port)
{
    return std::string("INPUT -p ") + protocol + " --dport " + std::to_string(port) +
           " -m comment --comment " + shellQuote(ruleName(port)) + " -j ACCEPT";
}

std::vector<std::string> ruleLines(const char* op, std::uint16_t port)
{
    std::vector<std::string> out;
    for (const char* tool : {"iptables", "ip6tables"})
        for (const char* proto : {"tcp", "udp"})
            out.push_back(std::string(tool) + " " + op + " " + ruleSpec(proto, port));
    return out;
}
} // namespace

Status IptablesFirewall::status(std::uint16_t port, CommandRunner& runner) const
{
    Status s;
    const auto rules = readRules(backend(), port, runner, kList, {}, s);
    if (!rules) return s;
    const Chains c = parse(*rules);
    s = portStatus(backend(), port, {}, {});
    for (auto [proto, verdict] : {std::pair{"tcp", &s.tcp}, std::pair{"udp", &s.udp}}) {
        std::string why;
        const std::string d = walk(c, "INPUT", proto, port, 0, why);
        verdict->state = d == "DROP" ? PortState::Blocked : PortState::Open;
        verdict->reason = why.empty() ? "no INPUT rule decides" : why;
    }
    return s;
}

Plan IptablesFirewall::plan(Action action, std::uint16_t port, int temporarySeconds,
                            CommandRunner&) const
{
    Plan p;
    p.backend = backend();
    p.action = action;
    p.port = port;
    p.commands = ruleLines(action == Action::Allow ? "-I" : "-D", port);
    if (action == Action::Allow && temporarySeconds > 0) {
        p.temporarySeconds = temporarySeconds;
        p.commands.push_back(detachedRemover(ruleLines("-D", port), temporarySeconds));
        p.note = "A detached process removes the rules after the time.";
    }
    return p;
}

} // namespace bw::engine::firewall
