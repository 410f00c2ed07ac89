// SPDX-License-Identifier: MIT
#include "native/messages.h"

#include "metrics/cpu.h"
#include "net/socket.h"
#include "report/jsonconv.h"
#include "report/jsonnum.h"

#include <algorithm>
#include <array>

namespace bw::engine::native {

using nlohmann::json;

namespace {
constexpr std::array<std::string_view, std::variant_size_v<MessageBody>> kTypeNames = {
    "hello", "setup",  "accept", "error", "start",        "interval",
    "stop",  "result", "done",   "check", "check-result", "latency"};

std::string dump(const json& j)
{
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

Errc errcFromName(const std::string& s)
{
    for (int i = 1; i <= int(Errc::UdpBlocked); ++i)
        if (errcName(Errc(i)) == s) return Errc(i);
    return Errc::Refused;
}

// The body's fields; "type" is added by encode().
json fields(const HelloMsg& m)
{
    json j = m.info;
    j["minProtocolVersion"] = m.minProtocolVersion;
    j["capabilities"] = json::array({"tcp", "udp", "intervals", "cpu", "tcpinfo", "check",
                                     "linkfacts", "latency", "latencyreport", "untilstopped"});
    return j;
}

json fields(const SetupMsg& m)
{
    json t = m.test;
    t.erase("host"); // the server needs none of the client's addressing
    t.erase("bindAddress");
    t.erase("port");
    json j{{"protocolVersion", m.protocolVersion}, {"test", t}, {"client", m.client}};
    if (m.link) j["link"] = *m.link;
    return j;
}

json fields(const ErrorMsg& m)
{
    return json{
        {"code", errcName(m.error.code)}, {"message", m.error.message}, {"hint", m.error.hint}};
}

json fields(const StartMsg& m)
{
    return json{{"applied", m.applied}};
}

json fields(const IntervalMsg& m)
{
    json j{{"sample", m.sample}};
    if (m.latency) j["latency"] = *m.latency;
    return j;
}

// A host's totals, as "result" and "done" carry them (readTotals reads them).
json totalsJson(const std::uint64_t (&sent)[2], const std::uint64_t (&received)[2],
                const UdpSample (&udp)[2])
{
    json j{{"sentTotal", {sent[0], sent[1]}}, {"receivedTotal", {received[0], received[1]}}};
    if (udp[0].valid || udp[1].valid) j["udp"] = {udp[0], udp[1]};
    return j;
}

json fields(const ResultMsg& r)
{
    json j = totalsJson(r.sentTotal, r.receivedTotal, r.udp);
    j["cpu"] = r.cpu;
    return j;
}

json fields(const CheckMsg& m)
{
    return json{{"probes", m.probes}};
}

json fields(const CheckResultMsg& m)
{
    json j{{"udpAvailable", m.udpAvailable}, {"probesReceived", m.probesReceived}};
    if (!m.udpError.empty()) j["udpError"] = m.udpError;
    return j;
}

json fields(const AcceptMsg& m)
{
    json j = json::object();
    if (m.link) j["link"] = *m.link;
    return j;
}

json fields(const LatencyMsg& m)
{
    json j{{"intervals", json::array()}};
    if (m.summary) j["summary"] = *m.summary;
    for (const auto& [index, sample] : m.intervals)
        j["intervals"].push_back({{"index", index}, {"sample", sample}});
    return j;
}

json fields(const StopMsg&)
{
    return json::object();
}
json fields(const DoneMsg& m)
{
    const results::EndTotals& t = m.totals;
    return t.valid ? totalsJson(t.sent, t.received, t.udp) : json::object();
}

void parseBody(const json& j, HelloMsg& m)
{
    from_json(j, m.info);
    m.minProtocolVersion = report::jsonnum::need<int>(j, "minProtocolVersion");
    if (auto it = j.find("capabilities"); it != j.end() && it->is_array())
        for (const auto& c : *it)
            if (c.is_string()) m.capabilities.push_back(c.get<std::string>());
}

void parseBody(const json& j, CheckMsg& m)
{
    m.probes = report::jsonnum::need<int>(j, "probes");
    if (m.probes < 1 || m.probes > kMaxCheckProbes)
        throw json::other_error::create(502, "probe count out of range", &j);
}

void parseBody(const json& j, CheckResultMsg& m)
{
    m.udpAvailable = j.at("udpAvailable").get<bool>();
    m.probesReceived = report::jsonnum::need<int>(j, "probesReceived");
    if (auto it = j.find("udpError"); it != j.end()) m.udpError = it->get<std::string>();
}

void parseBody(const json& j, SetupMsg& m)
{
    m.protocolVersion = report::jsonnum::need<int>(j, "protocolVersion");
    from_json(j.at("test"), m.test);
    if (auto it = j.find("client"); it != j.end()) from_json(*it, m.client);
    if (auto it = j.find("link"); it != j.end() && it->is_object()) m.link = it->get<LinkFacts>();
}

void parseBody(const json& j, ErrorMsg& m)
{
    m.error.code = errcFromName(j.at("code").get<std::string>());
    m.error.message = j.at("message").get<std::string>();
    if (auto it = j.find("hint"); it != j.end()) m.error.hint = it->get<std::string>();
}

void parseBody(const json& j, StartMsg& m)
{
    if (auto it = j.find("applied"); it != j.end()) from_json(*it, m.applied);
}

void parseBody(const json& j, IntervalMsg& m)
{
    from_json(j.at("sample"), m.sample);
    if (auto it = j.find("latency"); it != j.end()) m.latency = it->get<LatencySample>();
}

// A host's totals, as totalsJson() writes them.
void readTotals(const json& j, std::uint64_t (&sent)[2], std::uint64_t (&received)[2],
                UdpSample (&udp)[2])
{
    const json& s = j.at("sentTotal");
    const json& r = j.at("receivedTotal");
    for (std::size_t i = 0; i < 2; ++i) {
        sent[i] = report::jsonnum::integer<std::uint64_t>(s.at(i), "sentTotal");
        received[i] = report::jsonnum::integer<std::uint64_t>(r.at(i), "receivedTotal");
    }
    if (auto it = j.find("udp"); it != j.end() && it->is_array() && it->size() == 2) {
        from_json((*it)[0], udp[0]);
        from_json((*it)[1], udp[1]);
    }
}

void parseBody(const json& j, ResultMsg& m)
{
    readTotals(j, m.sentTotal, m.receivedTotal, m.udp);
    from_json(j.at("cpu"), m.cpu);
}

void parseBody(const json& j, AcceptMsg& m)
{
    if (auto it = j.find("link"); it != j.end() && it->is_object()) m.link = it->get<LinkFacts>();
}

void parseBody(const json& j, LatencyMsg& m)
{
    if (auto it = j.find("summary"); it != j.end()) m.summary = it->get<LatencySummary>();
    const json& intervals = j.at("intervals");
    if (!intervals.is_array() || intervals.size() > kLatencyIntervalsPerMessage)
        throw json::other_error::create(502, "latency intervals: not a list of at most 64", &j);
    for (const auto& one : intervals)
        m.intervals.emplace_back(report::jsonnum::need<int>(one, "index"),
                                 one.at("sample").get<LatencySample>());
}

void parseBody(const json&, StopMsg&) {}
void parseBody(const json& j, DoneMsg& m)
{
    if (!j.contains("sentTotal")) return; // a check's, or an older client's
    results::EndTotals& t = m.totals;
    readTotals(j, t.sent, t.received, t.udp);
    t.valid = true;
}

// The alternative of MessageBody at `index`, default-constructed (index < its size).
template <std::size_t I = 0> MessageBody bodyAt(std::size_t index)
{
    if constexpr (I + 1 < std::variant_size_v<MessageBody>)
        if (index != I) return bodyAt<I + 1>(index);
    return MessageBody(std::in_place_index<I>);
}
} // namespace

std::string_view typeName(MessageType type)
{
    return kTypeNames[std::size_t(type)];
}

PeerInfo localPeerInfo()
{
    PeerInfo p;
    p.product = "benchwire";
    p.version = std::string(engineVersion());
    p.os = net::osName();
    p.hostName = net::localHostName();
    p.protocolVersion = kProtocolVersion;
    p.cpuCount = metrics::cpuCount();
    p.cpuMHz = metrics::cpuMHz();
    return p;
}

std::string encode(const MessageBody& body)
{
    json j = std::visit([](const auto& m) { return fields(m); }, body);
    j["type"] = std::string(kTypeNames[body.index()]);
    return dump(j);
}

bool parseMessage(const std::string& text, Message& out, std::string& error)
{
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "message is not a JSON object";
        return false;
    }
    try {
        const std::string type = j.at("type").get<std::string>();
        auto it = std::find(kTypeNames.begin(), kTypeNames.end(), type);
        if (it == kTypeNames.end())
            throw json::other_error::create(
                501, "unknown message type '" + type.substr(0, 64) + "'", &j);
        out.body = bodyAt(std::size_t(it - kTypeNames.begin()));
        std::visit([&j](auto& m) { parseBody(j, m); }, out.body);
    } catch (const json::exception& e) {
        // Without nlohmann's "[json.exception.type_error.302] " prefix: the peer's user reads it.
        std::string what = e.what();
        if (auto end = what.find("] "); what.starts_with("[json.") && end != std::string::npos)
            what.erase(0, end + 2);
        error = "malformed message: " + what;
        return false;
    }
    return true;
}

} // namespace bw::engine::native
