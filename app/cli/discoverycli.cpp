// SPDX-License-Identifier: MIT
#include "discoverycli.h"

#include "benchwire/types.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

using namespace bw::engine;
using namespace bw::engine::discovery;

namespace bw::cli {

void addDiscoveryFlags(CLI::App& app, DiscoveryArgs& d)
{
    app.add_flag("--discover", d.discover,
                 "List the Benchwire servers on the LAN that answer a probe (with -J: JSON)");
    auto* ms = app.add_option("--discover-time", d.discoverTimeMs,
                              "With --discover: milliseconds to collect answers (default 1000)")
                   ->check(CLI::Range(100, 60000));
    app.add_option_function<double>(
           "--timeout", [&d](double seconds) { d.discoverTimeMs = int(seconds * 1000 + 0.5); },
           "With --discover: seconds to collect answers (default 1; same as --discover-time)")
        ->check(CLI::Range(0.1, 60.0))
        ->excludes(ms);
    app.add_flag("--no-discovery", d.noDiscovery, "Server: do not answer discovery probes");
}

namespace {

std::string linkSummary(const Announcement& a)
{
    std::int64_t best = -1;
    std::string type = "-";
    for (const InterfaceInfo& i : a.interfaces)
        if (i.speedMbps > best || type == "-") {
            best = std::max(best, i.speedMbps);
            type = std::string(toString(i.type));
        }
    return best > 0 ? type + " " + std::to_string(best) + "M" : type;
}

nlohmann::json peerJson(const Peer& p, Clock::time_point now)
{
    const Announcement& a = p.info;
    nlohmann::json addrs = nlohmann::json::array(), ifaces = nlohmann::json::array();
    for (const PeerAddress& pa : p.addresses)
        addrs.push_back({{"address", pa.address}, {"localInterface", pa.localInterface}});
    for (const InterfaceInfo& i : a.interfaces) {
        nlohmann::json list = nlohmann::json::array();
        for (const InterfaceAddress& ia : i.addresses)
            list.push_back(ia.address + "/" + std::to_string(ia.prefixLength));
        ifaces.push_back({{"name", i.name},
                          {"type", std::string(toString(i.type))},
                          {"speedMbps", i.speedMbps},
                          {"addresses", list}});
    }
    const auto ago = std::chrono::duration_cast<std::chrono::milliseconds>(now - p.lastSeen);
    return {{"id", a.peerId},
            {"host", a.hostName},
            {"product", a.product},
            {"version", a.version},
            {"os", a.os},
            {"protocolVersion", a.protocolVersion},
            {"port", a.port},
            {"busy", a.busy},
            {"busyForMs", a.busyForMs},
            {"firewall", std::string(toString(a.firewall))},
            {"firewallTcp", std::string(toString(a.firewallTcp))},
            {"firewallUdp", std::string(toString(a.firewallUdp))},
            {"limits",
             {{"maxStreams", a.maxStreams},
              {"maxDurationMs", a.maxDurationMs},
              {"maxRateBitsPerSecond", a.maxRateBitsPerSecond}}},
            {"addresses", addrs},
            {"interfaces", ifaces},
            {"interfacesTruncated", a.interfacesTruncated},
            {"remoteControl", a.remoteControl},
            {"lastSeenMsAgo", ago.count()}};
}

// "open", "blocked", "unknown" when both agree, else "tcp open, udp blocked".
std::string firewallSummary(const Announcement& a)
{
    if (a.firewallTcp == a.firewallUdp) return std::string(toString(a.firewallTcp));
    return "tcp " + std::string(toString(a.firewallTcp)) + ", udp " +
           std::string(toString(a.firewallUdp));
}

void printTable(const std::vector<Peer>& peers, Clock::time_point now)
{
    if (peers.empty()) {
        std::printf("No Benchwire server answered.\n");
        return;
    }
    std::printf("%-20s %-8s %-9s %-5s %-14s %-9s %-24s %s\n", "NAME", "OS", "VERSION", "STATE",
                "LINK", "SEEN", "FIREWALL", "ADDRESSES");
    for (const Peer& p : peers) {
        std::string addrs;
        for (const PeerAddress& pa : p.addresses)
            addrs += (addrs.empty() ? "" : ", ") + pa.address +
                     (pa.localInterface.empty() ? "" : " (via " + pa.localInterface + ")");
        const auto ago = std::chrono::duration_cast<std::chrono::milliseconds>(now - p.lastSeen);
        std::printf("%-20s %-8s %-9s %-5s %-14s %-9s %-24s %s\n", p.info.hostName.c_str(),
                    p.info.os.c_str(), p.info.version.c_str(), p.info.busy ? "busy" : "idle",
                    linkSummary(p.info).c_str(), (std::to_string(ago.count()) + " ms").c_str(),
                    firewallSummary(p.info).c_str(), addrs.c_str());
    }
}

} // namespace

int runDiscover(const DiscoveryArgs& d, std::uint16_t port, IpFamily family, bool json)
{
    ProbeOptions options;
    options.port = port;
    options.durationMs = d.discoverTimeMs;
    options.family = family;
    std::error_code ec;
    std::vector<Peer> peers = discover(options, ec);
    std::sort(peers.begin(), peers.end(), [](const Peer& a, const Peer& b) {
        return a.info.hostName != b.info.hostName ? a.info.hostName < b.info.hostName
                                                  : a.info.peerId < b.info.peerId;
    });
    const auto now = Clock::now();
    if (json) {
        nlohmann::json doc{
            {"port", port}, {"durationMs", d.discoverTimeMs}, {"peers", nlohmann::json::array()}};
        if (ec) doc["error"] = {{"message", "no probe could be sent: " + ec.message()}};
        for (const Peer& p : peers)
            doc["peers"].push_back(peerJson(p, now));
        std::printf("%s\n", doc.dump(2).c_str());
    } else if (ec) {
        std::fprintf(stderr, "benchwire-cli: no probe could be sent (%s); is an interface up?\n",
                     ec.message().c_str());
    } else {
        printTable(peers, now);
    }
    return ec ? 1 : 0;
}

} // namespace bw::cli
