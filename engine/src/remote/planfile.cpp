// SPDX-License-Identifier: MIT
#include "benchwire/plan.h"

#include "benchwire/units.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>

namespace bw::engine {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxPlanBytes = 1 << 20;

// "line 3, column 7" of a byte offset into text (nlohmann counts bytes read, from 1).
std::string positionOf(const std::string& text, std::size_t byte)
{
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// Reads one pair's fields; returns why not (naming the field), or empty.
class PairReader
{
public:
    PairReader(const json& j, std::string where) : m_j(j), m_where(std::move(where)) {}

    std::string text(const char* field, std::string& out, bool required)
    {
        const auto it = m_j.find(field);
        if (it == m_j.end())
            return required ? m_where + ": \"" + field + "\" is missing: add it" : "";
        if (!it->is_string() || it->get<std::string>().empty())
            return m_where + ": \"" + field + "\" must be a non-empty string: give it in quotes";
        out = it->get<std::string>();
        return {};
    }

    std::string number(const char* field, int& out, int min, int max)
    {
        const auto it = m_j.find(field);
        if (it == m_j.end()) return {};
        if (!it->is_number_integer() || it->get<long long>() < min || it->get<long long>() > max)
            return m_where + ": \"" + field + "\" must be a whole number from " +
                   std::to_string(min) + " to " + std::to_string(max) + ": change it";
        out = it->get<int>();
        return {};
    }

    std::string rate(std::uint64_t& out)
    {
        const auto it = m_j.find("rate");
        if (it == m_j.end()) return {};
        std::optional<std::uint64_t> r;
        if (it->is_number() && it->get<double>() >= 0 && it->get<double>() < 1e15)
            r = std::uint64_t(it->get<double>());
        if (it->is_string()) r = parseRate(it->get<std::string>());
        if (!r) return m_where + ": \"rate\" is not a rate: give bits/s, like \"200M\" or 5e8";
        out = *r;
        return {};
    }

    std::string unknownField(const std::set<std::string>& known) const
    {
        for (const auto& [k, v] : m_j.items())
            if (!known.count(k))
                return m_where + ": unknown field \"" + k + "\": remove it or correct its name";
        return {};
    }

    const std::string& where() const { return m_where; }

private:
    const json& m_j;
    std::string m_where;
};

std::string readChoices(PairReader& r, PlanPair& p)
{
    std::string direction = "upload", protocol = "tcp";
    if (auto why = r.text("direction", direction, false); !why.empty()) return why;
    if (direction != "upload" && direction != "download")
        return r.where() + ": \"direction\" is \"" + direction +
               "\": write \"upload\" (the endpoint sends) or \"download\" (the server sends)";
    p.test.mode = direction == "upload" ? TestMode::Upload : TestMode::Download;
    if (auto why = r.text("protocol", protocol, false); !why.empty()) return why;
    if (protocol != "tcp" && protocol != "udp")
        return r.where() + ": \"protocol\" is \"" + protocol + "\": write \"tcp\" or \"udp\"";
    p.test.protocol = protocol == "udp" ? Protocol::Udp : Protocol::Tcp;
    if (p.test.protocol == Protocol::Udp) p.test.rateBitsPerSecond = kDefaultUdpRateBitsPerSecond;
    if (auto why = r.number("streams", p.test.streams, 1, kMaxStreams); !why.empty()) return why;
    return r.rate(p.test.rateBitsPerSecond);
}

std::string readPair(const json& j, std::size_t index, const std::string& defaultKey, PlanKeys keys,
                     PlanPair& p)
{
    const std::string at = "pairs[" + std::to_string(index) + "]";
    if (!j.is_object()) return at + ": a pair must be an object {...}: write it in braces";
    PairReader r(j, at);
    if (auto why = r.unknownField(
            {"name", "endpoint", "key", "target", "direction", "streams", "protocol", "rate"});
        !why.empty())
        return why;
    std::string endpoint, target;
    if (auto why = r.text("name", p.name, true); !why.empty()) return why;
    if (auto why = r.text("endpoint", endpoint, true); !why.empty()) return why;
    if (auto why = r.text("target", target, true); !why.empty()) return why;
    PairReader named(j, at + " (\"" + p.name + "\")");
    p.key = defaultKey;
    if (auto why = named.text("key", p.key, false); !why.empty()) return why;
    if (p.key.empty() && keys == PlanKeys::Required)
        return named.where() + ": no \"key\": add the endpoint's key, or give --control-key";
    if (!splitHostPort(endpoint, p.endpointHost, p.endpointPort))
        return named.where() + ": \"endpoint\" \"" + endpoint +
               "\" has a bad port: write host or host:port";
    if (!splitHostPort(target, p.test.host, p.test.port))
        return named.where() + ": \"target\" \"" + target +
               "\" has a bad port: write host or host:port";
    p.test.rateIsTotal = true;    // a plan gives each pair's total
    p.test.latencyProbes = false; // pairs measure throughput; no idle phase before the start
    return readChoices(named, p);
}

std::string seconds(const json& j, const char* field, int& outMs, double min, double max)
{
    const auto it = j.find(field);
    if (it == j.end()) return {};
    if (!it->is_number() || it->get<double>() < min || it->get<double>() > max) {
        char range[64];
        std::snprintf(range, sizeof range, "%g to %g", min, max);
        return std::string("\"") + field + "\" must be seconds from " + range + ": change it";
    }
    outMs = int(it->get<double>() * 1000 + 0.5);
    return {};
}

std::string readTop(const json& j, const std::string& defaultKey, PlanKeys keys, Plan& out)
{
    if (!j.is_object()) return "the plan must be a JSON object {...}: see docs/scripting.md";
    for (const auto& [k, v] : j.items())
        if (k != "duration" && k != "interval" && k != "pairs")
            return "unknown field \"" + k + "\": remove it or correct its name";
    if (auto why = seconds(j, "duration", out.durationMs, 1, 86400); !why.empty()) return why;
    if (auto why = seconds(j, "interval", out.intervalMs, 0.1, 10); !why.empty()) return why;
    const auto pairs = j.find("pairs");
    if (pairs == j.end() || !pairs->is_array() || pairs->empty())
        return "\"pairs\" is missing or empty: add a list of pairs";
    if (pairs->size() > kMaxPlanPairs)
        return "\"pairs\" holds " + std::to_string(pairs->size()) + " pairs: give at most " +
               std::to_string(kMaxPlanPairs);
    std::set<std::string> names;
    for (std::size_t i = 0; i < pairs->size(); ++i) {
        PlanPair p;
        if (auto why = readPair((*pairs)[i], i, defaultKey, keys, p); !why.empty()) return why;
        if (!names.insert(p.name).second)
            return "pairs[" + std::to_string(i) + "]: the name \"" + p.name +
                   "\" is taken by an earlier pair: give each pair its own name";
        p.test.durationMs = out.durationMs;
        p.test.intervalMs = out.intervalMs;
        out.pairs.push_back(std::move(p));
    }
    return {};
}

} // namespace

bool splitHostPort(const std::string& text, std::string& host, std::uint16_t& port)
{
    std::string portText;
    if (!text.empty() && text.front() == '[') {
        const auto close = text.find(']');
        if (close == std::string::npos) return false;
        host = text.substr(1, close - 1);
        if (close + 1 < text.size()) {
            if (text[close + 1] != ':') return false;
            portText = text.substr(close + 2);
        }
    } else if (text.find(':') != text.rfind(':')) { // a bare IPv6 address
        host = text;
    } else {
        const auto colon = text.find(':');
        host = text.substr(0, colon);
        if (colon != std::string::npos) portText = text.substr(colon + 1);
    }
    if (host.empty()) return false;
    if (portText.empty()) return text.back() != ':';
    if (portText.size() > 5 || portText.find_first_not_of("0123456789") != std::string::npos)
        return false;
    const int n = std::stoi(portText);
    if (n < 1 || n > 65535) return false;
    port = std::uint16_t(n);
    return true;
}

std::string parsePlan(const std::string& path, const std::string& text,
                      const std::string& defaultKey, Plan& out, PlanKeys keys)
{
    out = Plan{};
    json j;
    try {
        j = json::parse(text);
    } catch (const json::parse_error& e) {
        std::string what = e.what();
        if (const auto colon = what.rfind(": "); colon != std::string::npos)
            what = what.substr(colon + 2);
        return "plan " + path + ": " + positionOf(text, e.byte) + ": not JSON (" + what +
               "): correct it there";
    }
    const std::string why = readTop(j, defaultKey, keys, out);
    return why.empty() ? why : "plan " + path + ": " + why;
}

std::string readPlan(const std::string& path, const std::string& defaultKey, Plan& out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) return "plan " + path + ": cannot open it: check the path given to --plan";
    std::ostringstream text;
    text << in.rdbuf();
    if (text.str().size() > kMaxPlanBytes)
        return "plan " + path + ": larger than 1 MiB: check that --plan names the plan file";
    return parsePlan(path, text.str(), defaultKey, out);
}

std::string joinHostPort(const std::string& host, std::uint16_t port)
{
    const bool v6 = host.find(':') != std::string::npos;
    return (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

std::string planToJson(const Plan& plan)
{
    json pairs = json::array();
    for (const PlanPair& p : plan.pairs) {
        json j{{"name", p.name},
               {"endpoint", joinHostPort(p.endpointHost, p.endpointPort)},
               {"target", joinHostPort(p.test.host, p.test.port)},
               {"direction", p.test.mode == TestMode::Download ? "download" : "upload"},
               {"streams", p.test.streams},
               {"protocol", p.test.protocol == Protocol::Udp ? "udp" : "tcp"}};
        if (!p.key.empty()) j["key"] = p.key;
        if (p.test.rateBitsPerSecond > 0) j["rate"] = p.test.rateBitsPerSecond;
        pairs.push_back(std::move(j));
    }
    const json doc{{"duration", plan.durationMs / 1000.0},
                   {"interval", plan.intervalMs / 1000.0},
                   {"pairs", std::move(pairs)}};
    return doc.dump(2) + "\n";
}

std::string writePlan(const std::string& path, const Plan& plan)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (out) out << planToJson(plan);
    if (!out.flush()) return "plan " + path + ": cannot write it: choose a folder you may write to";
    return {};
}

} // namespace bw::engine
