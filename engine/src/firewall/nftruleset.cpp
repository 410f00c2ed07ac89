// SPDX-License-Identifier: MIT
#include "firewall/nftruleset.h"

#include "firewall/backends.h"

#include <cstdlib>

namespace bw::engine::firewall::nft {

using namespace text;

namespace {

// Words, with "{ a, b }" and "quoted text" each kept as one token.
std::vector<std::string> tokens(std::string_view s)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        if (s[i] == ' ' || s[i] == '\t') {
            ++i;
            continue;
        }
        const char close = s[i] == '{' ? '}' : s[i] == '"' ? '"' : '\0';
        std::size_t end = close ? s.find(close, i + 1) : s.find_first_of(" \t", i);
        end = end == std::string_view::npos ? s.size() : end + (close ? 1 : 0);
        out.emplace_back(s.substr(i, end - i));
        i = end;
    }
    return out;
}

// "... # handle 12": the handle, and the text without it.
Rule splitHandle(const std::string& line)
{
    Rule r;
    r.text = line;
    const std::size_t h = line.rfind(" # handle ");
    if (h != std::string::npos) {
        r.handle = std::strtol(line.c_str() + h + 10, nullptr, 10);
        r.text = trim(line.substr(0, h));
    }
    return r;
}

// Reads "type filter hook input priority 0; policy drop;" into c.
void readChainHeader(const std::string& line, Chain& c)
{
    const auto t = tokens(line);
    for (std::size_t i = 0; i + 1 < t.size(); ++i) {
        std::string v = t[i + 1];
        if (!v.empty() && v.back() == ';') v.pop_back();
        if (t[i] == "type") c.type = v;
        if (t[i] == "hook") c.hook = v;
        if (t[i] == "policy") c.policy = v;
    }
}

struct ParseState
{
    std::string family, table;
    std::ptrdiff_t chain = -1; // index into the output
    int skipDepth = 0;         // inside a set, map or other block that holds no rules
};

int braceBalance(const std::string& s)
{
    int n = 0;
    for (char c : s)
        n += c == '{' ? 1 : c == '}' ? -1 : 0;
    return n;
}

void parseLine(const std::string& raw, ParseState& st, std::vector<Chain>& out)
{
    const std::string line = trim(raw);
    if (st.skipDepth > 0) {
        st.skipDepth += braceBalance(line);
        return;
    }
    const auto t = tokens(line);
    if (t.empty()) return;
    if (t[0] == "table" && t.size() >= 3) {
        st.family = t[1];
        st.table = t[2];
    } else if (t[0] == "chain" && t.size() >= 2) {
        out.push_back(Chain{st.family, st.table, t[1], {}, {}, "accept", {}});
        st.chain = std::ptrdiff_t(out.size()) - 1;
    } else if (t[0] == "}") {
        st.chain = -1;
    } else if (st.chain < 0) {
        st.skipDepth = braceBalance(line); // set, map, flowtable, ct helper ...
    } else if (t[0] == "type") {
        readChainHeader(line, out[std::size_t(st.chain)]);
    } else if (t[0] != "comment" && t[0] != "policy") {
        out[std::size_t(st.chain)].rules.push_back(splitHandle(line));
    }
}

// What a rule does to a new packet of protocol to port: None when it does not match (or
// depends on something else), else its verdict; jump/goto targets come back in `jump`.
struct RuleEffect
{
    Outcome outcome = Outcome::None;
    std::string jump;
};

bool protoMatches(const std::string& set, std::string_view protocol)
{
    const std::string number = protocol == "tcp" ? "6" : "17";
    for (const auto& item : tokens(std::string(set.begin(), set.end()))) {
        std::string w = item;
        for (char& c : w)
            if (c == '{' || c == '}' || c == ',') c = ' ';
        for (const auto& x : tokens(w))
            if (x == protocol || x == number) return true;
    }
    return false;
}

bool stateIncludesNew(const std::string& set)
{
    return contains(set, "new") || contains(set, "untracked");
}

RuleEffect ruleEffect(const Rule& rule, std::string_view protocol, std::uint16_t port)
{
    const auto t = tokens(rule.text);
    RuleEffect e;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const std::string& w = t[i];
        const std::string next = i + 1 < t.size() ? t[i + 1] : "";
        const std::string after = i + 2 < t.size() ? t[i + 2] : "";
        if (w == "counter" || w == "log" || w == "comment" || w == "packets" || w == "bytes" ||
            w == "prefix" || w == "level") {
            if (w != "counter" && w != "log") ++i; // their argument
        } else if (w == "ct" && next == "state") {
            if (!stateIncludesNew(after)) return {};
            i += 2;
        } else if ((w == "meta" && next == "l4proto") || (w == "ip" && next == "protocol") ||
                   (w == "ip6" && next == "nexthdr")) {
            if (after == "!=" || !protoMatches(after, protocol)) return {};
            i += 2;
        } else if ((w == "tcp" || w == "udp" || w == "th") && next == "dport") {
            if ((w != "th" && w != protocol) || after == "!=" || !portSpecMatches(after, port))
                return {};
            i += 2;
        } else if (w == "accept") {
            e.outcome = Outcome::Accept;
            return e;
        } else if (w == "drop" || w == "reject") {
            e.outcome = Outcome::Drop;
            return e;
        } else if ((w == "jump" || w == "goto") && !next.empty()) {
            e.jump = next;
            return e;
        } else {
            return {}; // any other match: not something every peer's packet has
        }
    }
    return e;
}

const Chain* findChain(const std::vector<Chain>& all, const Chain& from, const std::string& name)
{
    for (const Chain& c : all)
        if (c.family == from.family && c.table == from.table && c.name == name) return &c;
    return nullptr;
}

Decision walk(const std::vector<Chain>& all, const Chain& c, std::string_view protocol,
              std::uint16_t port, int depth)
{
    const std::string where = c.family + " " + c.table + " " + c.name + ": ";
    for (const Rule& r : c.rules) {
        RuleEffect e = ruleEffect(r, protocol, port);
        if (!e.jump.empty()) {
            const Chain* target = findChain(all, c, e.jump);
            if (!target || depth > 8) continue;
            Decision d = walk(all, *target, protocol, port, depth + 1);
            if (d.outcome != Outcome::None) return d;
        } else if (e.outcome != Outcome::None) {
            return {e.outcome, where + r.text};
        }
    }
    if (c.hook.empty()) return {}; // a regular chain returns to its caller
    return {c.policy == "drop" ? Outcome::Drop : Outcome::Accept, where + "policy " + c.policy};
}

} // namespace

std::vector<Chain> parseRuleset(std::string_view listing)
{
    std::vector<Chain> out;
    ParseState st;
    for (const auto& line : lines(listing))
        parseLine(line, st, out);
    return out;
}

bool isInputFilter(const Chain& c)
{
    return c.hook == "input" && c.type == "filter" &&
           (c.family == "inet" || c.family == "ip" || c.family == "ip6");
}

Decision evaluateChain(const std::vector<Chain>& ruleset, const Chain& chain,
                       std::string_view protocol, std::uint16_t port)
{
    return walk(ruleset, chain, protocol, port, 0);
}

Decision evaluate(const std::vector<Chain>& ruleset, std::string_view protocol, std::uint16_t port)
{
    Decision open;
    for (const Chain& c : ruleset) {
        if (!isInputFilter(c)) continue;
        Decision d = walk(ruleset, c, protocol, port, 0);
        if (d.outcome == Outcome::Drop) return d;
        if (open.outcome == Outcome::None) open = d;
    }
    if (open.outcome == Outcome::None) open = {Outcome::Accept, "no input chain filters"};
    return open;
}

} // namespace bw::engine::firewall::nft
