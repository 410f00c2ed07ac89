// SPDX-License-Identifier: MIT
// The remote-control messages between a console and an endpoint: JSON in the native dialect's
// frames (native/framing.h), after the console's 37-byte cookie that starts with kRemotePrefix.
// One closed set per direction, so that a handler that forgets a message does not compile.
//
// Endpoint to console: Challenge (or Refusal), then Welcome after a right proof; TimeAnswer for
// every TimeAsk; Accepted (or Refusal) for RunPair; then PairInterval and PairEvent while the
// pair runs, and PairResult or PairFailed at its end.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/samples.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace bw::engine::remote {

// The cookie prefix of a console's control connection: cookie-shaped, and not native's.
inline constexpr std::string_view kRemotePrefix = "bwremote";
inline constexpr int kRemoteVersion = 1;

// Why an endpoint refused: the console words the message for the user with the host it typed.
enum class RefusalKind
{
    NoRemoteControl, // the endpoint was started without --control-key
    WrongKey,
    Busy,
    Limits,  // the pair breaks the endpoint's limits
    Invalid, // a malformed or out-of-order message
};

struct Challenge
{
    int version = kRemoteVersion;
    std::string nonce;
};
struct Welcome
{
    std::string proof; // the endpoint's
};
struct TimeAnswer
{
    std::int64_t consoleSendUs = 0;  // echoed
    std::int64_t endpointRecvUs = 0; // endpoint's steady clock
    std::int64_t endpointSendUs = 0;
};
struct Accepted
{
};
struct PairInterval
{
    IntervalSample sample;
};
struct PairEvent
{
    std::string message;
};
struct PairResult
{
    TestResult result;            // without its intervals: the console has them already
    std::int64_t dataStartUs = 0; // endpoint clock; 0 when data never started
};
struct PairFailed
{
    Error error;
};
struct Refusal
{
    RefusalKind kind = RefusalKind::Invalid;
    Error error;
};
using ToConsole = std::variant<Challenge, Welcome, TimeAnswer, Accepted, PairInterval, PairEvent,
                               PairResult, PairFailed, Refusal>;

struct Auth
{
    std::string nonce; // the console's
    std::string proof;
};
struct TimeAsk
{
    std::int64_t consoleSendUs = 0;
};
struct RunPair
{
    TestConfig test;            // host and port: the target server
    std::int64_t startAtUs = 0; // endpoint clock: when its data should start
};
struct StopPair
{
};
using ToEndpoint = std::variant<Auth, TimeAsk, RunPair, StopPair>;

std::string encode(const ToConsole& m);
std::string encode(const ToEndpoint& m);
// False, with why, for anything malformed or unknown.
bool decode(std::string_view payload, ToConsole& out, std::string& why);
bool decode(std::string_view payload, ToEndpoint& out, std::string& why);

// Microseconds of the steady clock, the time base of every *Us field above.
std::int64_t steadyNowUs();

} // namespace bw::engine::remote
