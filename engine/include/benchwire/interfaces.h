// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace bw::engine {

enum class LinkType
{
    Unknown,
    Ethernet,
    WiFi,
    Loopback,
    Virtual
};

struct InterfaceAddress
{
    std::string address; // numeric, IPv6 link-local with "%ifname"
    bool ipv6 = false;
    int prefixLength = 0;
};

struct InterfaceInfo
{
    std::string name; // OS name ("eth0", "Ethernet 2")
    std::string displayName;
    LinkType type = LinkType::Unknown;
    bool up = false;
    std::int64_t speedMbps = -1; // -1: the OS does not know
    std::string duplex;          // "full", "half"; empty when unknown (Windows: always)
    // The rest of the link's facts (Wi-Fi band, rates, signal): readLinkFacts(name), linkfacts.h.
    std::vector<InterfaceAddress> addresses;
};

std::string_view toString(LinkType t);
// Every interface with at least one address. Never throws; an empty list on failure.
std::vector<InterfaceInfo> listInterfaces();

} // namespace bw::engine
