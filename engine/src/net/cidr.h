// SPDX-License-Identifier: MIT
// Address ranges for the server's allow-list (ServerConfig::allow): "192.168.1.0/24",
// "fd00::/8", or a bare address (one host). Parsed here, without the OS: the same text means
// the same range on every platform, and a name is never looked up.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bw::engine::net {

struct IpBytes
{
    bool v6 = false;
    std::array<std::uint8_t, 16> bytes{}; // IPv4: the first 4
};

struct Cidr
{
    IpBytes base;
    int prefix = 0; // bits
};

// A numeric IPv4 or IPv6 address (no zone index); an IPv4-mapped IPv6 address (::ffff:a.b.c.d,
// as a dual-stack socket reports IPv4 peers) comes back as IPv4.
std::optional<IpBytes> parseAddress(std::string_view text);
std::optional<Cidr> parseCidr(std::string_view text);
bool contains(const Cidr& range, const IpBytes& address);
// The canonical text: host bits cleared ("192.168.1.0/24").
std::string toString(const Cidr& range);

// The allow-list of a server: empty allows everyone.
class AllowList
{
public:
    // Entries that do not parse are skipped: ServerConfig::validate() refuses them first.
    explicit AllowList(const std::vector<std::string>& entries);
    bool empty() const { return m_ranges.empty(); }
    // address: Endpoint::address() text.
    bool allows(std::string_view address) const;
    std::string describe() const; // "192.168.1.0/24, fd00::/8"

private:
    std::vector<Cidr> m_ranges;
};

} // namespace bw::engine::net
