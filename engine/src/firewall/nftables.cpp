// SPDX-License-Identifier: MIT
// Plain nftables. An accept in a table of our own would not help: every base chain on the
// input hook sees the packet, and a drop in any of them wins. So the allow rules go to the top
// of each input chain that blocks the port now, carrying the comment "Benchwire test port N";
// remove deletes exactly the rules with that comment, by handle.
#include "firewall/backends.h"
#include "firewall/nftruleset.h"

namespace bw::engine::firewall {

using namespace text;

namespace {
constexpr const char* kList = "nft -a list ruleset";

std::string comment(std::uint16_t port)
{
    return "comment \"" + ruleName(port) + "\"";
}

// One line that deletes every rule carrying our comment, whatever its handle, found when it
// runs: for the detached remover, and for a person without the rules in front of them.
std::string removeByCommentLine(std::uint16_t port)
{
    const std::string awk = "/^table /{t=$2\" \"$3} /^\\tchain /{c=$2} /" + comment(port) +
                            "/{print \"nft delete rule \"t\" \"c\" handle \"$NF}";
    return std::string(kList) + " | awk " + shellQuote(awk) + " | sh";
}

std::string insertLine(const nft::Chain& c, const char* protocol, std::uint16_t port)
{
    const std::string rule = "insert rule " + c.family + " " + c.table + " " + c.name + " " +
                             protocol + " dport " + std::to_string(port) + " accept " +
                             comment(port);
    return "nft " + shellQuote(rule);
}

Plan allowPlan(Plan p, const CommandResult& listed)
{
    if (!listed.started || listed.exitCode != 0) {
        // Debian's and Fedora's stock nftables.conf both have this chain.
        nft::Chain guess{"inet", "filter", "input", "input", "filter", "accept", {}};
        p.commands = {insertLine(guess, "tcp", p.port), insertLine(guess, "udp", p.port)};
        p.note = "The rules could not be read without administrator rights; the commands assume "
                 "the usual chain 'inet filter input'.";
        return p;
    }
    const auto ruleset = nft::parseRuleset(listed.output);
    for (const char* proto : {"tcp", "udp"})
        for (const nft::Chain& c : ruleset) {
            if (!nft::isInputFilter(c)) continue;
            if (nft::evaluateChain(ruleset, c, proto, p.port).outcome == nft::Outcome::Drop)
                p.commands.push_back(insertLine(c, proto, p.port));
        }
    if (p.commands.empty()) p.note = "Nothing to do: no input chain blocks TCP or UDP to the port.";
    return p;
}

Plan removePlan(Plan p, const CommandResult& listed)
{
    if (!listed.started || listed.exitCode != 0) {
        p.commands = {removeByCommentLine(p.port)};
        p.note = "The rules could not be read without administrator rights; the command finds "
                 "the rules with the comment when it runs.";
        return p;
    }
    const std::string mark = comment(p.port);
    for (const nft::Chain& c : nft::parseRuleset(listed.output))
        for (const nft::Rule& r : c.rules)
            if (contains(r.text, mark) && r.handle >= 0)
                p.commands.push_back("nft delete rule " + c.family + " " + c.table + " " + c.name +
                                     " handle " + std::to_string(r.handle));
    if (p.commands.empty()) p.note = "Nothing to do: no rule carries the comment.";
    return p;
}
} // namespace

Status NftablesFirewall::status(std::uint16_t port, CommandRunner& runner) const
{
    Status s;
    const auto rules = readRules(backend(), port, runner, kList, {}, s);
    if (!rules) return s;
    const auto ruleset = nft::parseRuleset(*rules);
    s = portStatus(backend(), port, {}, {});
    for (auto [proto, verdict] : {std::pair{"tcp", &s.tcp}, std::pair{"udp", &s.udp}}) {
        const nft::Decision d = nft::evaluate(ruleset, proto, port);
        verdict->state = d.outcome == nft::Outcome::Drop ? PortState::Blocked : PortState::Open;
        verdict->reason = d.why;
    }
    return s;
}

Plan NftablesFirewall::plan(Action action, std::uint16_t port, int temporarySeconds,
                            CommandRunner& runner) const
{
    Plan p;
    p.backend = backend();
    p.action = action;
    p.port = port;
    const CommandResult listed = runner.run(kList);
    if (action == Action::Remove) return removePlan(std::move(p), listed);
    p = allowPlan(std::move(p), listed);
    if (temporarySeconds > 0 && !p.commands.empty()) {
        p.temporarySeconds = temporarySeconds;
        p.commands.push_back(detachedRemover({removeByCommentLine(port)}, temporarySeconds));
        p.note += std::string(p.note.empty() ? "" : " ") +
                  "A detached process removes the rules after the time.";
    }
    return p;
}

} // namespace bw::engine::firewall
