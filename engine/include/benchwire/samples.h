// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"
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
    double irqPct = 0;       // hard + soft interrupts
    double idlePct = 0;
    double processPct = 0;   // the engine's process (user + system)
    double busyPct() const { return valid ? 100.0 - idlePct : 0.0; }
};

// TCP sender figures summed/averaged over a direction's sending streams in one interval.
struct TcpInfoSample
{
    bool valid = false;          // false where the OS gives no TCP info ("n/a")
    std::uint64_t retransmits = 0; // segments retransmitted in this interval
    std::uint32_t rttUs = 0;     // mean smoothed RTT over the streams
    std::uint32_t rttVarUs = 0;
    std::uint64_t cwndBytes = 0; // summed congestion windows
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
    TcpInfoSample tcp; // from the sending side
};

// What one host measured in one interval.
struct HostSample
{
    int index = 0;                // interval number from the start of the phase, 0-based
    std::int64_t startUs = 0;     // from the start of the phase
    std::int64_t endUs = 0;
    bool warmup = false;          // inside warm-up: not part of the totals
    CpuSample cpu;
    // Bytes this host sent / received per direction in the interval.
    std::uint64_t sentBytes[2] = {0, 0};     // indexed by Direction
    std::uint64_t receivedBytes[2] = {0, 0};
    TcpInfoSample tcp[2];                    // sender-side TCP info per direction
};

// One merged interval: the local host's and, where it arrived, the remote host's figures.
struct IntervalSample
{
    int phase = 0;                // 0, or 1 for the download half of a both-ways run
    int index = 0;
    std::int64_t startUs = 0;
    std::int64_t endUs = 0;
    bool warmup = false;
    std::vector<DirectionSample> directions; // the directions active in this phase
    CpuSample localCpu;
    CpuSample remoteCpu;          // valid == false when the peer sent none
    double durationSeconds() const { return double(endUs - startUs) / 1e6; }
};

enum class StreamEventKind {
    SessionStarted,   // server: a client's test began
    SessionEnded,     // server: a test ended normally
    SessionRefused,   // server: a peer was refused (busy, bad hello, limits)
    SessionAborted,   // server: a test ended early (peer vanished, timeout)
    StreamConnected,  // a data connection is up
    PhaseStarted,     // client: a phase (upload or download of both-ways) begins
    Notice,           // anything else worth telling the user
};

struct StreamEvent
{
    StreamEventKind kind = StreamEventKind::Notice;
    std::string peer;       // "address:port" of the peer, if known
    std::string message;    // English
    int streamId = -1;
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

struct DirectionSummary
{
    Direction direction = Direction::Upload;
    int phase = 0;
    std::int64_t durationUs = 0;      // measured time (warm-up excluded)
    // Bytes in the measured intervals (warm-up excluded).
    std::uint64_t senderBytes = 0;
    std::uint64_t receiverBytes = 0;
    // Every byte of the run, warm-up and the final drain included: these match exactly
    // between sender and receiver when the test ended cleanly.
    std::uint64_t senderBytesTotal = 0;
    std::uint64_t receiverBytesTotal = 0;
    Stats receiverBitsPerSecond;      // over the measured intervals
    double senderBitsPerSecond = 0;   // senderBytes / duration
    std::uint64_t retransmits = 0;
    bool tcpInfoValid = false;
    std::uint32_t meanRttUs = 0;
    CpuSummary senderCpu;             // host that sent
    CpuSummary receiverCpu;           // host that received
    double senderCyclesPerByte = 0;   // busy CPU cycles of the host / bytes moved; 0 = n/a
    double receiverCyclesPerByte = 0;
};

struct PeerInfo
{
    std::string product;      // "benchwire" or "iperf3"
    std::string version;
    std::string os;
    std::string hostName;
    int protocolVersion = 0;
    int cpuCount = 0;
    double cpuMHz = 0;
};

struct TestResult
{
    TestConfig config;
    std::string startedAtUtc;     // ISO 8601
    std::string localAddress;     // control connection endpoints, "address:port"
    std::string remoteAddress;
    PeerInfo peer;
    int localCpuCount = 0;
    double localCpuMHz = 0;
    AppliedSettings localApplied;
    AppliedSettings remoteApplied;
    bool stoppedEarly = false;    // the user stopped it; the figures cover the time run
    std::vector<IntervalSample> intervals;
    std::vector<DirectionSummary> summaries;
    CpuSummary localCpu;
    CpuSummary remoteCpu;
};

} // namespace bw::engine
