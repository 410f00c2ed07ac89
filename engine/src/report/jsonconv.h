// SPDX-License-Identifier: MIT
// nlohmann-json conversions of the engine's value types, shared by the saved-result format
// (report/json.cpp) and the native control messages (native/messages.cpp).
// from_json throws nlohmann::json::exception on missing or mistyped fields; callers that read
// peer data catch it and turn it into a protocol error.
#pragma once

#include "benchwire/config.h"
#include "benchwire/samples.h"

#include <nlohmann/json.hpp>

namespace bw::engine {

void to_json(nlohmann::json& j, const CpuSample& v);
void from_json(const nlohmann::json& j, CpuSample& v);
void to_json(nlohmann::json& j, const TcpInfoSample& v);
void from_json(const nlohmann::json& j, TcpInfoSample& v);
void to_json(nlohmann::json& j, const UdpSample& v); // udpjson.cpp
void from_json(const nlohmann::json& j, UdpSample& v);
void to_json(nlohmann::json& j, const UdpSummary& v);
void from_json(const nlohmann::json& j, UdpSummary& v);
void to_json(nlohmann::json& j, const RateStep& v);
void from_json(const nlohmann::json& j, RateStep& v);
void to_json(nlohmann::json& j, const RateSearchResult& v);
void from_json(const nlohmann::json& j, RateSearchResult& v);
void to_json(nlohmann::json& j, const PerStreamBytes& v); // streamjson.cpp
void from_json(const nlohmann::json& j, PerStreamBytes& v);
void to_json(nlohmann::json& j, const DirectionSample& v);
void from_json(const nlohmann::json& j, DirectionSample& v);
void to_json(nlohmann::json& j, const HostSample& v);
void from_json(const nlohmann::json& j, HostSample& v);
void to_json(nlohmann::json& j, const IntervalSample& v);
void from_json(const nlohmann::json& j, IntervalSample& v);
void to_json(nlohmann::json& j, const Stats& v);
void from_json(const nlohmann::json& j, Stats& v);
void to_json(nlohmann::json& j, const CpuSummary& v);
void from_json(const nlohmann::json& j, CpuSummary& v);
void to_json(nlohmann::json& j, const AppliedSettings& v);
void from_json(const nlohmann::json& j, AppliedSettings& v);
void to_json(nlohmann::json& j, const DirectionSummary& v);
void from_json(const nlohmann::json& j, DirectionSummary& v);
void to_json(nlohmann::json& j, const PeerInfo& v);
void from_json(const nlohmann::json& j, PeerInfo& v);
void to_json(nlohmann::json& j, const DelayStats& v); // latencyjson.cpp
void from_json(const nlohmann::json& j, DelayStats& v);
void to_json(nlohmann::json& j, const LatencySample& v);
void from_json(const nlohmann::json& j, LatencySample& v);
void to_json(nlohmann::json& j, const LoadedLatency& v);
void from_json(const nlohmann::json& j, LoadedLatency& v);
void to_json(nlohmann::json& j, const LatencySummary& v);
void from_json(const nlohmann::json& j, LatencySummary& v);
void to_json(nlohmann::json& j, const TestConfig& v);
void from_json(const nlohmann::json& j, TestConfig& v);
void to_json(nlohmann::json& j, const WifiFacts& v); // linkjson.cpp
void from_json(const nlohmann::json& j, WifiFacts& v);
void to_json(nlohmann::json& j, const LinkFacts& v);
void from_json(const nlohmann::json& j, LinkFacts& v);
void to_json(nlohmann::json& j, const TestResult& v);
void from_json(const nlohmann::json& j, TestResult& v);

} // namespace bw::engine
