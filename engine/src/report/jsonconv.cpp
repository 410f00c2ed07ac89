// SPDX-License-Identifier: MIT
#include "report/jsonconv.h"

#include "benchwire/fairness.h"
#include "report/jsonnum.h"

#include <algorithm>
#include <cmath>

namespace bw::engine {

using nlohmann::json;

namespace {
using report::jsonnum::need;
using report::jsonnum::opt;

constexpr const char* kOlderServedResult =
    "n/a: served before Benchwire kept the client's figures; this machine's are shown";

double pct(double v)
{
    return std::clamp(v, 0.0, 100.0);
}

// Per-core shares travel rounded to 0.01 % (a 64-core host's list stays near 400 bytes).
json coresJson(const std::vector<double>& cores)
{
    json a = json::array();
    for (double v : cores)
        a.push_back(std::round(pct(v) * 100.0) / 100.0);
    return a;
}

std::vector<double> coresFrom(const json& j)
{
    std::vector<double> cores;
    auto it = j.find("cores");
    if (it == j.end() || it->is_null()) return cores;
    if (!it->is_array()) throw json::other_error::create(502, "field 'cores' is not a list", &j);
    for (const auto& v : *it)
        cores.push_back(pct(report::jsonnum::real(v, "cores")));
    return cores;
}

Direction directionFrom(const json& j)
{
    Direction d{};
    if (!parseDirection(j.get<std::string>(), d))
        throw json::other_error::create(501, "bad direction", &j);
    return d;
}
} // namespace

void to_json(json& j, const CpuSample& v)
{
    j = json{{"valid", v.valid},   {"userPct", v.userPct}, {"systemPct", v.systemPct},
             {"irqPct", v.irqPct}, {"idlePct", v.idlePct}, {"processPct", v.processPct}};
    if (!v.coreBusyPct.empty()) j["cores"] = coresJson(v.coreBusyPct);
}

void from_json(const json& j, CpuSample& v)
{
    v.valid = j.at("valid").get<bool>();
    opt(j, "userPct", v.userPct);
    opt(j, "systemPct", v.systemPct);
    opt(j, "irqPct", v.irqPct);
    opt(j, "idlePct", v.idlePct);
    opt(j, "processPct", v.processPct);
    v.userPct = pct(v.userPct);
    v.systemPct = pct(v.systemPct);
    v.irqPct = pct(v.irqPct);
    v.idlePct = pct(v.idlePct);
    v.processPct = pct(v.processPct);
    v.coreBusyPct = coresFrom(j);
}

void to_json(json& j, const TcpInfoSample& v)
{
    j = json{{"valid", v.valid},
             {"retransmits", v.retransmits},
             {"rttUs", v.rttUs},
             {"rttVarUs", v.rttVarUs},
             {"cwndBytes", v.cwndBytes}};
}

void from_json(const json& j, TcpInfoSample& v)
{
    v.valid = j.at("valid").get<bool>();
    opt(j, "retransmits", v.retransmits);
    opt(j, "rttUs", v.rttUs);
    opt(j, "rttVarUs", v.rttVarUs);
    opt(j, "cwndBytes", v.cwndBytes);
}

void to_json(json& j, const DirectionSample& v)
{
    j = json{{"direction", toString(v.direction)},
             {"haveSender", v.haveSender},
             {"haveReceiver", v.haveReceiver},
             {"senderBytes", v.senderBytes},
             {"receiverBytes", v.receiverBytes},
             {"senderBitsPerSecond", v.senderBitsPerSecond},
             {"receiverBitsPerSecond", v.receiverBitsPerSecond},
             {"tcp", v.tcp}};
    if (v.udp.valid) j["udp"] = v.udp;
    if (!v.perStream.bytes.empty()) j["perStream"] = v.perStream;
}

void from_json(const json& j, DirectionSample& v)
{
    v.direction = directionFrom(j.at("direction"));
    opt(j, "haveSender", v.haveSender);
    opt(j, "haveReceiver", v.haveReceiver);
    opt(j, "senderBytes", v.senderBytes);
    opt(j, "receiverBytes", v.receiverBytes);
    opt(j, "senderBitsPerSecond", v.senderBitsPerSecond);
    opt(j, "receiverBitsPerSecond", v.receiverBitsPerSecond);
    opt(j, "tcp", v.tcp);
    opt(j, "udp", v.udp);
    opt(j, "perStream", v.perStream);
}

void to_json(json& j, const HostSample& v)
{
    j = json{{"index", v.index},
             {"startUs", v.startUs},
             {"endUs", v.endUs},
             {"warmup", v.warmup},
             {"cpu", v.cpu},
             {"sentBytes", {v.sentBytes[0], v.sentBytes[1]}},
             {"receivedBytes", {v.receivedBytes[0], v.receivedBytes[1]}},
             {"tcp", {v.tcp[0], v.tcp[1]}}};
    if (v.udp[0].valid || v.udp[1].valid) j["udp"] = {v.udp[0], v.udp[1]};
    if (v.wifi.valid) j["wifi"] = v.wifi; // older peers ignore it
}

void from_json(const json& j, HostSample& v)
{
    v.index = need<int>(j, "index");
    v.startUs = need<std::int64_t>(j, "startUs");
    v.endUs = need<std::int64_t>(j, "endUs");
    opt(j, "warmup", v.warmup);
    opt(j, "cpu", v.cpu);
    const json& sent = j.at("sentBytes");
    const json& recv = j.at("receivedBytes");
    if (sent.size() != 2 || recv.size() != 2)
        throw json::other_error::create(501, "byte arrays", &j);
    for (int i = 0; i < 2; ++i) {
        v.sentBytes[i] =
            report::jsonnum::integer<std::uint64_t>(sent.at(std::size_t(i)), "sentBytes");
        v.receivedBytes[i] =
            report::jsonnum::integer<std::uint64_t>(recv.at(std::size_t(i)), "receivedBytes");
    }
    if (auto it = j.find("tcp"); it != j.end() && it->is_array() && it->size() == 2) {
        v.tcp[0] = (*it)[0].get<TcpInfoSample>();
        v.tcp[1] = (*it)[1].get<TcpInfoSample>();
    }
    if (auto it = j.find("udp"); it != j.end() && it->is_array() && it->size() == 2) {
        v.udp[0] = (*it)[0].get<UdpSample>();
        v.udp[1] = (*it)[1].get<UdpSample>();
    }
    opt(j, "wifi", v.wifi);
}

void to_json(json& j, const IntervalSample& v)
{
    j = json{{"phase", v.phase},       {"index", v.index},        {"startUs", v.startUs},
             {"endUs", v.endUs},       {"warmup", v.warmup},      {"directions", v.directions},
             {"localCpu", v.localCpu}, {"remoteCpu", v.remoteCpu}};
    if (v.localWifi.valid) j["localWifi"] = v.localWifi; // a Wi-Fi link's reading only
    if (v.remoteWifi.valid) j["remoteWifi"] = v.remoteWifi;
    if (v.latency.valid) j["latency"] = v.latency;
}

void from_json(const json& j, IntervalSample& v)
{
    opt(j, "phase", v.phase);
    v.index = need<int>(j, "index");
    v.startUs = need<std::int64_t>(j, "startUs");
    v.endUs = need<std::int64_t>(j, "endUs");
    opt(j, "warmup", v.warmup);
    opt(j, "directions", v.directions);
    opt(j, "localCpu", v.localCpu);
    opt(j, "remoteCpu", v.remoteCpu);
    opt(j, "localWifi", v.localWifi);
    opt(j, "remoteWifi", v.remoteWifi);
    opt(j, "latency", v.latency);
}

void to_json(json& j, const Stats& v)
{
    j = json{
        {"mean", v.mean}, {"min", v.min}, {"max", v.max}, {"stddev", v.stddev}, {"count", v.count}};
}

void from_json(const json& j, Stats& v)
{
    opt(j, "mean", v.mean);
    opt(j, "min", v.min);
    opt(j, "max", v.max);
    opt(j, "stddev", v.stddev);
    opt(j, "count", v.count);
}

void to_json(json& j, const CpuSummary& v)
{
    j = json{{"valid", v.valid},   {"userPct", v.userPct}, {"systemPct", v.systemPct},
             {"irqPct", v.irqPct}, {"idlePct", v.idlePct}, {"processPct", v.processPct}};
    if (!v.coreBusyPct.empty()) j["cores"] = coresJson(v.coreBusyPct);
    if (v.busiestCorePct > 0) j["busiestCorePct"] = v.busiestCorePct;
}

void from_json(const json& j, CpuSummary& v)
{
    CpuSample s;
    from_json(j, s);
    v = {s.valid, s.userPct, s.systemPct, s.irqPct, s.idlePct, s.processPct, s.coreBusyPct, 0.0};
    opt(j, "busiestCorePct", v.busiestCorePct);
    v.busiestCorePct = pct(v.busiestCorePct);
}

void to_json(json& j, const AppliedSettings& v)
{
    j = json{{"sendBufferBytes", v.sendBufferBytes},
             {"receiveBufferBytes", v.receiveBufferBytes},
             {"mssBytes", v.mssBytes},
             {"congestion", v.congestion}};
}

void from_json(const json& j, AppliedSettings& v)
{
    opt(j, "sendBufferBytes", v.sendBufferBytes);
    opt(j, "receiveBufferBytes", v.receiveBufferBytes);
    opt(j, "mssBytes", v.mssBytes);
    opt(j, "congestion", v.congestion);
}

void to_json(json& j, const DirectionSummary& v)
{
    j = json{{"direction", toString(v.direction)},
             {"phase", v.phase},
             {"durationUs", v.durationUs},
             {"senderBytes", v.senderBytes},
             {"receiverBytes", v.receiverBytes},
             {"senderBytesTotal", v.senderBytesTotal},
             {"receiverBytesTotal", v.receiverBytesTotal},
             {"receiverBitsPerSecond", v.receiverBitsPerSecond},
             {"senderBitsPerSecond", v.senderBitsPerSecond},
             {"retransmits", v.retransmits},
             {"tcpInfoValid", v.tcpInfoValid},
             {"meanRttUs", v.meanRttUs},
             {"senderCpu", v.senderCpu},
             {"receiverCpu", v.receiverCpu},
             {"senderCyclesPerByte", v.senderCyclesPerByte},
             {"receiverCyclesPerByte", v.receiverCyclesPerByte}};
    if (v.udp.valid) j["udp"] = v.udp;
    if (!v.perStream.bytes.empty()) j["perStream"] = v.perStream;
    if (v.jainIndex) j["jainIndex"] = *v.jainIndex;
    if (!v.senderUnknown.empty()) j["senderUnknown"] = v.senderUnknown;
    if (!v.receiverUnknown.empty()) j["receiverUnknown"] = v.receiverUnknown;
}

void from_json(const json& j, DirectionSummary& v)
{
    v.direction = directionFrom(j.at("direction"));
    opt(j, "phase", v.phase);
    opt(j, "durationUs", v.durationUs);
    opt(j, "senderBytes", v.senderBytes);
    opt(j, "receiverBytes", v.receiverBytes);
    opt(j, "senderBytesTotal", v.senderBytesTotal);
    opt(j, "receiverBytesTotal", v.receiverBytesTotal);
    opt(j, "receiverBitsPerSecond", v.receiverBitsPerSecond);
    opt(j, "senderBitsPerSecond", v.senderBitsPerSecond);
    opt(j, "retransmits", v.retransmits);
    opt(j, "tcpInfoValid", v.tcpInfoValid);
    opt(j, "meanRttUs", v.meanRttUs);
    opt(j, "senderCpu", v.senderCpu);
    opt(j, "receiverCpu", v.receiverCpu);
    opt(j, "senderCyclesPerByte", v.senderCyclesPerByte);
    opt(j, "receiverCyclesPerByte", v.receiverCyclesPerByte);
    opt(j, "senderUnknown", v.senderUnknown);
    opt(j, "receiverUnknown", v.receiverUnknown);
    opt(j, "udp", v.udp);
    opt(j, "perStream", v.perStream);
    // Worked out again from the counts rather than read: "jainIndex" is for scripts, and an
    // index that disagreed with its counts could not be shown.
    v.jainIndex = jainIndex(v.perStream.bytes);
}

void to_json(json& j, const PeerInfo& v)
{
    j = json{{"product", v.product},
             {"version", v.version},
             {"os", v.os},
             {"hostName", v.hostName},
             {"protocolVersion", v.protocolVersion},
             {"cpuCount", v.cpuCount},
             {"cpuMHz", v.cpuMHz}};
    // Only when known: absent reads as unknown, as older peers send it.
    if (v.firewallTcp != firewall::PortState::Unknown ||
        v.firewallUdp != firewall::PortState::Unknown)
        j["firewall"] = {{"tcp", std::string(toString(v.firewallTcp))},
                         {"udp", std::string(toString(v.firewallUdp))}};
}

namespace {
firewall::PortState portStateFromName(const json& j, const char* key)
{
    auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return firewall::PortState::Unknown;
    for (auto s : {firewall::PortState::Open, firewall::PortState::Blocked})
        if (it->get<std::string>() == toString(s)) return s;
    return firewall::PortState::Unknown;
}
} // namespace

void from_json(const json& j, PeerInfo& v)
{
    opt(j, "product", v.product);
    opt(j, "version", v.version);
    opt(j, "os", v.os);
    opt(j, "hostName", v.hostName);
    opt(j, "protocolVersion", v.protocolVersion);
    opt(j, "cpuCount", v.cpuCount);
    opt(j, "cpuMHz", v.cpuMHz);
    if (auto it = j.find("firewall"); it != j.end() && it->is_object()) {
        v.firewallTcp = portStateFromName(*it, "tcp");
        v.firewallUdp = portStateFromName(*it, "udp");
    }
}

void to_json(json& j, const TestConfig& v)
{
    j = json{{"host", v.host},
             {"port", v.port},
             {"bindAddress", v.bindAddress},
             {"family", toString(v.family)},
             {"protocol", toString(v.protocol)},
             {"mode", toString(v.mode)},
             {"durationMs", v.durationMs},
             {"warmupMs", v.warmupMs},
             {"intervalMs", v.intervalMs},
             {"streams", v.streams},
             {"threads", v.threads},
             {"bufferBytes", v.bufferBytes},
             {"socketBufferBytes", v.socketBufferBytes},
             {"noDelay", v.noDelay},
             {"mssBytes", v.mssBytes},
             {"congestion", v.congestion},
             {"rateBitsPerSecond", v.rateBitsPerSecond},
             {"rateIsTotal", v.rateIsTotal},
             {"datagramBytes", v.datagramBytes},
             {"findMaxRate", v.findMaxRate},
             {"maxLossPct", v.maxLossPct},
             {"searchStepMs", v.searchStepMs},
             {"latencyProbes", v.latencyProbes},
             {"idleMs", v.idleMs},
             {"probeIntervalMs", v.probeIntervalMs}};
}

void from_json(const json& j, TestConfig& v)
{
    opt(j, "host", v.host);
    opt(j, "port", v.port);
    opt(j, "bindAddress", v.bindAddress);
    std::string s;
    opt(j, "family", s);
    v.family = s == "ipv4" ? IpFamily::V4 : s == "ipv6" ? IpFamily::V6 : IpFamily::Any;
    s.clear();
    opt(j, "protocol", s);
    v.protocol = s == "udp" ? Protocol::Udp : Protocol::Tcp;
    s.clear();
    opt(j, "mode", s);
    if (!s.empty() && !parseTestMode(s, v.mode))
        throw json::other_error::create(501, "bad mode", &j);
    opt(j, "durationMs", v.durationMs);
    opt(j, "warmupMs", v.warmupMs);
    opt(j, "intervalMs", v.intervalMs);
    opt(j, "streams", v.streams);
    opt(j, "threads", v.threads);
    opt(j, "bufferBytes", v.bufferBytes);
    opt(j, "socketBufferBytes", v.socketBufferBytes);
    opt(j, "noDelay", v.noDelay);
    opt(j, "mssBytes", v.mssBytes);
    opt(j, "congestion", v.congestion);
    opt(j, "rateBitsPerSecond", v.rateBitsPerSecond);
    opt(j, "rateIsTotal", v.rateIsTotal);
    opt(j, "datagramBytes", v.datagramBytes);
    opt(j, "findMaxRate", v.findMaxRate);
    opt(j, "maxLossPct", v.maxLossPct);
    opt(j, "searchStepMs", v.searchStepMs);
    opt(j, "latencyProbes", v.latencyProbes);
    opt(j, "idleMs", v.idleMs);
    opt(j, "probeIntervalMs", v.probeIntervalMs);
}

void to_json(json& j, const TestResult& v)
{
    j = json{{"config", v.config},
             {"startedAtUtc", v.startedAtUtc},
             {"localAddress", v.localAddress},
             {"remoteAddress", v.remoteAddress},
             {"peer", v.peer},
             {"localCpuCount", v.localCpuCount},
             {"localCpuMHz", v.localCpuMHz},
             {"localApplied", v.localApplied},
             {"remoteApplied", v.remoteApplied},
             {"stoppedEarly", v.stoppedEarly},
             {"served", v.served},
             {"intervals", v.intervals},
             {"summaries", v.summaries},
             {"localCpu", v.localCpu},
             {"remoteCpu", v.remoteCpu}};
    if (v.rateSearch.valid) j["rateSearch"] = v.rateSearch;
    j["localLink"] = v.localLink;
    j["remoteLink"] = v.remoteLink;
    if (v.latency.valid || !v.latency.unavailable.empty()) j["latency"] = v.latency;
    // A served result's summaries say which client-side figures are unknown; one stored before
    // they did held none of them.
    if (v.served) j["servedBothEnds"] = true;
    if (!v.failure.empty()) j["failure"] = v.failure;
}

void from_json(const json& j, TestResult& v)
{
    opt(j, "config", v.config);
    opt(j, "startedAtUtc", v.startedAtUtc);
    opt(j, "localAddress", v.localAddress);
    opt(j, "remoteAddress", v.remoteAddress);
    opt(j, "peer", v.peer);
    opt(j, "localCpuCount", v.localCpuCount);
    opt(j, "localCpuMHz", v.localCpuMHz);
    opt(j, "localApplied", v.localApplied);
    opt(j, "remoteApplied", v.remoteApplied);
    opt(j, "stoppedEarly", v.stoppedEarly);
    opt(j, "failure", v.failure);
    opt(j, "served", v.served);
    opt(j, "intervals", v.intervals);
    opt(j, "summaries", v.summaries);
    opt(j, "latency", v.latency);
    opt(j, "localCpu", v.localCpu);
    opt(j, "remoteCpu", v.remoteCpu);
    opt(j, "rateSearch", v.rateSearch);
    opt(j, "localLink", v.localLink);
    opt(j, "remoteLink", v.remoteLink);
    if (v.served && !j.contains("servedBothEnds"))
        for (DirectionSummary& s : v.summaries)
            (s.direction == Direction::Upload ? s.senderUnknown : s.receiverUnknown) =
                kOlderServedResult;
}

} // namespace bw::engine
