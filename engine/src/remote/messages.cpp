// SPDX-License-Identifier: MIT
#include "remote/messages.h"

#include "report/jsonconv.h"

#include <chrono>
#include <iterator>

namespace bw::engine::remote {

using nlohmann::json;

namespace {

constexpr const char* kRefusalNames[] = {"no-remote-control", "wrong-key", "busy", "limits",
                                         "invalid"};

std::string dump(const json& j)
{
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

json errorJson(const Error& e)
{
    return json{{"code", errcName(e.code)}, {"message", e.message}, {"hint", e.hint}};
}

Error errorFrom(const json& j)
{
    Error e{Errc::Refused, j.at("message").get<std::string>(), j.at("hint").get<std::string>(), {}};
    const std::string code = j.at("code").get<std::string>();
    for (int i = 1; i <= int(Errc::UdpBlocked); ++i)
        if (errcName(Errc(i)) == code) e.code = Errc(i);
    return e;
}

struct ToJson
{
    json operator()(const Challenge& m) const
    {
        return {{"type", "challenge"}, {"version", m.version}, {"nonce", m.nonce}};
    }
    json operator()(const Welcome& m) const { return {{"type", "welcome"}, {"proof", m.proof}}; }
    json operator()(const TimeAnswer& m) const
    {
        return {{"type", "time"},
                {"t1", m.consoleSendUs},
                {"t2", m.endpointRecvUs},
                {"t3", m.endpointSendUs}};
    }
    json operator()(const Accepted&) const { return {{"type", "accepted"}}; }
    json operator()(const PairInterval& m) const
    {
        return {{"type", "interval"}, {"sample", m.sample}};
    }
    json operator()(const PairEvent& m) const
    {
        return {{"type", "event"}, {"message", m.message}};
    }
    json operator()(const PairResult& m) const
    {
        return {{"type", "result"}, {"result", m.result}, {"dataStartUs", m.dataStartUs}};
    }
    json operator()(const PairFailed& m) const
    {
        return {{"type", "failed"}, {"error", errorJson(m.error)}};
    }
    json operator()(const Refusal& m) const
    {
        return {{"type", "refused"},
                {"kind", kRefusalNames[int(m.kind)]},
                {"error", errorJson(m.error)}};
    }
    json operator()(const Auth& m) const
    {
        return {{"type", "auth"}, {"nonce", m.nonce}, {"proof", m.proof}};
    }
    json operator()(const TimeAsk& m) const { return {{"type", "time"}, {"t1", m.consoleSendUs}}; }
    json operator()(const RunPair& m) const
    {
        return {{"type", "run"}, {"test", m.test}, {"startAtUs", m.startAtUs}};
    }
    json operator()(const StopPair&) const { return {{"type", "stop"}}; }
};

RefusalKind refusalKind(const std::string& name)
{
    for (int i = 0; i < int(std::size(kRefusalNames)); ++i)
        if (name == kRefusalNames[i]) return RefusalKind(i);
    return RefusalKind::Invalid;
}

bool fromJson(const json& j, const std::string& type, ToConsole& out)
{
    if (type == "challenge")
        out = Challenge{j.at("version").get<int>(), j.at("nonce").get<std::string>()};
    else if (type == "welcome")
        out = Welcome{j.at("proof").get<std::string>()};
    else if (type == "time")
        out = TimeAnswer{j.at("t1").get<std::int64_t>(), j.at("t2").get<std::int64_t>(),
                         j.at("t3").get<std::int64_t>()};
    else if (type == "accepted")
        out = Accepted{};
    else if (type == "interval")
        out = PairInterval{j.at("sample").get<IntervalSample>()};
    else if (type == "event")
        out = PairEvent{j.at("message").get<std::string>()};
    else if (type == "result")
        out = PairResult{j.at("result").get<TestResult>(), j.at("dataStartUs").get<std::int64_t>()};
    else if (type == "failed")
        out = PairFailed{errorFrom(j.at("error"))};
    else if (type == "refused")
        out = Refusal{refusalKind(j.at("kind").get<std::string>()), errorFrom(j.at("error"))};
    else
        return false;
    return true;
}

bool fromJson(const json& j, const std::string& type, ToEndpoint& out)
{
    if (type == "auth")
        out = Auth{j.at("nonce").get<std::string>(), j.at("proof").get<std::string>()};
    else if (type == "time")
        out = TimeAsk{j.at("t1").get<std::int64_t>()};
    else if (type == "run")
        out = RunPair{j.at("test").get<TestConfig>(), j.at("startAtUs").get<std::int64_t>()};
    else if (type == "stop")
        out = StopPair{};
    else
        return false;
    return true;
}

// Anything a peer sends may be malformed: every failure is a message, never an exception.
template <typename Set> bool decodeAny(std::string_view payload, Set& out, std::string& why)
{
    try {
        const json j = json::parse(payload);
        const std::string type = j.at("type").get<std::string>();
        if (fromJson(j, type, out)) return true;
        why = "unknown message \"" + type + "\"";
    } catch (const json::exception& e) {
        why = std::string("malformed message: ") + e.what();
    }
    return false;
}

} // namespace

std::string encode(const ToConsole& m)
{
    return dump(std::visit(ToJson{}, m));
}

std::string encode(const ToEndpoint& m)
{
    return dump(std::visit(ToJson{}, m));
}

bool decode(std::string_view payload, ToConsole& out, std::string& why)
{
    return decodeAny(payload, out, why);
}

bool decode(std::string_view payload, ToEndpoint& out, std::string& why)
{
    return decodeAny(payload, out, why);
}

std::int64_t steadyNowUs()
{
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace bw::engine::remote
