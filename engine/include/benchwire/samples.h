// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"
#include "benchwire/latency.h"
#include "benchwire/linkfacts.h"
#include "benchwire/portstate.h"
#include "benchwire/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw::engine {

// Whole-host CPU utilization over one interval, in percent of all cores (0..100 each),
// plus this engine's own process, also in percent of all cores.
struct CpuSample
{
    bool valid = false;
    double userPct = 0;
    double systemPct = 0;
    double irqPct = 0; // hard + soft interrupts
    double idlePct = 0;
    double processPct = 0; // the engine's process (user + system)
    // Busy share (100 - idle) of each logical processor, in the OS's order; empty where the
    // OS gives no per-core figures. One pegged core caps a single stream even when the
    // host as a whole looks idle.
    std::vector<double> coreBusyPct;
    double busyPct() const { return valid ? 100.0 - idlePct : 0.0; }
    // The busiest core's share; 0 without per-core figures.
    double busiestCorePct() const
    {
        double m = 0;
        for (double v : coreBusyPct)
            m = v > m ? v : m;
        return m;
    }
};

// TCP sender figures summed/averaged over a direction's sending streams in one interval.
struct TcpInfoSample
{
    bool valid = false;            // false where the OS gives no TCP info ("n/a")
    std::uint64_t retransmits = 0; // segments retransmitted in this interval
    std::uint32_t rttUs = 0;       // mean smoothed RTT over the streams
    std::uint32_t rttVarUs = 0;
    std::uint64_t cwndBytes = 0; // summed congestion windows
};

// UDP figures of one direction, over one interval (or, as running totals, since the start).
// The sending host fills packetsSent; the receiving host fills the rest.
struct UdpSample
{
    bool valid = false; // a UDP test: the fields below mean something
    std::uint64_t packetsSent = 0;
    std::uint64_t packetsSkipped = 0;  // due but never sent: the sender was held back (CPU, or a
                                       // full socket buffer) for longer than it may catch up
    std::uint64_t packetsReceived = 0; // distinct datagrams; duplicates are not counted here
    std::uint64_t packetsLost = 0;     // sequence numbers skipped and not (yet) arrived
    std::uint64_t outOfOrder = 0;      // arrived after a datagram with a higher sequence number
    std::uint64_t duplicates = 0;
    double jitterUs = 0; // RFC 3550 interarrival jitter, mean over the streams
    // lost / (received + lost) in percent, 0 to 100 whatever the counts (a peer's figures
    // could make the integer sum wrap); 0 when nothing was expected.
    double lossPct() const
    {
        const double lost = double(packetsLost);
        const double expected = double(packetsReceived) + lost;
        return expected > 0 ? 100.0 * (lost / expected) : 0.0;
    }
};

// Each stream's bytes in one direction, as this end of the test measured them: what it sent
// where this host sends the direction, what it received where it receives it (atSender says
// which). In the order the streams were opened. Empty where the data path counted none per
// stream; the peer's per-stream figures are not exchanged.
struct PerStreamBytes
{
    bool atSender = false;
    std::vector<std::uint64_t> bytes;
};

// One direction's figures in one interval. The receiving side's bytes are the headline
// (goodput); the sending side's bytes stand beside them.
struct DirectionSample
{
    Direction direction = Direction::Upload;
    bool haveSender = false;
    bool haveReceiver = false;
    std::uint64_t senderBytes = 0;
    std::uint64_t receiverBytes = 0;
    double senderBitsPerSecond = 0;
    double receiverBitsPerSecond = 0;
    TcpInfoSample tcp;        // from the sending side
    UdpSample udp;            // packetsSent from the sender, the rest from the receiver
    PerStreamBytes perStream; // this end's count of each stream in the interval
};

// What one host measured in one interval.
struct HostSample
{
    int index = 0;            // interval number from the start of the phase, 0-based
    std::int64_t startUs = 0; // from the start of the phase
    std::int64_t endUs = 0;
    bool warmup = false; // inside warm-up: not part of the totals
    CpuSample cpu;
    // Bytes this host sent / received per direction in the interval.
    std::uint64_t sentBytes[2] = {0, 0}; // indexed by Direction
    std::uint64_t receivedBytes[2] = {0, 0};
    TcpInfoSample tcp[2]; // sender-side TCP info per direction
    UdpSample udp[2];     // UDP counts per direction (this host's side)
    // Each stream's bytes per direction in the interval, in stream order: sent for a direction
    // this host sends, received for one it receives. Kept on this host (not sent to the peer).
    std::vector<std::uint64_t> streamBytes[2];
    WifiFacts wifi; // the host's Wi-Fi link in this interval (valid on Wi-Fi only)
};

// One merged interval: the local host's and, where it arrived, the remote host's figures.
struct IntervalSample
{
    int phase = 0; // 0, or 1 for the download half of a both-ways run
    int index = 0;
    std::int64_t startUs = 0;
    std::int64_t endUs = 0;
    bool warmup = false;
    std::vector<DirectionSample> directions; // the directions active in this phase
    CpuSample localCpu;
    CpuSample remoteCpu;   // valid == false when the peer sent none
    LatencySample latency; // the probes of this interval (native tests)
    WifiFacts localWifi;   // valid on a Wi-Fi link: the reading in this interval
    WifiFacts remoteWifi;  // the peer's, where it sent one
    double durationSeconds() const { return double(endUs - startUs) / 1e6; }
};

enum class StreamEventKind
{
    SessionStarted,  // server: a client's test began
    SessionEnded,    // server: a test ended normally
    SessionRefused,  // server: a peer was refused (busy, bad hello, limits)
    SessionAborted,  // server: a test ended early (peer vanished, timeout)
    StreamConnected, // a data connection is up
    PhaseStarted,    // client: a phase (upload or download of both-ways) begins
    Notice,          // anything else worth telling the user
    IdleStarted,     // client: the latency probes' idle baseline begins (no data flows yet)
};

struct StreamEvent
{
    StreamEventKind kind = StreamEventKind::Notice;
    std::string peer;    // "address:port" of the peer, if known
    std::string message; // English
    int streamId = -1;
};

// What a client asked this server for, as the server accepted it (Sink::onServedTest).
struct ServedTest
{
    std::string peer;                  // the client's control connection, "address:port"
    Dialect dialect = Dialect::Native; // Native or Iperf3
    std::string clientVersion;         // as the client gave it ("3.12"); may be empty
    TestConfig config;                 // the client's view: Upload = the client sends
    LinkFacts localLink;               // the server's interface for this client
    LinkFacts remoteLink;              // the client's, where it said
};

struct Stats
{
    double mean = 0, min = 0, max = 0, stddev = 0; // population standard deviation
    int count = 0;
};
Stats computeStats(const std::vector<double>& values);

struct CpuSummary
{
    bool valid = false;
    double userPct = 0, systemPct = 0, irqPct = 0, idlePct = 0, processPct = 0;
    // Means over the intervals: of each core's busy share (empty when the intervals had no
    // per-core figures or disagreed on the core count) and of the busiest core's share,
    // whichever core that was in each interval (0 without per-core figures).
    std::vector<double> coreBusyPct;
    double busiestCorePct = 0;
    double busyPct() const { return valid ? 100.0 - idlePct : 0.0; }
};
CpuSummary summarizeCpu(const std::vector<CpuSample>& samples);

// Socket options the OS actually applied (Linux reports SO_SNDBUF/SO_RCVBUF doubled; these are
// the values getsockopt returned).
struct AppliedSettings
{
    std::uint32_t sendBufferBytes = 0;
    std::uint32_t receiveBufferBytes = 0;
    int mssBytes = 0;
    std::string congestion;
};

// UDP figures of one direction in a summary.
struct UdpSummary
{
    bool valid = false;
    std::uint32_t datagramBytes = 0;
    double targetBitsPerSecond = 0; // asked for, all streams of the direction
    // The measured intervals (warm-up excluded) as the receiver counted them.
    std::uint64_t packetsSent = 0;
    std::uint64_t packetsSkipped = 0;
    std::uint64_t packetsReceived = 0;
    std::uint64_t packetsLost = 0;
    std::uint64_t outOfOrder = 0;
    std::uint64_t duplicates = 0;
    double lossPct = 0;
    double skippedPct = 0; // skipped / (sent + skipped): how far the sender fell short
    Stats jitterUs;        // over the measured intervals
    // The whole run after the final drain, reconciled: lost = sent (sender's count) -
    // received (receiver's distinct datagrams).
    std::uint64_t packetsSentTotal = 0;
    std::uint64_t packetsReceivedTotal = 0;
    std::uint64_t packetsLostTotal = 0;
    double lossPctTotal = 0;
};

struct DirectionSummary
{
    Direction direction = Direction::Upload;
    int phase = 0;
    std::int64_t durationUs = 0; // measured time (warm-up excluded)
    // Bytes in the measured intervals (warm-up excluded).
    std::uint64_t senderBytes = 0;
    std::uint64_t receiverBytes = 0;
    // Every byte of the run, warm-up and the final drain included: these match exactly
    // between sender and receiver when the test ended cleanly.
    std::uint64_t senderBytesTotal = 0;
    std::uint64_t receiverBytesTotal = 0;
    Stats receiverBitsPerSecond;    // over the measured intervals
    double senderBitsPerSecond = 0; // senderBytes / duration
    std::uint64_t retransmits = 0;
    bool tcpInfoValid = false;
    std::uint32_t meanRttUs = 0;
    CpuSummary senderCpu;           // host that sent
    CpuSummary receiverCpu;         // host that received
    double senderCyclesPerByte = 0; // busy CPU cycles of the host / bytes moved; 0 = n/a
    double receiverCyclesPerByte = 0;
    UdpSummary udp; // valid in UDP tests
    // This end's count of each stream over the measured intervals (warm-up excluded), and
    // Jain's fairness index of those counts (benchwire/fairness.h); no index without them.
    PerStreamBytes perStream;
    std::optional<double> jainIndex;
    // Empty when that side's figures are known. In a served test, the client's side of a
    // direction (the sender of an upload, the receiver of a download) is unknown where the
    // client sent no figures of its own (an iperf3 client, an older Benchwire): why, in English
    // ("n/a: ..."). Its figures then read n/a, never 0.
    std::string senderUnknown;
    std::string receiverUnknown;
};

struct PeerInfo
{
    std::string product; // "benchwire" or "iperf3"
    std::string version;
    std::string os;
    std::string hostName;
    int protocolVersion = 0;
    int cpuCount = 0;
    double cpuMHz = 0;
    // A Benchwire server's view of its own firewall for the test port (its hello); Unknown
    // when it could not tell or did not say (older versions, iperf3).
    firewall::PortState firewallTcp = firewall::PortState::Unknown;
    firewall::PortState firewallUdp = firewall::PortState::Unknown;
};

// One step of a highest-clean-rate search: a short UDP test at one target rate.
struct RateStep
{
    int phase = 0;                  // the step's phase number in intervals and summaries
    double targetBitsPerSecond = 0; // asked for, all streams of a direction
    double senderBitsPerSecond = 0; // the worst direction's figures
    double receiverBitsPerSecond = 0;
    double lossPct = 0;      // datagrams the receiver counted as lost
    double shortfallPct = 0; // datagrams the sender could not send on time
    double jitterUs = 0;
    bool clean = false; // loss and shortfall both within the threshold
};

struct RateSearchResult
{
    bool valid = false; // the run was a highest-clean-rate search
    double maxLossPct = 0;
    double foundBitsPerSecond = 0; // the highest clean target; 0 = no step was clean
    std::string note;              // why the search ended (English)
    std::vector<RateStep> steps;   // in the order they ran: the curve
};

struct TestResult
{
    TestConfig config;
    std::string startedAtUtc; // ISO 8601
    std::string localAddress; // control connection endpoints, "address:port"
    std::string remoteAddress;
    PeerInfo peer;
    int localCpuCount = 0;
    double localCpuMHz = 0;
    AppliedSettings localApplied;
    AppliedSettings remoteApplied;
    bool stoppedEarly = false; // the user stopped it; the figures cover the time run
    // Why the run failed before its end (Error::describe(), English); empty when it completed.
    // A failed run's result is partial: the intervals measured until then, and their summaries
    // (Sink::onPartialResult).
    std::string failure;
    // Served by this machine: "local" is the server, and only its own figures are known
    // (the client's CPU, and what it sent or received, are not).
    bool served = false;
    std::vector<IntervalSample> intervals;
    std::vector<DirectionSummary> summaries;
    CpuSummary localCpu;
    CpuSummary remoteCpu;
    RateSearchResult rateSearch; // valid after a highest-clean-rate search
    LatencySummary latency;      // valid after a native test with probes
    LinkFacts localLink;         // the interface the test used, at its start
    LinkFacts remoteLink;        // the peer's (native peers that sent it)
};

// The rate in a direction as one end saw it: what was received where the receiver's figure is
// known, else what was sent. A server serving several clients shows each client by it.
inline double hereBitsPerSecond(const DirectionSample& d)
{
    return d.haveReceiver ? d.receiverBitsPerSecond : d.senderBitsPerSecond;
}

// The same over every direction of an interval (both at once: their sum).
inline double hereBitsPerSecond(const IntervalSample& s)
{
    double sum = 0;
    for (const DirectionSample& d : s.directions)
        sum += hereBitsPerSecond(d);
    return sum;
}

// A whole direction's mean, by the same rule.
inline double hereBitsPerSecond(const DirectionSummary& s)
{
    return s.receiverBitsPerSecond.count > 0 ? s.receiverBitsPerSecond.mean : s.senderBitsPerSecond;
}

} // namespace bw::engine
