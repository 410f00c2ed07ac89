// SPDX-License-Identifier: MIT
// firewalld. Status reads `firewall-cmd --list-all` (the default zone): a zone target of
// ACCEPT, or the port in "ports:", lets it in; anything else is rejected by the zone. Ports in
// firewalld carry no name, so the rules are plain port entries (docs/firewall.md). Allow adds
// them to the runtime and the permanent configuration; a temporary allow uses firewalld's own
// --timeout on the runtime configuration only, so firewalld itself takes them away.
#include "firewall/backends.h"

namespace bw::engine::firewall {

using namespace text;

namespace {
constexpr const char* kList = "firewall-cmd --list-all";
constexpr const char* kMarker = "target:"; // in every zone listing

struct Zone
{
    std::string name, target;
    std::vector<std::string> ports; // "5201/tcp", "5000-5300/udp"
};

Zone parse(const std::string& listing)
{
    Zone z;
    for (const auto& raw : lines(listing)) {
        const std::string line = trim(raw);
        if (z.name.empty() && !line.empty() && raw[0] != ' ')
            z.name = line.substr(0, line.find(' '));
        if (startsWith(line, "target:")) z.target = trim(line.substr(7));
        if (startsWith(line, "ports:")) {
            std::string rest = trim(line.substr(6));
            std::size_t i = 0;
            while (i < rest.size()) {
                std::size_t end = rest.find(' ', i);
                if (end == std::string::npos) end = rest.size();
                if (end > i) z.ports.push_back(rest.substr(i, end - i));
                i = end + 1;
            }
        }
    }
    return z;
}

Verdict decide(const Zone& z, std::string_view protocol, std::uint16_t port)
{
    if (z.target == "ACCEPT") return {PortState::Open, "zone " + z.name + " target ACCEPT"};
    for (const std::string& p : z.ports) {
        const auto slash = p.find('/');
        if (slash != std::string::npos && p.substr(slash + 1) == protocol &&
            portSpecMatches(p.substr(0, slash), port))
            return {PortState::Open, "zone " + z.name + " ports: " + p};
    }
    return {PortState::Blocked, "zone " + z.name + " (target " + z.target + ") lists no port " +
                                    std::to_string(port) + "/" + std::string(protocol)};
}

std::string portArgs(const char* op, std::uint16_t port, const std::vector<const char*>& protos)
{
    std::string s;
    for (const char* proto : protos)
        s += std::string(" --") + op + "-port=" + std::to_string(port) + "/" + proto;
    return s;
}
} // namespace

Status FirewalldFirewall::status(std::uint16_t port, CommandRunner& runner) const
{
    Status failure;
    const auto rules = readRules(backend(), port, runner, kList, kMarker, failure);
    if (!rules) return failure;
    const Zone z = parse(*rules);
    return portStatus(backend(), port, decide(z, "tcp", port), decide(z, "udp", port));
}

Plan FirewalldFirewall::plan(Action action, std::uint16_t port, int temporarySeconds,
                             CommandRunner& runner) const
{
    Plan p;
    p.backend = backend();
    p.action = action;
    p.port = port;
    Status failure;
    const auto rules = readRules(backend(), port, runner, kList, kMarker, failure);
    const bool readable = rules.has_value();
    const Zone z = readable ? parse(*rules) : Zone{};
    std::vector<const char*> protos;
    for (const char* proto : {"tcp", "udp"}) {
        const bool listed = decide(z, proto, port).state == PortState::Open && z.target != "ACCEPT";
        if (!readable || (action == Action::Allow) != listed) protos.push_back(proto);
    }
    if (protos.empty()) {
        p.note = action == Action::Allow ? "Nothing to do: the zone lets the port in already."
                                         : "Nothing to do: the zone lists no such port.";
        return p;
    }
    const char* op = action == Action::Allow ? "add" : "remove";
    if (action == Action::Allow && temporarySeconds > 0) {
        p.temporarySeconds = temporarySeconds;
        p.commands.push_back("firewall-cmd" + portArgs(op, port, protos) +
                             " --timeout=" + std::to_string(temporarySeconds) + "s");
        p.note = "firewalld removes the runtime rules itself after the time (--timeout).";
        return p;
    }
    p.commands.push_back("firewall-cmd" + portArgs(op, port, protos));
    p.commands.push_back("firewall-cmd --permanent" + portArgs(op, port, protos));
    return p;
}

} // namespace bw::engine::firewall
