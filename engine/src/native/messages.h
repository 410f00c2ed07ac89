// SPDX-License-Identifier: MIT
// Native control messages: JSON objects with a "type", carried in frames (framing.h).
//
//   server -> client  hello    after the client's cookie: product, protocol version range
//   client -> server  setup    protocol version and the test's settings
//   server -> client  accept   the settings are within limits | error {code, message, hint}
//   (client opens the data connections: cookie + stream index)
//   server -> client  start    every data connection is up; both ends start their clocks;
//                              carries the socket settings the server's OS applied
//   server -> client  interval the server's HostSample, once per interval
//   client -> server  stop     the client's duration is over (or the user stopped)
//   server -> client  result   the server's byte totals and CPU summary
//   client -> server  done
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <cstdint>
#include <optional>
#include <string>

namespace bw::engine::control {

struct HelloMsg
{
    PeerInfo info;
    int minProtocolVersion = 0;
};

struct SetupMsg
{
    int protocolVersion = 0;
    TestConfig test;           // mode is Upload, Download or Bidirectional (one phase)
    PeerInfo client;
};

struct ResultMsg
{
    std::uint64_t sentTotal[2] = {0, 0};     // by Direction, whole run
    std::uint64_t receivedTotal[2] = {0, 0};
    CpuSummary cpu;
    UdpSample udp[2]; // UDP: whole-run counts of the server's side
};

struct Message
{
    std::string type;          // hello setup accept error start interval stop result done
    HelloMsg hello;
    SetupMsg setup;
    AppliedSettings applied;   // start: what the server's OS applied
    Error error;               // error
    HostSample interval;       // interval
    ResultMsg result;          // result
};

std::string encodeHello(const HelloMsg& m);
std::string encodeSetup(const SetupMsg& m);
std::string encodeAccept();
std::string encodeError(const Error& e);
std::string encodeSimple(const char* type); // stop, done
std::string encodeStart(const AppliedSettings& serverApplied);
std::string encodeInterval(const HostSample& s);
std::string encodeResult(const ResultMsg& r);

// Parses any message; on malformed input returns false and sets error (English).
bool parseMessage(const std::string& text, Message& out, std::string& error);

PeerInfo localPeerInfo();

} // namespace bw::engine::control
