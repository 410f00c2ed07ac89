// SPDX-License-Identifier: MIT
// The text of `nft -a list ruleset`, read far enough to tell what happens to a new inbound
// TCP or UDP connection to one port: base chains on the input hook, their rules in order,
// jumps into regular chains, and the policy. Rules that depend on things a LAN peer's packet
// cannot be known to have (a source address, an interface, a mark) are passed over.
#pragma once

#include "benchwire/firewall.h"

#include <string>
#include <string_view>
#include <vector>

namespace bw::engine::firewall::nft {

struct Rule
{
    std::string text; // as listed, without "# handle N"
    long handle = -1;
};

struct Chain
{
    std::string family; // ip, ip6, inet, ...
    std::string table;
    std::string name;
    std::string hook;   // "input" for the chains that matter; empty for a regular chain
    std::string type;   // filter, nat, route
    std::string policy; // "accept" unless the chain says otherwise
    std::vector<Rule> rules;
};

std::vector<Chain> parseRuleset(std::string_view listing);

enum class Outcome
{
    None, // no rule decided
    Accept,
    Drop
};

struct Decision
{
    Outcome outcome = Outcome::None;
    std::string why; // "inet filter input: udp dport 5201 drop", "... policy drop"
};

// protocol: "tcp" or "udp". Every input-hook filter chain of the families ip, ip6 and inet
// sees the packet; one drop anywhere blocks it.
Decision evaluate(const std::vector<Chain>& ruleset, std::string_view protocol, std::uint16_t port);

// One base chain's decision (its jumps followed within ruleset).
Decision evaluateChain(const std::vector<Chain>& ruleset, const Chain& chain,
                       std::string_view protocol, std::uint16_t port);

// True for the base chains an allow rule goes into: filter type, input hook, ip/ip6/inet.
bool isInputFilter(const Chain& c);

} // namespace bw::engine::firewall::nft
