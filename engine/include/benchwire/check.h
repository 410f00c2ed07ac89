// SPDX-License-Identifier: MIT
// The connection check: can this machine reach a server's test port, TCP and UDP, and if not,
// what most likely stops it. It takes a few seconds at most (the connect timeout plus about a
// second of UDP probes), never a hang.
#pragma once

#include "benchwire/types.h"

#include <functional>
#include <memory>
#include <stop_token>
#include <string>
#include <string_view>

namespace bw::engine {

// What one protocol's test of the port showed.
enum class CheckStatus
{
    NotTested,   // an earlier step failed, or the check was stopped (detail says which)
    Reachable,   // TCP: connected; UDP: probes arrived and the answers came back
    Refused,     // TCP: nothing listens (RST); UDP: the port is closed (ICMP port unreachable)
    NoAnswer,    // silence: filtered by a firewall, or a wrong address or route
    Unreachable, // the OS or a router said there is no route to the host
    OneWay,      // UDP: the probes arrived, but no answer came back
    NotTestable, // UDP: the peer cannot count probes (iperf3, an older Benchwire, no UDP socket)
    Failed,      // another error; detail says which
};

struct CheckConfig
{
    std::string host;
    std::uint16_t port = kDefaultPort;
    IpFamily family = IpFamily::Any;
    std::string bindAddress; // local address or interface name; empty: the OS chooses
    int connectTimeoutMs = 3000;
    int udpProbes = 5;    // 1 to 64, one every 20 ms
    int udpWaitMs = 1000; // how long answers may take after the last probe
    int controlTimeoutMs = 3000;
};

struct CheckReport
{
    std::string host;
    std::uint16_t port = 0;
    std::string address;    // the address tried last (the one that answered, if any)
    std::string serverKind; // "benchwire", "iperf3", or empty when it could not be told
    std::string serverVersion;

    CheckStatus tcp = CheckStatus::NotTested;
    std::string tcpDetail;    // English: what was seen, and the likely cause
    double tcpConnectMs = -1; // time to connect (about one round trip); -1: not connected

    CheckStatus udp = CheckStatus::NotTested;
    std::string udpDetail;
    int udpProbesSent = 0;
    int udpProbesArrived = -1; // as the server counted them; -1: not known
    int udpAnswers = 0;        // distinct probes whose answer came back
    double udpRttMs = -1;      // median round trip of the answered probes; -1: none

    int pathMtuBytes = -1; // as the OS reports it for this destination; -1: not available

    // The peer's own view of its firewall for the test port, as its hello states it. Empty:
    // the peer did not say (older servers, iperf3).
    std::string peerFirewall;

    int elapsedMs = 0;

    // Everything that could be tested was reachable (NotTestable and NotTested UDP do not
    // count against it; a TCP that did not connect does).
    bool passed() const;
};

std::string_view toString(CheckStatus s); // "reachable", "no-answer", ...

// Runs the check on the calling thread. Returns within connectTimeoutMs per address tried,
// plus controlTimeoutMs and the probes' time; at once when stop is requested.
CheckReport runCheck(const CheckConfig& config, std::stop_token stop = {});

// Runs the check on an engine thread and calls done there with the report. Destroying the
// handle stops the check and waits for the thread (done may then still have run).
class CheckHandle
{
public:
    CheckHandle() = default;
    CheckHandle(CheckHandle&&) noexcept = default;
    CheckHandle& operator=(CheckHandle&&) noexcept = default;
    ~CheckHandle() = default;
    static CheckHandle start(const CheckConfig& config, std::function<void(CheckReport)> done);
    bool running() const;
    void wait();

private:
    struct State;
    std::shared_ptr<State> m_state;
};

// The report for people: a few lines of English, one per finding.
std::string checkToText(const CheckReport& report);
// The report as one JSON document ("format": "benchwire-check").
std::string checkToJson(const CheckReport& report, int indent = 2);

} // namespace bw::engine
