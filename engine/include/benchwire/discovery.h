// SPDX-License-Identifier: MIT
// LAN discovery: servers answer "who is there" probes on the test port's UDP number; clients
// probe every up, non-loopback interface and collect the answers. docs/discovery.md has the
// wire format, the groups and the safety rules. No Qt; Linux and Windows.
#pragma once

#include "benchwire/interfaces.h"
#include "benchwire/types.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace bw::engine::discovery {

using Clock = std::chrono::steady_clock;

// The server's own view of its firewall for the test port (firewall::StatusCache): in an
// answer, the whole (open only when both protocols are) and each protocol.
enum class FirewallState : std::uint8_t
{
    Unknown = 0,
    Open = 1,
    Blocked = 2
};
std::string_view toString(FirewallState s);
// Blocked when either is, Open when both are, else Unknown.
FirewallState combinedFirewallState(FirewallState tcp, FirewallState udp);

// What a server says about itself. Nothing here goes beyond a test's hello, except the
// interface list, which is what lets a client pick the address on the right link.
struct Announcement
{
    std::string peerId;   // 32 hex digits, stable for the server's lifetime (makePeerId)
    std::string hostName; // at most 63 bytes on the wire
    std::string product;  // "benchwire"; at most 31 bytes
    std::string version;  // at most 31 bytes
    std::string os;       // "linux", "windows"; at most 31 bytes
    int protocolVersion = kProtocolVersion;
    std::uint16_t port = kDefaultPort;
    bool busy = false;
    std::uint32_t busyForMs = 0; // busy: time left of the running test, 0 = not known
    int maxStreams = 0;
    int maxDurationMs = 0;
    std::uint64_t maxRateBitsPerSecond = 0;             // 0 = no limit
    FirewallState firewall = FirewallState::Unknown;    // blocked if either is, open if both
    FirewallState firewallTcp = FirewallState::Unknown; // Unknown in answers of older servers
    FirewallState firewallUdp = FirewallState::Unknown;
    std::vector<InterfaceInfo> interfaces; // up, non-loopback; addresses without scope
    bool interfacesTruncated = false;      // the answer had no room for all of them
    // The server has a control key: a console that knows it may run pairs from there
    // (docs/remote-control.md). False in answers of servers that predate the flag.
    bool remoteControl = false;
};

// A random peer id (32 hex digits). A server makes one at start and keeps it.
std::string makePeerId();
// This host as a server announces it: a fresh peer id, product, engine version, host name,
// OS, protocol version, port and interfaces. The server adds its limits and busy state.
Announcement hostAnnouncement(std::uint16_t port);
// This host's up, non-loopback interfaces, as an answer lists them.
std::vector<InterfaceInfo> announcedInterfaces();

// Gives the responder the current announcement. Called on the thread that handles the probe
// (the runner's thread or the server's UDP thread), once per answered probe: keep it quick.
class AnnouncementSource
{
public:
    virtual ~AnnouncementSource() = default;
    virtual Announcement announcement() const = 0;
};

// Token buckets: per source address and for all sources together. Defaults in
// docs/discovery.md.
struct RateLimits
{
    double perSourceBurst = 8;
    double perSourcePerSecond = 4;
    double totalBurst = 64;
    double totalPerSecond = 32;
    std::size_t maxSources = 1024; // sources remembered at once; beyond that, no answer
};

// One address a peer answered from, and the local interface its answer came in on.
struct PeerAddress
{
    std::string address;        // numeric; IPv6 link-local with "%scope" of the local side
    std::string localInterface; // empty when it could not be told
    Clock::time_point lastSeen{};
};

struct Peer
{
    Announcement info;
    std::vector<PeerAddress> addresses; // one per address it answered from
    Clock::time_point lastSeen{};
};

struct ProbeOptions
{
    std::uint16_t port = kDefaultPort;
    int durationMs = 1000;               // how long answers are collected
    std::vector<std::string> interfaces; // empty: every up, non-loopback interface
    IpFamily family = IpFamily::Any;
};

// Probes once and collects answers for options.durationMs. Blocks the calling thread. ec is
// set only when no probe could be sent at all (no usable interface, no socket).
std::vector<Peer> discover(const ProbeOptions& options, std::error_code& ec);

// Peers over several probe rounds: one entry per peer id, its addresses merged; a peer that
// has not answered for kExpiryRounds refresh periods leaves. Not thread-safe by itself.
class PeerList
{
public:
    static constexpr int kExpiryRounds = 3;
    explicit PeerList(std::chrono::milliseconds refreshPeriod = std::chrono::milliseconds(2000));
    void merge(const std::vector<Peer>& round);
    // Removes peers (and addresses) unseen for kExpiryRounds x refreshPeriod; true if any left.
    bool expire(Clock::time_point now);
    const std::vector<Peer>& peers() const { return m_peers; }
    std::chrono::milliseconds expiryTime() const { return m_refresh * kExpiryRounds; }

private:
    void mergeOne(const Peer& p);
    std::chrono::milliseconds m_refresh;
    std::vector<Peer> m_peers;
};

// True when the datagram starts with the discovery magic: it is discovery's, not a test's.
bool isDiscoveryDatagram(const std::uint8_t* data, std::size_t bytes);

class ResponderCore;

// Answers probes. Either an owner feeds it datagrams (the server's test-port socket: handle),
// or it owns sockets bound to a port and joined to the groups (open). Thread-safe.
class DiscoveryResponder
{
public:
    using Reply = std::function<void(const std::uint8_t* data, std::size_t bytes)>;
    explicit DiscoveryResponder(const AnnouncementSource& source, RateLimits limits = {});
    ~DiscoveryResponder(); // closes owned sockets and joins their thread
    DiscoveryResponder(const DiscoveryResponder&) = delete;
    DiscoveryResponder& operator=(const DiscoveryResponder&) = delete;

    // Fed mode, any thread. Returns true when the datagram is discovery's (answered through
    // reply, or dropped): the caller must not treat it as test traffic. fromAddress: the
    // sender's numeric address (no port): the rate limits key on it.
    bool handle(const std::uint8_t* data, std::size_t bytes, const std::string& fromAddress,
                const Reply& reply);
    // Owned mode: binds UDP port on IPv4 and IPv6 (each where available) and joins the
    // groups on every up, non-loopback interface (or only `interfaces`). Answers on its own
    // thread until destroyed. Fails when another socket holds the port's UDP (the port is
    // not shared: see bindExclusive in discoveryresponder.cpp).
    std::error_code open(std::uint16_t port, const std::vector<std::string>& interfaces = {});
    std::uint64_t answered() const; // probes answered so far
    std::uint64_t dropped() const;  // probes dropped (malformed, rate-limited)

private:
    std::unique_ptr<ResponderCore> m_core;
};

} // namespace bw::engine::discovery
