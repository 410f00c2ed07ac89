// SPDX-License-Identifier: MIT
// Native control messages: JSON objects with a "type", carried in frames (framing.h). A closed
// set: one struct per message body, one MessageType each, in a std::variant, so a handler that
// forgets one is a compile-time error where it visits them.
//
//   server -> client  hello    after the client's cookie: product, protocol version range
//   client -> server  setup    protocol version and the test's settings
//   server -> client  accept   the settings are within limits | error {code, message, hint};
//                              carries the server's link facts (capability "linkfacts"), as
//                              the setup carries the client's
//   (client opens the data connections: cookie + stream index)
//   server -> client  start    every data connection is up; both ends start their clocks;
//                              carries the socket settings the server's OS applied
//   server -> client  interval the server's HostSample, once per interval
//   client -> server  interval the client's HostSample, once per interval (protocol 2; a
//                              version-1 server reads and ignores it while awaiting "stop");
//                              with its latency figures so far ("latencyreport")
//   client -> server  stop     the client's duration is over (or the user stopped)
//   server -> client  result   the server's byte totals and CPU summary
//   client -> server  latency  the client's latency figures of the test (the server's hello
//                              says "latencyreport"): the summary in the first, the final
//                              figures of every interval spread over as many as they need
//   client -> server  done     with the client's byte totals and UDP counts of the test, so
//                              that the served result holds both ends (older servers ignore
//                              them)
//
// A connection check (check/connectioncheck.h) replaces setup with:
//   client -> server  check        how many UDP probes follow
//   server -> client  accept       the probes may come (the session acknowledges each one)
//   (client sends its probes: udpwire hellos with the session's cookie)
//   client -> server  stop
//   server -> client  check-result how many distinct probes arrived
//   client -> server  done
// A server that predates it lacks "check" in its hello's capabilities, and refuses the message
// with an error ("unknown message type 'check'").
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/samples.h"
#include "results/served.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace bw::engine::native {

// In the order of MessageBody's alternatives.
enum class MessageType
{
    Hello,
    Setup,
    Accept,
    Error,
    Start,
    Interval,
    Stop,
    Result,
    Done,
    Check,
    CheckResult,
    Latency
};

struct HelloMsg
{
    PeerInfo info;
    int minProtocolVersion = 0;
    std::vector<std::string> capabilities; // read from the wire; encode() writes this build's
};

struct SetupMsg
{
    int protocolVersion = 0;
    TestConfig test; // mode is Upload, Download or Bidirectional (one phase)
    PeerInfo client;
    std::optional<LinkFacts> link; // the client's link (absent from older clients)
};

struct AcceptMsg
{
    std::optional<LinkFacts> link; // the server's link (absent from older servers)
};

struct ErrorMsg
{
    Error error;
};

struct StartMsg
{
    AppliedSettings applied; // what the server's OS applied
};

struct IntervalMsg
{
    HostSample sample;
    // From a client to a server that says "latencyreport": the probes of the interval answered
    // so far (the live view; the "latency" messages at the end have the final figures).
    std::optional<LatencySample> latency;
};

struct StopMsg
{
};

struct ResultMsg
{
    std::uint64_t sentTotal[2] = {0, 0}; // by Direction, whole run
    std::uint64_t receivedTotal[2] = {0, 0};
    CpuSummary cpu;
    UdpSample udp[2]; // UDP: whole-run counts of the server's side
};

struct DoneMsg
{
    // The client's totals after a test (valid); none after a connection check.
    results::EndTotals totals;
};

inline constexpr int kMaxCheckProbes = 64;

struct CheckMsg
{
    int probes = 0; // 1 to kMaxCheckProbes
};

struct CheckResultMsg
{
    bool udpAvailable = true; // false: the server has no UDP socket; udpError says why
    std::string udpError;
    int probesReceived = 0; // distinct probes of this check
};

// At most this many intervals per latency message: about 500 bytes each, well inside a frame.
inline constexpr std::size_t kLatencyIntervalsPerMessage = 64;

struct LatencyMsg
{
    std::optional<LatencySummary> summary; // the client's point of view (up = client to server)
    std::vector<std::pair<int, LatencySample>> intervals; // by interval index
};

using MessageBody = std::variant<HelloMsg, SetupMsg, AcceptMsg, ErrorMsg, StartMsg, IntervalMsg,
                                 StopMsg, ResultMsg, DoneMsg, CheckMsg, CheckResultMsg, LatencyMsg>;

struct Message
{
    MessageBody body;

    MessageType type() const { return MessageType(body.index()); }
    // The body when it is a T, else null.
    template <class T> const T* get() const { return std::get_if<T>(&body); }
};

// The "type" string on the wire: "hello", "setup", ...
std::string_view typeName(MessageType type);

// The message's JSON text; the same bytes older Benchwire peers send and read.
std::string encode(const MessageBody& body);

// Parses any message; on malformed input returns false and sets error (English).
bool parseMessage(const std::string& text, Message& out, std::string& error);

PeerInfo localPeerInfo();

} // namespace bw::engine::native
