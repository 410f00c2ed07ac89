// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw::engine {

// Limits that apply everywhere (client-side validation and the server's acceptance).
inline constexpr int kMaxStreams = 1024;
inline constexpr std::uint32_t kMinBufferBytes = 1024;
inline constexpr std::uint32_t kMaxBufferBytes = 16u * 1024 * 1024;
inline constexpr std::uint32_t kDefaultBufferBytes = 128u * 1024;
inline constexpr int kMinIntervalMs = 100;
inline constexpr int kMaxIntervalMs = 10'000;
inline constexpr int kMinDurationMs = 100;
inline constexpr int kMaxDurationMs = 86'400'000; // a day
// TestConfig::durationMs for a run that goes on until RunHandle::stop() (the CLI's -t 0).
inline constexpr int kUntilStoppedMs = 0;
inline constexpr int kMaxWarmupMs = 600'000;
inline constexpr std::uint32_t kMinSocketBufferBytes = 2048;
inline constexpr std::uint32_t kMaxSocketBufferBytes = 512u << 20;
inline constexpr int kMinMssBytes = 88;
inline constexpr int kMaxMssBytes = 65'535;
inline constexpr int kMinSearchStepMs = 500;
inline constexpr int kMaxSearchStepMs = 60'000;
// UDP datagram payload: room for Benchwire's header, up to the largest IPv4 UDP payload.
inline constexpr std::uint32_t kMinDatagramBytes = 32;
inline constexpr std::uint32_t kMaxDatagramBytes = 65'507;
inline constexpr std::uint64_t kDefaultUdpRateBitsPerSecond = 1'000'000;
// The smallest memory budget a server takes (ServerConfig::maxMemoryBytes).
inline constexpr std::uint64_t kMinServerMemoryBytes = 16ull << 20;
// The most clients a server serves at once (ServerConfig::maxClients).
inline constexpr int kMaxServerClients = 64;
// The shortest remote-control key a server takes (ServerConfig::controlKey).
inline constexpr std::size_t kMinControlKeyBytes = 8;

struct TestConfig
{
    std::string host; // peer name or address
    std::uint16_t port = kDefaultPort;
    std::string bindAddress; // local address to bind (empty: any); an interface
                             // name is resolved to its first address of the family
    IpFamily family = IpFamily::Any;
    Protocol protocol = Protocol::Tcp;
    Dialect dialect = Dialect::Auto;
    TestMode mode = TestMode::Upload;

    int durationMs = 10'000; // measured time, after warm-up; kUntilStoppedMs: until stopped
    int warmupMs = 0;        // excluded from the totals
    // Latency probes (native tests): an idle baseline before the load (0 = none) and the
    // probe spacing; probes off = no idle phase and no probes.
    bool latencyProbes = true;
    int idleMs = 2000;        // kDefaultIdleMs (latency.h)
    int probeIntervalMs = 20; // 10 .. 50
    int intervalMs = 1000;    // 100 ms .. 10 s
    int streams = 1;          // per direction
    int threads = 0;          // worker threads; 0 = min(streams, CPUs this process may use)
    std::uint32_t bufferBytes = kDefaultBufferBytes; // application read/write size
    std::uint32_t socketBufferBytes = 0;             // SO_SNDBUF/SO_RCVBUF; 0 = OS autotuning
    bool noDelay = false;                            // TCP_NODELAY
    int mssBytes = 0;                                // TCP_MAXSEG; 0 = OS default
    std::string congestion;                          // TCP congestion control; empty = OS default
    std::uint64_t rateBitsPerSecond = 0; // per stream; 0 = unlimited (UDP default 1 Mbit/s)
    bool rateIsTotal = false;            // rateBitsPerSecond is split over a direction's streams
    std::uint32_t datagramBytes = 0;     // UDP payload per datagram; 0 = fit the path MTU
    // Highest clean rate search (UDP): short steps of stepMs each until the highest rate whose
    // loss stays within maxLossPct is found. rateBitsPerSecond (total) is the first step.
    bool findMaxRate = false;
    double maxLossPct = 1.0;
    int searchStepMs = 2000;
    int connectTimeoutMs = 5000;
    int controlTimeoutMs = 10'000; // every read of the control connection

    // Returns an empty string when valid, else an English message naming the bad value.
    std::string validate() const;
    int effectiveThreads() const;
    // The rate each sending TCP stream is paced to: rateBitsPerSecond, split over the
    // direction's streams when rateIsTotal; 0 = unlimited. (UDP: flow::udpStreamRate.)
    std::uint64_t tcpStreamRate() const;
    bool untilStopped() const { return durationMs == kUntilStoppedMs; }
};

struct ServerLimits
{
    // Duration + warm-up a client may ask for; 0: no limit. A run until stopped has no end
    // to compare, so a server with a limit refuses it (docs/limits.md).
    int maxDurationMs = 3'600'000;
    int maxStreams = kMaxStreams;           // per direction
    std::uint64_t maxRateBitsPerSecond = 0; // per stream, 0 = no limit
};

struct ServerConfig
{
    std::uint16_t port = kDefaultPort; // 0 = any free port (tests); see Server::port()
    std::string bindAddress;           // empty: all addresses (IPv6 dual-stack where possible)
    IpFamily family = IpFamily::Any;
    bool oneOff = false; // serve one session, then stop
    // Sessions served at once, each with its own limits; they share the memory budget. A
    // client beyond them hears "busy (N clients running)".
    int maxClients = 1;
    ServerLimits limits;
    int handshakeTimeoutMs = 5000; // hello, setup and data-connection cookies
    int threads = 0;               // worker threads per session; 0 = automatic
    // Answer LAN discovery probes on the test port's UDP socket (docs/discovery.md).
    bool discovery = true;
    // The buffers a test's worker threads may hold, all threads together; a test that would
    // need more is refused with both figures. 0: defaultServerMemoryBytes().
    std::uint64_t maxMemoryBytes = 0;
    // Clients allowed, as address ranges: "192.168.1.0/24", "fd00::/8" or one address. Empty:
    // every client. Others are refused at once (their datagrams are dropped).
    std::vector<std::string> allow;
    // Read the local firewall's state for the port (in the background, at most every few
    // seconds) and report it in the hello and in discovery answers (docs/firewall.md).
    bool firewallStatus = true;
    // Remote control (docs/remote-control.md): a console that proves it knows this key may
    // ask the server to run one side of a pair against another server. Empty: off, and a
    // console hears so. At least kMinControlKeyBytes long.
    std::string controlKey;
    std::string validate() const;
    std::uint64_t memoryBudgetBytes() const; // maxMemoryBytes, or the default
};

// The memory budget when none is given: an eighth of this machine's memory, from 64 MiB up to
// 512 MiB (256 MiB when the OS does not tell).
std::uint64_t defaultServerMemoryBytes();
// Empty when `range` is a valid allow-list entry, else why not (English).
std::string checkAddressRange(const std::string& range);
// The subnet an interface address is on, as an allow-list entry: ("192.168.1.20", 24) gives
// "192.168.1.0/24" (Serve mode's "this subnet only"). Empty when the address is not numeric.
std::string subnetOf(const std::string& address, int prefixLength);

} // namespace bw::engine
