// SPDX-License-Identifier: MIT
#include "native/messages.h"

#include "metrics/cpu.h"
#include "net/socket.h"
#include "report/jsonconv.h"

namespace bw::engine::control {

using nlohmann::json;

namespace {
std::string dump(const json& j)
{
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

Errc errcFromName(const std::string& s)
{
    for (int i = 1; i <= int(Errc::Unsupported); ++i)
        if (errcName(Errc(i)) == s) return Errc(i);
    return Errc::Refused;
}
} // namespace

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

std::string encodeHello(const HelloMsg& m)
{
    json j = m.info;
    j["type"] = "hello";
    j["minProtocolVersion"] = m.minProtocolVersion;
    j["capabilities"] = json::array({"tcp", "udp", "intervals", "cpu", "tcpinfo"});
    return dump(j);
}

std::string encodeSetup(const SetupMsg& m)
{
    json t = m.test;
    t.erase("host"); // the server needs none of the client's addressing
    t.erase("bindAddress");
    t.erase("port");
    return dump(json{{"type", "setup"}, {"protocolVersion", m.protocolVersion}, {"test", t},
                     {"client", m.client}});
}

std::string encodeAccept()
{
    return dump(json{{"type", "accept"}});
}

std::string encodeStart(const AppliedSettings& serverApplied)
{
    return dump(json{{"type", "start"}, {"applied", serverApplied}});
}

std::string encodeError(const Error& e)
{
    return dump(json{{"type", "error"}, {"code", errcName(e.code)}, {"message", e.message},
                     {"hint", e.hint}});
}

std::string encodeSimple(const char* type)
{
    return dump(json{{"type", type}});
}

std::string encodeInterval(const HostSample& s)
{
    return dump(json{{"type", "interval"}, {"sample", s}});
}

std::string encodeResult(const ResultMsg& r)
{
    json j{{"type", "result"},
           {"sentTotal", {r.sentTotal[0], r.sentTotal[1]}},
           {"receivedTotal", {r.receivedTotal[0], r.receivedTotal[1]}},
           {"cpu", r.cpu}};
    if (r.udp[0].valid || r.udp[1].valid) j["udp"] = {r.udp[0], r.udp[1]};
    return dump(j);
}

namespace {
void parseBody(const json& j, Message& out)
{
    const std::string& t = out.type;
    if (t == "hello") {
        from_json(j, out.hello.info);
        out.hello.minProtocolVersion = j.at("minProtocolVersion").get<int>();
    } else if (t == "setup") {
        out.setup.protocolVersion = j.at("protocolVersion").get<int>();
        from_json(j.at("test"), out.setup.test);
        if (auto it = j.find("client"); it != j.end()) from_json(*it, out.setup.client);
    } else if (t == "start") {
        if (auto it = j.find("applied"); it != j.end()) from_json(*it, out.applied);
    } else if (t == "error") {
        out.error.code = errcFromName(j.at("code").get<std::string>());
        out.error.message = j.at("message").get<std::string>();
        if (auto it = j.find("hint"); it != j.end()) out.error.hint = it->get<std::string>();
    } else if (t == "interval") {
        from_json(j.at("sample"), out.interval);
    } else if (t == "result") {
        const json& s = j.at("sentTotal");
        const json& r = j.at("receivedTotal");
        for (std::size_t i = 0; i < 2; ++i) {
            out.result.sentTotal[i] = s.at(i).get<std::uint64_t>();
            out.result.receivedTotal[i] = r.at(i).get<std::uint64_t>();
        }
        from_json(j.at("cpu"), out.result.cpu);
        if (auto it = j.find("udp"); it != j.end() && it->is_array() && it->size() == 2) {
            from_json((*it)[0], out.result.udp[0]);
            from_json((*it)[1], out.result.udp[1]);
        }
    } else if (t != "accept" && t != "stop" && t != "done") {
        throw json::other_error::create(501, "unknown message type '" + t + "'", &j);
    }
}
} // namespace

bool parseMessage(const std::string& text, Message& out, std::string& error)
{
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "message is not a JSON object";
        return false;
    }
    try {
        out.type = j.at("type").get<std::string>();
        parseBody(j, out);
    } catch (const json::exception& e) {
        error = std::string("malformed message: ") + e.what();
        return false;
    }
    return true;
}

} // namespace bw::engine::control
