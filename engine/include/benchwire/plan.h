// SPDX-License-Identifier: MIT
// A console's plan (docs/remote-control.md, docs/scripting.md): which pairs run at once, each
// between an endpoint (a server started with --control-key) and a target server. The file of
// `benchwire-cli --plan FILE`, and what the app's Plan window loads and saves. JSON:
//
//   {"duration": 10, "interval": 1,
//    "pairs": [{"name": "laptop", "endpoint": "10.0.0.2", "key": "...",
//               "target": "10.0.0.9:5201", "direction": "upload", "streams": 2,
//               "protocol": "tcp", "rate": "200M"}]}
//
// Every error names the file, and the line and column (bad JSON) or the field (a bad value),
// and what to write instead. Running a plan: benchwire/planrun.h.
#pragma once

#include "benchwire/config.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw::engine {

struct PlanPair
{
    std::string name;
    std::string endpointHost;
    std::uint16_t endpointPort = kDefaultPort;
    std::string key;
    TestConfig test; // host and port: the target server
};

struct Plan
{
    int durationMs = 10'000;
    int intervalMs = 1000;
    std::vector<PlanPair> pairs;
};

// The most pairs one plan runs.
inline constexpr std::size_t kMaxPlanPairs = 64;

// Reads the plan in `text` (from the file `path`, for the messages). defaultKey: the console's
// --control-key, for pairs without a "key". Empty when it is a good plan, else why not.
// keys: Required (a console about to run it) refuses a pair with no key; MayBeMissing (an
// editor, where the user types them before starting) leaves its key empty.
enum class PlanKeys
{
    Required,
    MayBeMissing
};
std::string parsePlan(const std::string& path, const std::string& text,
                      const std::string& defaultKey, Plan& out, PlanKeys keys = PlanKeys::Required);
// The same, reading the file first.
std::string readPlan(const std::string& path, const std::string& defaultKey, Plan& out);

// The plan as parsePlan reads it back: every pair's fields, its key included (a pair with
// no key yet has no "key" field).
std::string planToJson(const Plan& plan);
// Writes planToJson to the file; empty when it did, else why not (naming the file).
std::string writePlan(const std::string& path, const Plan& plan);

// "host", "host:port", "[v6]:port" or a bare IPv6 address; false when the port is not 1..65535.
bool splitHostPort(const std::string& text, std::string& host, std::uint16_t& port);
// The reverse: "host:port", "[v6]:port".
std::string joinHostPort(const std::string& host, std::uint16_t port);

} // namespace bw::engine
